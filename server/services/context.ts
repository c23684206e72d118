/** The request context every service takes first: who is calling, through which session, with which account. */
import type { MessageLanguage } from '../domain/messages.ts';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PartnerContext } from './apiKeys.ts';
import type { Account } from './scope.ts';

export interface Viewer {
  id: number;
  isEmployee: boolean;
  firstname: string;
  lastname: string;
  email: string;
}

/** The long-lived parts shared by every request. */
export interface AppServices {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: Logger;
}

export interface RequestContext extends AppServices {
  viewer: Viewer | null;
  sessionId: number | null;
  /** A session cookie came with the request but its session has expired or was ended. */
  sessionExpired: boolean;
  /** The account chosen in the client (header `x-account`), or null for "all of the viewer's accounts". */
  accountSlug: string | null;
  /** The viewer's accounts (memberships), loaded once per request. */
  accounts(): Promise<Account[]>;
  /** Set-Cookie values to send with the response. */
  responseCookies: string[];
  /** Whether the request reached us over HTTPS (directly or through a proxy). */
  secure: boolean;
  userAgent: string | null;
  /** The client's network address (socket peer, or X-Forwarded-For when TRUST_PROXY trusts it): rate limits key on it. */
  clientAddress: string;
  /** The request's Idempotency-Key header: a retried booking with the same key returns the first result. */
  idempotencyKey: string | null;
  /** The language the caller reads (Accept-Language: English or Norwegian): messages a customer reads follow it. */
  language: MessageLanguage;
  /** A partner's request (`Authorization: Bearer <key>` on /graphql): no cookie was read, `viewer` is null. */
  partner: PartnerContext | null;
}
