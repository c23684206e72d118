/**
 * `Account.locationChoices`: every location of the account's scope for the forms' and filters' choice lists, by name,
 * where the `locations` connection pages at 100 (a company a few years on had 200, and half could not be chosen). The
 * same scope as the connection: a company's manager sees the company's places, a location's employee their own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, grant, PASSWORD } from '../support/fixtures.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
const EXTRA = 130;

beforeAll(async () => {
  server = await createTestServer();
  const bergen = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } });
  await server.db.location.createMany({
    data: Array.from({ length: EXTRA }, (_, i) => ({
      slug: `val-${i}`, name: `Valstad ${String(i).padStart(3, '0')}`, address1: 'Vegen 1', zip: '5000', city: 'Bergen', region: 'Bergen',
      status: i % 2 ? 'public' : 'private', companyId: bergen.id, siteId: bergen.siteId,
    })),
  });
});

const CHOICES = `query($slug: String!, $status: LocationStatus) { account(slug: $slug) { locationChoices(status: $status) { name status } } }`;

async function choices(email: string, slug: string, status?: string) {
  const c = server.client();
  await c.login(email, 'demo1234');
  const r = await c.gql(CHOICES, { slug, status });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.account.locationChoices as { name: string; status: string }[];
}

describe('locationChoices', () => {
  it('holds every location of the scope, past the 100 a page holds, by name', async () => {
    const inCompany = await server.db.location.count({ where: { company: { slug: 'fjordbil-bergen' } } });
    const list = await choices('bergen@fjordbil.no', 'fjordbil-bergen');
    expect(inCompany).toBeGreaterThan(100);
    expect(list).toHaveLength(inCompany);
    expect(list.map((l) => l.name)).toContain(`Valstad ${String(EXTRA - 1).padStart(3, '0')}`);
    const valstad = list.map((l) => l.name).filter((n) => n.startsWith('Valstad'));
    expect(valstad).toEqual([...valstad].sort());
    // The status filter (the phone order offers public places only).
    const open = await choices('bergen@fjordbil.no', 'fjordbil-bergen', 'public');
    expect(open.every((l) => l.status === 'public')).toBe(true);
    expect(open.filter((l) => l.name.startsWith('Valstad'))).toHaveLength(EXTRA / 2);
  });

  it('keeps to the scope: a location employee gets their own place, another company none of these', async () => {
    const own = await choices('flesland@fjordbil.no', 'bergen-lufthamn-flesland');
    expect(own.map((l) => l.name)).toEqual([(await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } })).name]);
    const site = await choices('nasjonal@fjordbil.no', 'fjordbil');
    expect(site.filter((l) => l.name.startsWith('Valstad'))).toHaveLength(EXTRA);
    // Another company's manager: that company's places, none of Bergen's.
    const sunnmore = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
    const manager = await createUser(server.db, `leiar-${Date.now()}@sunnmore.test`);
    await grant(server.db, manager.id, 'company_manager', { companyId: sunnmore.id });
    const c = server.client();
    await c.login(manager.email, PASSWORD);
    const r = await c.gql(CHOICES, { slug: sunnmore.slug });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const theirs = (r.data.account.locationChoices as { name: string }[]).map((l) => l.name);
    expect(theirs.length).toBeGreaterThan(0);
    expect([...theirs].sort()).toEqual((await server.db.location.findMany({ where: { companyId: sunnmore.id }, select: { name: true } })).map((l) => l.name).sort());
    expect(theirs.filter((n) => n.startsWith('Valstad'))).toEqual([]);
  });
});
