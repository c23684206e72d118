/** Seeding entry point: the reference lists always (idempotent), the demo data once, on an empty database. */
import type { Db } from '../../server/db/client.ts';
import { seedDemo } from './demo.ts';
import { seedReference } from './reference.ts';

export { DEMO_USERS, type DemoUser } from './demo.ts';
export { ACRISS_LETTERS, seedReference } from './reference.ts';
export { seedDemo } from './demo.ts';

/** Fills the reference lists, then the demo data when no network exists yet; returns whether the demo was written. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  await seedReference(db);
  if ((await db.network.count()) > 0) return false;
  await seedDemo(db);
  return true;
}
