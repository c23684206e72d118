/**
 * The write path's transaction when PostgreSQL gives up on it: two writes locking the same rows in opposite order
 * deadlock, PostgreSQL refuses one of them, and `inTransaction` runs that one again instead of answering an error.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../server/services/context.ts';
import { inTransaction, isRetryableConflict } from '../../server/services/write.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});

describe('inTransaction', () => {
  it('runs a write again when PostgreSQL breaks a deadlock by refusing it, so both writes succeed', async () => {
    const [a, b] = (await server.db.location.findMany({ take: 2, orderBy: { id: 'asc' }, select: { id: true } })).map((l) => l.id) as [number, number];
    const ctx = { db: server.db } as unknown as RequestContext;
    let runs = 0;
    const lockBoth = (first: number, second: number, answer: string) =>
      inTransaction(ctx, async (tx) => {
        runs += 1;
        await tx.$queryRaw`SELECT id FROM location WHERE id = ${first} FOR UPDATE`;
        await sleep(300);
        await tx.$queryRaw`SELECT id FROM location WHERE id = ${second} FOR UPDATE`;
        await tx.$executeRaw`UPDATE location SET updated_at = now() WHERE id = ${first}`;
        return answer;
      });
    expect(await Promise.all([lockBoth(a, b, 'ein'), lockBoth(b, a, 'to')])).toEqual(['ein', 'to']);
    // One of them was refused once and ran again.
    expect(runs).toBe(3);
  });

  it('does not run again for other failures, which stay the caller\'s', async () => {
    const ctx = { db: server.db } as unknown as RequestContext;
    let runs = 0;
    await expect(
      inTransaction(ctx, async () => {
        runs += 1;
        throw new Error('noko anna');
      }),
    ).rejects.toThrow('noko anna');
    expect(runs).toBe(1);
    expect(isRetryableConflict({ code: '23P01' })).toBe(false);
    expect(isRetryableConflict({ cause: { code: '40001' } })).toBe(true);
  });
});
