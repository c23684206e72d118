/**
 * Housekeeping: rows whose use has ended are deleted once a day (the job queue's `housekeeping.prune`, a cron item of
 * every worker; graphile-worker runs it once per day across all processes). Without it the tables of sessions,
 * links and remembered requests only grow, and a private file nothing points at (a driver's licence) stays forever.
 */
import type { AppServices } from './context.ts';

const DAY_MS = 86_400_000;

/** How long what is kept for a while after its use is kept, in days (the README says the same). */
export const RETENTION_DAYS = {
  /** An Idempotency-Key's record: a retry within this time replays (or says the booking was deleted). */
  idempotencyRecord: 90,
  /** A webhook delivery that was delivered or gave up: the partner's delivery log in the admin. */
  webhookDelivery: 90,
  /**
   * A queue job that used up its attempts (a mail the SMTP server refused for days, a housekeeping run that kept
   * failing): kept a while so its last error can be read, then deleted. A rendered mail carries a person's name,
   * address and booking, so it must not stay in the queue table for good.
   */
  failedJob: 30,
} as const;

/**
 * How old a private upload nothing points at must be before it is deleted, in hours. Today a licence file is stored
 * and linked to its booking in one transaction (bookingCreate), so no committed one waits unlinked for its order; a
 * day still keeps a flow that stores the file first and links it when the order is placed (an upload step before
 * the order) clear of the nightly run, and costs only a day's delay for the leftovers.
 */
export const ORPHAN_UPLOAD_GRACE_HOURS = 24;

export type PruneCounts = Record<
  'sessions' | 'passwordResetTokens' | 'pendingRegistrations' | 'vehicleRegisterCache' | 'idempotencyRecords' | 'webhookDeliveries' | 'orphanUploads' | 'failedJobs',
  number
>;

/** Deletes what has expired as of `now`; answers how many rows of each kind went. */
export async function pruneExpired(services: Pick<AppServices, 'db'>, now = new Date()): Promise<PruneCounts> {
  const { db } = services;
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const [sessions, passwordResetTokens, pendingRegistrations, vehicleRegisterCache, idempotencyRecords, webhookDeliveries, orphanUploads, failedJobs] = await Promise.all([
    db.session.deleteMany({ where: { expiresAt: { lt: now } } }),
    db.passwordResetToken.deleteMany({ where: { expiresAt: { lt: now } } }),
    db.pendingRegistration.deleteMany({ where: { expiresAt: { lt: now } } }),
    db.vehicleRegisterCache.deleteMany({ where: { expiresAt: { lt: now } } }),
    db.idempotencyRecord.deleteMany({ where: { createdAt: { lt: before(RETENTION_DAYS.idempotencyRecord) } } }),
    // Only finished deliveries: a pending one still has its attempt waiting in the queue.
    db.webhookDelivery.deleteMany({ where: { status: { in: ['delivered', 'failed'] }, createdAt: { lt: before(RETENTION_DAYS.webhookDelivery) } } }),
    // Private files (a driver's licence) that nothing points at: left by bookings deleted before deletion took their
    // file along, or by a flow that never linked it. Every relation of `upload` is checked, not only booking_document,
    // so a file some picture relation still holds is never taken. Public files are never touched here.
    db.upload.deleteMany({
      where: {
        public: false,
        createdAt: { lt: new Date(now.getTime() - ORPHAN_UPLOAD_GRACE_HOURS * 3_600_000) },
        bookingDocs: { none: {} },
        rentalOptions: { none: {} },
        productImages: { none: {} },
        locationMedia: { none: {} },
      },
    }),
    // Jobs the queue gave up on (attempts used up, none running), untouched for the retention time. A job still
    // retrying, or one a worker holds, stays.
    db.$executeRaw`DELETE FROM graphile_worker._private_jobs
      WHERE attempts >= max_attempts AND locked_at IS NULL AND updated_at < ${before(RETENTION_DAYS.failedJob)}`,
  ]);
  return {
    sessions: sessions.count,
    passwordResetTokens: passwordResetTokens.count,
    pendingRegistrations: pendingRegistrations.count,
    vehicleRegisterCache: vehicleRegisterCache.count,
    idempotencyRecords: idempotencyRecords.count,
    webhookDeliveries: webhookDeliveries.count,
    orphanUploads: orphanUploads.count,
    failedJobs,
  };
}

/** The queue's task: prunes and logs what went. */
export async function runHousekeeping(services: AppServices): Promise<void> {
  const counts = await pruneExpired(services);
  services.log.info({ component: 'jobs', ...counts }, 'rydding: utgåtte rader sletta');
}
