/**
 * "Min side" lists the customer's own bookings (Query.myBookings): those placed while logged in, newest first, paged
 * by cursor; each person sees only their own, a visitor none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD } from '../support/fixtures.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});

const OWN = `query($first: Int, $after: String) {
  myBookings(first: $first, after: $after) {
    edges { node { databaseId number status pickupLocation { name } lines { rentalOption { title } } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

async function customer(email: string): Promise<{ client: TestClient; id: number }> {
  const user = await createUser(server.db, email, { employee: false });
  const client = server.client();
  await client.login(email, PASSWORD);
  return { client, id: user.id };
}

describe('Query.myBookings', () => {
  it('lists what the customer booked while logged in, newest first, page by page, and nothing of anyone else', async () => {
    const { locationGid, optionGid } = await carClass(server.db, 3);
    const ada = await customer('ada.eigne@example.no');
    const ola = await customer('ola.andre@example.no');
    const place = async (c: TestClient, week: number) => {
      const r = await c.gql(CREATE, { input: order(locationGid, optionGid, futureWeek(week), { email: 'kven-som-helst@example.no' }) });
      expect(r.data.createBooking.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
      return r.data.createBooking.booking.databaseId as number;
    };
    const first = await place(ada.client, 1);
    const second = await place(ada.client, 2);
    const olas = await place(ola.client, 3);
    // A guest order with Ada's own address is not hers to read: only log-in links a booking to a person.
    await server.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(4), { email: 'ada.eigne@example.no' }) });

    const all = await ada.client.gql(OWN, { first: 10 });
    const nodes = all.data.myBookings.edges.map((e: { node: { databaseId: number } }) => e.node);
    expect(nodes.map((n: { databaseId: number }) => n.databaseId)).toEqual([second, first]);
    expect(nodes[0]).toMatchObject({ number: String(second).padStart(4, '0'), status: 'pending', lines: expect.arrayContaining([expect.objectContaining({ rentalOption: expect.any(Object) })]) });

    const page1 = await ada.client.gql(OWN, { first: 1 });
    expect(page1.data.myBookings.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId)).toEqual([second]);
    expect(page1.data.myBookings.pageInfo.hasNextPage).toBe(true);
    const page2 = await ada.client.gql(OWN, { first: 1, after: page1.data.myBookings.pageInfo.endCursor });
    expect(page2.data.myBookings.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId)).toEqual([first]);
    expect(page2.data.myBookings.pageInfo.hasNextPage).toBe(false);

    const olaSees = await ola.client.gql(OWN, { first: 10 });
    expect(olaSees.data.myBookings.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId)).toEqual([olas]);
    expect((await server.client().gql(OWN, { first: 10 })).data.myBookings.edges).toEqual([]);
  });
});
