/**
 * Partner API keys (issue 12). Staff: `Account.apiKeys`, `createApiKey`, `revokeApiKey`, `rotateApiKey` (the full key
 * is in the answer of create and rotate only). Partners (a request with `Authorization: Bearer <key>`): the `partner`
 * root field with the partner's name, locations and own bookings. `Booking.partnerName` marks a partner's booking.
 */
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { apiKeyStatus, type ApiKeyStatus } from '../domain/apiKeys.ts';
import { API_KEY_SORT_FIELDS } from '../domain/lists.ts';
import { API_KEY_RIGHTS } from '../domain/apiKeys.ts';
import { partnerBookingWhere, partnerLocationWhere, partnerReads, PRICE_TYPES, type PartnerContext } from '../services/apiKeys.ts';
import { managesKey, staffSees } from '../services/visibility.ts';
import type { ApiKey } from '../generated/prisma/client.ts';
import { HistoriedRef, historyConnection } from './history.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { cancelPartnerBooking, type CancelledBooking } from '../services/bookingCancel.ts';
import { FREE_CANCELLATION_HOURS } from '../domain/bookingEdit.ts';
import { BookingRef } from './booking.ts';
import { countApiKeys, createApiKey, listApiKeys, MAX_GRACE_HOURS, requestsToday, revokeApiKey, rotateApiKey, type ApiKeyView } from '../services/apiKeyAdmin.ts';
import { ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '../services/errors.ts';
import { webhookKeyRefusal } from '../domain/webhooks.ts';
import { resendRefusalOfKey } from '../services/webhooks.ts';
import { AccountRef, scopeOf } from './account.ts';
import { builder } from './builder.ts';
import { accountSlugOf, dbId, filterFrom } from './ids.ts';
import { BookingStatusEnum, SortDirectionEnum } from './enums.ts';
import { countAlongside, totalOf } from './totals.ts';
import { LocationRef } from './location.ts';
import { visibleBy } from './visibility.ts';

export const ApiKeyRightEnum = builder.enumType('ApiKeyRight', {
  description: 'Something a partner\'s API key may do; a request without the right is refused with FORBIDDEN.',
  values: {
    search: { description: 'rentalSearch: availability and prices at the key\'s locations.' },
    book: { description: 'createBooking at the key\'s locations (an Idempotency-Key header is required), and cancelBooking of its own bookings.' },
    read_bookings: { description: 'partner { bookings }: the partner\'s own bookings.' },
  },
});
export const PriceTypeEnum = builder.enumType('ApiKeyPriceType', {
  description: 'Which prices a partner\'s key searches and books with (RentalSearch.customerType follows it).',
  values: {
    private: { value: 'private', description: 'Private prices, including VAT; a business customer is refused.' },
    business: { value: 'business', description: 'Business prices, excluding VAT; every order is a business order (businessName and businessNumber required).' },
  } as const satisfies Record<(typeof PRICE_TYPES)[number], object>,
});
const ApiKeyStatusEnum = builder.enumType('ApiKeyStatus', {
  values: {
    active: { description: 'In use.' },
    grace: { description: 'Rotated: still accepted until expiresAt.' },
    revoked: { description: 'Refused.' },
    expired: { description: 'Rotated and past its grace period: refused.' },
  } satisfies Record<ApiKeyStatus, { description: string }>,
});
const ApiKeySortEnum = builder.enumType('ApiKeySort', { values: API_KEY_SORT_FIELDS });

export const ApiKeyRef = builder.prismaNode('ApiKey', {
  authScopes: visibleBy('ApiKey'),
  id: { field: 'id' },
  interfaces: [HistoriedRef],
  description: 'A partner\'s API key as staff see it: only its prefix, never the key.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name', { description: 'The partner, as staff named it.' }),
    contactEmail: t.exposeString('contactEmail'),
    prefix: t.exposeString('prefix', { description: 'The first 12 characters of the key.' }),
    rights: t.field({ type: [ApiKeyRightEnum], resolve: (k) => k.rights.filter((r): r is (typeof API_KEY_RIGHTS)[number] => (API_KEY_RIGHTS as readonly string[]).includes(r)) }),
    locations: t.field({
      type: [LocationRef],
      description: 'The locations the partner may search and book at.',
      resolve: (k, _args, ctx) => ctx.db.location.findMany({ where: { id: { in: k.locationIds } }, orderBy: { name: 'asc' } }) as never,
    }),
    priceType: t.field({ type: PriceTypeEnum, resolve: (k) => (k.priceType === 'business' ? 'business' : 'private') }),
    trustedDocumentsOnly: t.exposeBoolean('trustedDocumentsOnly'),
    status: t.field({ type: ApiKeyStatusEnum, resolve: (k) => apiKeyStatus(k) }),
    predecessorWorking: t.boolean({
      description: 'True when a key this one replaced (rotated) still works in its grace period. Revoking this one then stops the webhooks: they go to the newest key only.',
      resolve: async (k, _args, ctx) => (await ctx.db.apiKey.count({ where: { replacedById: k.id, revokedAt: null, expiresAt: { gt: new Date() } } })) > 0,
    }),
    webhookUnavailableReason: t.string({
      nullable: true,
      description: 'Why the key cannot have a webhook (revoked, replaced by a rotation, expired, or no read_bookings right); null when it can.',
      resolve: (k) => webhookKeyRefusal(k),
    }),
    webhookResendRefusal: t.string({
      nullable: true,
      description: 'Why the key\'s logged deliveries cannot be sent again (the newest key of its rotation chain, where a resend goes, is revoked, expired or cannot read bookings); null when they can.',
      resolve: (k, _args, ctx) => resendRefusalOfKey(ctx.db, k.id),
    }),
    partnerName: t.string({
      description: 'The partner company recorded on its bookings.',
      resolve: async (k, _args, ctx) => (await ctx.db.company.findUnique({ where: { id: k.referralCompanyId }, select: { name: true } }))?.name ?? k.name,
    }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
    requestsToday: t.int({ description: 'Requests made with the key today (Oslo time).', resolve: (k) => requestsToday(k) }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'Set by a rotation: accepted until then.' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    replacedBy: t.relation('replacedBy', { nullable: true }),
    // Made, revoked, rotated, its webhook set, changed or removed: who did it and when.
    history: historyConnection(t, 'apikey', (ctx, key: ApiKey) => managesKey(ctx, key)),
  }),
});

const ApiKeyEdgeRef = builder.edgeObject({ type: ApiKeyRef, name: 'AccountApiKeysConnectionEdge' });

builder.objectField(AccountRef, 'apiKeys', (t) =>
  t.prismaConnection({
    type: 'ApiKey',
    cursor: 'id',
    description: 'Partner API keys made in this account or below it, newest first (roles that may change everything only; empty for others).',
    args: {
      status: t.arg({ type: ApiKeyStatusEnum }),
      search: t.arg.string({ description: 'Words of the partner\'s name, the key\'s prefix or the contact e-mail (each word anywhere in them, ignoring case).' }),
      sort: t.arg({ type: ApiKeySortEnum }),
      direction: t.arg({ type: SortDirectionEnum }),
    },
    resolve: async (query, account, args, ctx, info) => {
      const scope = await scopeOf(ctx, account);
      const filter = filterFrom(args, {});
      countAlongside(ctx, info, () => countApiKeys(ctx, scope, filter));
      return listApiKeys(ctx, scope, filter, query);
    },
    totalCount: (account, args, ctx, info) => totalOf(ctx, info, async () => countApiKeys(ctx, await scopeOf(ctx, account), filterFrom(args, {}))),
  }, {}, ApiKeyEdgeRef),
);

// ---------- writes ----------

const CreateApiKeyInput = builder.inputType('CreateApiKeyInput', {
  fields: (t) => ({
    accountId: t.globalID({ description: 'The account the key is made in (Account.id); its scope bounds the key.' }),
    name: t.string({ required: true, description: 'The partner\'s name (a partner company of that name is made if needed).' }),
    contactEmail: t.string({ required: true }),
    locationIds: t.globalIDList({ required: true, description: 'Locations within the account the partner may search and book at.' }),
    rights: t.field({ type: [ApiKeyRightEnum], required: true }),
    priceType: t.field({ type: PriceTypeEnum, defaultValue: 'private' }),
    trustedDocumentsOnly: t.boolean({ defaultValue: false, description: 'Accept only registered (persisted) operations.' }),
  }),
});

const ApiKeyIdInput = builder.inputType('ApiKeyIdInput', { fields: (t) => ({ id: t.globalID({ required: true }) }) });

const RotateApiKeyInput = builder.inputType('RotateApiKeyInput', {
  fields: (t) => ({
    id: t.globalID({ required: true }),
    graceHours: t.int({ required: true, description: `How long the old key keeps working, 0–${MAX_GRACE_HOURS} hours.` }),
  }),
});

const ApiKeySecretPayload = builder.objectRef<ApiKeyView>('ApiKeySecretPayload').implement({
  description: 'A new key with its full value: shown once, never stored, never shown again.',
  fields: (t) => ({
    apiKey: t.field({ type: ApiKeyRef, resolve: (k) => k as never }),
    key: t.string({ description: 'The full key: `Authorization: Bearer <key>`.', resolve: (k) => k.plainKey! }),
    signingSecret: t.string({ nullable: true, description: 'The webhook signing secret (on create only; a rotation keeps it).', resolve: (k) => k.plainSigningSecret ?? null }),
    edge: t.field({
      type: ApiKeyEdgeRef,
      description: 'For @prependEdge on Account.apiKeys.',
      resolve: (k) => ({ cursor: formatPrismaCursor(k, 'id'), node: k as never }),
    }),
  }),
});

const ApiKeyPayload = builder.objectRef<ApiKeyView>('ApiKeyPayload').implement({
  fields: (t) => ({ apiKey: t.field({ type: ApiKeyRef, resolve: (k) => k as never }) }),
});

const KEY_WRITE_ERRORS = [ValidationError, ForbiddenError, NotFoundError];

builder.mutationFields((t) => ({
  createApiKey: t.field({
    type: ApiKeySecretPayload,
    authScopes: { employee: true },
    description: 'Makes a partner key in the account; the answer is the only time the full key is shown.',
    errors: { types: KEY_WRITE_ERRORS, union: { name: 'CreateApiKeyResult' } },
    args: { input: t.arg({ type: CreateApiKeyInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      createApiKey(ctx, accountSlugOf(input.accountId), {
        name: input.name,
        contactEmail: input.contactEmail,
        locationIds: input.locationIds.map((id) => dbId(id, 'Location', 'locationIds')),
        rights: input.rights,
        priceType: input.priceType ?? undefined,
        trustedDocumentsOnly: input.trustedDocumentsOnly ?? undefined,
      }),
  }),
  revokeApiKey: t.field({
    type: ApiKeyPayload,
    authScopes: { employee: true },
    description: 'Refuses the key from the next request on.',
    errors: { types: KEY_WRITE_ERRORS, union: { name: 'RevokeApiKeyResult' } },
    args: { input: t.arg({ type: ApiKeyIdInput, required: true }) },
    resolve: (_root, { input }, ctx) => revokeApiKey(ctx, dbId(input.id, 'ApiKey', 'id')!),
  }),
  rotateApiKey: t.field({
    type: ApiKeySecretPayload,
    authScopes: { employee: true },
    description: 'A new key for the same partner; the old one keeps working for graceHours. The answer shows the new key once.',
    errors: { types: KEY_WRITE_ERRORS, union: { name: 'RotateApiKeyResult' } },
    args: { input: t.arg({ type: RotateApiKeyInput, required: true }) },
    resolve: (_root, { input }, ctx) => rotateApiKey(ctx, dbId(input.id, 'ApiKey', 'id')!, { graceHours: input.graceHours }),
  }),
}));

// ---------- the partner's own view ----------

/** The bookings the partner's key reads (partnerBookingWhere); refused without the read_bookings right. */
function readableBookings(p: PartnerContext) {
  if (!p.rights.includes('read_bookings')) throw new ForbiddenError('API-nøkkelen har ikkje rett til dette (lese eigne bestillingar).');
  return partnerBookingWhere(p);
}

const PartnerRef = builder.objectRef<PartnerContext>('Partner').implement({
  description: 'The partner whose API key made this request.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The partner\'s name, as staff named the key.' }),
    rights: t.field({ type: [ApiKeyRightEnum], description: 'What the key may do.', resolve: (p) => p.rights }),
    priceType: t.field({ type: PriceTypeEnum, description: 'Which prices the key\'s searches and orders use.', resolve: (p) => p.priceType }),
    locations: t.field({
      type: [LocationRef],
      description: 'Where the partner may search and book: the key\'s published locations, by name. Their ids are what RentalSearchInput and CreateBookingInput take.',
      // The places search and order accept (partnerLocationWhere): a key's place since moved out of its account is not listed.
      resolve: (p, _args, ctx) => ctx.db.location.findMany({ where: { ...partnerLocationWhere(p), status: 'public' }, orderBy: { name: 'asc' } }) as never,
    }),
    bookings: t.prismaConnection({
      type: 'Booking',
      cursor: 'id',
      description: 'The partner\'s own bookings, newest first (needs the read_bookings right), with `totalCount`: how many there are in all.',
      resolve: (query, p, _args, ctx, info) => {
        const where = readableBookings(p);
        // The total counts the same rows the page reads, started beside the page when the query asks for it.
        countAlongside(ctx, info, () => ctx.db.booking.count({ where }));
        return ctx.db.booking.findMany({ ...query, where, orderBy: { id: 'desc' } });
      },
      totalCount: (p, _args, ctx, info) => totalOf(ctx, info, () => ctx.db.booking.count({ where: readableBookings(p) })),
    }),
  }),
});

builder.queryField('partner', (t) =>
  t.field({
    type: PartnerRef,
    description: 'The calling partner (a request with `Authorization: Bearer <key>`); refused for everyone else.',
    resolve: (_root, _args, ctx) => {
      if (!ctx.partner) throw new UnauthenticatedError('Berre for partnarar med API-nøkkel (Authorization: Bearer <nøkkel>).');
      return ctx.partner;
    },
  }),
);

const CancelBookingInput = builder.inputType('CancelBookingInput', {
  description: 'The booking to cancel.',
  fields: (t) => ({ id: t.globalID({ required: true, description: 'The booking (its `id` from PartnerCreateBooking or PartnerBookings).' }) }),
});

const CancelBookingPayload = builder.objectRef<CancelledBooking>('CancelBookingPayload').implement({
  description: 'The cancelled booking.',
  fields: (t) => ({
    bookingId: t.id({ description: 'The booking\'s id (as sent).', resolve: (c) => encodeGlobalID('Booking', c.id) }),
    status: t.field({ type: BookingStatusEnum, description: 'The booking\'s status now: cancelled.', resolve: (c) => c.status as never }),
    booking: t.field({
      type: BookingRef,
      nullable: true,
      description: 'The booking as it is now, for a key with the read_bookings right; null for a key with the book right alone (it reads no bookings).',
      resolve: (c, _args, ctx) => ctx.db.booking.findUnique({ where: { id: c.id } }),
    }),
    cancelled: t.boolean({ description: 'True when this request cancelled the booking; false when it was already cancelled (nothing changed).', resolve: (c) => c.cancelled }),
  }),
});

builder.mutationField('cancelBooking', (t) =>
  t.field({
    type: CancelBookingPayload,
    description:
      `Cancels the partner's own booking (needs the book right): free cancellation up to ${FREE_CANCELLATION_HOURS} hours before the pick-up, ` +
      'while it is pending or confirmed; later, the rental place cancels it. The customer gets the cancellation e-mail, and the partner\'s ' +
      'keys that read bookings at its place the webhook `booking.cancelled`. Sending it again for a cancelled booking changes nothing (`cancelled: false`), so no Idempotency-Key is needed.',
    errors: {
      types: [ValidationError, NotFoundError],
      union: {
        name: 'CancelBookingResult',
        description:
          `The cancelled booking, or NotFoundError (none of the partner's bookings at the key's locations has that id) or ValidationError on id (less than ${FREE_CANCELLATION_HOURS} hours before the pick-up, or not pending or confirmed).`,
      },
    },
    args: { input: t.arg({ type: CancelBookingInput, required: true, description: 'The booking to cancel.' }) },
    resolve: async (_root, { input }, ctx) => {
      return cancelPartnerBooking(ctx, { id: dbId(input.id, 'Booking', 'id')! });
    },
  }),
);

builder.prismaObjectFields('Booking', (t) => ({
  partnerName: t.string({
    nullable: true,
    description: 'The partner that placed the booking with its API key (admin badge), else null. Staff whose scope holds the booking, and the partner itself; not the customer.',
    select: { referralCompany: { select: { name: true, partner: true } } },
    authScopes: async (b, _args, ctx) => (await partnerReads(ctx, b)) || staffSees(ctx, 'booking', b),
    resolve: (b) => (b.referralCompany?.partner ? b.referralCompany.name : null),
  }),
}));
