/** Everything the product reads from its environment, in one place, with the defaults the README documents. */
import path from 'node:path';

export interface Config {
  port: number;
  /** Folder for the embedded database, the mail outbox and other runtime files. */
  dataDir: string;
  /** DEMO_DATA=1: production may fill an empty database with the demo data (its log-ins get random passwords). */
  demoData: boolean;
  /** An external PostgreSQL; when unset the embedded one under `dataDir` is used. */
  databaseUrl?: string;
  nodeEnv: string;
  isProduction: boolean;
  /** Developer-only features (register link, refresh buttons) are on in development. */
  isDevelopment: boolean;
  /** Public address of the product; links in e-mails are built from it, never from the request. */
  publicUrl: string;
  /** SMTP server for outgoing mail (smtp://user:pass@host:port); without it mail is written to the outbox folder. */
  smtpUrl?: string;
  mailFrom: string;
  logLevel: string;
  /** Jobs (outgoing mail) the worker of this process runs at once. */
  jobConcurrency: number;
  /**
   * How many reverse proxies in front of the product append to `X-Forwarded-For` (TRUST_PROXY; 0, the default,
   * ignores the header and takes the client address from the socket).
   */
  trustProxy: number;
  /** Statens vegvesen's vehicle register ("kjøretøyopplysninger"): base URL, API key (no key = lookup not set up), timeout. */
  vegvesenApiUrl: string;
  vegvesenApiKey?: string;
  vegvesenTimeoutMs: number;
  /** The longest one database statement of the app may run, lock waits included (DB_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs: number;
  /** Partner webhooks: attempts before a delivery is marked failed, the first retry delay (each next ×3), the timeout. */
  webhookMaxAttempts: number;
  webhookBackoffMs: number;
  webhookTimeoutMs: number;
  /** Partner keys' cost limit: the bucket (also the most one query may cost) and its refill per second. */
  partnerCostCapacity: number;
  partnerCostRefillPerSecond: number;
}

/**
 * A statement of the app (a request's, a job's) is cancelled after this long, a wait for a lock included: the pool
 * has ten connections, and a statement that ran on (a list at a size nobody measured, a lock left by a stuck
 * transaction) would hold one of them for every visitor. The slowest statement measured at a large company's size
 * (300 000 bookings) takes under a second.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

/** The cost limit partners plan with (README): a bucket of 1 000 points, refilled 50 per second. */
export const PARTNER_COST_DEFAULTS = { capacity: 1000, refillPerSecond: 50 } as const;

function boundedInt(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} må vere eit heiltal frå ${min} til ${max}, fekk «${raw}».`);
  return n;
}

function jobConcurrency(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 4;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 100) throw new Error(`JOB_CONCURRENCY må vere eit heiltal frå 1 til 100, fekk «${raw}».`);
  return n;
}

function vegvesenTimeout(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8000;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 100 || n > 60_000) throw new Error(`VEGVESEN_TIMEOUT_MS må vere eit heiltal frå 100 til 60000, fekk «${raw}».`);
  return n;
}

/** Reads the configuration from `env` (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT må vere eit portnummer, fekk «${env.PORT}».`);
  const nodeEnv = env.NODE_ENV ?? 'development';
  const trustProxyRaw = (env.TRUST_PROXY ?? '0').trim().toLowerCase();
  const trustProxy = trustProxyRaw === 'true' ? 1 : trustProxyRaw === 'false' || trustProxyRaw === '' ? 0 : Number(trustProxyRaw);
  if (!Number.isInteger(trustProxy) || trustProxy < 0 || trustProxy > 10) {
    throw new Error(`TRUST_PROXY må vere talet på proxyar framfor tenaren (0–10), fekk «${env.TRUST_PROXY}».`);
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    demoData: ['1', 'true', 'yes'].includes((env.DEMO_DATA ?? '').trim().toLowerCase()),
    databaseUrl: env.DATABASE_URL || undefined,
    nodeEnv,
    isProduction: nodeEnv === 'production',
    isDevelopment: nodeEnv === 'development',
    publicUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Fjordbil <no-reply@fjordbil.no>',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    jobConcurrency: jobConcurrency(env.JOB_CONCURRENCY),
    trustProxy,
    vegvesenApiUrl: (env.VEGVESEN_API_URL || 'https://akfell-datautlevering.atlas.vegvesen.no').replace(/\/+$/, ''),
    vegvesenApiKey: env.VEGVESEN_API_KEY?.trim() || undefined,
    vegvesenTimeoutMs: vegvesenTimeout(env.VEGVESEN_TIMEOUT_MS),
    statementTimeoutMs: boundedInt('DB_STATEMENT_TIMEOUT_MS', env.DB_STATEMENT_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS, 100, 600_000),
    // 8 attempts, 13 s × 3^n apart: the last about 4 hours after the first.
    webhookMaxAttempts: boundedInt('WEBHOOK_MAX_ATTEMPTS', env.WEBHOOK_MAX_ATTEMPTS, 8, 1, 20),
    webhookBackoffMs: boundedInt('WEBHOOK_BACKOFF_MS', env.WEBHOOK_BACKOFF_MS, 13_000, 0, 3_600_000),
    webhookTimeoutMs: boundedInt('WEBHOOK_TIMEOUT_MS', env.WEBHOOK_TIMEOUT_MS, 5_000, 100, 30_000),
    partnerCostCapacity: boundedInt('PARTNER_COST_CAPACITY', env.PARTNER_COST_CAPACITY, PARTNER_COST_DEFAULTS.capacity, 1, 1_000_000_000),
    partnerCostRefillPerSecond: boundedInt('PARTNER_COST_REFILL', env.PARTNER_COST_REFILL, PARTNER_COST_DEFAULTS.refillPerSecond, 1, 1_000_000_000),
  };
}
