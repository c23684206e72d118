/**
 * Housekeeping: the job queue's daily `housekeeping.prune` deletes sessions, links and cached answers whose time
 * has run out, Idempotency-Key records and finished webhook deliveries older than their retention, and private files
 * (a driver's licence) nothing points at once past their grace period, and queue jobs that used up their attempts
 * (a rendered mail holds a person's address) once past their retention; nothing still in use, and never a public file.
 * Every worker registers it as a cron item.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../../server/jobs/queue.ts';
import { generateKey, generateSigningSecret } from '../../server/services/apiKeys.ts';
import { ORPHAN_UPLOAD_GRACE_HOURS, RETENTION_DAYS } from '../../server/services/housekeeping.ts';
import { createUser } from '../support/fixtures.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({}, { worker: true });
});

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

/** Rows of every kind, one just past its end and one still in use; answers their ids. */
async function fixtures() {
  const db = server.db;
  const tag = randomUUID();
  const user = await createUser(db, `rydding-${tag}@example.no`, { employee: false });
  const session = (expiresAt: Date) => db.session.create({ data: { tokenHash: randomUUID(), userId: user.id, expiresAt } });
  const reset = (expiresAt: Date) => db.passwordResetToken.create({ data: { tokenHash: randomUUID(), userId: user.id, expiresAt } });
  const pending = (expiresAt: Date) =>
    db.pendingRegistration.create({ data: { firstname: 'Ny', lastname: 'Kunde', email: `ny-${randomUUID()}@example.no`, phone: '+4790000001', passwordHash: 'x', tokenHash: randomUUID(), expiresAt } });
  let plates = 0;
  const cache = (expiresAt: Date) => db.vehicleRegisterCache.create({ data: { plate: `HK${String(10_000 + ++plates)}`, document: {}, expiresAt } });
  const record = (createdAt: Date) => db.idempotencyRecord.create({ data: { caller: `user:${user.id}`, key: randomUUID(), requestHash: '0'.repeat(64), bookingId: 1, createdAt } });

  const site = await db.site.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const location = await db.location.findFirstOrThrow({ where: { siteId: site.id, status: 'public' }, orderBy: { id: 'asc' } });
  const partner = await db.company.create({ data: { siteId: site.id, name: `Rydding ${tag}`, slug: `rydding-${tag}`, partner: true } });
  const { prefix, secretHash } = generateKey();
  const key = await db.apiKey.create({
    data: { accountKind: 'site', siteId: site.id, referralCompanyId: partner.id, name: 'Rydding', contactEmail: 'api@rydding.no', prefix, secretHash, rights: ['read_bookings'], locationIds: [location.id], signingSecret: generateSigningSecret() },
  });
  const delivery = (status: string, createdAt: Date) =>
    db.webhookDelivery.create({ data: { eventId: randomUUID(), keyId: key.id, bookingId: 1, type: 'booking.created', payload: {}, status, createdAt } });

  // Files: a private one nothing points at, one a booking holds, one a vehicle's pictures hold, and a public one.
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const file = async (createdAt: Date, isPublic = false) =>
    (await db.upload.create({ data: { type: isPublic ? 'image' : 'licence', public: isPublic, mime: 'image/png', size: PNG.length, data: PNG, createdAt } })).id;
  const booking = await db.booking.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true } });
  const product = await db.product.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true } });
  const grace = ORPHAN_UPLOAD_GRACE_HOURS * HOUR;
  const booked = await file(ago(grace + DAY));
  await db.bookingDocument.create({ data: { bookingId: booking.id, uploadId: booked } });
  const pictured = await file(ago(grace + DAY));
  await db.productImage.create({ data: { productId: product.id, uploadId: pictured, position: 99 } });

  // A queue job (its run time far ahead, so the worker leaves it) with its attempts and last change set as given.
  const job = async (attempts: number, updatedAt: Date) => {
    const [{ id }] = await db.$queryRaw<{ id: bigint }[]>`SELECT id FROM graphile_worker.add_job('housekeeping.prune', '{}'::json, run_at => now() + interval '1 year', max_attempts => 5)`;
    await db.$executeRaw`UPDATE graphile_worker._private_jobs SET attempts = ${attempts}, last_error = 'SMTP 550', updated_at = ${updatedAt} WHERE id = ${id}`;
    return id;
  };

  const retention = (days: number) => days * DAY;
  return {
    gone: {
      session: (await session(ago(60_000))).id,
      reset: (await reset(ago(60_000))).id,
      pending: (await pending(ago(60_000))).id,
      cache: (await cache(ago(60_000))).plate,
      record: (await record(ago(retention(RETENTION_DAYS.idempotencyRecord) + DAY))).key,
      delivered: (await delivery('delivered', ago(retention(RETENTION_DAYS.webhookDelivery) + DAY))).id,
      failed: (await delivery('failed', ago(retention(RETENTION_DAYS.webhookDelivery) + DAY))).id,
      orphan: await file(ago(grace + HOUR)),
      job: await job(5, ago(retention(RETENTION_DAYS.failedJob) + DAY)),
    },
    kept: {
      session: (await session(ahead(60_000))).id,
      reset: (await reset(ahead(60_000))).id,
      pending: (await pending(ahead(60_000))).id,
      cache: (await cache(ahead(60_000))).plate,
      record: (await record(ago(retention(RETENTION_DAYS.idempotencyRecord) - DAY))).key,
      delivered: (await delivery('delivered', ago(retention(RETENTION_DAYS.webhookDelivery) - DAY))).id,
      // Old but still retrying: its next attempt waits in the queue.
      failed: (await delivery('pending', ago(retention(RETENTION_DAYS.webhookDelivery) + DAY))).id,
      // Nothing points at it yet, but it is younger than the grace period.
      orphan: await file(ago(grace - HOUR)),
      booked,
      pictured,
      public: await file(ago(grace + DAY), true),
      // Given up, but recently: its last error can still be read.
      job: await job(5, ago(retention(RETENTION_DAYS.failedJob) - DAY)),
      // As old, but it has attempts left: it will run again.
      retrying: await job(4, ago(retention(RETENTION_DAYS.failedJob) + DAY)),
    },
  };
}

/** Which of the rows still exist (files too, under the keys given). */
async function present(rows: Awaited<ReturnType<typeof fixtures>>['gone'], files: Record<string, number> = {}, jobs: Record<string, bigint> = {}) {
  const db = server.db;
  const uploads = Object.fromEntries(await Promise.all(Object.entries(files).map(async ([k, id]) => [k, (await db.upload.count({ where: { id } })) === 1] as const)));
  const queued = async (id: bigint) => (await db.$queryRaw<unknown[]>`SELECT 1 FROM graphile_worker._private_jobs WHERE id = ${id}`).length === 1;
  const jobRows = Object.fromEntries(await Promise.all(Object.entries({ job: rows.job, ...jobs }).map(async ([k, id]) => [k, await queued(id)] as const)));
  return {
    ...uploads,
    ...jobRows,
    session: !!(await db.session.findUnique({ where: { id: rows.session } })),
    reset: !!(await db.passwordResetToken.findUnique({ where: { id: rows.reset } })),
    pending: !!(await db.pendingRegistration.findUnique({ where: { id: rows.pending } })),
    cache: !!(await db.vehicleRegisterCache.findUnique({ where: { plate: rows.cache } })),
    record: !!(await db.idempotencyRecord.findFirst({ where: { key: rows.record } })),
    delivered: !!(await db.webhookDelivery.findUnique({ where: { id: rows.delivered } })),
    failed: !!(await db.webhookDelivery.findUnique({ where: { id: rows.failed } })),
  };
}

describe('housekeeping.prune', () => {
  it('deletes, through the job queue, what has run out, and keeps what is still in use', async () => {
    const { gone, kept } = await fixtures();
    // Waits for this run alone (a fixture job still has attempts left, so the queue is never empty).
    const run = `prune-${randomUUID()}`;
    await enqueue(server.db, 'housekeeping.prune', {}, { jobKey: run });
    await expect.poll(async () => (await server.db.$queryRaw<unknown[]>`SELECT 1 FROM graphile_worker.jobs WHERE key = ${run}`).length, { timeout: 30_000, interval: 50 }).toBe(0);
    expect(await present(gone, { orphan: gone.orphan })).toEqual({ session: false, reset: false, pending: false, cache: false, record: false, delivered: false, failed: false, orphan: false, job: false });
    // (`kept.failed` is an old delivery still retrying: it stays too.)
    const files = { orphan: kept.orphan, booked: kept.booked, pictured: kept.pictured, public: kept.public };
    expect(await present(kept, files, { retrying: kept.retrying })).toEqual({
      session: true, reset: true, pending: true, cache: true, record: true, delivered: true, failed: true,
      orphan: true, booked: true, pictured: true, public: true, job: true, retrying: true,
    });
    await server.db.$executeRaw`DELETE FROM graphile_worker._private_jobs WHERE id = ANY(${[kept.job, kept.retrying]}::bigint[])`;
  });

  it('is a cron item of every worker', async () => {
    const known = await server.db.$queryRaw<{ identifier: string }[]>`SELECT identifier FROM graphile_worker._private_known_crontabs`;
    expect(known.map((k) => k.identifier)).toContain('housekeeping.prune');
  });
});
