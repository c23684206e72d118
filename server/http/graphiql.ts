/**
 * GraphiQL served by the product itself, so it works on a machine without internet and under a strict
 * Content-Security-Policy. `@graphql-yoga/render-graphiql` bundles everything GraphiQL needs (its script, its styles
 * with the fonts as data: URLs, Monaco's three editor workers, the favicon); instead of inlining those ~9 MB into
 * every page (as that package's own renderer does, which would need `'unsafe-inline'` or per-request hashes), they
 * are served as files under `/graphiql/<version>/`, compressed once and cached for a year. The page itself holds no
 * inline script: its options travel in a JSON data block that an external start script reads (policy:
 * GRAPHIQL_CSP in securityHeaders.ts).
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import type { GraphiQLOptions } from 'graphql-yoga';
import { examplesOf, PARTNER_OPERATIONS, PUBLIC_SITE } from './trustedDocuments.ts';
import { IMMUTABLE, sendFile, type StaticFile } from './staticFiles.ts';

/** Where GraphiQL's files are served (`/graphiql/<version>/<file>`). */
export const GRAPHIQL_ASSETS_PATH = '/graphiql';

/**
 * Runs before GraphiQL's bundle: Monaco asks this for its workers, which are files of ours (never blob: URLs, so
 * `worker-src 'self'` suffices).
 */
const ENVIRONMENT_JS = `(function () {
  var config = JSON.parse(document.getElementById('graphiql-config').textContent);
  self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: function (moduleId, label) { return config.workers[label]; } };
})();
`;

/** Runs after GraphiQL's bundle: renders it with the options of the page. */
const START_JS = `(function () {
  var config = JSON.parse(document.getElementById('graphiql-config').textContent);
  YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), config.options);
})();
`;

interface Asset {
  type: string;
  body: Buffer;
  /** The same with its brotli and gzip copies, made on the first request for it. */
  compressed?: Promise<StaticFile>;
}

interface Assets {
  version: string;
  files: Map<string, Asset>;
}

let loading: Promise<Assets> | undefined;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The file with compressed copies (off the main thread; once per file and process). */
async function compress(asset: Asset): Promise<StaticFile> {
  const { type, body } = asset;
  const [br, gz] = type.startsWith('text/')
    ? await Promise.all([brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }), gzip(body, { level: 6 })])
    : [undefined, undefined];
  const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return { type, body, br, gzip: gz, etag: `W/"${hash}"` };
}

/** GraphiQL's files, read from the package on first use, so processes that never serve GraphiQL never load its 9 MB. */
export function graphiqlAssets(): Promise<Assets> {
  loading ??= (async () => {
    const bundle = await import('@graphql-yoga/render-graphiql/graphiql');
    const js = 'text/javascript; charset=utf-8';
    const text = (type: string, content: string): Asset => ({ type, body: Buffer.from(content, 'utf8') });
    const files = new Map<string, Asset>([
      ['environment.js', text(js, ENVIRONMENT_JS)],
      ['graphiql.js', text(js, bundle.js)],
      ['start.js', text(js, START_JS)],
      ['graphiql.css', text('text/css; charset=utf-8', bundle.css)],
      ['editor.worker.js', text(js, bundle.editorWorkerService)],
      ['json.worker.js', text(js, bundle.jsonWorker)],
      ['graphql.worker.js', text(js, bundle.graphqlWorker)],
    ]);
    const favicon = /^data:([^;,]+);base64,(.*)$/s.exec(bundle.favicon);
    if (favicon) files.set('favicon.ico', { type: favicon[1]!, body: Buffer.from(favicon[2]!, 'base64') });
    // The version in the path changes with any file, so the year-long cache never serves a stale one.
    const hash = crypto.createHash('sha256');
    for (const [name, file] of files) hash.update(name).update(file.body);
    return { version: hash.digest('base64url').slice(0, 12), files };
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Answers `GET /graphiql/:version/:file`: one of GraphiQL's files, or 404 (also for another version's path). */
export async function graphiqlAssetHandler(c: Context): Promise<Response> {
  const { version, files } = await graphiqlAssets();
  const asset = c.req.param('version') === version ? files.get(c.req.param('file') ?? '') : undefined;
  if (!asset) return c.text('Fann ikkje fila.', 404);
  asset.compressed ??= compress(asset);
  return sendFile(c, await asset.compressed, IMMUTABLE);
}

/**
 * The note over the first tab, in lines of at most 50 characters (the query editor shows about that many beside the
 * result in a 1280 px window; a long site name may make the first line longer).
 */
const howToAuthenticate = (siteName: string | null) => [
  siteName ? `# Partnar-API-et til ${siteName}.` : '# Partnar-API-et.',
  '#',
  '# Autentisering: send API-nøkkelen din i',
  '# Headers-fanen nedanfor:',
  '#   { "Authorization": "Bearer <nøkkelen din>" }',
  '# Nøkkelen får du av utleigaren',
  '# (Admin → Partnarar). Utan nøkkel svarar API-et',
  '# som for ein besøkjande i nettbutikken.',
  '# Kvar spørjing kostar poeng (sjå extensions.cost',
  '# i svaret).',
  '# Stadene nøkkelen kan søkje og bestille på:',
  '#   partner { locations { id name } }',
  '#   (fanen PartnerLocations)',
  '',
].join('\n');

/**
 * The site's name as one line of plain text: a line break (or other control character) in it would end the comment
 * it stands in and turn the rest into query text.
 */
const oneLine = (name: string | null | undefined) => name?.replace(/[\s\p{Cc}]+/gu, ' ').trim() || null;

/** The tabs in the order a partner uses them: its places, search, book, read the bookings, cancel one (others after, by name). */
const WALK = ['PartnerLocations', 'PartnerRentalSearch', 'PartnerCreateBooking', 'PartnerBookings', 'PartnerCancelBooking'];
const walkOrder = (name: string) => (WALK.includes(name) ? WALK.indexOf(name) : WALK.length);

/**
 * What a new visitor sees: a public query with the note on how to authenticate, then the partner operations, every
 * one a registered document (so a key set to trusted documents only runs each tab). Titled with the site's name
 * (`siteName`: the site record's; null when there is none yet); the examples' period is reckoned from `now`.
 */
export function graphiqlOptions(siteName: string | null, now = new Date()): GraphiQLOptions {
  const name = oneLine(siteName);
  const note = howToAuthenticate(name);
  // The note is comments: the tab's text is still the registered document (comments and spacing aside).
  const first = `${note}${PUBLIC_SITE.text}`;
  // Placing a booking also needs its Idempotency-Key: the tab carries one to replace, so following the tab as shipped
  // works. Cancelling needs none (sent again, it changes nothing).
  const headersOf = (op: (typeof PARTNER_OPERATIONS)[number]) =>
    JSON.stringify({ Authorization: 'Bearer <nøkkelen din>', ...(op.name === 'PartnerCreateBooking' ? { 'Idempotency-Key': '<ein unik verdi per bestilling, t.d. ordrenummeret ditt>' } : {}) }, null, 2);
  return {
    title: name ? `${name} GraphQL` : 'GraphQL',
    defaultQuery: first,
    defaultTabs: [
      { query: first },
      ...[...PARTNER_OPERATIONS].sort((a, b) => walkOrder(a.name) - walkOrder(b.name)).map((op) => ({ query: op.text, variables: JSON.stringify(examplesOf(op.name, now), null, 2), headers: headersOf(op) })),
    ],
    shouldPersistHeaders: false,
  };
}

/** The page: GraphiQL's files from our own origin and its options as data, no inline script. */
export async function renderGraphiQLPage(options: GraphiQLOptions): Promise<string> {
  const { version, files } = await graphiqlAssets();
  const base = `${GRAPHIQL_ASSETS_PATH}/${version}`;
  const config = {
    options,
    workers: { editorWorkerService: `${base}/editor.worker.js`, json: `${base}/json.worker.js`, graphql: `${base}/graphql.worker.js` },
  };
  // "<" never appears raw inside the data block, so no text in the options can close it.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="no">
  <head>
    <meta charset="utf-8" />
    <title>${escape(options.title ?? 'GraphiQL')}</title>
    ${files.has('favicon.ico') ? `<link rel="icon" href="${base}/favicon.ico" />` : ''}
    <link rel="stylesheet" href="${base}/graphiql.css" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>GraphiQL treng JavaScript. Send spørjingar med POST til /graphql og API-nøkkelen som "Authorization: Bearer &lt;nøkkel&gt;".</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-config">${json}</script>
    <script src="${base}/environment.js"></script>
    <script src="${base}/graphiql.js"></script>
    <script src="${base}/start.js"></script>
  </body>
</html>
`;
}
