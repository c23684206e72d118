/**
 * What a `postmaster.pid` left in our data folder means, and what to do about it. A PostgreSQL whose Node parent was
 * killed hard (`kill -9`, OOM) keeps running on our data; PostgreSQL then refuses to start a second server there.
 * Start-up recognises its own orphaned server (a live `postgres` process whose data folder is ours and whose parent
 * is no longer an app process) and stops it cleanly, so the next start works. Reads Linux's /proc; elsewhere it
 * leaves the decision to PostgreSQL, whose own refusal is then reported.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * True while a process with this id runs (EPERM: it exists but belongs to another user). A zombie (exited, not yet
 * reaped by a parent that never reaps, as an init in a container may) counts as gone.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = readProc(pid, 'stat');
  return !stat || stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

function readProc(pid: number, file: string): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

function readLink(pid: number, link: string): string | null {
  try {
    return fs.readlinkSync(`/proc/${pid}/${link}`);
  } catch {
    return null;
  }
}

/** The process's argument list (null when it is gone or /proc is missing). */
function commandLine(pid: number): string[] | null {
  const raw = readProc(pid, 'cmdline');
  return raw === null ? null : raw.split('\0').filter((a) => a !== '');
}

/** The parent process id from /proc/PID/stat (the field after the state, after the command in parentheses). */
export function parentPid(pid: number): number | null {
  const stat = readProc(pid, 'stat');
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ppid = Number(fields[1]);
  return Number.isInteger(ppid) ? ppid : null;
}

const name = (file: string | null | undefined) => (file ? path.basename(file.replace(/ \(deleted\)$/, '')) : '');

/** The data folder a running postgres serves: its working directory (it changes into it), else its -D argument. */
function servedDataDir(pid: number, argv: string[]): string | null {
  const cwd = readLink(pid, 'cwd');
  if (cwd) return path.resolve(cwd);
  const i = argv.indexOf('-D');
  if (i >= 0 && argv[i + 1]) return path.resolve(argv[i + 1]);
  const joined = argv.find((a) => a.startsWith('-D') && a.length > 2);
  return joined ? path.resolve(joined.slice(2)) : null;
}

export type PidFileState =
  | { kind: 'none' }
  /** The pid in the file is gone: PostgreSQL itself removes such a file. */
  | { kind: 'dead'; pid: number }
  /** The pid now belongs to an unrelated process (pid reuse): the file is stale. */
  | { kind: 'stale'; pid: number }
  /** A postgres serving our folder whose parent is still a live app process: in use, leave it alone. */
  | { kind: 'owned'; pid: number; parent: number }
  /** A postgres serving our folder whose app is gone: ours to stop. */
  | { kind: 'orphan'; pid: number }
  /** Cannot tell (no /proc): leave it to PostgreSQL. */
  | { kind: 'unknown'; pid: number };

/** Reads `dir/postmaster.pid` and classifies the process it names. */
export function inspectPidFile(dir: string): PidFileState {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8');
  } catch {
    return { kind: 'none' };
  }
  const pid = Number(text.split('\n')[0]?.trim());
  if (!Number.isInteger(pid) || pid <= 0) return { kind: 'stale', pid: 0 };
  if (!isAlive(pid)) return { kind: 'dead', pid };
  if (!fs.existsSync('/proc/self/stat')) return { kind: 'unknown', pid };
  const argv = commandLine(pid);
  if (!argv) return isAlive(pid) ? { kind: 'unknown', pid } : { kind: 'dead', pid };
  const isPostgres = name(argv[0]) === 'postgres' || name(readLink(pid, 'exe')) === 'postgres';
  if (!isPostgres) return { kind: 'stale', pid };
  const served = servedDataDir(pid, argv);
  if (served && served !== path.resolve(dir)) return { kind: 'stale', pid };
  const parent = parentPid(pid);
  if (parent && parent > 1 && parent !== process.pid && isAlive(parent)) {
    const parentArgv = commandLine(parent) ?? [];
    const parentIsNode = /^node/.test(name(parentArgv[0])) || /^node/.test(name(readLink(parent, 'exe')));
    if (parentIsNode) return { kind: 'owned', pid, parent };
  }
  return { kind: 'orphan', pid };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `pid` has exited, up to `ms`; true when it did. */
export async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > until) return false;
    await sleep(100);
  }
  return true;
}

/**
 * Makes the folder startable: stops our orphaned server (SIGINT, PostgreSQL's "fast" shutdown: open transactions
 * roll back, committed ones are already on disk; SIGQUIT if it does not go within 30 s), removes a stale pid file,
 * and refuses when another live app process still runs a server there. Returns what it did, for the log.
 */
export async function reclaimDataDir(dir: string): Promise<string | null> {
  const state = inspectPidFile(dir);
  switch (state.kind) {
    case 'none':
    case 'dead':
    case 'unknown':
      return null;
    case 'stale':
      fs.rmSync(path.join(dir, 'postmaster.pid'), { force: true });
      return `fjerna ei gammal postmaster.pid (pid ${state.pid} er ikkje PostgreSQL)`;
    case 'owned':
      throw new Error(
        `ein annan køyrande prosess (pid ${state.parent}) brukar han. Stopp han først, eller start med DATABASE_URL.`,
      );
    case 'orphan': {
      try {
        process.kill(state.pid, 'SIGINT');
      } catch {
        /* gone already */
      }
      if (!(await waitForExit(state.pid, 30_000))) {
        try {
          process.kill(state.pid, 'SIGQUIT');
        } catch {
          /* gone already */
        }
        if (!(await waitForExit(state.pid, 10_000))) {
          throw new Error(`den attverande PostgreSQL (pid ${state.pid}) i ${dir} ville ikkje stoppe.`);
        }
      }
      return `stoppa ein attverande PostgreSQL (pid ${state.pid}) frå ein tidlegare start som ikkje vart avslutta`;
    }
  }
}
