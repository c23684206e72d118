/**
 * The legacy `/api/v1` paths: each maps the old request shape to a service call and the result to the old
 * envelope and field names. No business rule lives here.
 */
import { Hono, type Context } from 'hono';
import { socketAddress } from '../http/clientAddress.ts';
import { createRequestContext } from '../http/context.ts';
import { isBearer, KEY_NOT_FOR_REST } from '../services/apiKeys.ts';
import { isCrossSite, isJsonBody, isMultipartUpload } from '../http/crossSite.ts';
import { getPublicSite, listCompanies, listPublicCompanies } from '../services/company.ts';
import type { AppServices, RequestContext } from '../services/context.ts';
import { dashboardCounts } from '../services/dashboard.ts';
import { UnauthenticatedError, SessionExpiredError, ValidationError } from '../services/errors.ts';
import { countLocations, countPublicLocations, getLocation, getPublicLocation, listLocations, listPublicLocations } from '../services/location.ts';
import { listProductCategories } from '../services/reference.ts';
import { optionalScope, requireScope } from '../services/scope.ts';
import { registerAuthRoutes } from './auth.ts';
import { fail, failFromError, listFilter, ok, paging, requiredRestId, restId, withLegacyFields } from './envelope.ts';
import { restBodyLimit } from './limits.ts';
import { shopRoutes } from './shop.ts';
import { LOCATION_FILTER_PARAMS, locationWriteRoutes } from './locations.ts';
import { productRoutes } from './products.ts';
import { rentalOptionRoutes } from './rentalOptions.ts';
import { bookingRoutes } from './bookings.ts';
import { customerRoutes } from './customers.ts';
import { vehicleRegisterRoutes } from './vehicleRegister.ts';
import { uploadRoutes } from './uploads.ts';
import { openApiDocument } from './openapi.ts';
import { legacyAccount, legacyCategory, legacyCompany, legacyDashboard, publicLocation, staffLocation } from './legacy.ts';

type Env = { Variables: { ctx: RequestContext } };

const LOCATION_INCLUDE = { openingHours: { orderBy: [{ kind: 'asc' as const }, { day: 'asc' as const }] }, company: true, media: true };


/** Paths whose body is a multipart form carrying a file, not JSON (the path itself refuses anything else, 415). */
const MULTIPART_PATHS = new Set(['/upload/image']);

/**
 * True when a write's body may be read: JSON, or multipart on a path that takes a file. A DELETE names its row in the
 * query and may come without a body (no Content-Type, no length); a POST always has one.
 */
function acceptedBody(request: Request, path: string): boolean {
  if (isJsonBody(request)) return true;
  if (MULTIPART_PATHS.has(path)) return isMultipartUpload(request);
  const bodiless = !request.headers.has('content-type') && !request.headers.has('transfer-encoding') && !(Number(request.headers.get('content-length')) > 0);
  return request.method !== 'POST' && bodiless;
}

/** Builds the `/api/v1` router over the shared services. */
export function createRestApi(services: AppServices) {
  const api = new Hono<Env>();

  // First, before anything reads the body: cap its size per path (413 in the envelope).
  api.use('*', restBodyLimit());

  api.use('*', async (c, next) => {
    // Cookie-authenticated requests from another site are refused (CSRF), by the rule of /graphql: a foreign Origin
    // or Sec-Fetch-Site: cross-site is 403. GETs too: some have effects (a customer's export is recorded in the
    // history and lands in the downloads folder; a plate lookup spends the register's quota), and only the product's
    // own pages call the API. A body must be JSON (multipart only where a path takes a file), since form and
    // text/plain bodies are what a foreign page can send without a preflight.
    if (isCrossSite(c.req.raw, services.config.publicUrl)) {
      return fail(c, 403, 'Forbidden', 'Førespurnaden kom frå ein annan nettstad.');
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const path = c.req.path.replace(/^\/api\/v1/, '');
      if (!acceptedBody(c.req.raw, path)) {
        const multipart = MULTIPART_PATHS.has(path);
        c.header('accept', multipart ? 'multipart/form-data' : 'application/json');
        return fail(c, 415, 'UnsupportedMediaType', multipart ? 'Innhaldet må sendast som multipart/form-data.' : 'Innhaldet må sendast som application/json.');
      }
    }
    // An API key works on /graphql only. Answered here rather than served as the public shop, so a partner's
    // developer is told at once (and no cookie that came along is read for a request that says it is a partner).
    if (isBearer(c.req.raw)) {
      c.header('www-authenticate', 'Bearer realm="graphql"');
      return fail(c, 401, 'Unauthorized', KEY_NOT_FOR_REST);
    }
    const ctx = await createRequestContext(services, c.req.raw, socketAddress(c));
    c.set('ctx', ctx);
    await next();
    ctx.responseCookies.forEach((cookie) => c.res.headers.append('set-cookie', cookie));
  });

  api.onError((err, c) => failFromError(c, err, services.log));
  api.notFound((c) => fail(c, 404, 'NotFound', 'Fann ikkje denne adressa.'));

  const ctxOf = (c: Context<Env>) => c.get('ctx');
  /**
   * The staff scope of a path visitors may read too: null for a visitor (the public view), but an employee who names
   * an account (`x-account`) that is not theirs is told so ("not found", as every staff path says), not silently
   * shown the visitors' list as if it were that account's.
   */
  const staffOrVisitor = async (ctx: ReturnType<typeof ctxOf>) => (ctx.viewer?.isEmployee && ctx.accountSlug ? requireScope(ctx) : optionalScope(ctx));

  api.get('/locations', async (c) => {
    const ctx = ctxOf(c);
    const q = c.req.query();
    const scope = await staffOrVisitor(ctx);
    const page = paging(q);
    if (page instanceof ValidationError) throw page;
    if (!scope) {
      // Visitors page the published locations like staff page theirs; the filters are the staff's.
      const [rows, total] = await Promise.all([
        listPublicLocations(ctx, { include: { openingHours: true }, take: page.take, skip: page.skip }),
        countPublicLocations(ctx),
      ]);
      return ok(c, rows.map(publicLocation), { limit: page.limit, page: page.page, total_count: total });
    }
    // A 422 names the query parameter (`location_status`), not the list's filter (`status`).
    const { filter, names } = listFilter(q, LOCATION_FILTER_PARAMS);
    const [rows, total] = await withLegacyFields(names, () =>
      Promise.all([
        listLocations(ctx, scope, filter, { include: LOCATION_INCLUDE, take: page.take, skip: page.skip }),
        countLocations(ctx, scope, filter),
      ]),
    );
    return ok(c, rows.map(staffLocation), { limit: page.limit, page: page.page, total_count: total });
  });

  api.get('/location/:id{[0-9]+}', async (c) => {
    const ctx = ctxOf(c);
    const id = requiredRestId(c.req.param('id'), 'location_id');
    const scope = await staffOrVisitor(ctx);
    if (!scope) return ok(c, publicLocation(await getPublicLocation(ctx, id)));
    await getLocation(ctx, scope, id);
    const full = await ctx.db.location.findUniqueOrThrow({ where: { id }, include: LOCATION_INCLUDE });
    return ok(c, staffLocation(full));
  });

  api.get('/companies', async (c) => {
    const ctx = ctxOf(c);
    const scope = await staffOrVisitor(ctx);
    const rows = scope ? await listCompanies(ctx, scope) : await listPublicCompanies(ctx);
    return ok(c, rows.map(legacyCompany));
  });

  api.get('/accounts', async (c) => {
    const ctx = ctxOf(c);
    if (!ctx.viewer) throw ctx.sessionExpired ? new SessionExpiredError() : new UnauthenticatedError();
    return ok(c, (await ctx.accounts()).map(legacyAccount));
  });

  api.get('/productcategories', async (c) => ok(c, (await listProductCategories(ctxOf(c))).map(legacyCategory)));

  api.get('/dashboard', async (c) => {
    const ctx = ctxOf(c);
    const scope = await requireScope(ctx);
    // As GraphQL's Account.dashboard: one company or location account (x-account) counts its own company unless
    // company_id names another, so REST and the admin's tiles show the same numbers.
    const own = scope.accounts.length === 1 ? (scope.accounts[0]!.companyId ?? undefined) : undefined;
    const companyId = restId(c.req.query('company_id'), 'company_id') ?? own;
    return ok(c, legacyDashboard(await dashboardCounts(ctx, scope, companyId)));
  });

  api.get('/site', async (c) => {
    const site = await getPublicSite(ctxOf(c));
    return ok(c, site && {
      site_name: site.name,
      site_email: site.email,
      site_phone: site.phone,
      site_phone2: site.phone2,
      site_address1: site.address1,
      site_address2: site.address2,
      site_zip: site.zip,
      site_city: site.city,
      site_orgnr: site.orgnr,
    });
  });

  locationWriteRoutes(api);
  productRoutes(api);
  rentalOptionRoutes(api);

  bookingRoutes(api);

  customerRoutes(api);

  registerAuthRoutes(api);

  uploadRoutes(api);

  shopRoutes(api);

  vehicleRegisterRoutes(api);

  api.get('/openapi.json', (c) => c.json(openApiDocument()));

  // Unknown paths under /api/v1 answer in the envelope too (the parent app's 404 is plain text).
  api.all('*', (c) => fail(c, 404, 'NotFound', 'Fann ikkje denne adressa.'));

  return api;
}
