/**
 * The return place ("Leveringsstad") staff may choose: the shop offers every published place of the site, and
 * updateBooking and createStaffBooking take them, so the forms' return list (`Account.returnChoices`) holds the
 * account's own places and every published place of the site, while the pick-up list (`locationChoices`) stays the
 * account's own. The same places are refused by both writes: another company's unpublished place, another site's.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_BOOKING, update } from '../support/bookings.ts';
import { createUser, grant, PASSWORD } from '../support/fixtures.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let flesland: TestClient;
let places: Record<'flesland' | 'sentrum' | 'annet' | 'alesund' | 'vigra' | 'molde' | 'elsewhere', { id: number; name: string; gid: string }>;
let klass: Awaited<ReturnType<typeof carClass>>;

const FLESLAND = 'bergen-lufthamn-flesland';
const CHOICES = `query($slug: String!, $status: LocationStatus) { account(slug: $slug) {
  locationChoices(status: $status) { id name } returnChoices(status: $status) { id name status } } }`;

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server;
  const bySlug = async (slug: string) => {
    const l = await db.location.findFirstOrThrow({ where: { slug } });
    return { id: l.id, name: l.name, gid: encodeGlobalID('Location', l.id) };
  };
  // A published place of another site: the shop never offers it with this site's places.
  const network = await db.network.findFirstOrThrow();
  const site2 = await db.site.create({
    data: { networkId: network.id, name: 'Annan utleigar', slug: 'annan-utleigar-retur', email: 'x@annan.no', phone: '+4711111111', address1: 'Gata 1', zip: '0001', city: 'Oslo', orgnr: '900000001' },
  });
  const company2 = await db.company.create({ data: { siteId: site2.id, name: 'Annan Retur AS', slug: 'annan-retur-as' } });
  await db.location.create({
    data: { slug: 'oslo-retur', name: 'Oslo returstad', status: 'public', address1: 'Gata 2', zip: '0150', city: 'Oslo', region: 'Oslo', siteId: site2.id, companyId: company2.id },
  });
  places = {
    flesland: await bySlug(FLESLAND), sentrum: await bySlug('bergen-sentrum'), annet: await bySlug('annet-sted'), alesund: await bySlug('alesund'),
    vigra: await bySlug('alesund-lufthamn-vigra'), molde: await bySlug('molde'), elsewhere: await bySlug('oslo-retur'),
  };
  // A car class kept at Flesland, so the airport's employee may take a phone order for it there.
  klass = await carClass(db, 3);
  await db.rentalOption.update({ where: { id: klass.option.id }, data: { locationId: places.flesland.id } });
  await db.product.updateMany({ where: { id: { in: klass.products.map((p) => p.id) } }, data: { locationId: places.flesland.id } });
  flesland = server.client();
  await flesland.login('flesland@fjordbil.no', 'demo1234');
});

async function choices(c: TestClient, slug: string, status?: string) {
  const r = await c.gql(CHOICES, { slug, status });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  const names = (list: { name: string }[]) => list.map((l) => l.name);
  return { pickup: names(r.data.account.locationChoices), returns: names(r.data.account.returnChoices) };
}

/** A shop order (a guest's) picked up and returned at Flesland, in week `weeks`. */
async function fleslandBooking(weeks: number) {
  const r = await server.client().gql(CREATE, { input: order(places.flesland.gid, klass.optionGid, futureWeek(weeks), { email: `retur.${weeks}@example.no` }) });
  expect(r.data.createBooking.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
  const row = await server.db.booking.findUniqueOrThrow({ where: { id: r.data.createBooking.booking.databaseId } });
  return { id: row.id, gid: encodeGlobalID('Booking', row.id), updatedAt: row.updatedAt.toISOString() };
}

/** A phone order by the Flesland employee, picked up at Flesland and returned at `dropoff`. */
function phoneOrder(dropoff: string, weeks: number) {
  return flesland.gql(STAFF_BOOKING, {
    input: {
      accountId: encodeGlobalID('Account', FLESLAND), pickupLocationId: places.flesland.gid, dropoffLocationId: dropoff, rentalOptionId: klass.optionGid, ...futureWeek(weeks),
      firstname: 'Telefon', lastname: 'Retur', email: `telefon.retur.${weeks}@example.no`, phone: '+47 912 34 567', driversLicence: 'bring_on_pickup', termsAccepted: true,
    },
  });
}

describe('return places for staff', () => {
  describe('as a location employee', () => {
    it('gets every published place of the site among the return choices, and only their own place to pick up at', async () => {
      const { pickup, returns } = await choices(flesland, FLESLAND);
      expect(pickup).toEqual([places.flesland.name]);
      // Another place of the company, another company's published place and "Annet sted", as the shop offers them.
      for (const p of [places.flesland, places.sentrum, places.alesund, places.annet]) expect(returns).toContain(p.name);
      // Not another company's unpublished places, nor another site's.
      for (const p of [places.vigra, places.molde, places.elsewhere]) expect(returns).not.toContain(p.name);
      // Exactly the site's published places, by name as every choice list (the site admin's list of them).
      const site = server.client();
      await site.login('nasjonal@fjordbil.no', 'demo1234');
      expect(returns).toEqual((await choices(site, 'fjordbil', 'public')).pickup);
      expect(returns).toEqual((await choices(flesland, FLESLAND, 'public')).returns);
    });

    it('saves a booking returning at another company\'s published place', async () => {
      const b = await fleslandBooking(40);
      const r = await update(flesland, { id: b.gid, updatedAt: b.updatedAt, dropoffLocationId: places.alesund.gid });
      expect(r.__typename, JSON.stringify(r)).toBe('UpdateBookingSuccess');
      expect((await server.db.booking.findUniqueOrThrow({ where: { id: b.id } })).dropoffLocationId).toBe(places.alesund.id);
    });

    it('places a phone order returning at another place of the site', async () => {
      for (const [p, weeks] of [[places.alesund, 41], [places.sentrum, 42]] as const) {
        const r = (await phoneOrder(p.gid, weeks)).data.createStaffBooking;
        expect(r.__typename, JSON.stringify(r)).toBe('CreateStaffBookingSuccess');
        expect((await server.db.booking.findUniqueOrThrow({ where: { id: r.booking.databaseId } })).dropoffLocationId).toBe(p.id);
      }
    });

    it('is refused a return the list does not offer, by the save and the phone order alike', async () => {
      const b = await fleslandBooking(43);
      const before = await server.db.booking.count();
      for (const [p, weeks] of [[places.vigra, 44], [places.elsewhere, 45]] as const) {
        const saved = await update(flesland, { id: b.gid, updatedAt: b.updatedAt, dropoffLocationId: p.gid });
        expect(saved.__typename, JSON.stringify(saved)).toBe('ValidationError');
        expect(saved.fields.map((f: { field: string }) => f.field)).toEqual(['dropoffLocationId']);
        const phoned = (await phoneOrder(p.gid, weeks)).data.createStaffBooking;
        expect(phoned.__typename, JSON.stringify(phoned)).toBe('ValidationError');
        expect(phoned.fields.map((f: { field: string }) => f.field)).toEqual(['dropoffLocationId']);
      }
      expect((await server.db.booking.findUniqueOrThrow({ where: { id: b.id } })).dropoffLocationId).toBe(places.flesland.id);
      expect(await server.db.booking.count()).toBe(before);
    });
  });

  describe('as the network admin', () => {
    it('gets every place of every site, as among their pick-up places', async () => {
      const c = server.client();
      await c.login('admin@fjordbil.no', 'demo1234');
      const network = await server.db.network.findFirstOrThrow();
      const { pickup, returns } = await choices(c, network.slug);
      expect(returns).toEqual(pickup);
      for (const p of Object.values(places)) expect(returns).toContain(p.name);
    });
  });

  describe('as a company manager of another company', () => {
    it('gets their own places of any status and the other company\'s published ones, the status filter on both', async () => {
      const sunnmore = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
      const manager = await createUser(server.db, `leiar-retur-${Date.now()}@sunnmore.test`);
      await grant(server.db, manager.id, 'company_manager', { companyId: sunnmore.id });
      const c = server.client();
      await c.login(manager.email, PASSWORD);
      const all = await choices(c, sunnmore.slug);
      expect(all.pickup).not.toContain(places.sentrum.name);
      for (const p of [places.alesund, places.vigra, places.molde, places.sentrum, places.flesland, places.annet]) expect(all.returns).toContain(p.name);
      expect(all.returns).not.toContain(places.elsewhere.name);
      const open = await choices(c, sunnmore.slug, 'public');
      expect(open.returns).toContain(places.sentrum.name);
      expect(open.returns).toContain(places.alesund.name);
      expect(open.returns).not.toContain(places.vigra.name);
      expect(open.returns).not.toContain(places.molde.name);
    });
  });
});
