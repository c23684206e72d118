/**
 * A booking's edit (GraphQL updateBooking and REST POST /booking/update) keeps the rules the other doors keep: a
 * business order keeps its firm's name and organisation number (the shop and the phone order demand them), and a
 * booking moves only to a place in use, not to a draft or an archived one (the shop, the phone order and partners
 * sell only at published places), and the cart keeps the shop's rules (an add-on once and fitting the vehicle, one
 * insurance, products in use, the young-driver line by age). Found by walking the same write through every door.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_NAME_REQUIRED, ORGNR_MESSAGES } from '../../server/domain/booking.ts';
import { BOOKING_MESSAGES } from '../../server/domain/bookingEdit.ts';
import { CART_MESSAGES } from '../../server/domain/cart.ts';
import { AMOUNT_TOO_LARGE } from '../../server/domain/money.ts';
import { shopBooking, stamp, update } from '../support/bookings.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
});

describe('a business order', () => {
  it('keeps its firm name and organisation number: emptying either is refused on both doors, nothing stored; changing them is fine', async () => {
    const booking = await shopBooking(server, { period: futureWeek(2) });
    await server.db.booking.update({ where: { id: booking.id }, data: { orderType: 'business', guestBusinessName: 'Fjordfrakt AS', guestBusinessOrgnr: '923456797' } });
    for (const [field, message] of [
      ['guestBusinessName', BUSINESS_NAME_REQUIRED],
      ['guestBusinessOrgnr', ORGNR_MESSAGES.required],
    ] as const) {
      const r = await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), [field]: '' });
      expect(r.__typename, field).toBe('ValidationError');
      expect(r.fields, field).toEqual([{ field, message }]);
    }
    const rest = await admin.rest('POST', '/booking/update', { booking_id: booking.id, booking_updated_at: await stamp(server, booking.id), booking_guest_business_name: '', booking_guest_business_orgnr: '' });
    expect(rest.status, JSON.stringify(rest.body)).toBe(422);
    expect(rest.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'booking_guest_business_name', message: BUSINESS_NAME_REQUIRED },
        { field: 'booking_guest_business_orgnr', message: ORGNR_MESSAGES.required },
      ]),
    );
    expect(await server.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ guestBusinessName: 'Fjordfrakt AS', guestBusinessOrgnr: '923456797' });
    const renamed = await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), guestBusinessName: 'Fjordfrakt Vest AS' });
    expect(renamed.__typename).toBe('UpdateBookingSuccess');
    // A private order has no firm to keep.
    const personal = await shopBooking(server, { period: futureWeek(3) });
    expect((await update(admin, { id: personal.gid, updatedAt: await stamp(server, personal.id), guestBusinessName: '' })).__typename).toBe('UpdateBookingSuccess');
  });
});

describe('a booking\'s places', () => {
  it('move only to a place in use: a draft or an archived one is refused on both doors; a private one is fine, and a booking already at a draft place keeps it', async () => {
    const klass = await carClass(server.db, 1, { fromOtherLocation: true });
    const booking = await shopBooking(server, { klass, period: futureWeek(4) });
    const place = async (slug: string, status: 'draft' | 'archived' | 'private') => {
      const base = await server.db.location.findUniqueOrThrow({ where: { id: klass.location.id } });
      return server.db.location.create({
        data: { slug: `${slug}-${Date.now() % 100000}`, order: 900, status, name: `Stad ${slug}`, address1: 'Vegen 1', zip: '5000', city: 'Bergen', region: 'Bergen', companyId: base.companyId, siteId: base.siteId },
      });
    };
    const draft = await place('utkast', 'draft');
    const archived = await place('arkivert', 'archived');
    for (const [field, where] of [
      ['pickupLocationId', draft],
      ['dropoffLocationId', archived],
    ] as const) {
      const r = await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), [field]: encodeGlobalID('Location', where.id) });
      expect(r.__typename, field).toBe('ValidationError');
      expect(r.fields, field).toContainEqual({ field, message: BOOKING_MESSAGES.placeNotInUse });
    }
    const rest = await admin.rest('POST', '/booking/update', { booking_id: booking.id, booking_updated_at: await stamp(server, booking.id), booking_dropoff_location_id: draft.id });
    expect(rest.status, JSON.stringify(rest.body)).toBe(422);
    expect(rest.body.fields).toContainEqual({ field: 'booking_dropoff_location_id', message: BOOKING_MESSAGES.placeNotInUse });
    const stored = await server.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect([stored.pickupLocationId, stored.dropoffLocationId]).toEqual([klass.location.id, klass.location.id]);

    // A private (staff-only) place is in use.
    const internal = await place('intern', 'private');
    const moved = await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), dropoffLocationId: encodeGlobalID('Location', internal.id) });
    expect(moved.__typename, JSON.stringify(moved)).toBe('UpdateBookingSuccess');
    // A place taken out of use after the booking was made stays on it, and the booking can still be saved.
    await server.db.location.update({ where: { id: internal.id }, data: { status: 'draft' } });
    const kept = await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), dropoffLocationId: encodeGlobalID('Location', internal.id), comment: 'Staden er i utkast no' });
    expect(kept.__typename, JSON.stringify(kept)).toBe('UpdateBookingSuccess');
  });
});

describe('another company\'s places', () => {
  it('tell a company\'s staff nothing of their state: a new pick-up there is outside their places, a return only to a published one', async () => {
    const bergen = server.client();
    await bergen.login('bergen@fjordbil.no', 'demo1234');
    const booking = await shopBooking(server, { klass: await carClass(server.db, 1, { fromOtherLocation: true }), period: futureWeek(9) });
    const sunnmore = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
    const theirs = async (status: 'draft' | 'private') =>
      server.db.location.create({
        data: { slug: `sunnmore-${status}-${Date.now() % 100000}`, order: 901, status, name: `Sunnmøre ${status}`, address1: 'Vegen 2', zip: '6000', city: 'Ålesund', region: 'Ålesund', companyId: sunnmore.id, siteId: booking.klass.location.siteId },
      });
    const draft = await theirs('draft');
    const internal = await theirs('private');
    const at = async (input: Record<string, unknown>) => update(bergen, { id: booking.gid, updatedAt: await stamp(server, booking.id), ...input });
    const pickup = await at({ pickupLocationId: encodeGlobalID('Location', draft.id) });
    expect(pickup.fields).toEqual([{ field: 'pickupLocationId', message: BOOKING_MESSAGES.pickupOutsideScope }]);
    for (const place of [draft, internal]) {
      const r = await at({ dropoffLocationId: encodeGlobalID('Location', place.id) });
      expect(r.fields, place.status).toEqual([{ field: 'dropoffLocationId', message: 'Leveringsstaden finst ikkje.' }]);
    }
    const published = await server.db.location.findFirstOrThrow({ where: { companyId: sunnmore.id, status: 'public' } });
    const oneWay = await at({ dropoffLocationId: encodeGlobalID('Location', published.id) });
    expect(oneWay.__typename, JSON.stringify(oneWay)).toBe('UpdateBookingSuccess');
  });
});

describe('a booking\'s cart, edited by staff', () => {
  const option = (slug: string) => server.db.rentalOption.findFirstOrThrow({ where: { slug } });
  /** The booking's lines as updateBooking takes them, with `more` rental products (by slug) added at the end. */
  async function cartWith(bookingId: number, more: string[], drop: (l: { rentalOptionId: number }) => boolean = () => false) {
    const lines = (await server.db.bookingLine.findMany({ where: { bookingId }, orderBy: { position: 'asc' } })).filter((l) => !drop(l));
    const kept = lines.map((l) => ({ rentalOptionId: encodeGlobalID('RentalOption', l.rentalOptionId), amount: l.amount, ...(l.productId ? { productId: encodeGlobalID('Product', l.productId) } : {}) }));
    const added = await Promise.all(more.map(async (slug) => ({ rentalOptionId: encodeGlobalID('RentalOption', (await option(slug)).id), amount: 1 })));
    return { lines: [...kept, ...added], at: kept.length };
  }
  const linesOf = async (bookingId: number) => (await server.db.bookingLine.findMany({ where: { bookingId }, orderBy: { position: 'asc' } })).map((l) => l.rentalOptionId);

  it('keeps the shop\'s rules on both doors: an add-on once, one insurance, products in use only; nothing stored', async () => {
    const booking = await shopBooking(server, { period: futureWeek(5) });
    const stored = await linesOf(booking.id);
    for (const [more, at, message] of [
      [['takboks', 'takboks'], 1, CART_MESSAGES.chosenTwice],
      [['premium'], 0, BOOKING_MESSAGES.oneInsurance],
      [['gps'], 0, BOOKING_MESSAGES.optionNotInUse],
    ] as const) {
      const { lines, at: first } = await cartWith(booking.id, [...more]);
      const r = await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), lines });
      expect(r.__typename, more.join()).toBe('ValidationError');
      expect(r.fields, more.join()).toEqual([{ field: `lines.${first + at}.rentalOptionId`, message }]);
    }
    // A second insurance put before the one the booking has is refused too.
    const premium = await option('premium');
    const before = await cartWith(booking.id, []);
    const first = [before.lines[0]!, { rentalOptionId: encodeGlobalID('RentalOption', premium.id), amount: 1 }, ...before.lines.slice(1)];
    const ahead = await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), lines: first });
    expect(ahead.__typename).toBe('ValidationError');
    expect(ahead.fields).toEqual([{ field: 'lines.1.rentalOptionId', message: BOOKING_MESSAGES.oneInsurance }]);
    const twice = (await cartWith(booking.id, ['takboks', 'takboks'])).lines;
    const rest = await admin.rest('POST', '/booking/update', {
      booking_id: booking.id,
      booking_updated_at: await stamp(server, booking.id),
      booking_products: await Promise.all(twice.map(async (l) => ({ rentaloption_id: Number(Buffer.from(l.rentalOptionId, 'base64').toString().split(':')[1]), amount: l.amount }))),
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(422);
    expect(JSON.stringify(rest.body.fields)).toContain(CART_MESSAGES.chosenTwice);
    expect(await linesOf(booking.id)).toEqual(stored);
    // A private (staff-only) add-on and a roof box once are fine.
    const { lines } = await cartWith(booking.id, ['snokjetting', 'takboks']);
    expect((await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), lines })).__typename).toBe('UpdateBookingSuccess');
    expect(await linesOf(booking.id)).toHaveLength(stored.length + 2);
  });

  it('refuses an add-on that does not fit the vehicle booked (a child seat on a trailer)', async () => {
    const klass = await carClass(server.db, 1, { title: 'Hengar for handlekorg' });
    const trailer = await server.db.productCategory.findFirstOrThrow({ where: { title: 'Tilhengar' } });
    await server.db.rentalOption.update({ where: { id: klass.option.id }, data: { categoryId: trailer.id } });
    await server.db.product.update({ where: { id: klass.products[0]!.id }, data: { categoryId: trailer.id } });
    const booking = await shopBooking(server, { klass, period: futureWeek(6) });
    const { lines, at } = await cartWith(booking.id, ['barnesete']);
    const r = await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), lines });
    expect(r.__typename).toBe('ValidationError');
    expect(r.fields).toEqual([{ field: `lines.${at}.rentalOptionId`, message: CART_MESSAGES.doesNotFit('Barnesete', 'Hengar for handlekorg') }]);
    // A car booking with a child seat turned into a trailer booking: the seat already there is asked again.
    const car = await shopBooking(server, { period: futureWeek(6) });
    const seated = await cartWith(car.id, ['barnesete']);
    expect((await update(admin, { id: car.gid, updatedAt: await stamp(server, car.id), lines: seated.lines })).__typename).toBe('UpdateBookingSuccess');
    const swapped = (await cartWith(car.id, [])).lines.map((l, i) => (i === 0 ? { rentalOptionId: klass.optionGid, amount: 1 } : l));
    const r2 = await update(admin, { id: car.gid, updatedAt: await stamp(server, car.id), lines: swapped });
    expect(r2.__typename).toBe('ValidationError');
    expect(r2.fields).toEqual([{ field: `lines.${seated.at}.rentalOptionId`, message: CART_MESSAGES.doesNotFit('Barnesete', 'Hengar for handlekorg') }]);
  });

  it('refuses a cart without a vehicle on both doors (emptied, or add-ons only), naming the cart; nothing stored, nobody mailed', async () => {
    const booking = await shopBooking(server, { period: futureWeek(9) });
    await server.db.booking.update({ where: { id: booking.id }, data: { status: 'confirmed' } });
    const stored = await linesOf(booking.id);
    const vehicle = (await server.db.bookingLine.findFirstOrThrow({ where: { bookingId: booking.id, lineType: 'rental' } })).rentalOptionId;
    const mails = async () =>
      (await server.db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM graphile_worker._private_jobs WHERE payload->>'bookingId' = ${String(booking.id)}`)[0]!.n;
    const before = await mails();
    const addOnsOnly = (await cartWith(booking.id, [], (l) => l.rentalOptionId === vehicle)).lines;
    for (const lines of [[], addOnsOnly]) {
      const r = await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), lines });
      expect(r.__typename).toBe('ValidationError');
      expect(r.fields).toEqual([{ field: 'lines', message: BOOKING_MESSAGES.noVehicle }]);
    }
    const rest = await admin.rest('POST', '/booking/update', { booking_id: booking.id, booking_updated_at: await stamp(server, booking.id), booking_products: [] });
    expect(rest.status, JSON.stringify(rest.body)).toBe(422);
    expect(JSON.stringify(rest.body.fields)).toContain(BOOKING_MESSAGES.noVehicle);
    expect(await linesOf(booking.id)).toEqual(stored);
    expect(await mails()).toBe(before);
  });

  it('refuses a total the database could not store, naming the field, on the staff edit and the shop order (it failed with a 500)', async () => {
    const booking = await shopBooking(server, { period: futureWeek(10) });
    const stored = await linesOf(booking.id);
    const { lines, at } = await cartWith(booking.id, ['takboks']);
    // A hand-set price at its own limit, times an amount at its own limit, times two days: 2 × 10¹⁰ kr.
    const huge = lines.map((l, i) => (i === at ? { ...l, amount: 1000, manualPricePerDay: '10000000' } : l));
    const r = await update(admin, { id: booking.gid, updatedAt: await stamp(server, booking.id), lines: huge });
    expect(r.__typename).toBe('ValidationError');
    expect(r.fields).toEqual([{ field: `lines.${at}.pricePerDay`, message: AMOUNT_TOO_LARGE }]);
    expect(await linesOf(booking.id)).toEqual(stored);
    // A day price typed far too high (within the price field's own limit) makes a two-day order too large.
    const klass = await carClass(server.db, 1);
    await server.db.rentalOption.update({ where: { id: klass.option.id }, data: { pricePrivateDay: '9999999999.99', pricePrivateWeek: null } });
    const before = await server.db.booking.count();
    const shop = await server.client().gql(CREATE, { input: order(klass.locationGid, klass.optionGid, futureWeek(10)) });
    expect(shop.errors, JSON.stringify(shop)).toBeUndefined();
    expect(JSON.stringify(shop.data.createBooking)).toContain(AMOUNT_TOO_LARGE);
    expect(JSON.stringify(shop.data.createBooking)).toContain('rentalOptionId');
    expect(await server.db.booking.count()).toBe(before);
  });

  it('keeps the young-driver line for a driver under 25 and adds none for one over; an older cart saves unchanged', async () => {
    const klass = await carClass(server.db, 2);
    const young = await option('ung-sjafor');
    const r0 = await server.client().gql(CREATE, { input: order(klass.locationGid, klass.optionGid, futureWeek(7), { above25: false }) });
    const under = r0.data.createBooking.booking.databaseId as number;
    expect(await linesOf(under)).toContain(young.id);
    const taken = await cartWith(under, [], (l) => l.rentalOptionId === young.id);
    const r = await update(admin, { id: encodeGlobalID('Booking', under), updatedAt: await stamp(server, under), lines: taken.lines });
    expect(r.__typename).toBe('ValidationError');
    expect(r.fields).toEqual([{ field: 'lines', message: BOOKING_MESSAGES.youngDriverKept }]);
    expect(await linesOf(under)).toContain(young.id);

    const over = await shopBooking(server, { klass, period: futureWeek(8) });
    const added = await cartWith(over.id, ['ung-sjafor']);
    const r2 = await update(admin, { id: over.gid, updatedAt: await stamp(server, over.id), lines: added.lines });
    expect(r2.fields).toEqual([{ field: `lines.${added.at}.rentalOptionId`, message: BOOKING_MESSAGES.youngDriverByAge }]);

    // A cart stored before these rules (two roof boxes) is saved again as it is, with another change.
    const roofbox = await option('takboks');
    const last = (await server.db.bookingLine.count({ where: { bookingId: over.id } })) - 1;
    for (const position of [last + 1, last + 2]) {
      await server.db.bookingLine.create({ data: { bookingId: over.id, position, rentalOptionId: roofbox.id, lineType: 'accessory', amount: 1, pricePerDay: '100', totalPrice: '200' } });
    }
    const same = await cartWith(over.id, []);
    const saved = await update(admin, { id: over.gid, updatedAt: await stamp(server, over.id), lines: same.lines, comment: 'Eldre handlekorg' });
    expect(saved.__typename, JSON.stringify(saved)).toBe('UpdateBookingSuccess');
  });
});
