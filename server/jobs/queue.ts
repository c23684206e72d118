/**
 * The transactional outbox: every outgoing message (mail now, webhooks later) is a job in graphile-worker's tables in
 * PostgreSQL, written with `enqueue` in the same transaction as the change that causes it. A rollback leaves no job;
 * a commit leaves a job that a worker (worker.ts, in every app process) delivers, retrying with exponential backoff
 * (about 3 s, 7 s, 20 s, … up to 25 attempts) until it succeeds. A crash between commit and delivery loses nothing.
 */
import { Logger, runMigrations } from 'graphile-worker';
import type { Logger as Pino } from 'pino';
import pg from 'pg';
import type { Prisma } from '../generated/prisma/client.ts';
import { payloadSchemas, type TaskName, type TaskPayload } from './payloads.ts';

/** Anything that can run SQL in the caller's transaction: a Prisma transaction client (or the client itself). */
export type Sql = Pick<Prisma.TransactionClient, '$executeRaw'>;

export interface EnqueueOptions {
  /**
   * At most one job per key waits in the queue. Use one where a message must not go twice (a booking's
   * confirmation: `booking-confirmation:<id>`).
   */
  jobKey?: string;
  /**
   * What a second job with the same key does while the first still waits: `replace` (default: the newer payload wins,
   * one message), `preserve_run_at` (the same, keeping the first one's time), `unsafe_dedupe` (the second is dropped,
   * even while the first is running: the message goes at most once per key).
   */
  jobKeyMode?: 'replace' | 'preserve_run_at' | 'unsafe_dedupe';
  /** Not before this time (default now). */
  runAt?: Date;
  /** Attempts before the job is given up (default 25, about four days of backoff). */
  maxAttempts?: number;
}

/** Adds a job inside the caller's transaction; it runs only if that transaction commits. */
export async function enqueue<K extends TaskName>(tx: Sql, task: K, payload: TaskPayload<K>, opts: EnqueueOptions = {}): Promise<void> {
  const checked = payloadSchemas[task].parse(payload);
  await tx.$executeRaw`SELECT 1 FROM graphile_worker.add_job(
    identifier => ${task}::text,
    payload => ${JSON.stringify(checked)}::json,
    run_at => ${opts.runAt ?? null}::timestamptz,
    max_attempts => ${opts.maxAttempts ?? null}::int,
    job_key => ${opts.jobKey ?? null}::text,
    job_key_mode => ${opts.jobKeyMode ?? 'replace'}::text
  )`;
}

/**
 * A job as its log line names it: never its payload (a rendered mail holds a person's name, address and booking; a
 * reset request the address anyone typed), which graphile-worker hands along with every "Completed task" line.
 */
function jobSummary(job: unknown): unknown {
  if (!job || typeof job !== 'object') return job;
  const j = job as { id?: unknown; task_identifier?: unknown; attempts?: unknown; max_attempts?: unknown };
  return { id: j.id, task: j.task_identifier, attempts: j.attempts, maxAttempts: j.max_attempts };
}

/** graphile-worker's log lines, through the product's logger (debug is its chatter). */
export function jobLogger(log?: Pino): Logger {
  return new Logger(() => (level, message, meta) => {
    if (!log) return;
    const fields: Record<string, unknown> = { ...(meta ?? {}), component: 'jobs' };
    if ('job' in fields) fields.job = jobSummary(fields.job);
    if (level === 'error') log.error(fields, message);
    else if (level === 'warning') log.warn(fields, message);
    else if (level === 'info') log.info(fields, message);
    else log.debug(fields, message);
  });
}

/**
 * Installs or upgrades the queue's own schema (`graphile_worker`) with graphile-worker's migrations, after ours.
 * Returns the queue's schema version when it changed, else null.
 */
export async function migrateJobQueue(databaseUrl: string): Promise<number | null> {
  const version = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ t: string | null }>(`SELECT to_regclass('graphile_worker.migrations')::text AS t`);
      if (!rows[0].t) return null;
      const max = await client.query<{ v: number | null }>('SELECT max(id) AS v FROM graphile_worker.migrations');
      return max.rows[0].v;
    } finally {
      await client.end();
    }
  };
  const before = await version();
  await runMigrations({ connectionString: databaseUrl, logger: jobLogger(), maxPoolSize: 2 });
  const after = await version();
  return after !== before ? after : null;
}
