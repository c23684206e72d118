/**
 * The legacy account paths of /api/v1 (log-in, registration, password reset) over the auth service, with the optional
 * transit encryption of spec 1, section 7: a nonce is used once, an encrypted body is opened, and an answer is
 * encrypted for the client's key when asked. Wire format: README.md, "Encrypted /api/v1 calls".
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { claimNonce } from '../crypto/nonces.ts';
import { currentTransitKey, decryptRequest, encryptResponse, parseClientKey, TRANSIT_ALG, TransitError } from '../crypto/transit.ts';
import * as auth from '../services/auth.ts';
import type { RequestContext } from '../services/context.ts';
import { consume, LIMITS } from '../services/rateLimit.ts';
import * as registration from '../services/registration.ts';
import { fail, ok, withLegacyFields } from './envelope.ts';
import { JSON_TOO_DEEP_MESSAGE, jsonTooDeep } from '../http/jsonDepth.ts';

type Env = { Variables: { ctx: RequestContext } };
type TransitEnv = { Variables: { ctx: RequestContext; transitBody: Record<string, unknown> } };

/** Paths whose bodies may come encrypted and whose answers may go encrypted. */
export const TRANSIT_PATHS = ['/login', '/request_reset_password_token', '/update_password', '/create_user', '/confirm_user'] as const;
const MAX_BODY = 64 * 1024;

/** The user object the legacy log-in answers with. */
export function legacyUser(u: { id: number; isEmployee: boolean; firstname: string; lastname: string; email: string; phone: string | null; createdAt: Date }) {
  return {
    user_id: u.id,
    user_isemployee: u.isEmployee,
    user_firstname: u.firstname,
    user_lastname: u.lastname,
    user_email: u.email,
    user_phone: u.phone,
    user_created_at: u.createdAt.toISOString(),
  };
}

/**
 * Runs around each account path: claims the `x-nonce` (refusing a replay), reads the JSON body and opens it when
 * `x-encrypted: 1` says it is encrypted, and encrypts the answer for `x-client-key` when `x-encrypt-response: 1` asks.
 */
const transit: MiddlewareHandler<TransitEnv> = async (c, next) => {
  if (c.req.method !== 'POST') return next();
  const ctx = c.get('ctx');
  const nonce = c.req.header('x-nonce');
  const encrypted = c.req.header('x-encrypted') === '1';
  const answerEncrypted = c.req.header('x-encrypt-response') === '1';
  let clientKey: ReturnType<typeof parseClientKey> | undefined;
  try {
    if ((encrypted || answerEncrypted) && !nonce) throw new TransitError('InvalidNonce', 'Krypterte kall må ha ein nonce (x-nonce).');
    if (answerEncrypted) clientKey = parseClientKey(c.req.header('x-client-key'));
    const text = await c.req.text();
    if (text.length > MAX_BODY) throw new TransitError('BadRequest', 'Innhaldet er for stort.');
    let body: unknown = {};
    if (text.trim() !== '') {
      if (jsonTooDeep(text)) throw new TransitError('BadRequest', JSON_TOO_DEEP_MESSAGE);
      try {
        body = JSON.parse(text);
      } catch {
        throw new TransitError('BadRequest', 'Innhaldet må vere gyldig JSON.');
      }
    }
    if (nonce !== undefined) {
      // Each nonce stores a row: a client may store only so many.
      await consume(ctx.db, [[LIMITS.noncesPerClient, ctx.clientAddress]]);
      await claimNonce(ctx.db, nonce);
    }
    if (encrypted) body = await decryptRequest(ctx.db, body, { method: c.req.method, path: c.req.path, nonce: nonce! });
    // Anything but an object reads as an empty form, so the answer names every missing field.
    c.set('transitBody', typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {});
  } catch (err) {
    if (err instanceof TransitError) return fail(c, 400, err.status, err.message);
    throw err;
  }
  await next();
  if (!clientKey) return;
  const answer = await c.res.json();
  const status = c.res.status;
  c.res = undefined;
  c.res = new Response(JSON.stringify(encryptResponse(clientKey, nonce!, answer)), {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8', 'x-encrypted': '1' },
  });
};

/** POST /create_user: the registration's field → its legacy name (OpenAPI documents the body from these). */
export const CREATE_USER_FIELDS = { firstname: 'user_firstname', lastname: 'user_lastname', phone: 'user_phone', email: 'user_email', password: 'user_password' } as const;

/** Registers the account paths (and the transit key they are encrypted with) on the /api/v1 router. */
export function registerAuthRoutes(api: Hono<Env>): void {
  const routes = api as unknown as Hono<TransitEnv>;
  for (const path of TRANSIT_PATHS) routes.use(path, transit);
  const body = (c: Context<TransitEnv>) => c.get('transitBody');

  routes.get('/transit_key', async (c) => {
    const key = await currentTransitKey(c.get('ctx').db);
    return ok(c, { kid: key.kid, enc: TRANSIT_ALG, public_key: key.publicKey, server_time: Date.now() });
  });

  routes.post('/login', async (c) => {
    const ctx = c.get('ctx');
    const b = body(c);
    const viewer = await auth.login(ctx, { email: b.email, password: b.password, remember: b.remember });
    return ok(c, legacyUser(await ctx.db.user.findUniqueOrThrow({ where: { id: viewer.id } })));
  });

  routes.post('/request_reset_password_token', async (c) => {
    await withLegacyFields({ email: 'user_email' }, () => auth.requestPasswordReset(c.get('ctx'), { email: body(c).user_email }));
    return ok(c, 'E-post sendt');
  });

  routes.post('/update_password', async (c) => {
    const b = body(c);
    await withLegacyFields({ key: 'reset_token', password: 'new_password' }, () =>
      auth.resetPassword(c.get('ctx'), { key: b.reset_token, password: b.new_password }),
    );
    return ok(c, 'Passordet ditt har blitt oppdatert!');
  });

  routes.post('/create_user', async (c) => {
    const b = body(c);
    // user_created_at is accepted and ignored: the server records when the account was created.
    await withLegacyFields(CREATE_USER_FIELDS, () =>
      registration.register(c.get('ctx'), { firstname: b.user_firstname, lastname: b.user_lastname, phone: b.user_phone, email: b.user_email, password: b.user_password }),
    );
    // Not "Brukar oppretta": the account exists only once the e-mailed link is opened (POST /confirm_user).
    return ok(c, registration.REGISTRATION_SENT_MESSAGE);
  });

  routes.post('/confirm_user', async (c) => {
    const ctx = c.get('ctx');
    const viewer = await withLegacyFields({ key: 'confirm_token' }, () => registration.confirmRegistration(ctx, { key: body(c).confirm_token }));
    return ok(c, legacyUser(await ctx.db.user.findUniqueOrThrow({ where: { id: viewer.id } })));
  });
}
