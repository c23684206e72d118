/**
 * The job worker every app process runs (server/main.ts starts it, tests start one per test database). Any number of
 * processes may run it on one database: graphile-worker locks each job for one worker (`FOR UPDATE SKIP LOCKED`), so
 * each message is sent by one process.
 *
 * A process killed hard leaves the jobs it had taken locked; graphile-worker alone would release them only after
 * 4 hours. So each worker keeps one "presence" connection named after its pool (`application_name`), and every
 * worker regularly releases the jobs of pools that have no presence any more (their process is gone: PostgreSQL
 * closed its connections). Such a job then runs again: a message whose sending had already reached the SMTP server
 * goes twice, with the same Message-ID (at-least-once delivery).
 */
import { EventEmitter } from 'node:events';
import { parseCronItems, run, type Runner, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';
import { errorText } from '../errorText.ts';
import type { AppServices } from '../services/context.ts';
import { jobLogger } from './queue.ts';
import { taskList } from './tasks.ts';

/** application_name prefix of a worker's presence connection; the rest is its graphile-worker pool id. */
export const PRESENCE_PREFIX = 'utleige-jobs:';

/**
 * Recurring tasks. graphile-worker runs each once per scheduled time across all the processes on one database
 * (`known_crontabs`), and catches up on a time missed while no process ran, up to a day back.
 */
export const CRON_ITEMS = parseCronItems([
  // 03:17 UTC, a quiet hour for a Norwegian rental desk.
  { task: 'housekeeping.prune', match: '17 3 * * *', identifier: 'housekeeping.prune', options: { backfillPeriod: 24 * 3600_000, maxAttempts: 5 } },
]);

export interface JobWorkerOptions {
  /** Jobs run at once in this process (default 4). */
  concurrency?: number;
  /** How often to look for jobs due later (retries) when no notification arrives, in ms (default 1000). */
  pollInterval?: number;
  /** How often to release jobs of dead workers, in ms (default 5000). */
  sweepInterval?: number;
  /** A lock this old without a live owner is released, in seconds (default 5: covers a starting pool). */
  sweepGraceSeconds?: number;
}

export interface JobWorker {
  /** graphile-worker's pool id (the `locked_by` of the jobs it runs). */
  poolId: string;
  /** Releases the jobs of workers whose process is gone; returns how many pools it released. */
  sweep(): Promise<number>;
  /** Takes no new jobs, waits for the running ones, then closes its connections. */
  stop(): Promise<void>;
}

/** Starts the worker for the database at `databaseUrl` with the app's services. */
export async function startJobWorker(services: AppServices, databaseUrl: string, opts: JobWorkerOptions = {}): Promise<JobWorker> {
  const concurrency = opts.concurrency ?? 4;
  const graceSeconds = opts.sweepGraceSeconds ?? 5;
  const log = services.log.child({ component: 'jobs' });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency + 3 });
  let stopped = false;
  // A dropped connection (database restart) is logged and replaced, never an uncaught error. pg's pool.end() does not
  // wait for its sockets to close, so the database stopping right after us may still cut some: not worth a line.
  const connectionError = (err: Error) => {
    if (!stopped) log.warn({ err: errorText(err) }, 'jobbkø: tilkopling feila');
  };
  pool.on('error', connectionError);
  pool.on('connect', (client) => client.on('error', connectionError));

  let poolId = '';
  const presenceRef: { client: pg.Client | null } = { client: null };
  /** The presence connection; reopened if the database drops it. */
  const openPresence = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: `${PRESENCE_PREFIX}${poolId || 'startar'}` });
    client.on('error', () => {});
    client.on('end', () => {
      if (presenceRef.client === client) presenceRef.client = null;
      if (!stopped) setTimeout(() => void openPresence().catch((err) => log.warn({ err: errorText(err) }, 'jobbkø: nærværstilkopling feila')), 1000);
    });
    await client.connect();
    presenceRef.client = client;
  };

  const events = new EventEmitter() as WorkerEvents;
  events.on('pool:create', ({ workerPool }) => {
    poolId = workerPool.id;
    void presenceRef.client?.query(`SELECT set_config('application_name', $1, false)`, [`${PRESENCE_PREFIX}${poolId}`]).catch(() => {});
  });
  events.on('job:error', ({ job, error }) => {
    if (job.attempts >= job.max_attempts) return; // job:failed says it
    log.warn({ jobId: job.id, task: job.task_identifier, attempt: job.attempts, err: errorText(error) }, `jobben ${job.task_identifier} feila; prøver igjen seinare`);
  });
  events.on('job:failed', ({ job, error }) => {
    log.error({ jobId: job.id, task: job.task_identifier, attempts: job.attempts, err: errorText(error) }, `jobben ${job.task_identifier} gav opp etter ${job.attempts} forsøk`);
  });

  await openPresence();
  let runner: Runner;
  try {
    runner = await run({
      pgPool: pool,
      taskList: taskList(services),
      concurrency,
      pollInterval: opts.pollInterval ?? 1000,
      noHandleSignals: true,
      parsedCronItems: CRON_ITEMS,
      logger: jobLogger(log),
      events,
    });
  } catch (err) {
    stopped = true;
    await presenceRef.client?.end().catch(() => {});
    await pool.end().catch(() => {});
    throw new Error(`jobbkøen kunne ikkje starte: ${errorText(err)}`);
  }

  const sweep = async (): Promise<number> => {
    const { rows } = await pool.query<{ released: number }>(
      `WITH locked AS (
         SELECT locked_by, locked_at FROM graphile_worker._private_jobs WHERE locked_by IS NOT NULL
         UNION ALL
         SELECT locked_by, locked_at FROM graphile_worker._private_job_queues WHERE locked_by IS NOT NULL
       ), dead AS (
         SELECT DISTINCT locked_by FROM locked
         WHERE locked_at < now() - make_interval(secs => $2)
           AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a
                           WHERE a.datname = current_database() AND a.application_name = $1 || locked.locked_by)
       )
       SELECT (SELECT count(*)::int FROM dead) AS released,
              graphile_worker.force_unlock_workers(ARRAY(SELECT locked_by FROM dead))`,
      [PRESENCE_PREFIX, graceSeconds],
    );
    const released = rows[0]?.released ?? 0;
    if (released) log.warn({ released }, 'jobbkø: frigjorde jobbar frå prosessar som ikkje lever lenger');
    return released;
  };
  const sweepSafely = () => void sweep().catch((err) => log.warn({ err: errorText(err) }, 'jobbkø: opprydding feila'));
  sweepSafely();
  const timer = setInterval(sweepSafely, opts.sweepInterval ?? 5000);
  timer.unref();

  return {
    get poolId() {
      return poolId;
    },
    sweep,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      await runner.stop().catch((err) => log.warn({ err: errorText(err) }, 'jobbkø: stopp feila'));
      await presenceRef.client?.end().catch(() => {});
      await pool.end().catch(() => {});
    },
  };
}
