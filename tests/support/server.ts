/** The real app, in process, over a fresh test database; plus a tiny cookie-keeping client for GraphQL and REST. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { serve } from '@hono/node-server';
import { afterAll } from 'vitest';
import { createApp, WEB_DIST } from '../../server/app.ts';
import { freePort } from '../../server/db/embedded.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { startJobWorker, type JobWorker } from '../../server/jobs/worker.ts';
import { createMailer, type Mailer } from '../../server/mail/mailer.ts';
import type { AppServices } from '../../server/services/context.ts';
import { useTestDatabase } from './database.ts';

export interface TestServer {
  app: ReturnType<typeof createApp>;
  /** Serves the app (with the built web client) on a free loopback port; closed after the file's tests. */
  listen(): Promise<string>;
  services: AppServices;
  db: AppServices['db'];
  mailer: Mailer;
  /** Where mail lands without SMTP (one .eml file per message). */
  outboxDir: string;
  /** The test database's connection string. */
  databaseUrl: string;
  /** The job worker (outgoing mail), when started with `{ worker: true }`. */
  worker: JobWorker | null;
  /**
   * Waits until the job queue has nothing left to run (every mail of what the test did is delivered). Fails with
   * the jobs still waiting after `timeoutMs` (retries of a failing job back off: 3 s, 7 s, 20 s …).
   */
  jobsDone(timeoutMs?: number): Promise<void>;
  /**
   * A new client with its own cookie jar (one browser) and its own network address (`address`, or a fresh one per
   * client), handed to the app as the socket's peer address the way @hono/node-server does.
   */
  client(opts?: { address?: string }): TestClient;
}

export interface GraphQLResult<T = any> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface TestClient {
  cookies: Map<string, string>;
  gql<T = any>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphQLResult<T>>;
  rest(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>;
  login(email: string, password: string): Promise<void>;
}

/**
 * Starts the app on a fresh copy of the seeded database. `worker: true` also runs a job worker on that database, so
 * mails are delivered (to `outboxDir`, or to `smtpUrl`); without it jobs wait in the queue unsent.
 */
export async function createTestServer(
  overrides: Partial<Config> = {},
  opts: { web?: boolean; worker?: boolean; /** Receives the app's log lines (JSON, level info and up); silent without it. */ logTo?: { write(line: string): void } } = {},
): Promise<TestServer> {
  // The app's statement timeout, as main.ts sets it (the default unless the test overrides it).
  const { db, url: databaseUrl } = await useTestDatabase({ statementTimeoutMs: overrides.statementTimeoutMs });
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'utleige-outbox-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test' }), ...overrides };
  const log = opts.logTo ? pino({ level: 'info' }, opts.logTo) : pino({ level: 'silent' });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir, from: config.mailFrom, log });
  const services = { db, config, mailer, log };
  const app = createApp(services, opts.web ? { webDist: WEB_DIST } : {});
  const worker = opts.worker ? await startJobWorker(services, databaseUrl, { pollInterval: 200, concurrency: 2 }) : null;
  // Registered after the database's own afterAll, so it runs before the database is dropped.
  if (worker) afterAll(() => worker.stop());

  const jobsDone = async (timeoutMs = 30_000) => {
    if (!worker) throw new Error('jobsDone needs createTestServer(..., { worker: true })');
    const until = Date.now() + timeoutMs;
    for (;;) {
      const waiting = await db.$queryRaw<{ task_identifier: string; attempts: number; last_error: string | null }[]>`
        SELECT task_identifier, attempts, last_error FROM graphile_worker.jobs WHERE attempts < max_attempts`;
      if (!waiting.length) return;
      if (Date.now() > until) throw new Error(`jobs still waiting after ${timeoutMs} ms: ${JSON.stringify(waiting)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  const listen = async () => {
    const port = await freePort();
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    return `http://127.0.0.1:${port}`;
  };

  let clients = 0;
  const client = (opts: { address?: string } = {}): TestClient => {
    clients += 1;
    const address = opts.address ?? `10.0.${clients >> 8}.${clients & 255}`;
    const cookies = new Map<string, string>();
    const send = async (method: string, url: string, body: string | undefined, headers: Record<string, string>) => {
      const res = await app.request(`http://shop.test${url}`, {
        method,
        body,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
          ...headers,
        },
      }, { incoming: { socket: { remoteAddress: address } } });
      for (const line of res.headers.getSetCookie()) {
        const [pair, ...attrs] = line.split(';');
        const [name, value] = pair.split('=');
        if (attrs.some((a) => /max-age=0/i.test(a.trim())) || value === '') cookies.delete(name.trim());
        else cookies.set(name.trim(), value);
      }
      return res;
    };
    const c: TestClient = {
      cookies,
      async gql(query, variables = {}, headers = {}) {
        const res = await send('POST', '/graphql', JSON.stringify({ query, variables }), headers);
        return res.json();
      },
      async rest(method, url, body, headers = {}) {
        const res = await send(method, `/api/v1${url}`, body === undefined ? undefined : JSON.stringify(body), headers);
        const text = await res.text();
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          /* a non-JSON answer is returned as text for the test to assert on */
        }
        return { status: res.status, body: parsed, headers: res.headers };
      },
      async login(email, password) {
        const r = await c.gql(
          `mutation($input: LoginInput!) { login(input: $input) { __typename ... on ViewerPayload { redirectTo } ... on Error { message } } }`,
          { input: { email, password } },
        );
        if (r.data?.login?.__typename !== 'ViewerPayload') throw new Error(`login failed for ${email}: ${JSON.stringify(r)}`);
      },
    };
    return c;
  };

  return { app, listen, services, db, mailer, outboxDir, databaseUrl, worker, jobsDone, client };
}
