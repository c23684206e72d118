/**
 * A rental out with its customer past its return time (delivered, not yet marked returned) still has the vehicle: the
 * shop may not sell that car for a later period, nor the planner give it to another booking, until staff mark the
 * rental returned. A walk found the shop selling it again the moment its return time passed.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { guestEmail, update } from '../support/bookings.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
});

const HOUR = 3_600_000;
const ASSIGN = `mutation($input: AssignVehicleInput!) { assignVehicle(input: $input) { __typename ... on Error { message } } }`;

/** A rental of `productId` in the class, picked up three days ago, due back `dueAgoHours` ago, still out. */
async function outWithCustomer(klass: Awaited<ReturnType<typeof carClass>>, productId: number, dueAgoHours: number) {
  const now = Date.now();
  const b = await server.db.booking.create({
    data: {
      status: 'delivered', pickupLocationId: klass.location.id, dropoffLocationId: klass.location.id, pickupAt: new Date(now - 72 * HOUR),
      dropoffAt: new Date(now - dueAgoHours * HOUR), durationHours: 72, totalPrice: '1500.00', companyId: klass.location.companyId, siteId: klass.location.siteId,
      acceptedTerms: true, guestFirstname: 'Sein', guestLastname: 'Attlevering', guestEmail: 'sein@example.no',
      lines: { create: [{ position: 0, rentalOptionId: klass.option.id, productId, lineType: 'rental', amount: 1, pricePerDay: '500.00', totalPrice: '1500.00' }] },
    },
  });
  return b;
}

describe('a rental overdue for return', () => {
  it('keeps its vehicle from the shop and the planner until it is marked returned', async () => {
    const klass = await carClass(server.db, 2, { title: 'Forseinka klasse' });
    const [car0, car1] = klass.products.map((p) => p.id) as [number, number];
    const late = await outWithCustomer(klass, car0, 1);
    const shop = async (period: { pickupAt: string; dropoffAt: string }) => {
      const r = await server.client().gql(CREATE, { input: order(klass.locationGid, klass.optionGid, period, { email: guestEmail() }) });
      return { typename: r.data?.createBooking?.__typename as string, id: r.data?.createBooking?.booking?.databaseId as number | undefined };
    };
    // Months later, one of the two cars is still with the late customer: one order fits, the second does not.
    const first = await shop(futureWeek(20));
    expect(first.typename).toBe('CreateBookingPayload');
    expect((await shop(futureWeek(20))).typename).toBe('NotAvailableError');
    // The planner may not give the late car to the new booking; the other car it may.
    const assign = async (productId: number) =>
      (await admin.gql(ASSIGN, { input: { bookingId: encodeGlobalID('Booking', first.id!), productId: encodeGlobalID('Product', productId) } })).data.assignVehicle;
    const refused = await assign(car0);
    expect(refused.__typename).toBe('VehicleTakenError');
    expect(refused.message).toContain(String(late.id).padStart(4, '0'));
    expect((await assign(car1)).__typename).toBe('AssignVehicleSuccess');

    // Staff mark the late rental returned: its car is free again.
    const returned = await update(admin, { id: encodeGlobalID('Booking', late.id), updatedAt: late.updatedAt.toISOString(), status: 'returned' });
    expect(returned.__typename, JSON.stringify(returned)).toBe('UpdateBookingSuccess');
    expect((await shop(futureWeek(20))).typename).toBe('CreateBookingPayload');
  });

  it('a rental out but not yet due holds only its own period: a period months away is free', async () => {
    const klass = await carClass(server.db, 1, { title: 'Presis klasse' });
    // Due back in an hour: the car is out now, but free for a period months away.
    const running = await outWithCustomer(klass, klass.products[0]!.id, -1);
    const r = await server.client().gql(CREATE, { input: order(klass.locationGid, klass.optionGid, futureWeek(21), { email: guestEmail() }) });
    expect(r.data.createBooking.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
    expect(running.status).toBe('delivered');
  });
});
