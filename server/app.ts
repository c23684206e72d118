/** The one HTTP app: the React client, /graphql (with GraphiQL in a browser), /api/v1 and uploaded images. */
import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { databaseAnswers } from './db/client.ts';
import { socketAddress } from './http/clientAddress.ts';
import { ApiKeyRefused, createRequestContext } from './http/context.ts';
import { bodyLimit } from 'hono/body-limit';
import { JSON_TOO_DEEP_MESSAGE, jsonTooDeep } from './http/jsonDepth.ts';
import { LICENCE_REQUEST_MAX_BYTES } from './services/licenceFile.ts';
import { IMAGE_MESSAGES, IMAGE_REQUEST_MAX_BYTES } from './domain/imageUpload.ts';
import { graphqlCrossSiteRefusal, isMultipartUpload, malformedUploadMap, PARTNER_CORS } from './http/crossSite.ts';
import { GRAPHIQL_ASSETS_PATH, graphiqlAssetHandler } from './http/graphiql.ts';
import { manifest, PARTNER_MANIFEST_PATH } from './http/trustedDocuments.ts';
import { GRAPHIQL_CSP, securityHeaders } from './http/securityHeaders.ts';
import { uploadHandler } from './http/uploads.ts';
import { languageOfPath } from './domain/languagePath.ts';
import { compressJson, englishIndex, IMMUTABLE, loadWebDist, REVALIDATE, sendFile } from './http/staticFiles.ts';
import { createGraphQL } from './http/yoga.ts';
import { createRestApi } from './rest/index.ts';
import { keyRefusedResponse } from './services/apiKeys.ts';
import type { AppServices } from './services/context.ts';
import { languageOfHeader } from './domain/messages.ts';

/** The first of a GET's JSON parameters (`variables`, `extensions`) that is not a JSON object or nests too deep, with what to say; or null. */
export function malformedJsonParam(params: URLSearchParams): { name: string; message: string } | null {
  for (const name of ['variables', 'extensions']) {
    const text = params.get(name);
    if (text === null || text === '') continue;
    if (jsonTooDeep(text)) return { name, message: JSON_TOO_DEEP_MESSAGE };
    try {
      const value: unknown = JSON.parse(text);
      if (value !== null && (typeof value !== 'object' || Array.isArray(value))) return { name, message: `${name} er ikkje gyldig JSON.` };
    } catch {
      return { name, message: `${name} er ikkje gyldig JSON.` };
    }
  }
  return null;
}

/** A GraphQL body at most this long (Content-Length) is handed to Yoga without the nesting check. */
const SMALL_JSON_BODY = 16 * 1024;

export const WEB_DIST = path.resolve(import.meta.dirname, '../web/dist');

/** Builds the app over the shared services. `webDist` is the built client (absent in API-only tests). */
export function createApp(services: AppServices, opts: { webDist?: string } = {}) {
  const app = new Hono();
  const yoga = createGraphQL(services);
  app.use('*', securityHeaders());

  // For a supervisor or load balancer: healthy only while the database answers (a process whose database went away
  // answers every page with an error and must be replaced, not kept in rotation). Asked on a connection of its own,
  // not the pool's: a busy process whose ten connections all serve slow requests is still healthy, and taking it out
  // of rotation would only move its load onto the others.
  app.get('/healthz', async (c) => {
    const ok = await databaseAnswers(services.db);
    return c.json({ ok }, ok ? 200 : 503, { 'cache-control': 'no-store' });
  });

  // Large JSON answers travel compressed (a phone on 4G); streams and pre-compressed files are left alone.
  app.use('/graphql', compressJson());
  app.use('/api/v1/*', compressJson());

  // A file upload (multipart) carries one picture: its body is capped while it streams in, before Yoga parses it.
  const uploadLimit = bodyLimit({
    maxSize: IMAGE_REQUEST_MAX_BYTES,
    // The rest of the body is never read, so the connection cannot carry another request: it is closed after the answer.
    onError: (c) => c.json({ errors: [{ message: IMAGE_MESSAGES.tooLarge, extensions: { code: 'PAYLOAD_TOO_LARGE', field: 'file' } }] }, 413, { connection: 'close' }),
  });

  const jsonLimit = bodyLimit({
    maxSize: LICENCE_REQUEST_MAX_BYTES,
    onError: (c) => c.json({ errors: [{ message: `Innhaldet er for stort: høgst ${Math.floor(LICENCE_REQUEST_MAX_BYTES / (1024 * 1024))} MB.`, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] }, 413, { connection: 'close' }),
  });

  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', async (c, next) => {
    const refusal = graphqlCrossSiteRefusal(c.req.raw, services.config.publicUrl);
    if (refusal) return refusal;
    // A GET's `variables` and `extensions` are JSON in the address; Yoga would throw on a malformed one (a 500).
    if (c.req.method === 'GET') {
      const bad = malformedJsonParam(new URL(c.req.url).searchParams);
      if (bad) return c.json({ errors: [{ message: bad.message, extensions: { code: 'BAD_REQUEST', field: bad.name } }] }, 400);
    }
    if (isMultipartUpload(c.req.raw)) {
      let badMap: Response | undefined;
      const limited = await uploadLimit(c, async () => {
        const bad = await malformedUploadMap(c.req.raw.clone());
        if (bad) {
          badMap = c.json({ errors: [{ message: bad.message, extensions: { code: 'BAD_REQUEST', field: bad.field } }] }, 400);
          return;
        }
        await next();
      });
      return badMap ?? limited;
    }
    if (c.req.method !== 'POST') return next();
    // A JSON body: capped (the order's, which carries the licence) and its nesting checked before Yoga parses it, so a
    // deeply nested body cannot hold the event loop (http/jsonDepth.ts). A small one (by Content-Length) goes straight
    // on: parsing 16 KB of any nesting takes at most ~15 ms, and reading the body here and handing Yoga a copy cost
    // every query ~1 ms (the staff lists' bench).
    const declared = Number(c.req.header('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared <= SMALL_JSON_BODY) return next();
    let tooDeep: Response | undefined;
    const limited = await jsonLimit(c, async () => {
      const text = await c.req.raw.text();
      if (jsonTooDeep(text)) {
        tooDeep = c.json({ errors: [{ message: JSON_TOO_DEEP_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] }, 400);
        return;
      }
      c.req.raw = new Request(c.req.raw, { body: text });
      await next();
    });
    return tooDeep ?? limited;
  });

  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', async (c) => {
    let ctx: Awaited<ReturnType<typeof createRequestContext>>;
    try {
      ctx = await createRequestContext(services, c.req.raw, socketAddress(c), { partnerKeys: true });
    } catch (err) {
      // A partner's key that is bad, revoked or past its grace period: 401 before anything runs.
      if (err instanceof ApiKeyRefused) return withHeaders(keyRefusedResponse(languageOfHeader(c.req.header('accept-language'))), PARTNER_CORS);
      // The session (and the viewer's accounts) could not be read: a GraphQL answer like any other failure.
      services.log.error({ err }, 'graphql: could not read the session');
      return c.json({ errors: [{ message: 'Noko gjekk gale. Feilen er logga og vil bli retta.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }, 500);
    }
    let response = await yoga.fetch(c.req.raw, { requestContext: ctx });
    // GraphiQL in a browser: its own policy (its files from our origin, see graphiql.ts).
    if (response.headers.get('content-type')?.startsWith('text/html')) response.headers.set('content-security-policy', GRAPHIQL_CSP);
    ctx.responseCookies.forEach((cookie) => response.headers.append('set-cookie', cookie));
    // A partner's request: CORS open (no credentials), see crossSite.ts.
    if (ctx.partner) response = withHeaders(response, PARTNER_CORS);
    return response;
  });

  app.get(`${GRAPHIQL_ASSETS_PATH}/:version/:file`, graphiqlAssetHandler);
  // The registered partner operations with their hashes (Apollo's persisted-query manifest), for partners whose key
  // runs only trusted documents. Public: the same operations GraphiQL opens with.
  app.get(PARTNER_MANIFEST_PATH, (c) => c.json(manifest()));

  app.route('/api/v1', createRestApi(services));

  app.get('/uploads/:id{[0-9]+}/:variant?', uploadHandler(services));

  // Norwegian has no prefix: /no/… is the same page without it. The admin is Norwegian only: /en/admin/… too.
  app.get('*', (c, next) => {
    const target = unprefixedPath(new URL(c.req.url).pathname);
    if (target === null) return next();
    const query = new URL(c.req.url).search;
    return c.redirect(target + query, 301);
  });

  const webDist = opts.webDist;
  if (webDist && fs.existsSync(path.join(webDist, 'index.html'))) {
    // The whole build is read once (under 2 MB with its .br and .gz copies): no disk access per request.
    const files = loadWebDist(webDist);
    const indexHtml = files.get('/index.html')!;
    const englishHtml = englishIndex(indexHtml);
    app.get('/assets/*', (c) => {
      const file = files.get(c.req.path);
      // A chunk of an older build is gone: a clear 404, never index.html with a 200 in place of a script.
      return file ? sendFile(c, file, IMMUTABLE) : c.text('Fann ikkje fila.', 404);
    });
    app.get('*', (c, next) => {
      const file = c.req.path !== '/' && files.get(c.req.path);
      return file ? sendFile(c, file, REVALIDATE) : next();
    });
    // Every other path is a client route (the wizard, /login, /admin/...): the single-page app answers.
    app.get('*', (c) => sendFile(c, languageOfPath(c.req.path) === 'en' ? englishHtml : indexHtml, REVALIDATE));
  } else {
    app.get('/', (c) => c.text('Webklienten er ikkje bygd. Køyr `npm run build` (npm start gjer det av seg sjølv).', 503));
  }
  return app;
}

/**
 * The response with extra headers: set in place when its headers may change (Yoga's answers), else on a copy (a
 * fetch Response's headers may be immutable; copying re-streams the body, which costs a partner's answer about 1 ms).
 */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [k, v] of Object.entries(headers)) response.headers.set(k, v);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [k, v] of Object.entries(headers)) copy.headers.set(k, v);
    return copy;
  }
}

/** Where a path with a language prefix that must not carry one belongs (`/no/steg2` → `/steg2`), else null. */
export function unprefixedPath(pathname: string): string | null {
  let rest: string | null = null;
  if (pathname === '/no' || pathname.startsWith('/no/')) rest = pathname.slice(3);
  else if (pathname === '/en/admin' || pathname.startsWith('/en/admin/')) rest = pathname.slice(3);
  // Never "//host" or "/\\host" (another site to a browser): one slash, then the rest.
  return rest === null ? null : '/' + rest.replace(/^[/\\]+/, '');
}
