/**
 * Rental products through the one write path (GraphQL): create, update and delete with validation of every field,
 * the category reactions of spec 3 section 4, the lost-update conflict, InUseError naming coming bookings, history
 * with tags in the change set, the vehicles of a class (one class per vehicle, guaranteed by the database), the
 * price preview equal to the shop's price, and a booking that keeps its price when the prices change.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { applyCategoryChange, previewDropoff, previewPickup, rentalOptionFormDefaults, rentalOptionFormSchema, rentalOptionFormSchemaFor } from '../../server/domain/rentalOption.ts';
import type { TestClient, TestServer } from '../support/server.ts';
import { createTestServer } from '../support/server.ts';
import { counts, createRo, deleteRo, ok, refs, setProducts, updateRo, validAccessory, validCarClass, type Result } from '../support/rentalOptions.ts';
import { carClass, CREATE as CREATE_BOOKING, FUTURE_TUESDAY, futureWeek, order, SEARCH } from '../support/shop.ts';

let server: TestServer;
let admin: TestClient;
let r: Awaited<ReturnType<typeof refs>>;
const NETWORK = encodeGlobalID('Account', 'systemeier');

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  r = await refs(server.db);
});

const fieldsOf = (res: Result) => (res.__typename === 'ValidationError' ? res.fields.map((f) => f.field) : []);

describe('the category reactions (spec 3 section 4), as the pure function the form calls', () => {
  const values = { acriss: 'EDMV', companyId: 'c', locationId: 'l', canBeRequestedFromOtherLocation: true, maxAmount: 3, vatFactor: '0.25', isDigital: true };
  it('a non-car category without transport clears ACRISS, owner and location, "from other location" and sets max 1', () => {
    const next = applyCategoryChange(values, { isCar: false, requireTransportationBetweenLocations: false });
    expect(next).toEqual({ acriss: '', companyId: '', locationId: '', canBeRequestedFromOtherLocation: false, maxAmount: 1, vatFactor: '0.25', isDigital: true });
  });
  it('a car category sets VAT 0.2, keeps the rest and turns "digital only" off', () => {
    const next = applyCategoryChange(values, { isCar: true, requireTransportationBetweenLocations: true });
    expect(next).toEqual({ ...values, vatFactor: '0.2', isDigital: false });
  });
  it('a trailer (transport, not a car) clears ACRISS only and turns digital off', () => {
    const next = applyCategoryChange(values, { isCar: false, requireTransportationBetweenLocations: true });
    expect(next).toEqual({ ...values, acriss: '', isDigital: false });
  });
  it('the defaults are a valid start once title, image and category are filled', () => {
    const parsed = rentalOptionFormSchema.safeParse({ ...rentalOptionFormDefaults, title: 'X', image: 'fa-car', categoryId: 'abc' });
    expect(parsed.success).toBe(true);
    const car = rentalOptionFormSchemaFor({ isCar: true, requireTransportationBetweenLocations: true }).safeParse({ ...rentalOptionFormDefaults, title: 'X', image: 'fa-car', categoryId: 'abc' });
    expect(car.success).toBe(false);
    expect(car.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['acriss', 'companyId', 'locationId']);
  });
});

describe('create', () => {
  it('creates a car class with prices, tags in order, a unique slug, history and an edge for the list', async () => {
    const res = await createRo(admin, { accountId: NETWORK, ...validCarClass(r, 'Kompakt test') });
    expect(res.__typename).toBe('CreateRentalOptionSuccess');
    const ro = ok(res);
    expect(ro).toMatchObject({ title: 'Kompakt test', slug: 'kompakt-test', acriss: 'EDMV', pricePrivateDay: '590.00', pricePrivateWeek: '3290.50', priceBusinessDay: '472.00', vatFactor: '0.2', maxAmount: 1 });
    expect(ro.company?.name).toBe('Fjordbil Bergen AS');
    expect(ro.tags.map((t) => [t.position, t.tag.slug, t.value, t.highlight])).toEqual([[0, 'seats', '5', false], [1, 'transmission', 'manual', true]]);
    expect(ro.viewerMayChange).toBe(true);
    expect((res as { edge: { node: { id: string } } }).edge.node.id).toBe(ro.id);
    const again = ok(await createRo(admin, { accountId: NETWORK, ...validCarClass(r, 'Kompakt test') }));
    expect(again.slug).toBe('kompakt-test-2');
    const history = await server.db.historyEntry.findMany({ where: { entityType: 'rentaloption', entityId: ro.databaseId } });
    expect(history).toHaveLength(1);
    expect((history[0]!.changes as Record<string, unknown>).tags).toEqual([null, ['Seter: 5 seter', 'Girkasse: Manuell (framheva)']]);
  });

  it('every validation limit is refused, naming the field, and nothing is written', async () => {
    const before = await counts(server.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(101) }, 'title'],
      [{ image: null }, 'image'],
      [{ image: 'car.png' }, 'image'],
      [{ status: undefined, acriss: 'ED' }, 'acriss'],
      [{ acriss: 'QQQQ' }, 'acriss'],
      [{ acriss: null }, 'acriss'],
      [{ maxAmount: 0 }, 'maxAmount'],
      [{ vatFactor: '1.5' }, 'vatFactor'],
      [{ vatFactor: '-0.1' }, 'vatFactor'],
      [{ pricePrivateDay: '-1' }, 'pricePrivateDay'],
      [{ pricePrivateDay: '10.123' }, 'pricePrivateDay'],
      [{ priceBusinessWeek: 'abc' }, 'priceBusinessWeek'],
      [{ pricePrivateDamageDeductible: '99999999999' }, 'pricePrivateDamageDeductible'],
      [{ mileagePrivateDay: -5 }, 'mileagePrivateDay'],
      [{ companyId: null }, 'companyId'],
      [{ locationId: null }, 'locationId'],
      [{ locationId: r.alesund }, 'locationId'],
      [{ isDigital: true }, 'isDigital'],
      [{ tags: [{ tagId: r.tag('seats'), value: '' }] }, 'tags.0.value'],
      [{ tags: [{ tagId: r.tag('seats'), value: 'fem' }] }, 'tags.0.value'],
      [{ tags: [{ tagId: r.tag('seats'), value: '0' }] }, 'tags.0.value'],
      [{ tags: [{ tagId: r.tag('doors'), value: '00' }] }, 'tags.0.value'],
      [{ tags: [{ tagId: r.tag('seats'), value: '5' }, { tagId: r.tag('fuel'), value: 'kol' }] }, 'tags.1.value'],
      [{ tags: [{ tagId: r.tag('transmission'), value: 'robot' }] }, 'tags.0.value'],
      [{ tags: [{ tagId: r.tag('range_included'), value: 'mykje' }] }, 'tags.0.value'],
      [{ tags: [{ tagId: r.tag('licence_requirement'), value: 'X' }] }, 'tags.0.value'],
      // Spec 3: the licence tag shows B or BE; a lorry class is the vehicle's (its licence class), not the tag's.
      [{ tags: [{ tagId: r.tag('licence_requirement'), value: 'C1' }] }, 'tags.0.value'],
      // Measured tags take a number or a span, no negative and no word: the shop adds the unit ("Rekkevidde -40 km").
      [{ tags: [{ tagId: r.tag('range'), value: '-40' }] }, 'tags.0.value'],
      [{ tags: [{ tagId: r.tag('range'), value: 'langt' }] }, 'tags.0.value'],
      [{ tags: [{ tagId: r.tag('hitch_capacity'), value: '-500' }] }, 'tags.0.value'],
      [{ tags: [{ tagId: r.tag('load_capacity'), value: 'mange <b>kg</b>' }] }, 'tags.0.value'],
      [{ tags: [{ tagId: r.tag('weight'), value: '-1' }] }, 'tags.0.value'],
      [{ tags: [{ tagId: r.tag('height'), value: '150 cm' }] }, 'tags.0.value'],
      [{ tags: [{ tagId: r.tag('seats'), value: '5' }, { tagId: r.tag('seats'), value: '7' }] }, 'tags.1.tagId'],
      [{ tags: Array.from({ length: 31 }, () => ({ tagId: r.tag('seats'), value: '5' })) }, 'tags'],
      [{ imageUploadId: encodeGlobalID('Upload', 999999) }, 'imageUploadId'],
      [{ categoryId: encodeGlobalID('ProductCategory', 999999) }, 'categoryId'],
      [{ categoryId: encodeGlobalID('Location', 1) }, 'categoryId'],
    ];
    for (const [patch, field] of cases) {
      const res = await createRo(admin, { accountId: NETWORK, ...validCarClass(r), ...patch });
      expect(res.__typename, JSON.stringify(patch)).toBe('ValidationError');
      expect(fieldsOf(res), JSON.stringify(patch)).toContain(field);
    }
    // An add-on (no transport) cannot have an owner, a location or "from other location", nor a car's ACRISS.
    for (const [patch, field] of [[{ companyId: r.bergen }, 'companyId'], [{ locationId: r.sentrum }, 'locationId'], [{ canBeRequestedFromOtherLocation: true }, 'canBeRequestedFromOtherLocation'], [{ acriss: 'EDMV' }, 'acriss']] as const) {
      const res = await createRo(admin, { accountId: NETWORK, ...validAccessory(r), ...patch });
      expect(fieldsOf(res), JSON.stringify(patch)).toContain(field);
    }
    expect(await counts(server.db)).toEqual(before);
  });

  it('an add-on belongs to the whole site, may be digital, and keeps a higher max per booking', async () => {
    const ro = ok(await createRo(admin, { accountId: NETWORK, ...validAccessory(r), isDigital: true, maxAmount: 4 }));
    expect(ro).toMatchObject({ company: null, location: null, isDigital: true, maxAmount: 4 });
  });
});

describe('update', () => {
  it('changes only the given fields, refuses a stale updatedAt, and a save without changes writes nothing', async () => {
    const ro = ok(await createRo(admin, { accountId: NETWORK, ...validCarClass(r) }));
    // The rulings' aliases are stored in their own form (automatic → auto).
    const changed = ok(await updateRo(admin, { id: ro.id, updatedAt: ro.updatedAt, pricePrivateDay: '600', tags: [{ tagId: r.tag('transmission'), value: 'automatic' }] }));
    expect(changed.pricePrivateDay).toBe('600.00');
    expect(changed.pricePrivateWeek).toBe('3290.50');
    expect(changed.tags.map((t) => t.value)).toEqual(['auto']);
    const stale = await updateRo(admin, { id: ro.id, updatedAt: ro.updatedAt, title: 'Anna' });
    expect(stale.__typename).toBe('ConflictError');
    const history = await server.db.historyEntry.count({ where: { entityType: 'rentaloption', entityId: ro.databaseId } });
    const same = ok(await updateRo(admin, { id: ro.id, updatedAt: changed.updatedAt, pricePrivateDay: '600.00' }));
    expect(same.updatedAt).toBe(changed.updatedAt);
    expect(await server.db.historyEntry.count({ where: { entityType: 'rentaloption', entityId: ro.databaseId } })).toBe(history);
    const last = await server.db.historyEntry.findFirst({ where: { entityType: 'rentaloption', entityId: ro.databaseId }, orderBy: { id: 'desc' } });
    expect(last!.changes).toMatchObject({ pricePrivateDay: ['590', '600'], tags: [['Seter: 5 seter', 'Girkasse: Manuell (framheva)'], ['Girkasse: Automat']] });
  });

  it('a category change applies the reactions server side: a car class that becomes an accessory loses ACRISS, owner, location and vehicles', async () => {
    const { option } = await carClass(server.db, 2);
    const id = encodeGlobalID('RentalOption', option.id);
    await server.db.rentalOption.update({ where: { id: option.id }, data: { acriss: 'EDMV', image: 'fa-car', maxAmount: 2, vatFactor: '0.15' } });
    const fresh = await server.db.rentalOption.findUniqueOrThrow({ where: { id: option.id } });
    const res = ok(await updateRo(admin, { id, updatedAt: fresh.updatedAt.toISOString(), categoryId: r.accessory }));
    expect(res).toMatchObject({ acriss: null, company: null, location: null, canBeRequestedFromOtherLocation: false, maxAmount: 1, productCount: 0 });
    // Back to a car category: VAT 0.2, and ACRISS, owner and location are required again.
    const back = await updateRo(admin, { id, updatedAt: res.updatedAt, categoryId: r.car });
    expect(fieldsOf(back).sort()).toEqual(['acriss', 'companyId', 'locationId']);
    const car = ok(await updateRo(admin, { id, updatedAt: res.updatedAt, categoryId: r.car, acriss: 'CDMR', companyId: r.bergen, locationId: r.sentrum, isDigital: false }));
    expect(car).toMatchObject({ vatFactor: '0.2', acriss: 'CDMR' });
    // A value the input gives itself must fit the new category.
    const bad = await updateRo(admin, { id, updatedAt: car.updatedAt, categoryId: r.trailer, acriss: 'CDMR' });
    expect(fieldsOf(bad)).toEqual(['acriss']);
  });

  it('an uploaded image replaces the icon, and an icon replaces the upload', async () => {
    const upload = await server.db.upload.findFirstOrThrow({ where: { public: true, mime: { startsWith: 'image/' }, bookingDocs: { none: {} } } });
    const ro = ok(await createRo(admin, { accountId: NETWORK, ...validAccessory(r) }));
    const withUpload = ok(await updateRo(admin, { id: ro.id, updatedAt: ro.updatedAt, imageUploadId: encodeGlobalID('Upload', upload.id) }));
    expect(withUpload).toMatchObject({ image: null, imageUpload: { databaseId: upload.id } });
    const icon = ok(await updateRo(admin, { id: ro.id, updatedAt: withUpload.updatedAt, image: 'fa-star' }));
    expect(icon).toMatchObject({ image: 'fa-star', imageUpload: null });
  });
});

describe('moving a vehicle class to another company', () => {
  it('is refused while another company\'s active booking holds it (booked, or on one of its cars), naming the bookings; allowed once they are done', async () => {
    const cls = await carClass(server.db, 1, { title: 'Klasse som skal flytte' });
    const other = await carClass(server.db, 1, { title: 'Klasse med oppgradering' });
    await server.db.rentalOption.update({ where: { id: cls.option.id }, data: { image: 'fa-car', acriss: 'CDMR' } });
    const booked = await server.client().gql(CREATE_BOOKING, { input: order(cls.locationGid, cls.optionGid, futureWeek(50)) });
    const bookedId = booked.data.createBooking.booking.databaseId as number;
    const upgraded = await server.client().gql(CREATE_BOOKING, { input: order(other.locationGid, other.optionGid, futureWeek(51)) });
    const upgradedId = upgraded.data.createBooking.booking.databaseId as number;
    // The second booking carries the moving class's car (an upgrade): it holds that class too.
    await server.db.bookingLine.updateMany({ where: { bookingId: upgradedId, lineType: 'rental' }, data: { productId: cls.products[0]!.id } });
    const pad = (id: number) => String(id).padStart(4, '0');
    const move = async () => {
      const row = await server.db.rentalOption.findUniqueOrThrow({ where: { id: cls.option.id } });
      return updateRo(admin, { id: cls.optionGid, updatedAt: row.updatedAt.toISOString(), companyId: r.sunnmore, locationId: r.alesund });
    };
    const refused = await move();
    expect(refused.__typename).toBe('ValidationError');
    expect(fieldsOf(refused)).toEqual(['companyId']);
    const message = refused.__typename === 'ValidationError' ? refused.fields[0]!.message : '';
    expect(message).toContain(pad(bookedId));
    expect(message).toContain(pad(upgradedId));
    expect(await server.db.rentalOption.findUniqueOrThrow({ where: { id: cls.option.id } })).toMatchObject({ companyId: cls.option.companyId, locationId: cls.option.locationId });

    // Once the bookings are finished (cancelled here), the class moves.
    await server.db.booking.updateMany({ where: { id: { in: [bookedId, upgradedId] } }, data: { status: 'cancelled' } });
    expect((await move()).__typename).toBe('UpdateRentalOptionSuccess');
    const alesund = await server.db.location.findFirstOrThrow({ where: { slug: 'alesund' } });
    expect(await server.db.rentalOption.findUniqueOrThrow({ where: { id: cls.option.id } })).toMatchObject({ companyId: alesund.companyId, locationId: alesund.id });
  });
});

describe('a vehicle carrying another company\'s booking', () => {
  it('does not join a company\'s class, naming the booking; a class of the site takes it', async () => {
    const target = await carClass(server.db, 1, { title: 'Bergens klasse' });
    const source = await carClass(server.db, 1, { title: 'Klasse med framand booking' });
    const b = await server.client().gql(CREATE_BOOKING, { input: order(source.locationGid, source.optionGid, futureWeek(52)) });
    const bookingId = b.data.createBooking.booking.databaseId as number;
    // The booking belongs to another company (a one-way rental from Sunnmøre, say) and carries the car.
    const sunnmore = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
    await server.db.booking.update({ where: { id: bookingId }, data: { companyId: sunnmore.id } });
    await server.db.bookingLine.updateMany({ where: { bookingId, lineType: 'rental' }, data: { productId: source.products[0]!.id } });
    const row = await server.db.rentalOption.findUniqueOrThrow({ where: { id: target.option.id } });
    const wanted = [...target.products, source.products[0]!].map((p) => encodeGlobalID('Product', p.id));
    const refused = await setProducts(admin, { id: target.optionGid, updatedAt: row.updatedAt.toISOString(), productIds: wanted, move: true });
    expect(refused.__typename).toBe('ValidationError');
    expect(refused.__typename === 'ValidationError' && refused.fields).toEqual([{ field: 'productIds', message: expect.stringContaining(String(bookingId).padStart(4, '0')) }]);
    expect((await server.db.rentalOptionProduct.findMany({ where: { rentalOptionId: target.option.id } })).map((p) => p.productId)).toEqual([target.products[0]!.id]);
    // A class of the site (no company) may hold any company's booking.
    await server.db.rentalOption.update({ where: { id: target.option.id }, data: { companyId: null, locationId: null } });
    const fresh = await server.db.rentalOption.findUniqueOrThrow({ where: { id: target.option.id } });
    expect((await setProducts(admin, { id: target.optionGid, updatedAt: fresh.updatedAt.toISOString(), productIds: wanted, move: true })).__typename).not.toBe('ValidationError');
  });
});

describe('the vehicles of a vehicle class', () => {
  it('a class with vehicles beyond the viewer\'s scope: those come as null (no error), and saving the class keeps them', async () => {
    // A Bergen class with two Bergen vehicles and one of another company of the same site.
    const cls = await carClass(server.db, 2, { title: 'Klasse med bil utanfor' });
    const elsewhere = await server.db.location.findFirstOrThrow({ where: { siteId: cls.location.siteId, companyId: { not: cls.location.companyId } } });
    const foreign = await server.db.product.create({
      data: { name: 'Bil utanfor Bergen', categoryId: cls.products[0]!.categoryId, siteId: elsewhere.siteId, companyId: elsewhere.companyId, locationId: elsewhere.id },
    });
    await server.db.rentalOptionProduct.create({ data: { rentalOptionId: cls.option.id, productId: foreign.id } });
    const bergen = server.client();
    await bergen.login('bergen@fjordbil.no', 'demo1234');
    const read = async (c: TestClient) => {
      const res = await c.gql<{ node: { products: { product: { databaseId: number } | null }[] } }>(
        `query($id: ID!) { node(id: $id) { ... on RentalOption { products { product { databaseId } } } } }`,
        { id: cls.optionGid },
      );
      expect(res.errors).toBeUndefined();
      return res.data!.node.products.map((p) => p.product?.databaseId ?? null);
    };
    // The company manager reads the class without an error: their two vehicles, and a null for the other.
    const seen = await read(bergen);
    expect(seen.filter((id) => id !== null).sort()).toEqual(cls.products.map((p) => p.id).sort());
    expect(seen.filter((id) => id === null)).toHaveLength(1);
    // The network admin sees all three.
    expect((await read(admin)).sort()).toEqual([...cls.products.map((p) => p.id), foreign.id].sort());

    // The manager drops one of their vehicles: the other company's vehicle stays in the class.
    const row = await server.db.rentalOption.findUniqueOrThrow({ where: { id: cls.option.id } });
    ok(await setProducts(bergen, { id: cls.optionGid, updatedAt: row.updatedAt.toISOString(), productIds: [encodeGlobalID('Product', cls.products[0]!.id)] }));
    const kept = await server.db.rentalOptionProduct.findMany({ where: { rentalOptionId: cls.option.id }, select: { productId: true } });
    expect(kept.map((k) => k.productId).sort()).toEqual([cls.products[0]!.id, foreign.id].sort());
  });

  it('a vehicle in another class is refused, naming it, unless moved; the shop counts exactly the class vehicles', async () => {
    const a = await carClass(server.db, 2, { title: 'Klasse A' });
    const b = await carClass(server.db, 1, { title: 'Klasse B' });
    const bOption = await server.db.rentalOption.findUniqueOrThrow({ where: { id: b.option.id } });
    const vehicle = encodeGlobalID('Product', a.products[0]!.id);
    const own = encodeGlobalID('Product', b.products[0]!.id);
    const before = await counts(server.db);
    const refused = await setProducts(admin, { id: b.optionGid, updatedAt: bOption.updatedAt.toISOString(), productIds: [own, vehicle] });
    expect(refused.__typename).toBe('ValidationError');
    expect((refused as { fields: { field: string; message: string }[] }).fields[0]).toMatchObject({ field: 'productIds.1' });
    expect((refused as { fields: { message: string }[] }).fields[0]!.message).toContain('«Klasse A»');
    expect(await counts(server.db)).toEqual(before);

    const search = async () => {
      const res = await admin.gql(SEARCH, { input: { pickupLocationId: a.locationGid, ...futureWeek(5) }, cart: {} });
      const offers = res.data.rentalSearch.vehicles as { databaseId: number; availableCount: number }[];
      return (id: number) => offers.find((o) => o.databaseId === id)?.availableCount;
    };
    expect((await search())(b.option.id)).toBe(1);
    const moved = ok(await setProducts(admin, { id: b.optionGid, updatedAt: bOption.updatedAt.toISOString(), productIds: [own, vehicle], move: true }));
    expect(moved.productCount).toBe(2);
    const avail = await search();
    expect(avail(b.option.id)).toBe(2);
    expect(avail(a.option.id)).toBe(1);
    const aHistory = await server.db.historyEntry.findFirst({ where: { entityType: 'rentaloption', entityId: a.option.id }, orderBy: { id: 'desc' } });
    expect(aHistory!.comment).toContain('Klasse B');
    // The moved vehicle's own history says where it went; the one already in the class gets no entry.
    const vehicleHistory = (id: number) => server.db.historyEntry.findMany({ where: { entityType: 'product', entityId: id }, orderBy: { id: 'asc' } });
    expect(await vehicleHistory(b.products[0]!.id)).toEqual([]);
    expect(await vehicleHistory(a.products[0]!.id)).toMatchObject([
      { comment: 'Flytta frå leigeproduktet «Klasse A» til «Klasse B»', changes: { rentalOption: ['Klasse A', 'Klasse B'] }, status: 'rentable' },
    ]);
    // Removing a vehicle: the shop counts one less at once, and the vehicle's history says it left.
    const less = ok(await setProducts(admin, { id: b.optionGid, updatedAt: moved.updatedAt, productIds: [own] }));
    expect(less.productCount).toBe(1);
    expect((await search())(b.option.id)).toBe(1);
    expect((await vehicleHistory(a.products[0]!.id)).at(-1)).toMatchObject({ comment: 'Teke ut av leigeproduktet «Klasse B»', changes: { rentalOption: ['Klasse B', null] } });
    // Put back in: a vehicle in no class is added.
    const back = ok(await setProducts(admin, { id: a.optionGid, updatedAt: (await server.db.rentalOption.findUniqueOrThrow({ where: { id: a.option.id } })).updatedAt.toISOString(), productIds: [encodeGlobalID('Product', a.products[0]!.id), encodeGlobalID('Product', a.products[1]!.id)] }));
    expect(back.productCount).toBe(2);
    expect((await vehicleHistory(a.products[0]!.id)).at(-1)).toMatchObject({ comment: 'Lagt til i leigeproduktet «Klasse A»', changes: { rentalOption: [null, 'Klasse A'] } });
    expect(await vehicleHistory(a.products[1]!.id)).toEqual([]);
  });

  it('deleting a vehicle class, or making it an add-on, tells each of its vehicles in their own history', async () => {
    const gone = await carClass(server.db, 2, { title: 'Klasse som går' });
    expect((await deleteRo(admin, gone.optionGid)).__typename).toBe('DeleteRentalOptionSuccess');
    for (const p of gone.products) {
      const h = await server.db.historyEntry.findMany({ where: { entityType: 'product', entityId: p.id } });
      expect(h).toMatchObject([{ comment: 'Teke ut av leigeproduktet «Klasse som går»: leigeproduktet er sletta', changes: { rentalOption: ['Klasse som går', null] } }]);
    }
    const dropped = await carClass(server.db, 1, { title: 'Klasse som blir tilbehøyr' });
    const row = await server.db.rentalOption.findUniqueOrThrow({ where: { id: dropped.option.id } });
    ok(await updateRo(admin, { id: dropped.optionGid, updatedAt: row.updatedAt.toISOString(), categoryId: r.accessory, image: 'fa-box' }));
    expect(await server.db.rentalOptionProduct.count({ where: { rentalOptionId: dropped.option.id } })).toBe(0);
    expect(await server.db.historyEntry.findMany({ where: { entityType: 'product', entityId: dropped.products[0]!.id } })).toMatchObject([
      { comment: 'Teke ut av leigeproduktet «Klasse som blir tilbehøyr»: det er ikkje lenger ein bilklasse' },
    ]);
  });

  it('the database refuses a vehicle in two vehicle classes, even by plain SQL and concurrent writes', async () => {
    const a = await carClass(server.db, 1);
    const b = await carClass(server.db, 0);
    await expect(server.db.$executeRawUnsafe(`INSERT INTO rental_option_product (rental_option_id, product_id, vehicle_class) VALUES ($1, $2, false)`, b.option.id, a.products[0]!.id)).rejects.toThrow(/rental_option_product_one_vehicle_class|unique/i);
    // An add-on may list it (it counts no vehicles) ...
    const addOn = ok(await createRo(admin, { accountId: NETWORK, ...validAccessory(r) }));
    await server.db.$executeRawUnsafe(`INSERT INTO rental_option_product (rental_option_id, product_id) VALUES ($1, $2)`, addOn.databaseId, a.products[0]!.id);
    // ... but cannot then become a vehicle class while the vehicle counts elsewhere.
    await expect(server.db.$executeRawUnsafe(`UPDATE rental_option SET category_id = (SELECT category_id FROM rental_option WHERE id = $1) WHERE id = $2`, a.option.id, addOn.databaseId)).rejects.toThrow(/unique|one_vehicle_class/i);
    const asClass = await updateRo(admin, { id: addOn.id, updatedAt: addOn.updatedAt, categoryId: r.trailer, companyId: r.bergen, locationId: r.sentrum });
    expect(asClass.__typename).toBe('ValidationError');
    expect(fieldsOf(asClass)).toEqual(['categoryId']);
    // Two classes claiming one free vehicle at the same moment: exactly one wins.
    const free = await server.db.product.create({ data: { name: 'Delt bil', categoryId: a.products[0]!.categoryId, siteId: a.location.siteId, companyId: a.location.companyId, locationId: a.location.id } });
    const c = await carClass(server.db, 0);
    const [ra, rc] = await Promise.all(
      [b, c].map(async (x) => {
        const row = await server.db.rentalOption.findUniqueOrThrow({ where: { id: x.option.id } });
        return setProducts(admin, { id: x.optionGid, updatedAt: row.updatedAt.toISOString(), productIds: [encodeGlobalID('Product', free.id)] });
      }),
    );
    expect([ra.__typename, rc.__typename].sort()).toEqual(['SetRentalOptionProductsSuccess', 'ValidationError']);
    const rows = await server.db.rentalOptionProduct.findMany({ where: { productId: free.id, vehicleClass: true } });
    expect(rows).toHaveLength(1);
  });

  it('the seed holds every vehicle in at most one vehicle class', async () => {
    const rows = await server.db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM (SELECT rop.product_id FROM rental_option_product rop JOIN rental_option ro ON ro.id = rop.rental_option_id
       JOIN product_category pc ON pc.id = ro.category_id WHERE pc.require_transportation_between_locations GROUP BY rop.product_id HAVING count(*) > 1) x`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});

describe('delete', () => {
  it('is refused with the coming bookings named; a booking keeps its price when the prices change; history stays after a delete', async () => {
    const cls = await carClass(server.db, 1);
    const customer = server.client();
    const booked = await customer.gql(CREATE_BOOKING, { input: order(cls.locationGid, cls.optionGid, futureWeek(3)) });
    expect(booked.data.createBooking.__typename).toBe('CreateBookingPayload');
    const number = booked.data.createBooking.bookingNumber as string;
    const bookingId = booked.data.createBooking.booking.databaseId as number;
    const linesBefore = await server.db.bookingLine.findMany({ where: { bookingId }, orderBy: { position: 'asc' } });
    const totalBefore = (await server.db.booking.findUniqueOrThrow({ where: { id: bookingId } })).totalPrice.toString();

    const row = await server.db.rentalOption.findUniqueOrThrow({ where: { id: cls.option.id } });
    ok(await updateRo(admin, { id: cls.optionGid, updatedAt: row.updatedAt.toISOString(), image: 'fa-car', acriss: 'EDMV', pricePrivateDay: '9999', pricePrivateWeek: '1', priceBusinessDay: '5' }));
    const linesAfter = await server.db.bookingLine.findMany({ where: { bookingId }, orderBy: { position: 'asc' } });
    expect(linesAfter.map((l) => [l.totalPrice.toString(), l.pricePerDay.toString()])).toEqual(linesBefore.map((l) => [l.totalPrice.toString(), l.pricePerDay.toString()]));
    expect((await server.db.booking.findUniqueOrThrow({ where: { id: bookingId } })).totalPrice.toString()).toBe(totalBefore);
    // ... while the shop prices new rentals with the new prices at once (a week at 1 kr covers two days).
    const fresh = await admin.gql(SEARCH, { input: { pickupLocationId: cls.locationGid, ...futureWeek(6) }, cart: {} });
    expect((fresh.data.rentalSearch.vehicles as { databaseId: number; totalPrice: string }[]).find((o) => o.databaseId === cls.option.id)!.totalPrice).toBe('1.00');
    expect(totalBefore).not.toBe('1');

    const before = await counts(server.db);
    const refused = await deleteRo(admin, cls.optionGid);
    expect(refused.__typename).toBe('InUseError');
    expect((refused as { bookingNumbers: string[] }).bookingNumbers).toEqual([number]);
    expect((refused as { message: string }).message).toContain(number);
    expect(await counts(server.db)).toEqual(before);

    const spare = ok(await createRo(admin, { accountId: NETWORK, ...validAccessory(r, 'Skal bort') }));
    const gone = await deleteRo(admin, spare.id);
    expect(gone).toEqual({ __typename: 'DeleteRentalOptionSuccess', deletedId: spare.id });
    expect(await server.db.rentalOption.count({ where: { id: spare.databaseId } })).toBe(0);
    const history = await server.db.historyEntry.findMany({ where: { entityType: 'rentaloption', entityId: spare.databaseId }, orderBy: { id: 'asc' } });
    expect(history.map((h) => h.status)).toEqual(['draft', 'deleted']);
  });
});

describe('price preview', () => {
  const PREVIEW = `query($input: PricePreviewInput!) { rentalOptionPricePreview(input: $input) { days customerKind total perDay vatIncluded lines { label amount unit count unitPrice } } }`;
  const prices = {
    pricePrivateHour: '150', pricePrivateDay: '590', pricePrivateWeek: '3290,50', pricePrivateMonth: '9990', pricePrivateOnetime: '100', pricePrivateTotalMaximum: '9000',
    priceBusinessDay: '472', priceBusinessWeek: '2632.40',
  };

  it('from unsaved fields: 1, 3, 7 and 30 days, private and business, with the breakdown', async () => {
    const res = await admin.gql(PREVIEW, { input: { ...prices, pickupAt: previewPickup(new Date(FUTURE_TUESDAY)).toISOString() } });
    const rows = res.data.rentalOptionPricePreview as { days: number; customerKind: string; total: string; lines: { label: string; amount: string }[] }[];
    expect(rows.map((x) => `${x.days}/${x.customerKind}`)).toEqual(['1/private', '1/business', '3/private', '3/business', '7/private', '7/business', '30/private', '30/business']);
    expect(rows[0]).toMatchObject({ total: '690.00', lines: [{ label: '1 døgn à 590,00\u00a0kr', amount: '590.00' }, { label: 'Eingongsgebyr', amount: '100.00' }] });
    // 30 days: the month price plus the one-time fee is above the total maximum, which moves it.
    expect(rows[6]!.total).toBe('9000.00');
    expect(rows[6]!.lines.map((l) => l.label)).toEqual(['1 månad à 9\u00a0990,00\u00a0kr', 'Eingongsgebyr', 'Makspris totalt 9\u00a0000,00\u00a0kr']);
    // Business: its own day and week; the empty business month falls back to the private price less VAT.
    expect(rows[1]!.total).toBe('552.00');
    expect(rows[7]!.total).toBe('7200.00');
    // Bad input is "not offered", never an error; and the preview is for staff only.
    const blank = await admin.gql(PREVIEW, { input: { pricePrivateDay: 'abc' } });
    expect(blank.data.rentalOptionPricePreview[0].total).toBe('0.00');
    const visitor = await server.client().gql(PREVIEW, { input: prices });
    expect(visitor.data?.rentalOptionPricePreview ?? null).toBeNull();
  });

  it('equals what the shop charges for the saved rental product, for every length and customer type', async () => {
    const cls = await carClass(server.db, 1, { title: 'Forhandsvis' });
    const row = await server.db.rentalOption.findUniqueOrThrow({ where: { id: cls.option.id } });
    ok(await updateRo(admin, { id: cls.optionGid, updatedAt: row.updatedAt.toISOString(), image: 'fa-car', acriss: 'EDMV', ...prices, priceBusinessMonth: '', priceBusinessHour: null }));
    const pickup = previewPickup(new Date(FUTURE_TUESDAY + 14 * 86400_000));
    const preview = (await admin.gql(PREVIEW, { input: { ...prices, pickupAt: pickup.toISOString() } })).data.rentalOptionPricePreview as { days: number; customerKind: string; total: string; lines: { amount: string }[] }[];
    for (const p of preview) {
      const res = await admin.gql(SEARCH, {
        input: { pickupLocationId: cls.locationGid, pickupAt: pickup.toISOString(), dropoffAt: previewDropoff(pickup, p.days).toISOString(), customerType: p.customerKind },
        cart: {},
      });
      expect(res.data?.rentalSearch?.__typename, JSON.stringify(res)).toBe('RentalSearch');
      const offer = (res.data.rentalSearch.vehicles as { databaseId: number; totalPrice: string; breakdown: { amount: string }[] }[]).find((o) => o.databaseId === cls.option.id)!;
      expect(offer.totalPrice, `${p.days} ${p.customerKind}`).toBe(p.total);
      expect(offer.breakdown.map((l) => l.amount)).toEqual(p.lines.map((l) => l.amount));
    }
  });
});
