/**
 * Scale-out: two app processes (as `npm start` runs them) on one PostgreSQL, each with its own job worker. A storm of
 * orders split over both: for a class with N free cars and M > N simultaneous orders for the same period exactly N
 * win and the rest are told it is gone (GraphQL NotAvailableError, REST 409), never a 500 and never more bookings than
 * cars; and every mail goes out once although both processes deliver mail.
 */
import { describe, expect, it } from 'vitest';
import { freePort } from '../../server/db/embedded.ts';
import { formatOslo } from '../../server/domain/time.ts';
import { orderOverGraphQL, startApp, tempDataDir, type OrderOutcome } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { startSmtpServer } from '../support/smtp.ts';

/** Cars in the contested class, orders for it at once, and orders without contest spread over both processes. */
const CARS = 4;
const CONTESTED = 20;
const SPREAD = 30;

/** The legacy REST order (POST /api/v1/booking/create) for one car of `option` at `location`. */
async function orderOverRest(base: string, locationId: number, optionId: number, email: string): Promise<OrderOutcome> {
  const period = futureWeek();
  const res = await fetch(`${base}/api/v1/booking/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      orderType: 'private', firstName: 'Rest', lastName: 'Kunde', driversLicence: 'bring_on_pickup', country_code: 'NOR', phone: '+4798765432', email,
      cart: JSON.stringify([{ rentaloption_id: optionId, amount: 1 }]), rental_duration_hours: 48, total_price: 1000,
      pickupLocation: locationId, returnLocation: locationId, pickupDateTime: formatOslo(new Date(period.pickupAt)), returnDateTime: formatOslo(new Date(period.dropoffAt)),
      above25: true, insurance: 'basis', termsAccepted: true,
    }),
  });
  const body = await res.text();
  if (res.status === 200) return { kind: 'booked', id: JSON.parse(body).data.booking_id, number: '' };
  if (res.status === 409 && JSON.parse(body).status === 'NotAvailable') return { kind: 'notAvailable', status: 409 };
  return { kind: 'other', status: res.status, body: body.slice(0, 500) };
}

describe('two app processes on one database', () => {
  it('share the orders: exactly the free number win, no overbooking, every mail sent once by one of them', async () => {
    const smtp = await startSmtpServer();
    const { url, db } = await useTestDatabase();
    const [portA, portB] = [await freePort(), await freePort()];
    const env = (port: number) => ({ PORT: String(port), DATABASE_URL: url, DATA_DIR: tempDataDir('utleige-scale-'), SMTP_URL: smtp.url, LOG_LEVEL: 'info' });
    // Started together: migrations and the queue's schema are applied under one lock.
    const [a, b] = await Promise.all([startApp(env(portA)), startApp(env(portB))]);
    expect(a.output()).toContain('Ctrl-C');
    expect(b.output()).toContain('Ctrl-C');
    const bases = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];

    const contested = await carClass(db, CARS);
    const roomy = await carClass(db, SPREAD);
    const period = futureWeek();
    const race = Array.from({ length: CONTESTED }, (_, i) => {
      const email = `race-${i}@example.no`;
      // Half over GraphQL on one process, half over REST on the other.
      return i % 2 === 0
        ? orderOverGraphQL(bases[0], CREATE, order(contested.locationGid, contested.optionGid, period, { email }))
        : orderOverRest(bases[1], contested.location.id, contested.option.id, email);
    });
    const spread = Array.from({ length: SPREAD }, (_, i) =>
      orderOverGraphQL(bases[i % 2], CREATE, order(roomy.locationGid, roomy.optionGid, period, { email: `spread-${i}@example.no` })),
    );
    const [raced, spreadOutcomes] = await Promise.all([Promise.all(race), Promise.all(spread)]);

    expect(raced.filter((o) => o.kind === 'other')).toEqual([]);
    expect(raced.filter((o) => o.kind === 'booked')).toHaveLength(CARS);
    expect(raced.filter((o) => o.kind === 'notAvailable')).toHaveLength(CONTESTED - CARS);
    expect(raced.filter((o) => o.kind === 'notAvailable' && o.status === 409).length).toBeGreaterThan(0);
    expect(spreadOutcomes.filter((o) => o.kind !== 'booked')).toEqual([]);

    // No overbooking, checked in SQL: active bookings of the contested class in the period never exceed its cars.
    const [{ held }] = await db.$queryRaw<{ held: number }[]>`
      SELECT count(DISTINCT b.id)::int AS held FROM booking b JOIN booking_line l ON l.booking_id = b.id
      WHERE l.rental_option_id = ${contested.option.id} AND b.status IN ('pending', 'confirmed', 'delivered')
        AND b.pickup_at < ${new Date(period.dropoffAt)} AND b.dropoff_at > ${new Date(period.pickupAt)}`;
    expect(held).toBe(CARS);

    // Every booking's confirmation arrives exactly once; the refused orders get none.
    const winners = raced.map((o, i) => (o.kind === 'booked' ? `race-${i}@example.no` : null)).filter((e): e is string => e !== null);
    const losers = raced.map((o, i) => (o.kind === 'booked' ? null : `race-${i}@example.no`)).filter((e): e is string => e !== null);
    const customers = [...winners, ...Array.from({ length: SPREAD }, (_, i) => `spread-${i}@example.no`)];
    const count = (email: string) => smtp.inbox.filter((m) => m.to.includes(email)).length;
    await expect.poll(() => customers.every((e) => count(e) > 0), { timeout: 60_000, interval: 200 }).toBe(true);
    await expect.poll(async () => (await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM graphile_worker.jobs`)[0].n, { timeout: 30_000 }).toBe(0);
    expect(customers.filter((e) => count(e) !== 1)).toEqual([]);
    expect(losers.filter((e) => count(e) > 0)).toEqual([]);
    // A confirmation and a notice per booking, each sent by exactly one of the two processes.
    expect(smtp.inbox).toHaveLength(2 * customers.length);
    const sentBy = (output: string) => output.split('\n').filter((l) => l.includes('"msg":"e-post sendt"')).length;
    expect(sentBy(a.output()) + sentBy(b.output())).toBe(smtp.inbox.length);

    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    expect(await b.exited).toBe(0);
  }, 180_000);
});
