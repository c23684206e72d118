/**
 * Changing and exporting a customer, and who may erase one (the erasure itself is customerErase.ts): the write path
 * of services/write.ts applied to a registered person (rules in server/domain/customer.ts). GraphQL and REST both
 * call these functions.
 *
 * Scope: a member of staff reaches a customer who booked within their account (scope.ts `booking`), and only through
 * a role that may change customers there (role table). A person holding a staff role is changed or erased only from
 * the network account: a site or company could otherwise take over a colleague's log-in by changing their e-mail.
 */
import { formatOslo } from '../domain/time.ts';
import { z } from 'zod';
import { rowIdSchema } from '../domain/fields.ts';
import {
  CUSTOMER_HISTORY_FIELDS,
  CUSTOMER_MESSAGES,
  customerPatchSchema,
  mayErase,
  phoneLacksCountryCode,
} from '../domain/customer.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { enqueueLoginEmailChangedMail } from './accountMail.ts';
import type { RequestContext } from './context.ts';
import { ConflictError, ForbiddenError, NotFoundError, parseInput, ValidationError } from './errors.ts';
import { recordHistory } from './history.ts';
import { isVisible, requireScope, scopeWhere, writableScope, type Scope } from './scope.ts';
import { changesOf, inTransaction, type Tx } from './write.ts';

const idSchema = z.object({ id: rowIdSchema() });
const updateMetaSchema = idSchema.extend({
  updatedAt: z.date({ error: 'updatedAt må fyllast ut: sist endra, slik kunden vart lasta.' }),
});

/** Customers reachable through the scope: people who booked within it (everyone for a network account). */
export function customerWhere(scope: Scope): Prisma.UserWhereInput {
  if (scope.accounts.some((a) => a.kind === 'network')) return {};
  if (scope.accounts.length === 0) return { id: -1 };
  return { OR: scope.accounts.map((a) => ({ bookings: { some: scopeWhere.booking({ accounts: [a] }) } })) };
}

export type Action = 'change' | 'erase' | 'export';

/** The part of the scope that may act on customers: change/export by the role table, erase by site level and up. */
export function actingScope(scope: Scope, action: Action): Scope {
  const writable = writableScope(scope, 'customers');
  return action === 'erase' ? { accounts: writable.accounts.filter((a) => mayErase(a.role)) } : writable;
}

/** Why a visible person is refused, in the words of what was asked: an export only reads. */
const REFUSALS: Record<Action, string> = {
  change: 'Rolla di kan ikkje endre denne kunden.',
  erase: 'Berre Systemansvarlig og Nasjonal Administrator kan slette kundar.',
  export: 'Rolla di kan ikkje laste ned data om denne kunden.',
};

/**
 * Not visible → not found (existence not revealed); visible but no role here may do `action` to this person, or the
 * person holds a staff role and the caller acts below network level → forbidden.
 */
export async function assertMayActOnCustomer(ctx: RequestContext, scope: Scope, id: number, action: Action): Promise<void> {
  if (!(await isVisible(ctx.db, scope, 'user', id))) throw new NotFoundError('Fann ikkje kunden.');
  const acting = actingScope(scope, action);
  const refusal = REFUSALS[action];
  if (acting.accounts.length === 0) throw new ForbiddenError(refusal);
  const reachable = await ctx.db.user.count({ where: { AND: [{ id }, customerWhere(acting)] } });
  if (!reachable) throw new ForbiddenError(refusal);
  if (action !== 'export' && !acting.accounts.some((a) => a.kind === 'network')) {
    if ((await ctx.db.membership.count({ where: { userId: id } })) > 0) throw new ForbiddenError('Tilsette kan berre endrast frå nettverkskontoen.');
  }
  if (action === 'erase' && id === ctx.viewer!.id) throw new ForbiddenError('Du kan ikkje slette deg sjølv.');
  if (action === 'erase') {
    const own = (await ctx.db.booking.findMany({ where: { customerUserId: id }, select: { id: true } })).map((b) => b.id);
    await assertBookingsErasable(ctx.db, scope, own);
  }
}

/**
 * Erasing anonymises every booking of the person, so each must lie where the caller may erase (a site admin does not
 * rewrite another site's bookings and their history): asked before (the page's "Slett kunden" and its reason) and
 * again under the person's lock with the very list the erasure then anonymises (customerErase.ts).
 */
export async function assertBookingsErasable(db: Pick<Tx, 'booking'>, scope: Scope, own: readonly number[]): Promise<void> {
  if (!own.length) return;
  const reachable = await db.booking.count({ where: { AND: [{ id: { in: [...own] } }, scopeWhere.booking(actingScope(scope, 'erase'))] } });
  if (reachable < own.length) throw new ForbiddenError(CUSTOMER_MESSAGES.bookingsOutsideEraseScope);
}

/**
 * Whether the scope may change this person's log-in e-mail: through a national or network account whose role may
 * change customers and which holds the person (customerWhere), not merely one such account anywhere. The e-mail is
 * where a new password is sent, so a company's or location's staff (who see everyone who booked with them) must not
 * be able to move an account to an address of their own, nor borrow that right from a site role in another site.
 */
export async function mayChangeLoginEmail(db: Pick<Tx, 'user'>, scope: Scope, id: number): Promise<boolean> {
  const national: Scope = { accounts: actingScope(scope, 'change').accounts.filter((a) => a.kind === 'network' || a.kind === 'site') };
  if (national.accounts.length === 0) return false;
  return (await db.user.count({ where: { AND: [{ id }, customerWhere(national)] } })) > 0;
}

/** Locks the person's row and checks the `updatedAt` the caller loaded; null when the row is gone. */
export async function lockUser(tx: Tx, id: number, loaded: Date | null, conflictMessage: string = CUSTOMER_MESSAGES.conflict): Promise<{ updatedAt: Date; erasedAt: Date | null } | null> {
  const rows = await tx.$queryRaw<{ updated_at: Date; erased_at: Date | null }[]>`SELECT updated_at, erased_at FROM "user" WHERE id = ${id} FOR UPDATE`;
  if (!rows.length) return null;
  if (loaded && rows[0]!.updated_at.getTime() !== loaded.getTime()) throw new ConflictError(rows[0]!.updated_at, conflictMessage);
  return { updatedAt: rows[0]!.updated_at, erasedAt: rows[0]!.erased_at };
}

export interface UpdateCustomerInput {
  id: number;
  updatedAt: Date;
  [field: string]: unknown;
}

/**
 * Changes the given contact fields. A stale `updatedAt` answers ConflictError and writes nothing; a save that changes
 * nothing writes nothing. An e-mail another user has is refused, naming the field. A new log-in e-mail is told to the
 * old address (accountMail.ts enqueueLoginEmailChangedMail), in the same transaction.
 */
export async function updateCustomer(ctx: RequestContext, input: UpdateCustomerInput) {
  const scope = await requireScope(ctx);
  const { id, updatedAt, ...fields } = input;
  const meta = parseInput(updateMetaSchema, { id, updatedAt });
  const patch = parseInput(customerPatchSchema, Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)));
  await assertMayActOnCustomer(ctx, scope, meta.id, 'change');
  return inTransaction(ctx, async (tx) => {
    const lock = await lockUser(tx, meta.id, meta.updatedAt);
    if (!lock) throw new NotFoundError('Fann ikkje kunden.');
    if (lock.erasedAt) throw new ForbiddenError(CUSTOMER_MESSAGES.erased);
    const before = await tx.user.findUniqueOrThrow({ where: { id: meta.id } });
    const changes = changesOf(before, { ...before, ...patch }, CUSTOMER_HISTORY_FIELDS);
    if (Object.keys(changes).length === 0) return before;
    if ((changes.phone || changes.phoneCountryCode) && phoneLacksCountryCode({ ...before, ...patch })) {
      throw ValidationError.field('phoneCountryCode', CUSTOMER_MESSAGES.phoneCountryCodeMissing);
    }
    if (changes.email && !(await mayChangeLoginEmail(tx, scope, meta.id))) {
      throw ValidationError.field('email', CUSTOMER_MESSAGES.emailSiteOnly);
    }
    if (patch.email && changes.email && (await tx.user.count({ where: { email: patch.email, id: { not: meta.id } } }))) {
      throw ValidationError.field('email', CUSTOMER_MESSAGES.emailTaken);
    }
    const updated = await tx.user.update({ where: { id: meta.id }, data: { ...patch, updatedAt: new Date() } });
    await recordHistory(tx, { entityType: 'customer', entityId: meta.id, authorId: ctx.viewer!.id, status: 'changed', comment: 'Kontaktopplysningane er endra', changes });
    if (changes.email) await enqueueLoginEmailChangedMail(tx, { userId: meta.id, oldEmail: before.email, newEmail: updated.email, changedAt: updated.updatedAt });
    return updated;
  });
}

/**
 * Guest bookings (no linked user) placed with the person's e-mail, inside the scope given (the part that may erase,
 * or that reads an export): the same person's data. The address is compared whole, case-insensitively, never as a
 * pattern ("_" and "%" are letters here), and a booking outside that scope is not touched, whoever else may see it.
 */
export async function guestBookingsOf(db: Pick<Tx, '$queryRaw' | 'booking'>, scope: Scope, email: string): Promise<number[]> {
  const same = await db.$queryRaw<{ id: number }[]>`SELECT id FROM booking WHERE customer_user_id IS NULL AND lower(guest_email) = lower(${email})`;
  if (!same.length) return [];
  const inScope = await db.booking.findMany({ where: { AND: [{ id: { in: same.map((r) => r.id) } }, scopeWhere.booking(scope)] }, select: { id: true } });
  return inScope.map((b) => b.id);
}

/**
 * Everything stored about a person, as one JSON document: the user row (no password hash), their business, staff
 * roles, bookings in the caller's scope with lines and attached files (described, not their bytes), consents, sessions,
 * reset links, page views and the history about them. Other people are left out: authors appear as "staff", and the
 * drivers a business booking names are not included. Leaves a history entry.
 */
export async function exportCustomer(ctx: RequestContext, input: { id: number }) {
  const scope = await requireScope(ctx);
  const { id } = parseInput(idSchema, input);
  await assertMayActOnCustomer(ctx, scope, id, 'export');
  const user = await ctx.db.user.findUniqueOrThrow({
    where: { id },
    include: {
      customerCompany: true,
      memberships: { include: { network: true, site: true, company: true, location: true } },
      sessions: { orderBy: { id: 'asc' } },
      resetTokens: { orderBy: { id: 'asc' } },
    },
  });
  // The guest bookings placed with the person's e-mail are theirs too (erasure anonymises them with the rest).
  const guests = await guestBookingsOf(ctx.db, scope, user.email);
  const bookings = await ctx.db.booking.findMany({
    where: { AND: [{ OR: [{ customerUserId: id }, { id: { in: guests } }] }, scopeWhere.booking(scope)] },
    orderBy: { id: 'asc' },
    include: {
      lines: { orderBy: { position: 'asc' }, include: { rentalOption: { select: { title: true } }, product: { select: { name: true, licensePlate: true } } } },
      documents: { include: { upload: { select: { id: true, mime: true, size: true, createdAt: true, type: true } } } },
      pickupLocation: { select: { name: true } },
      dropoffLocation: { select: { name: true } },
      company: { select: { name: true } },
    },
  });
  const [pageViews, events, history] = await Promise.all([
    ctx.db.pageView.findMany({ where: { userId: id }, orderBy: { id: 'asc' }, select: { path: true, consentVersion: true, createdAt: true } }),
    ctx.db.analyticsEvent.findMany({ where: { userId: id }, orderBy: { id: 'asc' }, select: { name: true, bookingId: true, consentVersion: true, createdAt: true } }),
    ctx.db.historyEntry.findMany({ where: { entityType: 'customer', entityId: id }, orderBy: [{ at: 'asc' }, { id: 'asc' }] }),
  ]);
  const { passwordHash: _p, customerCompany, memberships, sessions, resetTokens, ...person } = user;
  const now = new Date();
  const document = {
    exportedAt: now.toISOString(),
    person,
    customerCompany,
    staffRoles: memberships.map((m) => ({
      role: m.role,
      account: m.network?.name ?? m.site?.name ?? m.company?.name ?? m.location?.name ?? null,
      createdAt: m.createdAt,
    })),
    bookings: bookings.map(({ businessBookingDrivers: _d, authorId: _a, idempotencyKey: _k, documents, ...b }) => ({
      ...b,
      documents: documents.map((d) => ({ uploadId: d.upload.id, type: d.upload.type, mime: d.upload.mime, size: d.upload.size, createdAt: d.upload.createdAt })),
    })),
    consents: {
      acceptedTermsOnBookings: bookings.filter((b) => b.acceptedTerms).map((b) => b.id),
      cookieConsentVersions: [...new Set([...pageViews, ...events].map((p) => p.consentVersion))],
    },
    sessions: sessions.map((s) => ({ createdAt: s.createdAt, lastSeenAt: s.lastSeenAt, expiresAt: s.expiresAt, userAgent: s.userAgent })),
    passwordResets: resetTokens.map((t) => ({ createdAt: t.createdAt, expiresAt: t.expiresAt, usedAt: t.usedAt })),
    pageViews,
    analyticsEvents: events,
    history: history.map((h) => ({ at: h.at, by: h.authorId === id ? 'self' : h.authorId ? 'staff' : null, status: h.status, comment: h.comment, changes: h.changes })),
  };
  await recordHistory(ctx.db, { entityType: 'customer', entityId: id, authorId: ctx.viewer!.id, status: 'exported', comment: 'Opplysningane om kunden er eksporterte' });
  return { fileName: exportFileName(id, now), document };
}

/** The export's file name: the customer and the day it was made, in Oslo (a UTC date is the day before at night). */
export const exportFileName = (id: number, now: Date): string => `kunde-${id}-${formatOslo(now).slice(0, 10)}.json`;
