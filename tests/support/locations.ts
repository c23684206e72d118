/** Location fixtures for the admin write tests: a valid input and the counts a refused write must leave alone. */
import type { Db } from '../../server/db/client.ts';

let seq = 0;

/** Every required field of a location, valid; `name` names it. */
export function validLocation(name: string) {
  seq += 1;
  return {
    name,
    address1: `Testgata ${seq}`,
    zip: '5003',
    city: 'Bergen',
    region: 'Bergen',
    distanceFromCompanyKm: '4,5',
    distanceFromCompanyMin: 10,
  };
}

/** The same hours on the first `days` weekdays (Monday first); the rest are closed. */
export const week = (opens: string, closes: string, days = 7) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => (weekday <= days ? { weekday, closed: false, opens, closes } : { weekday, closed: true, opens: null, closes: null }));

export const locationCount = (db: Db) => db.location.count();
export const historyCount = (db: Db) => db.historyEntry.count();
