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
  outboxDir: string;
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

/** Starts the app on a fresh copy of the seeded database. */
export async function createTestServer(overrides: Partial<Config> = {}, opts: { web?: boolean } = {}): Promise<TestServer> {
  const { db } = await useTestDatabase();
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'utleige-outbox-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test' }), ...overrides };
  const log = pino({ level: 'silent' });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir, from: config.mailFrom, log });
  const services = { db, config, mailer, log };
  const app = createApp(services, opts.web ? { webDist: WEB_DIST } : {});

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

  return { app, listen, services, db, mailer, outboxDir, client };
}
