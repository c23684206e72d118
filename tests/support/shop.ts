/** Shop fixtures: a vehicle class with a known number of cars at Bergen sentrum, and order inputs. */
import type { Db } from '../../server/db/client.ts';
import { addLocalDays, formatOslo, fromOsloLocal, osloParts, weekdayOf, type Weekday } from '../../server/domain/time.ts';
import { gid } from './fixtures.ts';

let seq = 0;

/** A public car class at Bergen sentrum with `vehicles` rentable cars and simple prices (day 500, week 3000). */
export async function carClass(db: Db, vehicles: number, opts: { fromOtherLocation?: boolean; title?: string; acriss?: string } = {}) {
  seq += 1;
  const location = await db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
  const category = await db.productCategory.findFirstOrThrow({ where: { isCar: true, requireTransportationBetweenLocations: true } });
  const products = [];
  for (let i = 0; i < vehicles; i++) {
    products.push(
      await db.product.create({
        data: { name: `Testbil ${seq}-${i}`, categoryId: category.id, siteId: location.siteId, companyId: location.companyId, locationId: location.id, licensePlate: `TB${String(seq * 100 + i).padStart(5, '0')}` },
      }),
    );
  }
  const option = await db.rentalOption.create({
    data: {
      title: opts.title ?? `Testklasse ${seq}`, slug: `testklasse-${seq}-${Date.now() % 1e6}`, status: 'public', categoryId: category.id,
      siteId: location.siteId, companyId: location.companyId, locationId: location.id, canBeRequestedFromOtherLocation: opts.fromOtherLocation ?? false, acriss: opts.acriss ?? null,
      pricePrivateDay: '500', pricePrivateWeek: '3000', pricePrivateDamageDeductible: '15000', priceBusinessDay: '400',
      products: { create: products.map((p) => ({ productId: p.id })) },
    },
  });
  return { location, option, products, locationGid: gid('Location', location.id), optionGid: gid('RentalOption', option.id) };
}

/**
 * 10:00 Oslo (09:00 UTC, winter time) on the first Tuesday of March at least 90 days from now: clear of the demo
 * bookings (within a month of now) and inside the 2-year booking horizon, whenever the tests run.
 */
export const FUTURE_TUESDAY = (() => {
  const now = Date.now();
  for (let year = new Date(now).getUTCFullYear(); ; year++) {
    const first = Date.UTC(year, 2, 1, 9);
    const tuesday = first + ((2 - new Date(first).getUTCDay() + 7) % 7) * 86400_000;
    if (tuesday - now >= 90 * 86400_000) return tuesday;
  }
})();

/** "yyyy-mm-dd HH:MM:00" (Oslo, as the legacy API writes it) `days` after FUTURE_TUESDAY at `time`. */
export const futureOslo = (days: number, time = '10:00') => `${formatOslo(new Date(FUTURE_TUESDAY + days * 86400_000)).slice(0, 10)} ${time}:00`;

/** A two-day rental from a Tuesday `offsetWeeks` after FUTURE_TUESDAY, 10:00 Oslo. */
export function futureWeek(offsetWeeks = 0) {
  const base = FUTURE_TUESDAY + offsetWeeks * 7 * 86400_000;
  return { pickupAt: new Date(base).toISOString(), dropoffAt: new Date(base + 2 * 86400_000).toISOString() };
}

/** A valid private order for `rentalOptionGid`. */
export function order(locationGid: string, rentalOptionGid: string, period = futureWeek(), extra: Record<string, unknown> = {}) {
  return {
    pickupLocationId: locationGid,
    pickupAt: period.pickupAt,
    dropoffAt: period.dropoffAt,
    rentalOptionId: rentalOptionGid,
    firstname: 'Kari',
    lastname: 'Kunde',
    email: 'kari.kunde@example.no',
    phone: '+47 912 34 567',
    driversLicence: 'bring_on_pickup',
    termsAccepted: true,
    ...extra,
  };
}

export const CREATE = `mutation($input: CreateBookingInput!) {
  createBooking(input: $input) {
    __typename
    ... on CreateBookingPayload { bookingNumber customerEmail licenceAtPickup booking { databaseId totalPrice status durationHours lines { lineType amount totalPrice pricePerDay rentalOption { slug } } } }
    ... on ValidationError { fields { field message } }
    ... on NotAvailableError { message rentalOptionId }
  }
}`;

export const SEARCH = `query($input: RentalSearchInput!, $cart: CartInput!) {
  rentalSearch(input: $input) {
    __typename
    ... on RentalSearch {
      days durationHours warnings licenceAtPickupAllowed vatIncluded
      vehicles: offers(group: vehicles) { databaseId title slug totalPrice pricePerDay availableCount damageDeductible vatIncluded category { isCar } breakdown { unit count unitPrice amount } tags { value tag { slug } } }
      insurance: offers(group: insurance) { slug totalPrice }
      accessories: offers(group: accessories) { slug maxAmount totalPrice }
      cart(input: $cart) { total rentalTotal insuranceTotal accessoriesTotal lines { slug lineType amount locked totalPrice } errors { field message } }
    }
    ... on ValidationError { fields { field message } }
  }
}`;

/** The first `weekday` `weeks` weeks or more ahead, 10:00 Oslo: "yyyy-mm-dd HH:MM:SS" for pick-up and two days later. */
export function weekdayAhead(weekday: Weekday, weeks: number): { pickup: string; dropoff: string } {
  let day = addLocalDays({ ...osloParts(new Date()), hour: 10, minute: 0 }, weeks * 7);
  while (weekdayOf(day) !== weekday) day = addLocalDays(day, 1);
  return { pickup: formatOslo(fromOsloLocal(day)), dropoff: formatOslo(fromOsloLocal(addLocalDays(day, 2))) };
}
