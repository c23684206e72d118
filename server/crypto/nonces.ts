/** Nonces of /api/v1 calls: each may be used once while it is remembered (the database decides, so every instance agrees). */
import type { Db } from '../db/client.ts';
import { NONCE_PATTERN, NONCE_TTL_MS, TransitError } from './transit.ts';

const lastPurge = new WeakMap<Db, number>();

/**
 * Records a nonce as used; refuses a malformed one and one seen before. Expired nonces are purged at most once a
 * minute, in the background.
 */
export async function claimNonce(db: Db, nonce: string, now = Date.now()): Promise<void> {
  if (!NONCE_PATTERN.test(nonce)) throw new TransitError('InvalidNonce', 'Ugyldig nonce: 16–128 teikn base64url.');
  const { count } = await db.usedNonce.createMany({ data: [{ nonce, expiresAt: new Date(now + NONCE_TTL_MS) }], skipDuplicates: true });
  if (count !== 1) {
    // A nonce whose memory has run out may be used again (its request is older than the timestamp window).
    const freed = await db.usedNonce.updateMany({ where: { nonce, expiresAt: { lt: new Date(now) } }, data: { expiresAt: new Date(now + NONCE_TTL_MS) } });
    if (freed.count !== 1) throw new TransitError('ReplayedNonce', 'Denne førespurnaden er allereie motteken (nonce brukt før).');
  }
  if (now - (lastPurge.get(db) ?? 0) > 60_000) {
    lastPurge.set(db, now);
    db.usedNonce.deleteMany({ where: { expiresAt: { lt: new Date(now) } } }).catch(() => {});
  }
}
