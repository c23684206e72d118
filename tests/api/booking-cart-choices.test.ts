/**
 * What the booking form's cart offers staff (Booking.cartOptionChoices): every rental product the booking's pick-up
 * place can serve, as the shop's engine decides (the site's add-ons, the place's own classes and those that may be
 * fetched from elsewhere), published or private, plus those on its lines; never another place's class that cannot come
 * here, another company's vehicle class (refused on a new line too), a draft or an archived one; each class with only
 * the vehicles the viewer may assign. Once the form offered only
 * the classes the viewer's account owns: a location employee could not add the site's child seat at the desk.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { linesInput, stamp, UPDATE_BOOKING } from '../support/bookings.ts';
import { createUser, gid, grant, PASSWORD } from '../support/fixtures.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { statementsDuring } from '../support/sql.ts';

let server: TestServer;
let employee: TestClient;
let customer: TestClient;
let booking: { id: number };
type Choice = { rentalOptionId: string; title: string; isVehicle: boolean; vehicles: { productId: string; name: string; licensePlate: string | null }[] };

const CHOICES = `query($id: ID!) { node(id: $id) { ... on Booking { cartOptionChoices { rentalOptionId title isVehicle vehicles { productId name licensePlate } } } } }`;
const byTitle = async (title: string) => server.db.rentalOption.findFirstOrThrow({ where: { title } });

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server;
  const flesland = await db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
  const suv = await byTitle('SUV 4x4');
  const customerUser = await createUser(db, 'handlekorg.kunde@example.no', { employee: false });
  booking = await db.booking.create({
    data: {
      status: 'confirmed', pickupLocationId: flesland.id, dropoffLocationId: flesland.id,
      pickupAt: new Date(Date.UTC(2032, 4, 3, 9)), dropoffAt: new Date(Date.UTC(2032, 4, 5, 9)), durationHours: 48,
      totalPrice: '2000.00', companyId: flesland.companyId, siteId: flesland.siteId, customerUserId: customerUser.id, acceptedTerms: true,
      lines: { create: [{ position: 0, rentalOptionId: suv.id, lineType: 'rental', amount: 1, pricePerDay: '1000.00', totalPrice: '2000.00' }] },
    },
  });
  const staff = await createUser(db, 'handlekorg@fjordbil.no');
  await grant(db, staff.id, 'location_employee', { locationId: flesland.id });
  employee = server.client();
  await employee.login(staff.email, PASSWORD);
  customer = server.client();
  await customer.login(customerUser.email, PASSWORD);
});

describe("the booking form's cart choices", () => {
  it("offer a location employee what the pick-up place serves: the site's add-ons and the classes fetched from elsewhere, with their own vehicles only", async () => {
    const r = await employee.gql(CHOICES, { id: gid('Booking', booking.id) });
    expect(r.errors).toBeUndefined();
    const choices = r.data.node.cartOptionChoices as Choice[];
    const titles = choices.map((c) => c.title);
    const db = server.db;
    // What the place serves: add-ons of the site (published or private), its own class, and the booking company's
    // classes that may be fetched.
    const stored = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    const served = await db.rentalOption.findMany({
      where: {
        siteId: stored.siteId, status: { in: ['public', 'private'] },
        OR: [
          { category: { requireTransportationBetweenLocations: false } },
          { location: { slug: 'bergen-lufthamn-flesland' } },
          { canBeRequestedFromOtherLocation: true, OR: [{ companyId: stored.companyId }, { companyId: null }] },
        ],
      },
      select: { title: true },
    });
    expect(new Set(titles)).toEqual(new Set(served.map((s) => s.title)));
    for (const t of ['Barnesete', 'Premium', 'Snøkjetting', 'SUV 4x4', 'Elbil kompakt']) expect(titles, t).toContain(t);
    // Not another company's class, though it may be fetched here: the booking would hold that company's cars unseen.
    for (const t of ['Minibil', 'Elbil SUV']) expect(titles, t).not.toContain(t);
    // Not a class based elsewhere that is never brought here, a draft or an archived product.
    for (const t of ['Skaphengar 1300 kg', 'Minibuss 9 seter', 'GPS']) expect(titles, t).not.toContain(t);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'nb')));

    // Vehicles: for each class, exactly its vehicles the employee may assign (Flesland's), never one kept elsewhere;
    // none for add-ons.
    let elsewhere = 0;
    for (const c of choices) {
      const members = await db.product.findMany({ where: { rentalOptions: { some: { rentalOption: { title: c.title } } } }, include: { location: true } });
      const here = members.filter((p) => p.location?.slug === 'bergen-lufthamn-flesland');
      elsewhere += members.length - here.length;
      expect(c.vehicles.map((v) => v.name).sort(), c.title).toEqual(c.isVehicle ? here.map((p) => p.name).sort() : []);
    }
    expect(elsewhere).toBeGreaterThan(0);
    expect(choices.find((c) => c.title === 'SUV 4x4')!.vehicles.length).toBeGreaterThan(0);
    expect(choices.find((c) => c.title === 'Barnesete')).toMatchObject({ isVehicle: false, vehicles: [] });
  });

  it('let the employee add the child seat, which the update prices with the engine', async () => {
    const suv = await byTitle('SUV 4x4');
    const seat = await byTitle('Barnesete');
    const lines = linesInput([{ rentalOptionId: suv.id, amount: 1, productId: null }, { rentalOptionId: seat.id, amount: 1, productId: null }]);
    const r = await employee.gql(UPDATE_BOOKING, { input: { id: gid('Booking', booking.id), updatedAt: await stamp(server, booking.id), lines } });
    expect(r.errors).toBeUndefined();
    expect(r.data.updateBooking.__typename, JSON.stringify(r.data)).toBe('UpdateBookingSuccess');
    const stored = await server.db.bookingLine.findMany({ where: { bookingId: booking.id }, orderBy: { position: 'asc' } });
    expect(stored.map((l) => l.rentalOptionId)).toEqual([suv.id, seat.id]);
    expect(stored[1]!.manualPrice).toBe(false);
  });

  it("refuse another company's vehicle class on a new line, and write nothing", async () => {
    // Once a location employee could put another company's class on their company's booking: that company's cars were
    // held (the shop stopped offering them) by a booking it could neither see nor cancel.
    const suv = await byTitle('SUV 4x4');
    const other = await byTitle('Minibil');
    expect(other.companyId).not.toBe((await server.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).companyId);
    const before = await server.db.bookingLine.findMany({ where: { bookingId: booking.id }, orderBy: { position: 'asc' } });
    const lines = linesInput([{ rentalOptionId: suv.id, amount: 1, productId: null }, { rentalOptionId: other.id, amount: 1, productId: null }]);
    const input = { id: gid('Booking', booking.id), updatedAt: await stamp(server, booking.id), lines };
    const r = await employee.gql(UPDATE_BOOKING, { input });
    expect(r.data.updateBooking).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'lines.1.rentalOptionId', message: 'Køyretøyklassen høyrer til eit anna selskap enn bookingen.' }] });
    expect(await server.db.bookingLine.findMany({ where: { bookingId: booking.id }, orderBy: { position: 'asc' } })).toEqual(before);
  });

  it('are not for the customer of the booking, even one who works for another company', async () => {
    const r = await customer.gql(CHOICES, { id: gid('Booking', booking.id) });
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(r.data?.node?.cartOptionChoices ?? null).toBeNull();
    // An employee of Sunnmøre who booked at Flesland as a private customer sees the booking, not what its cart may take.
    const db = server.db;
    const colleague = await createUser(db, 'handlekorg.sunnmore@fjordbil.no');
    await grant(db, colleague.id, 'company_manager', { companyId: (await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } })).id });
    await db.booking.update({ where: { id: booking.id }, data: { customerUserId: colleague.id } });
    const staffCustomer = server.client();
    await staffCustomer.login(colleague.email, PASSWORD);
    const own = await staffCustomer.gql(CHOICES, { id: gid('Booking', booking.id) });
    expect(own.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(own.data?.node?.cartOptionChoices ?? null).toBeNull();
  });

  it('asked for many bookings at once (a list), cost a fixed number of statements, each booking its own choices', async () => {
    const db = server.db;
    const flesland = await db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
    const other = await db.location.findFirstOrThrow({ where: { companyId: flesland.companyId, NOT: { id: flesland.id }, status: 'public' } });
    const suv = await byTitle('SUV 4x4');
    // A class neither place serves (based elsewhere, never brought): offered only where a line carries it.
    const trailer = await byTitle('Skaphengar 1300 kg');
    const manager = await createUser(db, 'handlekorg.sjef@fjordbil.no');
    await grant(db, manager.id, 'company_manager', { companyId: flesland.companyId! });
    const client = server.client();
    await client.login(manager.email, PASSWORD);
    // Six bookings at two places; every third one also carries the trailer.
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const place = i % 2 ? other : flesland;
      const b = await db.booking.create({
        data: {
          status: 'confirmed', pickupLocationId: place.id, dropoffLocationId: place.id,
          pickupAt: new Date(Date.UTC(2032, 5, 3 + i, 9)), dropoffAt: new Date(Date.UTC(2032, 5, 5 + i, 9)), durationHours: 48,
          totalPrice: '2000.00', companyId: place.companyId, siteId: place.siteId, guestFirstname: 'Liste', guestLastname: `Nr ${i}`, guestEmail: `liste${i}@example.no`, acceptedTerms: true,
          lines: { create: [{ position: 0, rentalOptionId: suv.id, lineType: 'rental', amount: 1, pricePerDay: '1000.00', totalPrice: '2000.00' }, ...(i % 3 === 0 ? [{ position: 1, rentalOptionId: trailer.id, lineType: 'rental' as const, amount: 1, pricePerDay: '500.00', totalPrice: '1000.00' }] : [])] },
        },
      });
      ids.push(b.id);
    }
    const MANY = `query($ids: [ID!]!) { nodes(ids: $ids) { ... on Booking { cartOptionChoices { rentalOptionId title isVehicle vehicles { productId name licensePlate } } } } }`;
    const single = await Promise.all(ids.map(async (id) => (await client.gql(CHOICES, { id: gid('Booking', id) })).data.node.cartOptionChoices));
    const readsOf = async (some: number[]) => {
      const { result, sql } = await statementsDuring(() => client.gql(MANY, { ids: some.map((id) => gid('Booking', id)) }));
      expect(result.errors).toBeUndefined();
      return { answers: result.data.nodes.map((n: { cartOptionChoices: Choice[] }) => n.cartOptionChoices), reads: sql.filter((q) => q.includes('"rental_option"')).length };
    };
    const two = await readsOf(ids.slice(0, 2));
    const six = await readsOf(ids);
    // The same answer for each booking as when asked alone; the trailer only where a line carries it.
    expect(six.answers).toEqual(single);
    expect(single.map((c: Choice[]) => c.some((o) => o.title === trailer.title))).toEqual([true, false, false, true, false, false]);
    // Reading six costs what reading two costs (once, one read per booking).
    expect(six.reads).toBe(two.reads);
  });
});
