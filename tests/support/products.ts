/** Product fixtures for the admin write tests: valid inputs over GraphQL and REST, and the ids they need. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Db } from '../../server/db/client.ts';

/** Plates handed out by this test file (each file has its own database): a counter, so two never meet. */
let seq = Math.floor(Math.random() * 90000);

/** A plate nobody else has: two letters and five digits (plates are unique, and the demo data has no PT plates). */
export function freshPlate(): string {
  seq = (seq + 1) % 90000;
  return `PT${10000 + seq}`;
}

export interface ProductPlaces {
  carCategory: number;
  trailerCategory: number;
  accessoryCategory: number;
  bergen: number;
  sunnmore: number;
  /** Bergen's Flesland location. */
  flesland: number;
  /** Sunnmøre's Ålesund location. */
  alesund: number;
}

export async function productPlaces(db: Db): Promise<ProductPlaces> {
  const cats = await db.productCategory.findMany();
  const company = (slug: string) => db.company.findFirstOrThrow({ where: { slug } });
  const [bergen, sunnmore] = await Promise.all([company('fjordbil-bergen'), company('fjordbil-sunnmore')]);
  const flesland = await db.location.findFirstOrThrow({ where: { companyId: bergen.id, name: { contains: 'Flesland' } } });
  const alesund = await db.location.findFirstOrThrow({ where: { slug: 'alesund' } });
  return {
    carCategory: cats.find((c) => c.title === 'Personbil')!.id,
    trailerCategory: cats.find((c) => c.title === 'Tilhengar')!.id,
    accessoryCategory: cats.find((c) => c.title === 'Tilbehør')!.id,
    bergen: bergen.id,
    sunnmore: sunnmore.id,
    flesland: flesland.id,
    alesund: alesund.id,
  };
}

/** Every required field of a car, valid, as GraphQL takes it (global ids). */
export function validCar(p: ProductPlaces, name: string, opts: { companyId?: number; locationId?: number } = {}) {
  return {
    name,
    categoryId: encodeGlobalID('ProductCategory', p.carCategory),
    companyId: encodeGlobalID('Company', opts.companyId ?? p.bergen),
    locationId: encodeGlobalID('Location', opts.locationId ?? p.flesland),
    ownershipType: 'owned',
    licensePlate: freshPlate(),
    seatCapacity: 5,
    fuelType: 'petrol',
    acriss: 'EDMV',
    make: 'Toyota',
    model: 'Yaris',
    year: 2024,
  };
}

/** The same car in the legacy REST names (database ids). */
export function legacyCar(p: ProductPlaces, name: string, opts: { companyId?: number; locationId?: number } = {}) {
  return {
    product_name: name,
    product_category_id: p.carCategory,
    company_id: opts.companyId ?? p.bergen,
    location_id: opts.locationId ?? p.flesland,
    product_ownership_type: 'owned',
    product_license_plate: freshPlate(),
    product_seat_capacity: 5,
    product_fuel_type: 'gasoline',
    product_acriss: 'EDMV',
    product_make: 'Toyota',
    product_model: 'Yaris',
    product_year: 2024,
  };
}

export const productCount = (db: Db) => db.product.count();
export const historyCount = (db: Db) => db.historyEntry.count();
