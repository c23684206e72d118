/**
 * "Min side" lists the customer's own bookings (User.ownBookings): those placed while logged in, newest first, paged
 * by cursor. Nobody else reads them through this field: another customer, and staff too (null, not an empty list).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, gid, grant, PASSWORD } from '../support/fixtures.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});

const OWN = `query($first: Int, $after: String) {
  viewer { ownBookings(first: $first, after: $after) {
    edges { node { databaseId number status pickupLocation { name } lines { rentalOption { title } } } }
    pageInfo { hasNextPage endCursor }
  } }
}`;

async function customer(email: string): Promise<{ client: TestClient; id: number }> {
  const user = await createUser(server.db, email, { employee: false });
  const client = server.client();
  await client.login(email, PASSWORD);
  return { client, id: user.id };
}

describe('User.ownBookings', () => {
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
    const nodes = all.data.viewer.ownBookings.edges.map((e: { node: { databaseId: number } }) => e.node);
    expect(nodes.map((n: { databaseId: number }) => n.databaseId)).toEqual([second, first]);
    expect(nodes[0]).toMatchObject({ number: String(second).padStart(4, '0'), status: 'pending', lines: expect.arrayContaining([expect.objectContaining({ rentalOption: expect.any(Object) })]) });

    const page1 = await ada.client.gql(OWN, { first: 1 });
    expect(page1.data.viewer.ownBookings.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId)).toEqual([second]);
    expect(page1.data.viewer.ownBookings.pageInfo.hasNextPage).toBe(true);
    const page2 = await ada.client.gql(OWN, { first: 1, after: page1.data.viewer.ownBookings.pageInfo.endCursor });
    expect(page2.data.viewer.ownBookings.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId)).toEqual([first]);
    expect(page2.data.viewer.ownBookings.pageInfo.hasNextPage).toBe(false);

    const olaSees = await ola.client.gql(OWN, { first: 10 });
    expect(olaSees.data.viewer.ownBookings.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId)).toEqual([olas]);
    expect((await server.client().gql(OWN, { first: 10 })).data.viewer).toBeNull();
  });

  it('answers null on another person: to another customer the node is hidden, and staff who see the person get no list', async () => {
    const { locationGid, optionGid } = await carClass(server.db, 1);
    const kari = await customer('kari.privat@example.no');
    const r = await kari.client.gql(CREATE, { input: order(locationGid, optionGid, futureWeek(6)) });
    expect(r.data.createBooking.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
    const NODE = `query($id: ID!) { node(id: $id) { ... on User { email ownBookings(first: 5) { edges { node { databaseId } } } } } }`;

    const other = await customer('nysgjerrig@example.no');
    expect((await other.client.gql(NODE, { id: gid('User', kari.id) })).data.node).toBeNull();

    // The network's administrator sees every customer, but reads bookings through an account, not this field.
    const staff = await createUser(server.db, 'eigne-admin@fjordbil.no');
    const network = await server.db.network.findFirstOrThrow();
    await grant(server.db, staff.id, 'network_admin', { networkId: network.id });
    const admin = server.client();
    await admin.login('eigne-admin@fjordbil.no', PASSWORD);
    const seen = await admin.gql(NODE, { id: gid('User', kari.id) });
    expect(seen.errors).toBeUndefined();
    expect(seen.data.node).toEqual({ email: 'kari.privat@example.no', ownBookings: null });
  });
});
