/**
 * One rule of a usable vehicle: the SQL availability counts with (rentableVehicleSql) and the planner's
 * isUsableVehicle give the same answer for every product status of the database enum, for rent or not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { isUsableVehicle, UNUSABLE_STATUSES } from '../../server/domain/planning.ts';
import { ProductStatus } from '../../server/generated/prisma/enums.ts';
import { Prisma } from '../../server/generated/prisma/client.ts';
import { rentableVehicleSql } from '../../server/services/availability.ts';
import { useTestDatabase, type TestDatabase } from '../support/database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await useTestDatabase();
});

describe('usable vehicle rule', () => {
  it('lists only statuses the database knows', () => {
    for (const s of UNUSABLE_STATUSES) expect(Object.values(ProductStatus)).toContain(s);
  });

  it('the SQL fragment and isUsableVehicle agree for every ProductStatus, for rent or not', async () => {
    const statuses = Object.values(ProductStatus);
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of statuses) {
      for (const isRentable of [true, false]) {
        const rows = await database.db.$queryRaw<{ usable: boolean }[]>(Prisma.sql`
          SELECT (${rentableVehicleSql('p')}) AS usable
          FROM (SELECT ${isRentable}::boolean AS is_rentable, ${status}::text::"ProductStatus" AS status) p`);
        expect(rows[0]!.usable, `${status}, isRentable ${isRentable}`).toBe(isUsableVehicle({ status, isRentable }));
      }
    }
  });

  it('takes a rentable vehicle in maintenance or not for rent out, and keeps rented and reserved ones in', () => {
    expect(isUsableVehicle({ status: 'rentable', isRentable: true })).toBe(true);
    expect(isUsableVehicle({ status: 'rented', isRentable: true })).toBe(true);
    expect(isUsableVehicle({ status: 'reserved', isRentable: true })).toBe(true);
    expect(isUsableVehicle({ status: 'in_maintenance', isRentable: true })).toBe(false);
    expect(isUsableVehicle({ status: 'not_rentable', isRentable: true })).toBe(false);
    expect(isUsableVehicle({ status: 'rentable', isRentable: false })).toBe(false);
  });
});
