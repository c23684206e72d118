/** The booking flow's API: search with prices and availability, the priced cart, and placing orders (GraphQL). */
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { quote, pricedOptionFromRow } from '../../server/domain/pricing.ts';
import { oreToDecimal } from '../../server/domain/money.ts';
import { gid } from '../support/fixtures.ts';
import { carClass, CREATE, FUTURE_TUESDAY, futureWeek, order, SEARCH } from '../support/shop.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({}, { worker: true });
});

const search = (input: Record<string, unknown>, cart: Record<string, unknown> = {}) => server.client().gql(SEARCH, { input, cart });

describe('rentalSearch', () => {
  it('lists free vehicles, cars before the rest, each by price, priced by the engine', async () => {
    const { locationGid } = await carClass(server.db, 1);
    const r = await search({ pickupLocationId: locationGid, ...futureWeek() });
    expect(r.errors).toBeUndefined();
    const s = r.data.rentalSearch;
    expect(s).toMatchObject({ days: 2, durationHours: 48, vatIncluded: true, warnings: [] });
    const cars = s.vehicles.filter((v: { category: { isCar: boolean } }) => v.category.isCar);
    expect(s.vehicles.slice(0, cars.length)).toEqual(cars);
    const prices = (list: { totalPrice: string }[]) => list.map((v) => Number(v.totalPrice));
    expect(prices(cars)).toEqual([...prices(cars)].sort((a, b) => a - b));
    // Every price is the engine's: check one against a direct computation from the database row.
    const v = s.vehicles[0];
    const row = await server.db.rentalOption.findUniqueOrThrow({ where: { id: v.databaseId } });
    const q = quote(pricedOptionFromRow(row as never), new Date(futureWeek().pickupAt), new Date(futureWeek().dropoffAt), 'private');
    expect(v.totalPrice).toBe(oreToDecimal(q.total));
    expect(v.breakdown.reduce((sum: number, l: { amount: string }) => sum + Number(l.amount), 0)).toBeCloseTo(Number(v.totalPrice), 2);
    expect(s.insurance.map((i: { slug: string }) => i.slug)).toEqual(['basis', 'premium']);
    expect(s.insurance[0].totalPrice).toBe('0.00');
    expect(s.accessories.find((a: { slug: string }) => a.slug === 'barnesete').maxAmount).toBe(3);
  });

  it('counts free vehicles and drops a class once every vehicle is booked', async () => {
    const { locationGid, optionGid, option } = await carClass(server.db, 2);
    const period = futureWeek(1);
    const find = async () => (await search({ pickupLocationId: locationGid, ...period })).data.rentalSearch.vehicles.find((v: { databaseId: number }) => v.databaseId === option.id);
    expect((await find()).availableCount).toBe(2);
    expect((await server.client().gql(CREATE, { input: order(locationGid, optionGid, period) })).data.createBooking.__typename).toBe('CreateBookingPayload');
    expect((await find()).availableCount).toBe(1);
    expect((await server.client().gql(CREATE, { input: order(locationGid, optionGid, period) })).data.createBooking.__typename).toBe('CreateBookingPayload');
    expect(await find()).toBeUndefined();
    // The preparation time (0.5 h at Bergen sentrum) still blocks a pick-up 20 minutes after the return.
    const after = { pickupAt: new Date(Date.parse(period.dropoffAt) + 20 * 60_000).toISOString(), dropoffAt: new Date(Date.parse(period.dropoffAt) + 86400_000).toISOString() };
    expect((await search({ pickupLocationId: locationGid, ...after })).data.rentalSearch.vehicles.find((v: { databaseId: number }) => v.databaseId === option.id)).toBeUndefined();
    const later = { pickupAt: new Date(Date.parse(period.dropoffAt) + 40 * 60_000).toISOString(), dropoffAt: after.dropoffAt };
    expect((await search({ pickupLocationId: locationGid, ...later })).data.rentalSearch.vehicles.find((v: { databaseId: number }) => v.databaseId === option.id).availableCount).toBe(2);
  });

  it('prices business customers without VAT', async () => {
    const { locationGid, option } = await carClass(server.db, 1);
    const r = await search({ pickupLocationId: locationGid, ...futureWeek(), customerType: 'business' });
    const v = r.data.rentalSearch.vehicles.find((x: { databaseId: number }) => x.databaseId === option.id);
    expect(v).toMatchObject({ totalPrice: '800.00', vatIncluded: false });
  });

  it('prices the cart: insurance added for the vehicle, young driver added and locked under 25', async () => {
    const { locationGid, optionGid } = await carClass(server.db, 1);
    const seat = await server.db.rentalOption.findFirstOrThrow({ where: { slug: 'barnesete' } });
    const r = await search({ pickupLocationId: locationGid, ...futureWeek(), above25: false }, { rentalOptionId: optionGid, insurance: 'premium', accessories: [{ rentalOptionId: gid('RentalOption', seat.id), amount: 2 }] });
    const cart = r.data.rentalSearch.cart;
    expect(cart.lines.map((l: { slug: string; lineType: string; amount: number; locked: boolean }) => [l.slug, l.lineType, l.amount, l.locked])).toEqual([
      [expect.stringMatching(/^testklasse/), 'rental', 1, false],
      ['premium', 'insurance', 1, false],
      ['ung-sjafor', 'accessory', 1, true],
      ['barnesete', 'accessory', 2, false],
    ]);
    expect(Number(cart.total)).toBeCloseTo(Number(cart.rentalTotal) + Number(cart.insuranceTotal) + Number(cart.accessoriesTotal), 2);
    const tooMany = await search({ pickupLocationId: locationGid, ...futureWeek() }, { rentalOptionId: optionGid, accessories: [{ rentalOptionId: gid('RentalOption', seat.id), amount: 4 }] });
    expect(tooMany.data.rentalSearch.cart.errors).toEqual([{ field: 'accessories.0', message: 'Maks 3' }]);
  });

  it('names the fields of a bad search', async () => {
    const { locationGid } = await carClass(server.db, 1);
    const r = await search({ pickupLocationId: locationGid, pickupAt: futureWeek().pickupAt, dropoffAt: new Date(FUTURE_TUESDAY + 30 * 60_000).toISOString() });
    expect(r.data.rentalSearch.fields).toEqual([{ field: 'dropoffAt', message: 'Levering må være minst 1 time etter henting' }]);
    const past = await search({ pickupLocationId: locationGid, pickupAt: '2020-01-01T10:00:00+01:00', dropoffAt: '2020-01-03T10:00:00+01:00' });
    expect(past.data.rentalSearch.fields[0].field).toBe('pickupAt');
    const draft = await server.db.location.findFirstOrThrow({ where: { status: 'draft' } });
    const hidden = await search({ pickupLocationId: gid('Location', draft.id), ...futureWeek() });
    expect(hidden.data.rentalSearch.fields).toEqual([{ field: 'pickupLocationId', message: 'Hentestaden finst ikkje.' }]);
  });

  it('warns when picking up outside opening hours and then refuses the licence at pick-up', async () => {
    const { locationGid, optionGid } = await carClass(server.db, 1);
    const night = { pickupAt: new Date(FUTURE_TUESDAY - 5 * 3600_000).toISOString(), dropoffAt: futureWeek().dropoffAt };
    const r = await search({ pickupLocationId: locationGid, ...night });
    expect(r.data.rentalSearch.licenceAtPickupAllowed).toBe(false);
    expect(r.data.rentalSearch.warnings.length).toBeGreaterThan(0);
    const o = await server.client().gql(CREATE, { input: order(locationGid, optionGid, night) });
    expect(o.data.createBooking.fields).toEqual([
      { field: 'driversLicence', message: 'Du har valgt å hente bilen utenfor åpningstidene og kan ikke velge å vise sertifikat ved henting.' },
    ]);
  });
});

describe('createBooking', () => {
  it('stores the order with recomputed lines in cart order, a history entry and two e-mails', async () => {
    const { locationGid, optionGid, option } = await carClass(server.db, 1);
    const seat = await server.db.rentalOption.findFirstOrThrow({ where: { slug: 'barnesete' } });
    const before = fs.readdirSync(server.outboxDir).length;
    const accessories = [{ rentalOptionId: gid('RentalOption', seat.id), amount: 1 }];
    // The total the customer saw on step 6: the server's own cart quote.
    const shown = await search({ pickupLocationId: locationGid, ...futureWeek() }, { rentalOptionId: optionGid, accessories });
    const expectedTotal = shown.data.rentalSearch.cart.total;
    const r = await server.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(), { accessories, reference: 'PO-77', comment: 'Barnesete bak', expectedTotal }) });
    const payload = r.data.createBooking;
    expect(payload.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
    expect(payload).toMatchObject({ customerEmail: 'kari.kunde@example.no', licenceAtPickup: true });
    expect(payload.booking.status).toBe('pending');
    expect(payload.booking.durationHours).toBe(48);
    expect(payload.booking.lines.map((l: { lineType: string; rentalOption: { slug: string } }) => [l.lineType, l.rentalOption.slug])).toEqual([
      ['rental', option.slug], ['insurance', 'basis'], ['accessory', 'barnesete'],
    ]);
    expect(payload.booking.lines[0]).toMatchObject({ totalPrice: '1000.00', pricePerDay: '500.00', amount: 1 });
    const stored = await server.db.booking.findUniqueOrThrow({ where: { id: payload.booking.databaseId } });
    expect(stored).toMatchObject({ guestFirstname: 'Kari', guestPhone: '+4791234567', guestCountry: 'NOR', guestPhoneCountryCode: '47', reference: 'PO-77', acceptedTerms: true, orderType: 'private' });
    expect(await server.db.historyEntry.count({ where: { entityType: 'booking', entityId: stored.id } })).toBe(1);
    expect(stored.totalPrice.toFixed(2)).toBe(expectedTotal);
    await server.jobsDone();
    expect(fs.readdirSync(server.outboxDir).length - before).toBe(2);
  });

  it('stores the calling code the phone number starts with, whatever country is chosen, else the country\'s', async () => {
    const { locationGid, optionGid } = await carClass(server.db, 2);
    const stored = async (phone: string, weeks: number) => {
      const r = await server.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(weeks), { countryCode: 'SWE', phone }) });
      expect(r.data.createBooking.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
      return server.db.booking.findUniqueOrThrow({ where: { id: r.data.createBooking.booking.databaseId } });
    };
    // A Norwegian mobile of a customer living in Sweden: +47, not Sweden's 46.
    expect(await stored('+47 912 34 567', 20)).toMatchObject({ guestCountry: 'SWE', guestPhone: '+4791234567', guestPhoneCountryCode: '47' });
    expect(await stored('0047 912 34 567', 21)).toMatchObject({ guestPhoneCountryCode: '47' });
    // A number typed without a calling code takes the chosen country's.
    expect(await stored('070 123 45 67', 22)).toMatchObject({ guestPhone: '0701234567', guestPhoneCountryCode: '46' });
  });

  it('refuses a tampered total and writes nothing', async () => {
    const { locationGid, optionGid } = await carClass(server.db, 1);
    const count = await server.db.booking.count();
    const r = await server.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(), { expectedTotal: '1.00' }) });
    expect(r.data.createBooking.fields).toEqual([{ field: 'expectedTotal', message: expect.stringContaining('Totalprisen stemmer ikkje: prisen er 1\u00a0000,00\u00a0kr') }]);
    // An English customer reads the amount as the English shop writes every amount.
    const en = await server.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(), { expectedTotal: '1.00' }) }, { 'accept-language': 'en' });
    expect(en.data.createBooking.fields).toEqual([{ field: 'expectedTotal', message: 'The total price does not match: the price is NOK\u00a01,000.00. Check the order and try again.' }]);
    expect(await server.db.booking.count()).toBe(count);
  });

  it.each([
    ['termsAccepted', { termsAccepted: false }, 'Du må godta leigevilkåra.'],
    ['phone', { phone: '123' }, 'Ugyldig telefonnummer. Husk å inkludere landskode.'],
    ['email', { email: 'ikkje-e-post' }, 'Ugyldig e-postadresse.'],
    ['firstname', { firstname: ' ' }, 'Fornamn må fyllast ut.'],
    ['driversLicenceFile', { driversLicence: 'upload' }, 'Last opp førarkortet.'],
    ['driversLicenceFile', { driversLicence: 'upload', driversLicenceFile: 'data:text/plain;base64,aGVpCg==' }, expect.stringContaining('Ukjend filtype')],
    ['countryCode', { countryCode: 'XYZ' }, 'Ukjend land.'],
    ['businessNumber', { customerType: 'business', businessName: 'Firma AS', businessNumber: '12' }, 'Organisasjonsnummeret må vere 9 siffer.'],
    ['businessName', { customerType: 'business', businessNumber: '123456789' }, 'Firmanamn må fyllast ut.'],
  ])('refuses a bad %s with its Norwegian message and writes nothing', async (field, patch, message) => {
    const { locationGid, optionGid } = await carClass(server.db, 1);
    const count = await server.db.booking.count();
    const r = await server.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(), patch) });
    expect(r.data.createBooking.__typename).toBe('ValidationError');
    expect(r.data.createBooking.fields).toContainEqual({ field, message });
    expect(await server.db.booking.count()).toBe(count);
  });

  it('stores an uploaded licence (checked by its bytes) as a private upload', async () => {
    const { locationGid, optionGid } = await carClass(server.db, 1);
    const png = 'data:image/png;base64,' + Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64');
    const r = await server.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(), { driversLicence: 'upload', driversLicenceFile: png }) });
    const id = r.data.createBooking.booking.databaseId;
    const doc = await server.db.bookingDocument.findFirstOrThrow({ where: { bookingId: id }, include: { upload: true } });
    expect(doc.upload).toMatchObject({ mime: 'image/png', public: false, type: 'licence' });
    const res = await server.app.request(`http://shop.test/uploads/${doc.uploadId}`);
    expect(res.status).toBe(404);
  });

  it('links a logged-in business customer to their company', async () => {
    const { locationGid, optionGid } = await carClass(server.db, 1);
    const client = server.client();
    await client.login('kunde@example.no', 'demo1234');
    const r = await client.gql(CREATE, { input: order(locationGid, optionGid, futureWeek(), { customerType: 'business', businessName: 'Nytt Firma AS', businessNumber: '987 654 321' }) });
    const b = await server.db.booking.findUniqueOrThrow({ where: { id: r.data.createBooking.booking.databaseId }, include: { customerCompany: true, customerUser: true } });
    expect(b.customerUser?.email).toBe('kunde@example.no');
    expect(b.customerCompany).toMatchObject({ name: 'Nytt Firma AS', orgnr: '987654321' });
    expect(b.orderType).toBe('business');
    expect(b.totalPrice.toString()).toBe('800');
  });

  it('returns the first booking for a retried request with the same Idempotency-Key', async () => {
    const { locationGid, optionGid } = await carClass(server.db, 3);
    const client = server.client();
    const headers = { 'idempotency-key': 'test-key-0123456789' };
    const a = await client.gql(CREATE, { input: order(locationGid, optionGid) }, headers);
    const count = await server.db.booking.count();
    const b = await client.gql(CREATE, { input: order(locationGid, optionGid) }, headers);
    expect(b.data.createBooking.booking.databaseId).toBe(a.data.createBooking.booking.databaseId);
    expect(await server.db.booking.count()).toBe(count);
    const bad = await client.gql(CREATE, { input: order(locationGid, optionGid) }, { 'idempotency-key': 'kort' });
    expect(bad.data.createBooking.fields[0].field).toBe('Idempotency-Key');
  });
});

describe('no double booking', () => {
  it('confirms exactly as many of 200 simultaneous orders as there are vehicles; the rest are told it is gone', async () => {
    const vehicles = 3;
    const { locationGid, optionGid, option } = await carClass(server.db, vehicles);
    const period = futureWeek(5);
    const attempts = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const res = await server.app.request('http://shop.test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: CREATE, variables: { input: order(locationGid, optionGid, period, { email: `kjopar${i}@example.no` }) } }),
        });
        return { status: res.status, body: await res.json() };
      }),
    );
    expect(attempts.every((a) => a.status === 200)).toBe(true);
    const kinds = attempts.map((a) => a.body.data?.createBooking?.__typename ?? JSON.stringify(a.body.errors));
    expect(kinds.filter((k) => k === 'CreateBookingPayload')).toHaveLength(vehicles);
    expect(kinds.filter((k) => k === 'NotAvailableError')).toHaveLength(200 - vehicles);
    const stored = await server.db.bookingLine.count({ where: { rentalOptionId: option.id, active: true, lineType: 'rental' } });
    expect(stored).toBe(vehicles);
  }, 120_000);
});

describe('vehicle classes based elsewhere', () => {
  it('say where they are brought from', async () => {
    const { option } = await carClass(server.db, 1, { fromOtherLocation: true });
    const flesland = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
    const r = await server.client().gql(
      `query($input: RentalSearchInput!) { rentalSearch(input: $input) { ... on RentalSearch { offers(group: vehicles) { databaseId transported homeLocation { name } } } } }`,
      { input: { pickupLocationId: gid('Location', flesland.id), ...futureWeek() } },
    );
    const offer = r.data.rentalSearch.offers.find((o: { databaseId: number }) => o.databaseId === option.id);
    expect(offer).toEqual({ databaseId: option.id, transported: true, homeLocation: { name: 'Bergen sentrum' } });
  });

  it('keep a home that is not public to themselves: the visitor is offered the class, told it is brought, and no error', async () => {
    const { option, products } = await carClass(server.db, 1, { fromOtherLocation: true });
    const sentrum = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
    const depot = await server.db.location.create({
      data: { slug: `depot-${option.id}`, name: 'Depot Kokstad', address1: 'Kokstadvegen 1', zip: '5257', city: 'Kokstad', region: 'Bergen', status: 'private', companyId: sentrum.companyId, siteId: sentrum.siteId },
    });
    await server.db.rentalOption.update({ where: { id: option.id }, data: { locationId: depot.id } });
    await server.db.product.updateMany({ where: { id: { in: products.map((p) => p.id) } }, data: { locationId: depot.id } });
    const flesland = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
    const r = await server.client().gql(
      `query($input: RentalSearchInput!) { rentalSearch(input: $input) { ... on RentalSearch { offers(group: vehicles) { databaseId transported homeLocation { name } } } } }`,
      { input: { pickupLocationId: gid('Location', flesland.id), ...futureWeek() } },
    );
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const offer = r.data.rentalSearch.offers.find((o: { databaseId: number }) => o.databaseId === option.id);
    expect(offer).toEqual({ databaseId: option.id, transported: true, homeLocation: null });
    // Staff of the place see where it comes from.
    const staff = server.client();
    await staff.login('admin@fjordbil.no', 'demo1234');
    const seen = await staff.gql(
      `query($input: RentalSearchInput!) { rentalSearch(input: $input) { ... on RentalSearch { offers(group: vehicles) { databaseId homeLocation { name } } } } }`,
      { input: { pickupLocationId: gid('Location', flesland.id), ...futureWeek() } },
    );
    expect(seen.data.rentalSearch.offers.find((o: { databaseId: number }) => o.databaseId === option.id)).toEqual({ databaseId: option.id, homeLocation: { name: 'Depot Kokstad' } });
  });
});

describe('the young-driver option', () => {
  const q = `query($input: RentalSearchInput!) { rentalSearch(input: $input) { ... on RentalSearch { offers(group: accessories) { slug automatic } } } }`;
  it('is offered only to drivers under 25, flagged as added by the cart', async () => {
    const { locationGid } = await carClass(server.db, 1);
    const over = await server.client().gql(q, { input: { pickupLocationId: locationGid, ...futureWeek(), above25: true } });
    expect(over.data.rentalSearch.offers.map((o: { slug: string }) => o.slug)).not.toContain('ung-sjafor');
    expect(over.data.rentalSearch.offers.every((o: { automatic: boolean }) => !o.automatic)).toBe(true);
    const under = await server.client().gql(q, { input: { pickupLocationId: locationGid, ...futureWeek(), above25: false } });
    expect(under.data.rentalSearch.offers.filter((o: { automatic: boolean }) => o.automatic)).toEqual([{ slug: 'ung-sjafor', automatic: true }]);
  });
});
