/** GraphQL transport: GraphiQL, limits, CSRF prevention, connection sizes, typed errors and masking. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});

describe('/graphql', () => {
  it('serves GraphiQL to a browser', async () => {
    const res = await server.app.request('http://shop.test/graphql', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('GraphiQL');
  });

  it('titles GraphiQL with the site\'s name, escaped: a name with <, & or quotes neither breaks the page nor adds a script', async () => {
    const page = async () => (await server.app.request('http://shop.test/graphql', { headers: { accept: 'text/html' } })).text();
    const site = await server.db.site.findFirstOrThrow({ orderBy: { id: 'asc' } });
    expect(/<title>(.*)<\/title>/.exec(await page())![1]).toBe(`${site.name} GraphQL`);
    const name = `Fjord & "Bil" 'AS' </title></script><script>alert(1)</script><!--`;
    await server.db.site.update({ where: { id: site.id }, data: { name } });
    try {
      const html = await page();
      expect(/<title>(.*)<\/title>/.exec(html)![1]).toBe('Fjord &#38; &#34;Bil&#34; &#39;AS&#39; &#60;/title&#62;&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#60;!-- GraphQL');
      expect(html.match(/<script/g)).toHaveLength(4);
      expect(html).not.toContain('alert(1)</script>');
      const config = JSON.parse(/<script type="application\/json" id="graphiql-config">([\s\S]*?)<\/script>/.exec(html)![1]!);
      expect(config.options.title).toBe(`${name} GraphQL`);
      expect(config.options.defaultTabs[0].query).toContain(`# Partnar-API-et til ${name}.`);
    } finally {
      await server.db.site.update({ where: { id: site.id }, data: { name: site.name } });
    }
  });

  it('keeps introspection on for partners', async () => {
    const r = await server.client().gql(`{ __schema { queryType { name } } }`);
    expect(r.data.__schema.queryType.name).toBe('Query');
  });

  it('refuses a GET query without a CSRF header (a simple cross-site request)', async () => {
    const res = await server.app.request('http://shop.test/graphql?query=%7Bsite%7Bname%7D%7D');
    expect(res.status).toBe(403);
    const ok = await server.app.request('http://shop.test/graphql?query=%7Bsite%7Bname%7D%7D', { headers: { 'x-graphql-yoga-csrf': '1' } });
    expect((await ok.json()).data.site.name).toBe('Fjordbil');
  });

  it('refuses a query deeper than the limit (12)', async () => {
    const r = await server.client().gql(
      `{ account(slug: "x") { bookings { edges { node { lines { rentalOption { location { history { edges { node { author { customerCompany { databaseId } } } } } } } } } } } } }`,
    );
    expect(r.errors?.[0].message).toMatch(/depth/i);
    // A code and the limit to act on, as every other refusal has (once only the message told them apart).
    expect(r.errors?.[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: { name: 'depth', max: 12, found: 13 } });
    expect(r.data).toBeUndefined();
  });

  it('refuses more aliases than the limit', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: site { name }`).join(' ');
    const r = await server.client().gql(`{ ${aliases} }`);
    expect(r.errors?.[0].message).toMatch(/alias/i);
    expect(r.errors?.[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: { name: 'aliases', max: 15, found: 16 } });
  });

  it('answers a syntax error with GRAPHQL_PARSE_FAILED, in Norwegian with the parser\'s words for developers', async () => {
    const r = await server.client().gql('{ site { name ');
    expect(r.errors?.[0].message).toBe('Syntaksfeil i spørjinga (syntax error): Expected Name, found <EOF>.');
    expect(r.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('refuses more than two availability searches in one document (each may compute a year), and runs two', async () => {
    const loc = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
    const day = 86400_000;
    const from = Math.ceil(Date.now() / day + 30) * day + 9 * 3600_000;
    const search = (alias: string, days: number) =>
      `${alias}: rentalSearch(input: { pickupLocationId: "${encodeGlobalID('Location', loc.id)}", pickupAt: "${new Date(from).toISOString()}", dropoffAt: "${new Date(from + days * day).toISOString()}" }) { __typename }`;
    const three = `{ ${[search('a', 300), search('b', 301), search('c', 302)].join(' ')} }`;
    const refused = await server.client().gql(three);
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]).toMatchObject({ message: 'rentalSearch kan stå høgst 2 gonger i ei spørjing (fann 3).', extensions: { code: 'VALIDATION', field: 'rentalSearch' } });
    // Written in a fragment on Query, each written field still counts; an English caller reads English.
    const inFragment = await server.client().gql(`{ ...F } fragment F on Query { ${search('a', 3)} ${search('b', 4)} ${search('c', 5)} }`, undefined, { 'accept-language': 'en' });
    expect(inFragment.errors?.[0].message).toBe('rentalSearch may appear at most 2 times in one query (found 3).');
    const two = await server.client().gql(`{ ${[search('a', 3), search('b', 4)].join(' ')} }`);
    expect(two.errors, JSON.stringify(two.errors)).toBeUndefined();
    expect([two.data.a.__typename, two.data.b.__typename]).toEqual(['RentalSearch', 'RentalSearch']);
  });

  it('runs at most four searching requests at once from one client, answering the rest 429 at once, and then serves it again', async () => {
    const loc = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
    const day = 86400_000;
    const from = Math.ceil(Date.now() / day + 30) * day + 9 * 3600_000;
    const query = (i: number) =>
      `{ ${['a', 'b'].map((alias, j) => `${alias}: rentalSearch(input: { pickupLocationId: "${encodeGlobalID('Location', loc.id)}", pickupAt: "${new Date(from + i * day).toISOString()}", dropoffAt: "${new Date(from + (i + 300 + j) * day).toISOString()}" }) { __typename ... on RentalSearch { offers { title } } }`).join(' ')} }`;
    const send = (i: number) =>
      server.app.request('http://shop.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: query(i) }) });
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => send(i)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(4);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.headers.get('retry-after')).toBe('1');
    expect((await refused[0]!.json()).errors[0]).toMatchObject({ message: 'For mange søk på ein gong frå same nettverk. Prøv igjen om eit sekund.', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 1, retryAfter: 1 } });
    // Nothing is left counted: the next search runs.
    expect((await send(99)).status).toBe(200);
  });

  it('refuses a connection page larger than 100', async () => {
    const r = await server.client().gql(`{ countries(first: 101) { edges { node { name } } } }`);
    expect(r.errors?.[0].message).toMatch(/100/);
    const ok = await server.client().gql(`{ countries(first: 100) { totalCount edges { node { name } } pageInfo { hasNextPage endCursor } } }`);
    expect(ok.data.countries.edges).toHaveLength(100);
    expect(ok.data.countries.pageInfo.hasNextPage).toBe(true);
    expect(ok.data.countries.totalCount).toBeGreaterThan(240);
    const next = await server.client().gql(`query($after: String) { countries(first: 100, after: $after) { edges { node { name } } } }`, {
      after: ok.data.countries.pageInfo.endCursor,
    });
    expect(next.data.countries.edges[0].node.name).not.toBe(ok.data.countries.edges[99].node.name);
  });

  it('answers a malformed global id as bad input, not a 500', async () => {
    const r = await server.client().gql(`{ node(id: "not-base64!") { id } }`);
    expect(r.data?.node ?? null).toBeNull();
    expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reads every global id strictly: malformed or too large is bad input everywhere, a type that is no node is simply not found', async () => {
    const client = server.client();
    await client.login('admin@fjordbil.no', 'demo1234');
    const raw = (text: string) => Buffer.from(text).toString('base64');
    const booking = await server.db.booking.findFirstOrThrow({ orderBy: { id: 'asc' } });
    // Once read as booking 1 (Number() or parseInt), or a 500 from PostgreSQL's integer column.
    for (const text of [`Booking:${booking.id}.5`, `Booking:${booking.id}e0`, `Booking: ${booking.id}`, `Booking:${booking.id}:2`, `Booking:${booking.id}\u0000`, 'Booking:2147483648', 'Booking:99999999999999999999', 'Booking:-1', 'Booking:0', 'Location:NaN', 'Account:ÆØÅ']) {
      const r = await client.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: raw(text) });
      expect(r.errors?.[0]?.extensions?.code, text).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.message, text).toBe('Ugyldig id: ikkje ein id frå dette API-et.');
      const filter = await client.gql(`query($id: ID) { account(slug: "systemeier") { bookings(productId: $id) { totalCount } } }`, { id: raw(text.replace('Booking', 'Product')) });
      expect(filter.errors?.[0]?.extensions?.code, `filter ${text}`).toMatch(/BAD_USER_INPUT|VALIDATION/);
    }
    // Well-formed, but of no Node type (or not a node at all): not found, like a hidden or deleted row.
    const good = encodeGlobalID('Booking', booking.id);
    for (const text of ['Nope:1', 'Node:1', 'Historied:1', '__proto__:1', 'constructor:1', 'PageInfo:1']) {
      const r = await client.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: raw(text) });
      expect(r.errors, text).toBeUndefined();
      expect(r.data.node, text).toBeNull();
    }
    const many = await client.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: [good, raw('Nope:1'), good] });
    expect(many.errors).toBeUndefined();
    expect(many.data.nodes).toEqual([{ id: good }, null, { id: good }]);
    expect((await client.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: good })).data.node.id).toBe(good);
  });

  it('names the variable that holds a malformed id (an order has several ids), keeping the one message', async () => {
    const { carClass, CREATE, order } = await import('../support/shop.ts');
    const klass = await carClass(server.db, 1);
    for (const [field, input] of [
      ['$input.pickupLocationId', order('<id frå partner { locations { id } }>', klass.optionGid)],
      ['$input.rentalOptionId', order(klass.locationGid, 'ikkje-ein-id!')],
      ['$input.dropoffLocationId', order(klass.locationGid, klass.optionGid, undefined, { dropoffLocationId: btoa('utan-kolon') })],
    ] as const) {
      const r = await server.client().gql(CREATE, { input });
      expect(r.errors?.[0], field).toMatchObject({ message: 'Ugyldig id: ikkje ein id frå dette API-et.', extensions: { code: 'BAD_USER_INPUT', field } });
    }
  });

  it('refuses an enormous or absurdly nested document before parsing it whole, and keeps serving others', async () => {
    const post = (query: string) =>
      server.app.request('http://shop.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    // 12 MB of fields fits the body limit the licence upload needs; parsed whole it took seconds and gigabytes.
    const huge = await post(`{ ${'a '.repeat(6_000_000)}}`);
    expect(huge.status).toBe(400);
    expect((await huge.json()).errors[0]).toMatchObject({ message: 'Spørjinga er for lang (høgst 100 000 teikn).', extensions: { code: 'BAD_USER_INPUT' } });
    const tokens = await post(`{ ${'a '.repeat(20_000)}}`);
    expect(tokens.status).toBe(400);
    expect((await tokens.json()).errors[0].message).toBe('Spørjinga har for mange delar (høgst 5 000).');
    // Deep enough to overflow the parser's stack once: now a refusal like any other.
    const deep = await post(`${'{ site '.repeat(6000)}{ name }${' }'.repeat(6000)}`);
    expect(deep.status).toBe(400);
    expect((await deep.json()).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await server.client().gql('{ site { name } }')).data.site.name).toBe('Fjordbil');
  });

  it('answers a GET with malformed JSON in variables or extensions with 400 naming it', async () => {
    for (const [name, value] of [['variables', '{'], ['extensions', '{'], ['variables', '[1]'], ['variables', '"x"']]) {
      const res = await server.app.request(`http://shop.test/graphql?query=%7B__typename%7D&${name}=${encodeURIComponent(value!)}`, { headers: { 'x-graphql-yoga-csrf': '1' } });
      expect(res.status, `${name}=${value}`).toBe(400);
      expect((await res.json()).errors[0]).toMatchObject({ message: `${name} er ikkje gyldig JSON.`, extensions: { field: name } });
    }
    const ok = await server.app.request(`http://shop.test/graphql?query=%7B__typename%7D&variables=${encodeURIComponent('{}')}`, { headers: { 'x-graphql-yoga-csrf': '1' } });
    expect((await ok.json()).data.__typename).toBe('Query');
  });

  it('names the argument when a filter id is of the wrong type', async () => {
    const client = server.client();
    await client.login('admin@fjordbil.no', 'demo1234');
    const wrong = encodeGlobalID('Country', 1);
    const r = await client.gql(`query($id: ID) { account(slug: "systemeier") { locations(companyId: $id) { totalCount } } }`, { id: wrong });
    expect(r.errors?.[0].message).toContain('companyId');
    expect(r.errors?.[0].extensions?.code).toBe('VALIDATION');
  });

  it('tells a visitor to log in for staff data, without leaking anything', async () => {
    const r = await server.client().gql(`{ account(slug: "systemeier") { name } }`);
    expect(r.data).toBeNull();
    expect(r.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('hides a published location\'s internal fields from visitors but shows them to its staff', async () => {
    const loc = await server.db.location.findFirstOrThrow({ where: { status: 'public', internalNote: { not: null } } });
    const id = encodeGlobalID('Location', loc.id);
    const q = `query($id: ID!) { node(id: $id) { ... on Location { name internalNote } } }`;
    const anon = await server.client().gql(q, { id });
    expect(anon.data.node.name).toBe(loc.name);
    expect(anon.data.node.internalNote).toBeNull();
    const admin = server.client();
    await admin.login('admin@fjordbil.no', 'demo1234');
    expect((await admin.gql(q, { id })).data.node.internalNote).toBe(loc.internalNote);
  });
});

describe('the transport\'s own refusals', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    server.app.request('http://shop.test/graphql', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
  const cases: [string, string][] = [
    ['{"query": ', 'Innhaldet er ikkje gyldig JSON.'],
    ['"{ site { name } }"', 'Innhaldet må vere eitt JSON-objekt.'],
    ['[{"query":"{ site { name } }"}]', 'Fleire operasjonar i éin førespurnad (batching) er ikkje støtta: send éin om gongen.'],
    ['{"query": 5}', 'Spørjinga (query) må vere tekst.'],
    [JSON.stringify({ query: 'query A { site { name } } query B { site { name } }' }), 'Dokumentet har fleire operasjonar: sei kva for ein med operationName.'],
    [JSON.stringify({ query: '{ site { nameless } }' }), 'Feltet nameless finst ikkje på typen Site.'],
    [JSON.stringify({ query: 'query($x: Int) { site { name } }' }), 'Variabelen $x er ikkje brukt.'],
    [JSON.stringify({ query: '{ site }' }), 'Feltet site (Site) treng ei liste med underfelt.'],
    [JSON.stringify({ query: `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: site { name }`).join(' ')} }` }), 'For mange alias i spørjinga: høgst 15, fann 16.'],
  ];

  it('answers in Norwegian, with the technical term for developers', async () => {
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status, body).toBeLessThan(500);
      expect((await res.json()).errors?.[0]?.message, body).toBe(message);
    }
  });

  it('keeps English for a caller who asks for it', async () => {
    const res = await post('{"query": ', { 'accept-language': 'en' });
    expect((await res.json()).errors[0].message).toBe('POST body sent invalid JSON.');
    const field = await post(JSON.stringify({ query: '{ site { nameless } }' }), { 'accept-language': 'en' });
    expect((await field.json()).errors[0].message).toMatch(/^Cannot query field "nameless" on type "Site"/);
    const syntax = await post(JSON.stringify({ query: '{ site { name ' }), { 'accept-language': 'en' });
    expect((await syntax.json()).errors[0]).toMatchObject({ message: 'Syntax Error: Expected Name, found <EOF>.', extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
  });
});

describe('error masking in production', () => {
  it('hides unexpected errors behind a Norwegian message', async () => {
    const prod = await createTestServer({ isProduction: true, isDevelopment: false });
    await prod.db.$executeRawUnsafe('ALTER TABLE "site" RENAME TO "site_gone"');
    const r = await prod.client().gql(`{ site { name } }`);
    expect(r.errors?.[0].message).toBe('Noko gjekk gale. Feilen er logga og vil bli retta.');
    expect(JSON.stringify(r)).not.toContain('site_gone');
    expect(JSON.stringify(r)).not.toContain('relation');
  });
});

describe('site settings', () => {
  it('offers the translated-site link in production only', async () => {
    await server.db.site.updateMany({ data: { translatedSiteUrl: 'https://translate.example/fjordbil' } });
    expect((await server.client().gql(`{ site { translatedSiteUrl } }`)).data.site.translatedSiteUrl).toBeNull();
    const prod = await createTestServer({ isProduction: true, isDevelopment: false });
    await prod.db.site.updateMany({ data: { translatedSiteUrl: 'https://translate.example/fjordbil' } });
    expect((await prod.client().gql(`{ site { translatedSiteUrl } }`)).data.site.translatedSiteUrl).toBe('https://translate.example/fjordbil');
  });
});
