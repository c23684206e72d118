/**
 * The admin side of partner webhooks: a key's endpoint (address and events), its delivery log, and resending one
 * delivery. Only staff who may manage the key (services/apiKeyAdmin.ts `scopeManagesKey`) reach it; anyone else
 * gets "not found".
 */
import { z } from 'zod';
import { WEBHOOK_EVENTS, webhookKeyRefusal, webhookUrlError } from '../domain/webhooks.ts';
import type { RequestContext } from './context.ts';
import { scopeManagesKey } from './apiKeyAdmin.ts';
import { NotFoundError, ValidationError, parseInput } from './errors.ts';
import { requireScope } from './scope.ts';
import { hostRefusal, webhookLoopbackAllowed } from './webhookSender.ts';
import { deliveryRefusal, deliveryTarget, resendDelivery } from './webhooks.ts';
import { changesOf, inTransaction } from './write.ts';
import { recordHistory } from './history.ts';
import { apiKeyStatus } from '../domain/apiKeys.ts';

const KEY_NOT_FOUND = 'Fann ikkje API-nøkkelen.';

/** A refusal that concerns the key, not a field of the form: the message both names `keyId` and stands alone. */
const keyRefusal = (message: string) => ValidationError.refusal('keyId', message);

/** Loads the key when the viewer may manage it (the key admin's own rule: `scopeManagesKey`); else "not found". */
export async function keyForWebhookAdmin(ctx: RequestContext, keyId: number) {
  const scope = await requireScope(ctx);
  const key = await ctx.db.apiKey.findUnique({ where: { id: keyId }, select: { id: true, siteId: true, companyId: true, locationId: true, rights: true, revokedAt: true, expiresAt: true, replacedById: true } });
  if (!key || !scopeManagesKey(scope, key)) throw new NotFoundError(KEY_NOT_FOUND);
  return key;
}

/** Why the sender would refuse the host of a well-formed endpoint address, as the admin says it; null if it would not. */
function addressError(url: string, allowLoopback: boolean): string | null {
  const why = hostRefusal(new URL(url).hostname, allowLoopback);
  return why ? `Adressa kan ikkje brukast: ${why}. Webhookar går berre til offentlege adresser.` : null;
}

/** The key's endpoint, or null when it has none. */
export async function getWebhookEndpoint(ctx: RequestContext, keyId: number) {
  await keyForWebhookAdmin(ctx, keyId);
  return ctx.db.webhookEndpoint.findUnique({ where: { keyId } });
}

const endpointSchema = z.object({
  keyId: z.number().int().positive(),
  url: z.string().max(4000).nullable(),
  events: z.array(z.enum(WEBHOOK_EVENTS, { error: 'Ukjend hending.' })).max(WEBHOOK_EVENTS.length),
});

/**
 * Sets the key's endpoint and events; an empty address removes the endpoint (no more deliveries; the log stays).
 * HTTPS only; plain HTTP to the local machine only in development and test; no private, link-local or reserved IP
 * address, nor (in production) this machine.
 *
 * Only a key with `read_bookings` can have one: the events carry what `partner { bookings }` shows, and a key that
 * cannot read that hears nothing (webhooks.ts), so an endpoint on it would be a silent one. Nor can a revoked, expired
 * or replaced key (rotated, even while the old key still works in its grace period): only the newest key of a
 * rotation chain gets deliveries, so the partner's receiver gets each change once, under one event id. Removing an
 * endpoint is always allowed.
 */
export async function setWebhookEndpoint(ctx: RequestContext, raw: { keyId: number; url: string | null; events: string[] }) {
  const input = parseInput(endpointSchema, raw);
  const key = await keyForWebhookAdmin(ctx, input.keyId);
  const url = input.url?.trim() ?? '';
  if (!url) return saveEndpoint(ctx, input.keyId, null);
  const refusal = webhookKeyRefusal(key);
  if (refusal) throw keyRefusal(refusal);
  const allowLoopbackHttp = ctx.config.nodeEnv === 'development' || ctx.config.nodeEnv === 'test';
  // The sender's own address rule (webhookSender.ts), at once: a private, link-local or reserved address is refused
  // everywhere, this machine outside development and test. A name is checked again, resolved, at each send.
  const urlError = webhookUrlError(url, { allowLoopbackHttp }) ?? addressError(url, webhookLoopbackAllowed(ctx.config));
  const errors = [];
  if (urlError) errors.push({ field: 'url', message: urlError });
  if (!input.events.length) errors.push({ field: 'events', message: 'Vel minst éi hending.' });
  if (errors.length) throw new ValidationError(errors);
  return saveEndpoint(ctx, input.keyId, { url, events: WEBHOOK_EVENTS.filter((e) => input.events.includes(e)) });
}

/**
 * Writes the endpoint (null removes it) in one transaction with an entry in the key's history: where a partner's
 * booking events (customers' details) go is a change staff must be able to trace. Saving what is there writes nothing.
 */
async function saveEndpoint(ctx: RequestContext, keyId: number, next: { url: string; events: string[] } | null) {
  return inTransaction(ctx, async (tx) => {
    // The key's row lock orders two saves of the same endpoint, so each entry's "before" is what the other left, and
    // orders a save after a rotation or revocation of the key that committed meanwhile: its refusal is read again
    // under the lock (a rotation moves the endpoint to the new key; a save waiting for it must not land on the old).
    await tx.$queryRaw`SELECT id FROM api_key WHERE id = ${keyId} FOR UPDATE`;
    const key = await tx.apiKey.findUniqueOrThrow({ where: { id: keyId } });
    const refusal = next && webhookKeyRefusal(key);
    if (refusal) throw keyRefusal(refusal);
    const before = await tx.webhookEndpoint.findUnique({ where: { keyId } });
    const was = before && { webhookUrl: before.url, webhookEvents: before.events };
    const now = next && { webhookUrl: next.url, webhookEvents: next.events };
    const changes = changesOf(was, now, ['webhookUrl', 'webhookEvents']);
    if (!Object.keys(changes).length) return before;
    const saved = next
      ? await tx.webhookEndpoint.upsert({ where: { keyId }, create: { keyId, ...next }, update: { ...next, updatedAt: new Date() } })
      : (await tx.webhookEndpoint.delete({ where: { keyId } }), null);
    await recordHistory(tx, {
      entityType: 'apikey',
      entityId: keyId,
      authorId: ctx.viewer!.id,
      status: apiKeyStatus(key),
      comment: !next ? 'Webhooken er fjerna' : before ? 'Webhooken er endra' : 'Webhook er sett opp',
      changes,
    });
    return saved;
  });
}

/**
 * The key and the keys it replaced, however many rotations back (a rotation copies the key's account, so staff who
 * manage the key manage them all).
 */
async function keyAndPredecessors(ctx: RequestContext, keyId: number): Promise<number[]> {
  const rows = await ctx.db.$queryRaw<{ id: number }[]>`
    WITH RECURSIVE chain AS (
      SELECT id, 0 AS depth FROM api_key WHERE id = ${keyId}
      UNION ALL
      SELECT k.id, c.depth + 1 FROM api_key k JOIN chain c ON k.replaced_by_id = c.id WHERE c.depth < 50
    )
    SELECT id FROM chain`;
  return rows.map((r) => r.id);
}

/**
 * The key's deliveries, newest first, with those of the keys it replaced: the history of the partner's endpoint,
 * which moves to the new key at each rotation (a key replaced later does not show its successor's).
 */
export async function listWebhookDeliveries(ctx: RequestContext, keyId: number, page: { limit: number; offset: number }) {
  await keyForWebhookAdmin(ctx, keyId);
  const keyIds = await keyAndPredecessors(ctx, keyId);
  return ctx.db.webhookDelivery.findMany({ where: { keyId: { in: keyIds } }, orderBy: { id: 'desc' }, take: Math.min(page.limit, 101), skip: page.offset });
}

/**
 * Sends a delivered or failed delivery again (same event id); a pending one is left as it is. Refused when the newest
 * key of its chain no longer gets webhooks (revoked, expired, cannot read bookings): the delivery task would not send
 * it either (deliveryRefusal), and a revoked partner must not hear of the booking again.
 */
export async function resendWebhookDelivery(ctx: RequestContext, deliveryId: number) {
  const found = await ctx.db.webhookDelivery.findUnique({ where: { id: deliveryId }, select: { keyId: true } });
  if (!found) throw new NotFoundError('Fann ikkje leveringa.');
  await keyForWebhookAdmin(ctx, found.keyId);
  const target = await deliveryTarget(ctx.db, deliveryId);
  const refused = target && deliveryRefusal(target);
  if (refused) throw ValidationError.refusal('id', refused);
  await inTransaction(ctx, (tx) => resendDelivery(tx, deliveryId));
  return ctx.db.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } });
}
