/**
 * The list helper's SQL path (services/listSql.ts) gives exactly what Prisma gives: for every staff list, every demo
 * staff scope and a spread of filters, searches (hostile ones too) and sorts, the page (with to-one relations) and the
 * total from the one raw statement equal Prisma's findMany and count, value for value (Decimal, dates, enums, lists).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeyList } from '../../server/services/apiKeyAdmin.ts';
import { bookingList } from '../../server/services/booking.ts';
import { companyList } from '../../server/services/company.ts';
import { businessCustomerList, guestList } from '../../server/services/customer.ts';
import { countSql, pageWithTotal } from '../../server/services/listSql.ts';
import { locationList } from '../../server/services/location.ts';
import { productList } from '../../server/services/product.ts';
import { countryList } from '../../server/services/reference.ts';
import { rentalOptionList } from '../../server/services/rentalOption.ts';
import type { RequestContext } from '../../server/services/context.ts';
import { loadAccounts, type Scope } from '../../server/services/scope.ts';
import { userList } from '../../server/services/user.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
const scopes: [string, Scope | null][] = [];

beforeAll(async () => {
  server = await createTestServer();
  for (const email of ['admin@fjordbil.no', 'nasjonal@fjordbil.no', 'bergen@fjordbil.no', 'flesland@fjordbil.no']) {
    const user = await server.db.user.findUniqueOrThrow({ where: { email } });
    scopes.push([email, { accounts: await loadAccounts(server.db, user.id) }]);
  }
  scopes.push(['no scope', null]);
  // Partner keys in every state, in two companies (the demo data has none).
  const companies = await server.db.company.findMany({ where: { partner: false }, orderBy: { id: 'asc' }, take: 2 });
  const hour = 3_600_000;
  const states = [{}, { revokedAt: new Date() }, { expiresAt: new Date(Date.now() + hour) }, { expiresAt: new Date(Date.now() - hour) }];
  for (const [i, c] of companies.entries()) {
    const location = await server.db.location.findFirstOrThrow({ where: { companyId: c.id } });
    for (const [j, state] of states.entries()) {
      await server.db.apiKey.create({
        data: {
          accountKind: 'company', siteId: c.siteId, companyId: c.id, referralCompanyId: c.id, name: `Partnar ${i}${j} Bergen`, contactEmail: `p${i}${j}@reise.example`,
          prefix: `utl_listk${i}${j}`.padEnd(12, 'x'), secretHash: `${i}${j}`.padStart(64, '0'), rights: ['search'], locationIds: [location.id], signingSecret: 'whsec_x', lastUsedAt: j % 2 ? new Date() : null, ...state,
        },
      });
    }
  }
});

/** Values as an API answer would show them (Decimal and Date as JSON). */
const plain = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;

type AnyList = { args: (ctx: RequestContext, scope: Scope | null, raw: Record<string, unknown>) => Promise<{ where: object; orderBy: object[] }> };

const hostile = ['%', '_', '\\', "o'", 'berg', 'A', '1'];
/** Searches of several words (each must be found; relations and the whole-text alternatives too). */
const words = ['bergen lufthamn', 'Kari  nordmann', 'fjordbil a', '%  _', 'o 0001'];
/** Words a booking row shows through its relations (place, rental product, business), alone and with others. */
const rowWords = ['flesland', 'varebil', 'vestland bygg', 'elbil ålesund', 'Kari sentrum'];

const cases: [name: string, model: string, list: AnyList, include: object | undefined, filters: Record<string, unknown>[]][] = [
  ['locations', 'Location', locationList, { company: true }, [
    {}, { status: 'public' }, { status: 'archived' }, { region: 'Bergen' }, { sort: 'name', direction: 'asc' }, { sort: 'distanceFromCompanyKm' },
    ...[...hostile, ...words].map((search) => ({ search })),
  ]],
  ['bookings', 'Booking', bookingList, { pickupLocation: true, customerUser: true, company: { include: { site: true } } }, [
    {}, { status: 'confirmed' }, { orderType: 'business' }, { from: '2020-01-01T00:00:00Z', to: '2040-01-01T00:00:00Z' },
    { rentalOptionId: 1 }, { productId: 1 }, { locationId: 1 }, { companyId: 1 }, { sort: 'pickupAt', direction: 'asc' },
    ...[...hostile, ...words, 'kunde example', 'demo bergen', ...rowWords].map((search) => ({ search })),
  ]],
  ['guests', 'Booking', guestList, undefined, [{}, { kind: 'private-guest' }, { kind: 'business-guest' }, { search: 'a' }]],
  ['business customers', 'CustomerCompany', businessCustomerList, undefined, [{}, { search: 'as' }, { sort: 'orgnr', direction: 'desc' }, ...hostile.map((search) => ({ search }))]],
  ['products', 'Product', productList, undefined, [{}, { status: 'rentable' }, { sort: 'licensePlate' }, ...[...hostile, ...words, 'toyota bergen'].map((search) => ({ search }))]],
  ['rental options', 'RentalOption', rentalOptionList, undefined, [{}, { sort: 'pricePrivateDay', direction: 'asc' }, ...[...hostile, ...words].map((search) => ({ search }))]],
  ['companies', 'Company', companyList, undefined, [{}, { search: 'bergen' }]],
  ['users', 'User', userList, undefined, [{}, ...['fjordbil', '%', 'kari nordmann', 'vestland', 'bygg kunde', '3'].map((search) => ({ search }))]],
  ['api keys', 'ApiKey', apiKeyList, undefined, [
    {}, { status: 'active' }, { status: 'grace' }, { status: 'revoked' }, { status: 'expired' }, { sort: 'name', direction: 'asc' }, { sort: 'lastUsedAt' },
    ...hostile.map((search) => ({ search })),
  ]],
  ['countries', 'Country', countryList, undefined, [{}, { search: 'nor' }]],
];

describe('the list SQL path', () => {
  it.each(cases)('%s: page, relations and total equal Prisma for every scope and filter', async (_name, model, list, include, filters) => {
    const delegate = (server.db as unknown as Record<string, { findMany(a: object): Promise<unknown[]>; count(a: object): Promise<number> }>)[
      model[0]!.toLowerCase() + model.slice(1)
    ]!;
    let translated = 0;
    for (const [who, scope] of scopes) {
      for (const filter of filters) {
        let a: Awaited<ReturnType<AnyList['args']>>;
        try {
          a = await list.args({ db: server.db } as RequestContext, scope, filter);
        } catch {
          continue; // a filter this list does not have
        }
        for (const page of [{ take: 5 }, { take: 5, skip: 5 }, { take: 500 }]) {
          const sql = await pageWithTotal(server.db, model, { ...a, ...page, include });
          const prisma = await delegate.findMany({ ...a, ...page, include });
          const total = await delegate.count({ where: a.where });
          if (!sql) continue;
          translated += 1;
          expect(plain(sql.rows), `${who} ${JSON.stringify(filter)} ${JSON.stringify(page)}`).toEqual(plain(prisma));
          expect(sql.total, `${who} ${JSON.stringify(filter)}`).toBe(total);
          expect(await countSql(server.db, model, a.where)).toBe(total);
        }
      }
    }
    // The staff lists the admin opens most are translated (a relation filter or an include outside the subset would
    // silently fall back to Prisma, which is correct but slow).
    expect(translated).toBeGreaterThan(0);
  });

  it('a booking or customer search through the rows\' relations stays in the translated subset (one statement, not Prisma)', async () => {
    const [, scope] = scopes[0]!;
    for (const [model, list, search] of [
      ['Booking', bookingList, 'flesland'], ['Booking', bookingList, 'varebil'], ['Booking', bookingList, 'vestland bygg'], ['Booking', bookingList, 'Kari sentrum'],
      ['User', userList, 'vestland'], ['Location', locationList, '3'],
    ] as const) {
      const a = await (list as AnyList).args({ db: server.db } as RequestContext, scope, { search });
      expect(await pageWithTotal(server.db, model, { ...a, take: 5 }), search).not.toBeNull();
    }
  });

  it('the GraphQL location list answers its rows with their company and the total of the filter', async () => {
    const admin = server.client();
    await admin.login('admin@fjordbil.no', 'demo1234');
    const r = await admin.gql<{ account: { locations: { totalCount: number; edges: { node: { company: { name: string } } }[] } } }>(
      `{ account(slug: "systemeier") { locations(first: 3, status: public) { totalCount edges { node { name company { name } } } } } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.account.locations.edges.length).toBeGreaterThan(0);
    expect(r.data!.account.locations.edges.every((e) => e.node.company.name)).toBe(true);
    expect(r.data!.account.locations.totalCount).toBe(await server.db.location.count({ where: { status: 'public' } }));
  });
});
