/**
 * The one list helper (services/listQuery.ts): for every staff list and the country list, a page and its count read
 * the same filter, sort names are the shared constants (GraphQL enum values, REST `sort` in either spelling), and an
 * unknown sort is a field error.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SORT_FIELDS, BOOKING_SORT_FIELDS, COMPANY_SORT_FIELDS, LOCATION_SORT_FIELDS, PRODUCT_SORT_FIELDS, RENTAL_OPTION_SORT_FIELDS, restSortName } from '../../server/domain/lists.ts';
import { CUSTOMER_IDS_FIRST } from '../../server/services/booking.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let admin: TestClient;

type Conn = { totalCount: number; edges: { node: { databaseId: number } }[] };

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
});

describe('staff lists', () => {
  const cases: [list: string, args: string][] = [
    ['locations', 'search: "berg", status: public'],
    ['locations', 'search: "a", sort: distanceFromCompanyKm, direction: asc'],
    ['bookings', 'search: "a", status: confirmed'],
    ['bookings', 'search: "1"'],
    ['products', 'search: "e", sort: licensePlate'],
    ['rentalOptions', 'search: "i", sort: pricePrivateDay, direction: asc'],
    ['companies', 'search: "bergen"'],
    ['users', 'search: "fjordbil"'],
  ];

  it.each(cases)('%s(%s): the count is the number of rows the filter gives', async (list, args) => {
    const r = await admin.gql<{ account: Record<string, Conn> }>(`{ account(slug: "systemeier") { ${list}(first: 100, ${args}) { totalCount edges { node { databaseId } } } } }`);
    expect(r.errors).toBeUndefined();
    const conn = r.data!.account[list]!;
    expect(conn.edges.length).toBeGreaterThan(0);
    expect(conn.totalCount).toBe(conn.edges.length);
  });

  it('counts each list of one query with its own filter: aliases, fragments, and a total without rows', async () => {
    // The count starts alongside the page; aliased lists must not share a count, and one asked in a fragment counts.
    const r = await admin.gql<{ account: Record<string, Conn> }>(`
      { account(slug: "systemeier") {
          all: bookings(first: 100) { ...Total edges { node { databaseId } } }
          confirmed: bookings(first: 100, status: confirmed) { ... on AccountBookingsConnection { totalCount } edges { node { databaseId } } }
          onlyTotal: bookings(status: pending) { totalCount }
          noTotal: bookings(first: 1) { edges { node { databaseId } } }
      } }
      fragment Total on AccountBookingsConnection { totalCount }`);
    expect(r.errors).toBeUndefined();
    const a = r.data!.account;
    const counts = await Promise.all(
      (['confirmed', 'pending'] as const).map((status) => server.db.booking.count({ where: { status } })),
    );
    expect(a.all!.totalCount).toBe(await server.db.booking.count());
    expect(a.confirmed!.totalCount).toBe(counts[0]);
    expect(a.onlyTotal!.totalCount).toBe(counts[1]);
    expect(a.all!.totalCount).toBeGreaterThan(a.confirmed!.totalCount);
    expect(a.noTotal!.totalCount).toBeUndefined();
  });

  it('the country list and its count agree for every kind of search', async () => {
    for (const search of ['', 'nor', 'NOR', 'no', 'ø', '%']) {
      const r = await server.client().gql<{ countries: Conn }>(`query($s: String) { countries(first: 100, search: $s) { totalCount edges { node { databaseId } } } }`, { s: search });
      const conn = r.data!.countries;
      expect(conn.edges.length, search).toBe(Math.min(conn.totalCount, 100));
    }
  });

  it('allCountries, the choice lists\' source, is in Norwegian alphabetical order (Æ, Ø, Å last)', async () => {
    const r = await server.client().gql<{ allCountries: { name: string }[] }>(`{ allCountries { name } }`);
    const names = r.data!.allCountries.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('nb').compare));
    expect(names.slice(-3)).toEqual(['Øst-Timor', 'Østerrike', 'Åland']);
  });

  it('sorts by every field of the shared constants, in GraphQL', async () => {
    const lists: [string, readonly string[]][] = [
      ['locations', LOCATION_SORT_FIELDS],
      ['bookings', BOOKING_SORT_FIELDS],
      ['products', PRODUCT_SORT_FIELDS],
      ['rentalOptions', RENTAL_OPTION_SORT_FIELDS],
      ['companies', COMPANY_SORT_FIELDS],
      ['apiKeys', API_KEY_SORT_FIELDS],
    ];
    for (const [list, fields] of lists) {
      for (const field of fields) {
        const r = await admin.gql(`{ account(slug: "systemeier") { ${list}(first: 3, sort: ${field}, direction: asc) { totalCount } } }`);
        expect(r.errors, `${list} ${field}`).toBeUndefined();
      }
    }
  });

  it('a named sort without a direction runs ascending; each list\'s default order keeps its own', async () => {
    const names = async (args: string) =>
      ((await admin.gql(`{ account(slug: "systemeier") { locations(first: 100${args}) { edges { node { name order } } } } }`)).data.account.locations.edges as { node: { name: string; order: number } }[]).map((e) => e.node);
    // The choice lists of the forms and filters ask for `sort: name` and nothing more: A first.
    const byName = (await names(', sort: name')).map((l) => l.name);
    expect(byName).toEqual((await names(', sort: name, direction: asc')).map((l) => l.name));
    expect(byName).not.toEqual((await names(', sort: name, direction: desc')).map((l) => l.name));
    // No sort: locations in the staff's own order, first first, as the booking wizard lists them.
    const orders = (await names('')).map((l) => l.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    // Bookings: the highest id first (spec 2), also over REST.
    const ids = (await admin.gql(`{ account(slug: "systemeier") { bookings(first: 20) { edges { node { databaseId } } } } }`)).data.account.bookings.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const restNames = (await admin.rest('GET', '/locations?sort=name')).body.data.map((l: { location_name: string }) => l.location_name);
    expect(restNames).toEqual((await admin.rest('GET', '/locations?sort=name&direction=asc')).body.data.map((l: { location_name: string }) => l.location_name));
  });

  it('REST /locations sorts by the same names, in either spelling, and names an unknown one', async () => {
    const byName = async (direction: string) => (await admin.rest('GET', `/locations?sort=name&direction=${direction}`)).body.data.map((l: { location_name: string }) => l.location_name);
    const names = await byName('asc');
    expect(names.length).toBeGreaterThan(3);
    expect(await byName('desc')).toEqual([...names].reverse());
    const km = await admin.rest('GET', `/locations?sort=${restSortName('distanceFromCompanyKm')}&direction=desc`);
    const values = km.body.data.map((l: { location_distance_from_company_km: number }) => l.location_distance_from_company_km);
    expect(values).toEqual([...values].sort((a: number, b: number) => b - a));
    const bad = await admin.rest('GET', '/locations?sort=hemmeleg');
    expect(bad.status).toBe(422);
    expect(bad.body.fields[0]).toEqual({ field: 'sort', message: 'Ukjend sortering.' });
  });
});

describe('a search matches the words a row shows', () => {
  const ids = async (list: string, search: string) => {
    const r = await admin.gql<{ account: Record<string, Conn> }>(`query($s: String) { account(slug: "systemeier") { ${list}(first: 100, search: $s) { totalCount edges { node { databaseId } } } } }`, { s: search });
    expect(r.errors).toBeUndefined();
    const conn = r.data!.account[list]!;
    expect(conn.totalCount).toBe(conn.edges.length);
    return conn.edges.map((e) => e.node.databaseId);
  };

  it("a vehicle by its place, category, owner, shown number, a plate typed with its space, and words from several of them", async () => {
    const p = await server.db.product.findFirstOrThrow({
      where: { licensePlate: { not: null }, location: { isNot: null }, company: { isNot: null } },
      include: { location: true, category: true, company: true },
      orderBy: { id: 'asc' },
    });
    const plate = p.licensePlate!;
    // Words from several places of the row: its own name and its place's city.
    const byNameAndPlace = `${p.location!.city} ${p.name.split(/\s+/)[0]}`;
    for (const search of [p.location!.name, p.location!.city, p.category.title, p.company!.name, String(p.id).padStart(4, '0'), `${plate.slice(0, 2)} ${plate.slice(2)}`, byNameAndPlace]) {
      expect(await ids('products', search), search).toContain(p.id);
    }
    // Every vehicle at the place is found by the place's name.
    const there = await server.db.product.count({ where: { OR: [{ location: { name: p.location!.name } }, { name: { contains: p.location!.name, mode: 'insensitive' } }] } });
    expect((await ids('products', p.location!.name)).length).toBeGreaterThanOrEqual(there);
  });

  it('a booking by every word of its guest\'s or registered customer\'s name, in any order, however many customers share a word', async () => {
    const guest = await server.db.booking.findFirstOrThrow({ where: { customerUserId: null, guestFirstname: { not: null }, guestLastname: { not: null } }, orderBy: { id: 'asc' } });
    for (const search of [`${guest.guestFirstname} ${guest.guestLastname}`, `${guest.guestLastname!.toUpperCase()}  ${guest.guestFirstname}`]) {
      expect(await ids('bookings', search), search).toContain(guest.id);
    }
    // More registered customers share a last name than the booking list looks up by id first, so a search for that
    // name alone goes through the customer relation, and one naming a single one of them by id.
    const people = await server.db.user.createManyAndReturn({
      data: Array.from({ length: CUSTOMER_IDS_FIRST + 1 }, (_, i) => ({ email: `mange${i}@sokjesen.example`, firstname: `Xyzzy${String(i).padStart(3, '0')}`, lastname: 'Søkjesen', phone: '+4790000000', passwordHash: 'x' })),
      select: { id: true },
    });
    const booking = await server.db.booking.findFirstOrThrow({ where: { customerUserId: { not: null } }, orderBy: { id: 'desc' } });
    await server.db.booking.update({ where: { id: booking.id }, data: { customerUserId: people[7]!.id } });
    expect(await ids('bookings', 'søkjesen')).toContain(booking.id);
    for (const search of ['Xyzzy007 Søkjesen', 'søkjesen xyzzy007', 'mange7@sokjesen', 'Xyzzy007 sokjesen.example']) {
      expect(await ids('bookings', search), search).toEqual([booking.id]);
    }
    // Every word must be found: a last name with another customer's first name finds nothing.
    expect(await ids('bookings', 'Xyzzy008 Søkjesen')).toEqual([]);
    expect(await ids('bookings', `${guest.guestFirstname} Søkjesen`)).toEqual([]);
  });

  it("a booking by words mixed from its registered customer and the rest of its row, and by its number beside another word", async () => {
    const booking = await server.db.booking.findFirstOrThrow({ where: { customerUserId: { not: null } }, include: { pickupLocation: true }, orderBy: { id: 'asc' } });
    const person = await server.db.user.create({ data: { email: 'zyxkari@blanda.example', firstname: 'Zyxkari', lastname: 'Zyxnordmann', phone: '+4790000000', passwordHash: 'x' } });
    await server.db.booking.update({ where: { id: booking.id }, data: { customerUserId: person.id } });
    try {
      const place = booking.pickupLocation.name.split(/\s+/)[0]!;
      // The customer column's words beside the pick-up place's ("Kari Flesland"), in either order, and the number.
      for (const search of [`Zyxkari ${place}`, `${place.toUpperCase()} zyxnordmann`, `zyxkari@blanda ${place}`, `${booking.id} Zyxnordmann`, `Zyxnordmann ${booking.id}`]) {
        expect(await ids('bookings', search), search).toEqual([booking.id]);
      }
      // Every word must still be in the row.
      for (const search of ['Zyxkari ingenstadzyx', `${booking.id} ingenstadzyx`, `${booking.id + 1} Zyxnordmann`]) {
        expect(await ids('bookings', search), search).toEqual([]);
      }
      // The customers list: the number beside the name.
      expect(await ids('users', `${person.id} Zyxkari`)).toEqual([person.id]);
      expect(await ids('users', `${person.id + 1} Zyxkari`)).toEqual([]);
    } finally {
      await server.db.booking.update({ where: { id: booking.id }, data: { customerUserId: booking.customerUserId } });
    }
  });

  it("a booking by the words its row shows besides the customer's: pick-up place, rental product, partner and business", async () => {
    const booking = await server.db.booking.findFirstOrThrow({
      where: { lines: { some: { lineType: 'rental' } }, referralCompanyId: null, customerCompanyId: null },
      include: { pickupLocation: true, lines: { where: { lineType: 'rental' }, orderBy: { position: 'asc' }, include: { rentalOption: true } } },
      orderBy: { id: 'asc' },
    });
    // Each word is shown by one part of the row only (BookingTable: Hentestad, Leigeprodukt, the partner badge, Kunde).
    // The seeded rows changed here are put back at the end, so no other test meets them.
    try {
      await server.db.location.update({ where: { id: booking.pickupLocationId }, data: { name: `${booking.pickupLocation.name} Hentezyx` } });
      await server.db.rentalOption.update({ where: { id: booking.lines[0]!.rentalOptionId }, data: { title: `${booking.lines[0]!.rentalOption.title} Leigezyx` } });
      const partner = await server.db.company.create({ data: { siteId: booking.siteId, name: 'Kvervreise Partnar', slug: 'kvervreise', partner: true } });
      const business = await server.db.customerCompany.create({ data: { name: 'Zyxbygg AS', orgnr: '998877661' } });
      await server.db.booking.update({ where: { id: booking.id }, data: { referralCompanyId: partner.id, customerCompanyId: business.id } });
      for (const search of ['hentezyx', 'LEIGEZYX', 'kvervreise', 'zyxbygg', 'Leigezyx Hentezyx', 'kvervreise leigezyx zyxbygg']) {
        expect(await ids('bookings', search), search).toContain(booking.id);
      }
      expect((await admin.rest('GET', '/bookings?search=kvervreise')).body.data.map((b: { booking_id: number }) => b.booking_id)).toEqual([booking.id]);
      // A word in no part of any row finds nothing, also beside words the row shows.
      expect(await ids('bookings', 'ingenstadzyx')).toEqual([]);
      expect(await ids('bookings', 'Hentezyx ingenstadzyx')).toEqual([]);
      // A company that sent the booking but is no partner shows no badge, so its name finds nothing.
      await server.db.company.update({ where: { id: partner.id }, data: { partner: false } });
      expect(await ids('bookings', 'kvervreise')).toEqual([]);
      // More businesses share a word than are looked up by id first: the search reads them through the relation.
      await server.db.customerCompany.createMany({ data: Array.from({ length: CUSTOMER_IDS_FIRST + 1 }, (_, i) => ({ name: `Mangezyx${String(i).padStart(4, '0')} AS`, orgnr: `97${String(i).padStart(7, '0')}` })) });
      const many = await server.db.customerCompany.findFirstOrThrow({ where: { name: 'Mangezyx0007 AS' } });
      await server.db.booking.update({ where: { id: booking.id }, data: { customerCompanyId: many.id } });
      expect(await ids('bookings', 'mangezyx')).toEqual([booking.id]);
      expect(await ids('bookings', 'Mangezyx0007 hentezyx')).toEqual([booking.id]);
    } finally {
      await server.db.location.update({ where: { id: booking.pickupLocationId }, data: { name: booking.pickupLocation.name } });
      await server.db.rentalOption.update({ where: { id: booking.lines[0]!.rentalOptionId }, data: { title: booking.lines[0]!.rentalOption.title } });
      await server.db.booking.update({ where: { id: booking.id }, data: { referralCompanyId: booking.referralCompanyId, customerCompanyId: booking.customerCompanyId } });
    }
  });

  it('a customer by the number and the business its row shows', async () => {
    const people = await server.db.user.findMany({ where: { erasedAt: null }, include: { customerCompany: true }, orderBy: { id: 'asc' } });
    const text = (u: (typeof people)[number]) => [u.firstname, u.lastname, u.email, u.phone, u.customerCompany?.name].join(' ').toLowerCase();
    const holding = (digits: string) => people.filter((u) => text(u).includes(digits)).map((u) => u.id);
    // A private customer whose own text does not hold their number, so only the number can find them (among the
    // few others whose text holds those digits).
    const person = people.find((u) => !u.isEmployee && !u.customerCompanyId && !text(u).includes(String(u.id)) && holding(String(u.id)).length < 50)!;
    expect(person).toBeDefined();
    expect((await ids('users', String(person.id))).sort((a, b) => a - b)).toEqual([person.id, ...holding(String(person.id))].sort((a, b) => a - b));
    // The business in the row's "Bedrift" column.
    const business = await server.db.customerCompany.create({ data: { name: 'Firmazyx AS', orgnr: '998877662' } });
    await server.db.user.update({ where: { id: person.id }, data: { customerCompanyId: business.id } });
    try {
      for (const search of ['firmazyx', `FIRMAZYX ${person.firstname}`]) expect(await ids('users', search), search).toEqual([person.id]);
      expect(await ids('users', 'firmazyx ingenstadzyx')).toEqual([]);
      expect(await ids('users', 'ingenstadzyx')).toEqual([]);
    } finally {
      await server.db.user.update({ where: { id: person.id }, data: { customerCompanyId: null } });
    }
  });

  it('a location by the number its row shows', async () => {
    const locations = await server.db.location.findMany({ include: { company: true }, orderBy: { id: 'asc' } });
    const text = (l: (typeof locations)[number]) => [l.name, l.city, l.region, l.address1, l.zip, l.company.name].join(' ').toLowerCase();
    // A location whose own text does not hold its number, so only the number can find it.
    const l = locations.find((x) => !text(x).includes(String(x.id)) && !text(x).includes(String(x.id).padStart(4, '0')))!;
    expect(l).toBeDefined();
    for (const search of [String(l.id), String(l.id).padStart(4, '0')]) {
      expect(await ids('locations', search), search).toContain(l.id);
      expect((await admin.rest('GET', `/locations?search=${search}`)).body.data.map((x: { location_id: number }) => x.location_id), search).toContain(l.id);
    }
    expect(await ids('locations', `${l.id} ingenstadzyx`)).toEqual([]);
    // The number beside another word of the row.
    expect(await ids('locations', `${l.id} ${l.name.split(/\s+/)[0]}`)).toContain(l.id);
    const none = String(Math.max(...locations.map((x) => x.id)) + 1000);
    expect(await ids('locations', none)).toEqual(locations.filter((x) => text(x).includes(none)).map((x) => x.id));
  });

  it('refuses a search of more words than it looks for, naming the search, instead of leaving some out', async () => {
    const eight = 'a b c d e f g h';
    expect((await admin.rest('GET', `/locations?search=${encodeURIComponent(eight)}`)).status).toBe(200);
    const nine = await admin.rest('GET', `/locations?search=${encodeURIComponent(`${eight} i`)}`);
    expect(nine.status).toBe(422);
    expect(nine.body.fields).toEqual([{ field: 'search', message: 'Søket kan ha høgst 8 ord.' }]);
    // GraphQL names the refused arguments and why in extensions.fields, as REST does in `fields` (the admin's list
    // notice reads them there; it once parsed "Ugyldige felt: …" out of the message), in English on request.
    const query = `query($search: String, $make: String) { account(slug: "systemeier") { products(first: 5, search: $search, make: $make) { totalCount } } }`;
    const gql = await admin.gql(query, { search: `${eight} i`, make: 'm'.repeat(101) });
    expect(gql.data ?? null).toBeNull();
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: expect.arrayContaining([{ field: 'search', message: 'Søket kan ha høgst 8 ord.' }, { field: 'make', message: 'Verdien er for lang.' }]) });
    const english = await admin.gql(query, { search: `${eight} i` }, { 'accept-language': 'en' });
    expect((english.errors?.[0]?.extensions as { fields?: unknown } | undefined)?.fields).toEqual([{ field: 'search', message: expect.not.stringContaining('Søket') }]);
  });

  it("a location by its owner, and a rental product by its category", async () => {
    const l = await server.db.location.findFirstOrThrow({ where: { company: { name: { contains: 'Sunnmøre' } } }, include: { company: true } });
    expect(await ids('locations', 'Sunnmøre')).toContain(l.id);
    const r = await server.db.rentalOption.findFirstOrThrow({ where: { category: { systemCode: 'insurance' } }, include: { category: true }, orderBy: { id: 'desc' } });
    expect(r.title.toLowerCase()).not.toContain(r.category.title.toLowerCase());
    expect(await ids('rentalOptions', r.category.title)).toContain(r.id);
  });
});
