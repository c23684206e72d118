/** Seeding entry point: the reference lists always (idempotent), the demo data once, on an empty database. */
import type { Db } from '../../server/db/client.ts';
import { seedDemo } from './demo.ts';
import { seedReference } from './reference.ts';

export { DEMO_USERS, type DemoUser } from './demo.ts';
export { ACRISS_LETTERS, seedReference } from './reference.ts';
export { seedDemo } from './demo.ts';

/**
 * Fills the reference lists, then the demo data when no network exists yet; returns whether the demo was written.
 * `passwords` (one per DEMO_USERS entry) replace the demo log-ins' known password (production).
 */
export async function seedIfEmpty(db: Db, options: { passwords?: readonly string[] } = {}): Promise<boolean> {
  await seedReference(db);
  if (!(await isEmpty(db))) return false;
  await seedDemo(db, options.passwords);
  return true;
}

/** Whether the database holds no network yet (nothing but reference lists). */
export async function isEmpty(db: Db): Promise<boolean> {
  return (await db.network.count()) === 0;
}
