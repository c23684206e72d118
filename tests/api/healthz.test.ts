/**
 * `GET /healthz`, which a supervisor or load balancer asks: 200 while the database answers, and still 200 when every
 * connection of the app's pool is busy with slow requests (a busy process is not a broken one: taking it out of
 * rotation would only move its load onto the others). The 503 when the database is gone is tested in startup.test.ts,
 * where the app's own database can be killed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.db.$queryRaw`SELECT 1`.catch(() => {});
});

const health = async () => {
  const started = performance.now();
  const res = await server.app.request('http://shop.test/healthz');
  return { status: res.status, body: await res.json(), ms: performance.now() - started };
};

describe('the health check', () => {
  it('answers 200 at once, not cached', async () => {
    const res = await server.app.request('http://shop.test/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 200 while every connection of the pool serves a slow statement', async () => {
    // More slow statements than the pool has connections (the test pool has 20): every one is taken, more wait.
    // (`.then` sends each: a Prisma query does not run until it is awaited.)
    const slow = Array.from({ length: 24 }, () => server.db.$queryRaw`SELECT pg_sleep(3)::text AS slept`.then((r) => r));
    // Past the second an answer is given again (the first test's), so this one asks the database anew.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const answer = await health();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    expect(answer.ms).toBeLessThan(2000);
    await Promise.all(slow);
  }, 30_000);

  it('asks the database once for many checks at once: a flood of them opens no flood of connections', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const sessions = async () => Number((await server.db.$queryRaw<{ n: bigint }[]>`SELECT sessions AS n FROM pg_stat_database WHERE datname = current_database()`)[0]!.n);
    const before = await sessions();
    const answers = await Promise.all(Array.from({ length: 50 }, () => server.app.request('http://shop.test/healthz')));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    // The check's own connection is counted once it has closed.
    await expect.poll(sessions, { timeout: 5000 }).toBeGreaterThanOrEqual(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await sessions()).toBeLessThanOrEqual(before + 2);
  });
});
