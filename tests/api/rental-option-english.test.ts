/**
 * A rental product's English title and description (staff write them in the admin; customers read them under /en):
 * the shop's offers, the cart, a customer's own booking and the order confirmation follow the reader's language, and
 * fall back to the Norwegian text where staff wrote none. Staff set them through the one write path (history with
 * before/after, the field limits) over GraphQL and REST; Norwegian readers see nothing change.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { UPDATE_RO } from '../support/rentalOptions.ts';

let server: TestServer;
let admin: TestClient;
const EN = { 'accept-language': 'en' };
const NO = { 'accept-language': 'nb-NO, no;q=0.9' };

const OFFERS = `query($input: RentalSearchInput!, $cart: CartInput!) { rentalSearch(input: $input) { __typename ... on RentalSearch {
  offers(group: vehicles) { databaseId title description rentalOption { title description } }
  cart(input: $cart) { lines { slug title } } } } }`;

beforeAll(async () => {
  server = await createTestServer({}, { worker: true });
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
});

/** A public car class at Bergen sentrum with one car, complete as the form requires (an icon for its image). */
async function vehicleClass(title?: string) {
  const klass = await carClass(server.db, 1, title ? { title } : {});
  await server.db.rentalOption.update({ where: { id: klass.option.id }, data: { image: 'fa-car', acriss: 'EDMV' } });
  return klass;
}

async function english(optionGid: string, fields: Record<string, unknown>) {
  const stamp = (await server.db.rentalOption.findUniqueOrThrow({ where: { id: Number(Buffer.from(optionGid, 'base64').toString().split(':')[1]) } })).updatedAt;
  const r = await admin.gql(UPDATE_RO, { input: { id: optionGid, updatedAt: stamp.toISOString(), ...fields } });
  expect(r.errors).toBeUndefined();
  return r.data.updateRentalOption;
}

describe('English texts of a rental product', () => {
  it('show under /en in the offers, the cart and the product, and the Norwegian ones everywhere else', async () => {
    const klass = await vehicleClass('Småbil automat');
    await server.db.rentalOption.update({ where: { id: klass.option.id }, data: { description: 'Liten bil med automatgir.' } });
    const saved = await english(klass.optionGid, { titleEn: 'Small car, automatic', descriptionEn: 'A small car with automatic gears.' });
    expect(saved.__typename).toBe('UpdateRentalOptionSuccess');
    const variables = { input: { pickupLocationId: klass.locationGid, ...futureWeek() }, cart: { rentalOptionId: klass.optionGid } };
    const offerOf = async (headers: Record<string, string>) => {
      const r = await server.client().gql(OFFERS, variables, headers);
      expect(r.errors).toBeUndefined();
      const search = r.data.rentalSearch;
      return { offer: search.offers.find((o: { databaseId: number }) => o.databaseId === klass.option.id), cart: search.cart.lines.find((l: { slug: string }) => l.slug === klass.option.slug) };
    };
    const en = await offerOf(EN);
    expect(en.offer).toMatchObject({ title: 'Small car, automatic', description: 'A small car with automatic gears.', rentalOption: { title: 'Small car, automatic', description: 'A small car with automatic gears.' } });
    expect(en.cart.title).toBe('Small car, automatic');
    const no = await offerOf(NO);
    expect(no.offer).toMatchObject({ title: 'Småbil automat', description: 'Liten bil med automatgir.', rentalOption: { title: 'Småbil automat' } });
    expect(no.cart.title).toBe('Småbil automat');

    // The history records the English texts with before and after.
    const history = await server.db.historyEntry.findMany({ where: { entityType: 'rentaloption', entityId: klass.option.id }, orderBy: { id: 'desc' }, take: 1 });
    expect(history[0]!.changes).toMatchObject({ titleEn: [null, 'Small car, automatic'], descriptionEn: [null, 'A small car with automatic gears.'] });
  });

  it('name and write its tags in English under /en (the tooltip of a tag on a card), and in Norwegian elsewhere', async () => {
    const klass = await vehicleClass();
    const tags = await server.db.productTag.findMany({ where: { slug: { in: ['seats', 'doors', 'weight'] } }, orderBy: { slug: 'asc' } });
    await server.db.rentalOptionTag.createMany({ data: tags.map((t, i) => ({ rentalOptionId: klass.option.id, tagId: t.id, position: i, value: t.slug === 'weight' ? '1,5' : '5', highlight: false })) });
    const TAGS = `query($input: RentalSearchInput!) { rentalSearch(input: $input) { ... on RentalSearch { offers(group: vehicles) { databaseId tags { displayTitle displayValue tag { title } } } } } }`;
    const tagsOf = async (headers: Record<string, string>) => {
      const r = await server.client().gql(TAGS, { input: { pickupLocationId: klass.locationGid, ...futureWeek() } }, headers);
      expect(r.errors).toBeUndefined();
      return r.data.rentalSearch.offers.find((o: { databaseId: number }) => o.databaseId === klass.option.id).tags.map((t: { displayTitle: string; displayValue: string }) => [t.displayTitle, t.displayValue]).sort();
    };
    // A measure with decimals reads with each language's decimal sign.
    expect(await tagsOf(EN)).toEqual([['Doors', '5 doors'], ['Seats', '5 seats'], ['Weight', 'Weight 1.5 kg']]);
    expect(await tagsOf(NO)).toEqual([['Dørar', '5 dørar'], ['Seter', '5 seter'], ['Vekt', 'Vekt 1,5 kg']]);
  });

  it('fall back to the Norwegian text under /en where staff wrote none, or cleared it', async () => {
    const klass = await vehicleClass('Stasjonsvogn');
    const variables = { input: { pickupLocationId: klass.locationGid, ...futureWeek(1) }, cart: { rentalOptionId: klass.optionGid } };
    const titleUnderEn = async () => (await server.client().gql(OFFERS, variables, EN)).data.rentalSearch.offers.find((o: { databaseId: number }) => o.databaseId === klass.option.id).title;
    expect(await titleUnderEn()).toBe('Stasjonsvogn');
    await english(klass.optionGid, { titleEn: 'Estate car' });
    expect(await titleUnderEn()).toBe('Estate car');
    // Blank is "none": stored as null, and the Norwegian shows again.
    await english(klass.optionGid, { titleEn: '   ' });
    expect((await server.db.rentalOption.findUniqueOrThrow({ where: { id: klass.option.id } })).titleEn).toBeNull();
    expect(await titleUnderEn()).toBe('Stasjonsvogn');
  });

  it('are limited like the Norwegian ones, naming the field, and nothing is written', async () => {
    const klass = await vehicleClass();
    const r = await english(klass.optionGid, { titleEn: 'x'.repeat(101), descriptionEn: 'y'.repeat(2001) });
    expect(r.__typename).toBe('ValidationError');
    expect(r.fields.map((f: { field: string }) => f.field).sort()).toEqual(['descriptionEn', 'titleEn']);
    expect(await server.db.rentalOption.findUniqueOrThrow({ where: { id: klass.option.id } })).toMatchObject({ titleEn: null, descriptionEn: null });
  });

  it('name the product in an English order confirmation; a Norwegian order keeps the Norwegian name', async () => {
    const klass = await vehicleClass('Elbil kompakt test');
    await english(klass.optionGid, { titleEn: 'Compact electric car' });
    const placed = async (email: string, headers: Record<string, string>, week: number) => {
      const r = await server.client().gql(CREATE, { input: order(klass.locationGid, klass.optionGid, futureWeek(week), { email }) }, headers);
      expect(r.data.createBooking.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
    };
    await placed('engelsk.kunde@example.no', EN, 2);
    await placed('norsk.kunde@example.no', NO, 3);
    await server.jobsDone();
    const mailTo = (address: string) =>
      readdirSync(server.outboxDir)
        .map((f) => readFileSync(path.join(server.outboxDir, f), 'utf8'))
        .find((raw) => raw.split(/\r?\n/).includes(`To: ${address}`))!; // not the staff notice, which has Reply-To: the customer
    // Quoted-printable may break long lines: compare without soft line breaks.
    const plain = (raw: string) => raw.replace(/=\r?\n/g, '');
    expect(plain(mailTo('engelsk.kunde@example.no'))).toContain('Compact electric car');
    expect(plain(mailTo('engelsk.kunde@example.no'))).not.toContain('Elbil kompakt test');
    expect(plain(mailTo('norsk.kunde@example.no'))).toContain('Elbil kompakt test');
    expect(plain(mailTo('norsk.kunde@example.no'))).not.toContain('Compact electric car');
  });

  it('describe the picture in English under /en (imageAltText with its language), the Norwegian one elsewhere and where none was written', async () => {
    const klass = await vehicleClass();
    const ALT = `query($input: RentalSearchInput!) { rentalSearch(input: $input) { ... on RentalSearch { offers(group: vehicles) { databaseId imageAltText imageAltTextLanguage } } } }`;
    const variables = { input: { pickupLocationId: klass.locationGid, ...futureWeek(4) } };
    const altOf = async (headers: Record<string, string>) =>
      (await server.client().gql(ALT, variables, headers)).data.rentalSearch.offers.find((o: { databaseId: number }) => o.databaseId === klass.option.id);
    await english(klass.optionGid, { imageAltText: 'Raud bil framfor fjorden' });
    expect(await altOf(EN)).toMatchObject({ imageAltText: 'Raud bil framfor fjorden', imageAltTextLanguage: 'no' });
    const saved = await english(klass.optionGid, { imageAltTextEn: 'Red car in front of the fjord' });
    expect(saved.__typename).toBe('UpdateRentalOptionSuccess');
    expect(await altOf(EN)).toMatchObject({ imageAltText: 'Red car in front of the fjord', imageAltTextLanguage: 'en' });
    expect(await altOf(NO)).toMatchObject({ imageAltText: 'Raud bil framfor fjorden', imageAltTextLanguage: 'no' });
    const history = await server.db.historyEntry.findMany({ where: { entityType: 'rentaloption', entityId: klass.option.id }, orderBy: { id: 'desc' }, take: 1 });
    expect(history[0]!.changes).toMatchObject({ imageAltTextEn: [null, 'Red car in front of the fjord'] });
    // Limited like the Norwegian one, naming the field; nothing is written.
    const tooLong = await english(klass.optionGid, { imageAltTextEn: 'x'.repeat(251) });
    expect(tooLong.__typename).toBe('ValidationError');
    expect(tooLong.fields.map((f: { field: string }) => f.field)).toEqual(['imageAltTextEn']);
    expect((await server.db.rentalOption.findUniqueOrThrow({ where: { id: klass.option.id } })).imageAltTextEn).toBe('Red car in front of the fjord');
    // Over REST under its legacy name.
    const got = await admin.rest('GET', `/rentaloption/${klass.option.id}`);
    expect(got.body.data.rentaloption_image_alttext_en).toBe('Red car in front of the fjord');
    const updated = await admin.rest('POST', '/rentaloption/update', { ...got.body.data, rentaloption_image_alttext_en: 'Red car by the fjord' });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.rentaloption_image_alttext_en).toBe('Red car by the fjord');
  });

  it('go through REST under their legacy names', async () => {
    const klass = await vehicleClass();
    const got = await admin.rest('GET', `/rentaloption/${klass.option.id}`);
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ rentaloption_title_en: null, rentaloption_description_en: null });
    const updated = await admin.rest('POST', '/rentaloption/update', { ...got.body.data, rentaloption_title_en: 'Rest car', rentaloption_description_en: 'Written over REST.' });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ rentaloption_title_en: 'Rest car', rentaloption_description_en: 'Written over REST.' });
    const tooLong = await admin.rest('POST', '/rentaloption/update', { ...updated.body.data, rentaloption_title_en: 'x'.repeat(101) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.fields.map((f: { field: string }) => f.field)).toEqual(['rentaloption_title_en']);
  });
});
