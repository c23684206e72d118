/**
 * The product form's rules as the browser runs them (server/domain/product.ts): global ids as references, the
 * defaults, the category's required fields, the rulings' synonyms, the for-rent tick, ACRISS letters, and that the
 * module reaches nothing but zod and other pure domain modules (the admin bundle imports it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  maxProductYear,
  normaliseDrive,
  normaliseFuel,
  normaliseTransmission,
  productFormDefaults,
  productFormSchemaFor,
  requiredProductFields,
  statusAfterRentableChange,
  unknownAcrissLetters,
  withResponsibleCompanyDefault,
} from '../../server/domain/product.ts';

const CAR = { isCar: true, requireTransportationBetweenLocations: true };
const ACCESSORY = { isCar: false, requireTransportationBetweenLocations: false };
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('normalise fuel, drive and transmission (rulings)', () => {
  it.each([
    ['petrol', 'petrol'], ['gasoline', 'petrol'], ['Bensin', 'petrol'], ['diesel', 'diesel'], ['electric', 'electric'],
    ['petrol+electric', 'petrol+electric'], ['gasoline+electric', 'petrol+electric'], ['petrol_electric', 'petrol+electric'],
    ['electric+petrol', 'petrol+electric'], ['hybrid', 'petrol+electric'], ['diesel_electric', 'diesel+electric'],
    ['kerosene', null], ['petrol+diesel', null], ['', null], ['+', null],
  ])('fuel %s → %s', (input, out) => expect(normaliseFuel(input)).toBe(out));
  it('drive and transmission', () => {
    expect([normaliseDrive('4x4'), normaliseDrive('AWD'), normaliseDrive('front'), normaliseDrive('rear'), normaliseDrive('sideways')]).toEqual(['awd', 'awd', 'front', 'rear', null]);
    expect([normaliseTransmission('automatic'), normaliseTransmission('auto'), normaliseTransmission('Manual'), normaliseTransmission('cvt')]).toEqual(['auto', 'auto', 'manual', null]);
  });
});

describe('productFormSchemaFor', () => {
  const browserCar = {
    ...productFormDefaults,
    name: 'Yaris', categoryId: 'UHJvZHVjdENhdGVnb3J5OjE=', companyId: 'Q29tcGFueTox', locationId: 'TG9jYXRpb246Mg==', ownershipType: 'owned',
    licensePlate: 'ek 39085', seatCapacity: '5', fuelType: 'gasoline', acriss: 'edmv', year: '2024', taxrate: '25,5', odometerKm: '',
  };

  it('takes the form as the browser holds it (global ids, strings, blanks) and fills the defaults', () => {
    const r = productFormSchemaFor(CAR).safeParse(browserCar);
    expect(r.success, JSON.stringify(issues(r))).toBe(true);
    expect(r.data).toMatchObject({
      status: 'rentable', isRentable: true, taxrate: '25.5', licensePlate: 'EK39085', seatCapacity: 5, fuelType: 'petrol', acriss: 'EDMV', year: 2024,
      odometerKm: null, companyIdManager: 'Q29tcGFueTox',
    });
  });

  it('marks every missing required field at once, whatever else is wrong', () => {
    const r = productFormSchemaFor(CAR).safeParse({ year: 1700 });
    expect(Object.keys(issues(r)).sort()).toEqual(['acriss', 'categoryId', 'companyId', 'companyIdManager', 'fuelType', 'licensePlate', 'locationId', 'name', 'ownershipType', 'seatCapacity', 'year']);
    expect(requiredProductFields(ACCESSORY)).toEqual(['name', 'categoryId', 'taxrate', 'ownershipType']);
    expect(productFormSchemaFor(ACCESSORY).safeParse({ name: 'Takboks', categoryId: 'x', ownershipType: 'owned' }).success).toBe(true);
  });

  it('year runs from 1800 to next year', () => {
    const year = (y: number) => productFormSchemaFor(null).safeParse({ year: y }).error?.issues.some((i) => i.path[0] === 'year') ?? false;
    expect([year(1799), year(1800), year(maxProductYear()), year(maxProductYear() + 1)]).toEqual([true, false, false, true]);
  });
});

describe('the smaller rules', () => {
  it('the responsible company defaults to the owner, a chosen one stays', () => {
    expect(withResponsibleCompanyDefault({ companyId: 'A', companyIdManager: '' }).companyIdManager).toBe('A');
    expect(withResponsibleCompanyDefault({ companyId: 'A', companyIdManager: 'B' }).companyIdManager).toBe('B');
  });

  it('ticking for rent makes the status rentable; unticking a rentable one makes it not rentable', () => {
    expect(statusAfterRentableChange({ isRentable: false, status: 'in_maintenance' }, true, 'in_maintenance')).toBe('rentable');
    expect(statusAfterRentableChange({ isRentable: true, status: 'rentable' }, false, 'rentable')).toBe('not_rentable');
    expect(statusAfterRentableChange({ isRentable: true, status: 'rented' }, true, 'rented')).toBe('rented');
    expect(statusAfterRentableChange({ isRentable: true, status: 'rented' }, false, 'in_maintenance')).toBe('in_maintenance');
  });

  it('names the ACRISS letters that are not in their position\'s list', () => {
    const lists = { category: ['E', 'C'], type: ['D'], transmission: ['M', 'A'], fuel: ['V'] };
    expect(unknownAcrissLetters('EDMV', lists)).toEqual([]);
    expect(unknownAcrissLetters('DEMX', lists)).toEqual([{ letter: 'D', position: 1 }, { letter: 'E', position: 2 }, { letter: 'X', position: 4 }]);
  });

  it('reaches only zod and pure domain modules (the admin bundle imports it)', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/^import[^'"]*from '([^']+)'/gm)) {
        const spec = m[1]!;
        if (spec.startsWith('.')) {
          const target = path.resolve(path.dirname(file), spec);
          expect(path.dirname(target), `${file} imports ${spec}`).toBe(path.resolve('server/domain'));
          visit(target);
        } else expect(spec, `${file} imports ${spec}`).toBe('zod');
      }
    };
    visit(path.resolve('server/domain/product.ts'));
    expect(seen.size).toBeGreaterThan(1);
  });
});
