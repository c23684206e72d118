/** Builds the request context from an incoming fetch Request: session cookie, chosen account, HTTPS. */
import { languageOfHeader } from '../domain/messages.ts';
import { bearerToken, resolvePartner, type PartnerContext } from '../services/apiKeys.ts';
import { resolveSession, SESSION_COOKIE } from '../services/auth.ts';
import type { AppServices, RequestContext } from '../services/context.ts';
import { loadAccounts, type Account } from '../services/scope.ts';
import { resolveClientAddress } from './clientAddress.ts';
import { ACCOUNT_SLUG_PATTERN } from '../domain/lists.ts';

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Thrown when a request's Bearer key is bad, revoked or expired: the HTTP layer answers 401 (keyRefusedResponse). */
export class ApiKeyRefused extends Error {}

/**
 * The context every service call of this request receives. `socketAddress` is the peer address of the connection
 * (see clientAddress.ts); without one the client address is `unknown`.
 */
export async function createRequestContext(
  services: AppServices,
  request: Request,
  socketAddress?: string,
  opts: { partnerKeys?: boolean } = {},
): Promise<RequestContext> {
  // A partner's key (on /graphql only): no cookie is read, the request acts as the partner alone.
  const bearer = opts.partnerKeys ? bearerToken(request) : undefined;
  let partner: PartnerContext | null = null;
  if (bearer !== undefined) {
    partner = bearer ? await resolvePartner(services.db, bearer) : null;
    if (!partner) throw new ApiKeyRefused();
  }
  const token = partner ? undefined : readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  const session = await resolveSession(services.db, token);
  const slug = request.headers.get('x-account')?.trim().toLowerCase() ?? '';
  // The scheme a proxy reports counts only behind a trusted proxy (TRUST_PROXY), like its client address.
  const forwardedProto = services.config.trustProxy > 0 ? request.headers.get('x-forwarded-proto')?.split(',').at(-1)?.trim() : undefined;
  const proto = forwardedProto ?? new URL(request.url).protocol.replace(':', '');
  // Loaded with the session; a log-in or log-out within the request changes the viewer, and with it the accounts.
  let accounts: { userId: number; list: Promise<Account[]> } | undefined =
    session.viewer && session.accounts ? { userId: session.viewer.id, list: Promise.resolve(session.accounts) } : undefined;
  const ctx: RequestContext = {
    ...services,
    viewer: session.viewer,
    sessionId: session.sessionId,
    sessionExpired: session.expired,
    accountSlug: ACCOUNT_SLUG_PATTERN.test(slug) ? slug : null,
    accounts: () => {
      if (!ctx.viewer) return Promise.resolve([]);
      if (accounts?.userId !== ctx.viewer.id) accounts = { userId: ctx.viewer.id, list: loadAccounts(ctx.db, ctx.viewer.id) };
      return accounts.list;
    },
    responseCookies: [],
    secure: proto === 'https' || services.config.publicUrl.startsWith('https:'),
    userAgent: request.headers.get('user-agent'),
    clientAddress: resolveClientAddress(socketAddress, request.headers.get('x-forwarded-for'), services.config.trustProxy),
    idempotencyKey: request.headers.get('idempotency-key')?.trim() || null,
    language: languageOfHeader(request.headers.get('accept-language')),
    partner,
  };
  // An expired cookie is cleared so the browser stops sending it.
  if (session.expired) ctx.responseCookies.push(`${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${ctx.secure ? '; Secure' : ''}`);
  return ctx;
}
