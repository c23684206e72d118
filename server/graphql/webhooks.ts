/**
 * Partner webhooks in the admin: a key's endpoint, its delivery log and resend. Staff only, and only for keys the
 * viewer may manage (services/webhookAdmin.ts checks; these resolvers decode ids and call it).
 */
import { encodeGlobalID, resolveOffsetConnection } from '@pothos/plugin-relay';
import { WEBHOOK_EVENT_TRIGGERS, WEBHOOK_EVENTS } from '../domain/webhooks.ts';
import type { WebhookDelivery, WebhookEndpoint } from '../generated/prisma/client.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../services/errors.ts';
import { getWebhookEndpoint, listWebhookDeliveries, resendWebhookDelivery, setWebhookEndpoint } from '../services/webhookAdmin.ts';
import { builder } from './builder.ts';
import { dbId } from './ids.ts';

const WebhookEventEnum = builder.enumType('WebhookEventType', {
  description: 'An event a partner key can subscribe to.',
  values: Object.fromEntries(WEBHOOK_EVENTS.map((e) => [e.replace('.', '_').toUpperCase(), { value: e, description: `${e}: ${WEBHOOK_EVENT_TRIGGERS[e]}` }])) as Record<string, { value: (typeof WEBHOOK_EVENTS)[number] }>,
});

const WebhookEndpointRef = builder.objectRef<WebhookEndpoint>('WebhookEndpoint').implement({
  description: 'Where the product POSTs the events a partner key subscribed to.',
  fields: (t) => ({
    id: t.id({ resolve: (e) => encodeGlobalID('WebhookEndpoint', e.keyId) }),
    url: t.exposeString('url'),
    events: t.field({ type: [WebhookEventEnum], resolve: (e) => e.events as (typeof WEBHOOK_EVENTS)[number][] }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const WebhookDeliveryStatusEnum = builder.enumType('WebhookDeliveryStatus', {
  values: {
    PENDING: { value: 'pending', description: 'Waiting for its first attempt or a retry.' },
    DELIVERED: { value: 'delivered', description: 'The receiver answered 2xx.' },
    FAILED: { value: 'failed', description: 'Every attempt failed; can be resent.' },
  } as const,
});

const WebhookDeliveryRef = builder.objectRef<WebhookDelivery>('WebhookDelivery').implement({
  description: 'One event sent (or to be sent) to a partner key\'s endpoint.',
  fields: (t) => ({
    id: t.id({ resolve: (d) => encodeGlobalID('WebhookDelivery', d.id) }),
    eventId: t.exposeString('eventId', { description: 'The id the receiver deduplicates by (same on every attempt and resend).' }),
    type: t.field({ type: WebhookEventEnum, resolve: (d) => d.type as (typeof WEBHOOK_EVENTS)[number] }),
    bookingId: t.exposeInt('bookingId'),
    status: t.field({ type: WebhookDeliveryStatusEnum, resolve: (d) => d.status as 'pending' | 'delivered' | 'failed' }),
    attempts: t.exposeInt('attempts'),
    lastStatus: t.exposeInt('lastStatus', { nullable: true, description: 'The receiver\'s HTTP status at the last attempt (null: no answer).' }),
    lastAnswer: t.exposeString('lastAnswer', { nullable: true, description: 'The first 4 KB of the last answer, or why none came.' }),
    lastAttemptAt: t.expose('lastAttemptAt', { type: 'DateTime', nullable: true }),
    nextAttemptAt: t.expose('nextAttemptAt', { type: 'DateTime', nullable: true }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const keyIdOf = (id: { typename: string; id: string }) => dbId(id, 'ApiKey', 'keyId')!;

builder.queryFields((t) => ({
  webhookEndpoint: t.field({
    type: WebhookEndpointRef,
    nullable: true,
    authScopes: { employee: true },
    description: 'The webhook endpoint of a partner key (null: none set).',
    args: { keyId: t.arg.globalID({ required: true }) },
    resolve: (_root, { keyId }, ctx) => getWebhookEndpoint(ctx, keyIdOf(keyId)),
  }),
  webhookDeliveries: t.connection({
    type: WebhookDeliveryRef,
    authScopes: { employee: true },
    description: 'The delivery log of a partner key, with the deliveries of the keys it replaced (rotation), newest first.',
    args: { keyId: t.arg.globalID({ required: true }) },
    resolve: (_root, args, ctx) =>
      resolveOffsetConnection({ args, defaultSize: 20, maxSize: 100 }, ({ limit, offset }) => listWebhookDeliveries(ctx, keyIdOf(args.keyId), { limit, offset })),
  }),
}));

const SetWebhookEndpointInput = builder.inputType('SetWebhookEndpointInput', {
  fields: (t) => ({
    keyId: t.globalID({ required: true }),
    url: t.string({ description: 'HTTPS address; empty or null removes the endpoint.' }),
    events: t.field({ type: [WebhookEventEnum], required: true }),
  }),
});

const SetWebhookEndpointSuccess = builder.objectRef<{ endpoint: WebhookEndpoint | null }>('SetWebhookEndpointPayload').implement({
  fields: (t) => ({ endpoint: t.field({ type: WebhookEndpointRef, nullable: true, resolve: (p) => p.endpoint }) }),
});

const ResendWebhookDeliveryInput = builder.inputType('ResendWebhookDeliveryInput', {
  fields: (t) => ({ id: t.globalID({ required: true }) }),
});

const ResendWebhookDeliverySuccess = builder.objectRef<{ delivery: WebhookDelivery }>('ResendWebhookDeliveryPayload').implement({
  fields: (t) => ({ delivery: t.field({ type: WebhookDeliveryRef, resolve: (p) => p.delivery }) }),
});

const WEBHOOK_ERRORS = [ValidationError, ForbiddenError, NotFoundError];

builder.mutationFields((t) => ({
  setWebhookEndpoint: t.field({
    type: SetWebhookEndpointSuccess,
    authScopes: { employee: true },
    errors: { types: WEBHOOK_ERRORS, union: { name: 'SetWebhookEndpointResult' } },
    args: { input: t.arg({ type: SetWebhookEndpointInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      endpoint: await setWebhookEndpoint(ctx, { keyId: keyIdOf(input.keyId), url: input.url ?? null, events: input.events }),
    }),
  }),
  resendWebhookDelivery: t.field({
    type: ResendWebhookDeliverySuccess,
    authScopes: { employee: true },
    errors: { types: WEBHOOK_ERRORS, union: { name: 'ResendWebhookDeliveryResult' } },
    args: { input: t.arg({ type: ResendWebhookDeliveryInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ delivery: await resendWebhookDelivery(ctx, dbId(input.id, 'WebhookDelivery', 'id')!) }),
  }),
}));
