/** `recordPageView`: first-party page-view statistics after cookie consent. */
import { ValidationError } from '../services/errors.ts';
import { recordOrderReceived, recordPageView } from '../services/pageViews.ts';
import { RateLimitedError } from '../services/rateLimit.ts';
import { builder } from './builder.ts';

const CookieConsentInput = builder.inputType('CookieConsentInput', {
  description: 'The visitor\'s acceptance of the cookie text.',
  fields: (t) => ({
    version: t.string({ required: true, description: 'Version (hash) of the cookie text that was accepted.' }),
    acceptedAt: t.field({ type: 'DateTime', required: true, description: 'When it was accepted; at most 365 days ago.' }),
  }),
});

const RecordPageViewInput = builder.inputType('RecordPageViewInput', {
  fields: (t) => ({
    path: t.string({ required: true, description: 'The page\'s path; a query string is dropped, /admin is never stored.' }),
    visitorId: t.string({ description: 'Random UUID the browser keeps after consent.' }),
    consent: t.field({ type: CookieConsentInput, required: true }),
  }),
});

const RecordPageViewPayload = builder.objectRef<{ recorded: boolean }>('RecordPageViewPayload').implement({
  fields: (t) => ({ recorded: t.exposeBoolean('recorded', { description: 'False for paths that are not counted (/admin).' }) }),
});

builder.mutationField('recordPageView', (t) =>
  t.field({
    type: RecordPageViewPayload,
    description: 'Stores a public page view (path, time, the logged-in user\'s id); only with cookie consent.',
    errors: { types: [ValidationError, RateLimitedError], union: { name: 'RecordPageViewResult' } },
    args: { input: t.arg({ type: RecordPageViewInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ recorded: await recordPageView(ctx, input) }),
  }),
);

const RecordOrderReceivedInput = builder.inputType('RecordOrderReceivedInput', {
  fields: (t) => ({
    bookingNumber: t.string({ required: true, description: 'The number createBooking answered.' }),
    orderKey: t.string({ required: true, description: 'The Idempotency-Key the order was placed with (proves who placed it).' }),
    visitorId: t.string({ description: 'Random UUID the browser keeps after consent.' }),
    consent: t.field({ type: CookieConsentInput, required: true }),
  }),
});

const RecordOrderReceivedPayload = builder.objectRef<{ recorded: boolean }>('RecordOrderReceivedPayload').implement({
  fields: (t) => ({ recorded: t.exposeBoolean('recorded', { description: 'False when the booking\'s event was already recorded.' }) }),
});

builder.mutationField('recordOrderReceived', (t) =>
  t.field({
    type: RecordOrderReceivedPayload,
    description: 'Records the order_received analytics event of a booking, once per booking; only with cookie consent.',
    errors: { types: [ValidationError, RateLimitedError], union: { name: 'RecordOrderReceivedResult' } },
    args: { input: t.arg({ type: RecordOrderReceivedInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ recorded: await recordOrderReceived(ctx, input) }),
  }),
);
