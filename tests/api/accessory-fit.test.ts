/**
 * Add-ons declare which vehicle categories they fit (issue 8, defect 14): the search offers a trailer no child seat
 * and no roof box, and the cart refuses one that is sent anyway; add-ons that name no category fit every vehicle.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { gid } from '../support/fixtures.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { futureWeek } from '../support/shop.ts';

let server: TestServer;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  for (const slug of ['tilhengar', 'mellomklasse', 'barnesete', 'takboks', 'ekstra-sjafor']) {
    const row = await server.db.rentalOption.findFirst({ where: { slug } });
    if (row) ids[slug] = gid('RentalOption', row.id);
  }
});

const QUERY = `query($input: RentalSearchInput!, $vehicle: ID, $cart: CartInput!) {
  rentalSearch(input: $input) {
    ... on RentalSearch {
      accessories: offers(group: accessories, forRentalOptionId: $vehicle) { slug }
      cart(input: $cart) { total errors { field message } }
    }
  }
}`;

async function search(vehicle: string, accessories: string[] = []) {
  const location = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
  const r = await server.client().gql(QUERY, {
    input: { pickupLocationId: gid('Location', location.id), ...futureWeek(2) },
    vehicle,
    cart: { rentalOptionId: vehicle, accessories: accessories.map((a) => ({ rentalOptionId: a, amount: 1 })) },
  });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.rentalSearch;
}

describe('add-ons that fit the vehicle', () => {
  it('offers a car the child seat and the roof box, and a trailer neither (the extra driver to both)', async () => {
    const car = (await search(ids.mellomklasse!)).accessories.map((o: { slug: string }) => o.slug);
    expect(car).toEqual(expect.arrayContaining(['barnesete', 'takboks']));
    const trailer = (await search(ids.tilhengar!)).accessories.map((o: { slug: string }) => o.slug);
    expect(trailer).not.toContain('barnesete');
    expect(trailer).not.toContain('takboks');
    const anyVehicle = car.filter((s: string) => s !== 'barnesete' && s !== 'takboks');
    expect(anyVehicle.length).toBeGreaterThan(0);
    expect(trailer).toEqual(anyVehicle);
  });

  it('refuses a child seat in a trailer\'s cart, naming the line', async () => {
    const { cart } = await search(ids.tilhengar!, [ids.barnesete!]);
    const trailer = await server.db.rentalOption.findFirstOrThrow({ where: { slug: 'tilhengar' } });
    expect(cart.errors).toEqual([{ field: 'accessories.0', message: `Barnesete passar ikkje til ${trailer.title}.` }]);
    const ok = await search(ids.mellomklasse!, [ids.barnesete!]);
    expect(ok.cart.errors).toEqual([]);
  });

  it('is declared in the data: the demo child seat and roof box fit cars and vans only', async () => {
    const fits = await server.db.rentalOptionCategoryFit.findMany({ include: { rentalOption: true, category: true } });
    const bySlug = (slug: string) => fits.filter((f) => f.rentalOption.slug === slug).map((f) => f.category.title).sort();
    expect(bySlug('barnesete')).toEqual(['Personbil', 'Varebil']);
    expect(bySlug('takboks')).toEqual(['Personbil', 'Varebil']);
  });
});
