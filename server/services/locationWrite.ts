/**
 * Creating, changing and deleting locations: the write path of services/write.ts applied to the Location aggregate
 * (fields and rules in server/domain/location.ts). GraphQL and REST both call these three functions.
 */
import { z } from 'zod';
import { rowIdSchema } from '../domain/fields.ts';
import {
  inUseMessage,
  LOCATION_HISTORY_FIELDS,
  LOCATION_MESSAGES,
  locationFormSchema,
  locationPatchSchema,
  OPENING_HOURS_KINDS,
  weekdayName,
  type LocationPatch,
  type OpeningDay,
  type OpeningHoursValue,
} from '../domain/location.ts';
import { WEEKDAYS } from '../domain/time.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { RequestContext } from './context.ts';
import { collectFieldErrors, type FieldError, ForbiddenError, InUseError, NotFoundError, parseInput, throwFieldErrors, ValidationError } from './errors.ts';
import { recordHistory } from './history.ts';
import { uniqueSlug } from './slugs.ts';
import { assertMayChange, assertMayCreate, defaultOwner, requireScope, writableScope, type Scope } from './scope.ts';
import { changesOf, inTransaction, lockForUpdate, type Tx } from './write.ts';

/** Who owns the location: a company (its site follows). Chosen by network and site staff; implied for the others. */
const ownerSchema = z.object({
  companyId: z.number({ error: 'Vel eigar.' }).int().positive('Vel eigar.').nullish(),
});

const updateMetaSchema = z.object({
  id: rowIdSchema(),
  updatedAt: z.date({ error: 'updatedAt må fyllast ut: sist endra, slik lokasjonen vart lasta.' }),
});

const idSchema = z.object({ id: rowIdSchema() });

/** The owner company of a new or moved location, checked against the scope; staff below site level get their own. */
async function ownerPlacement(ctx: RequestContext, scope: Scope, companyId: number | null | undefined) {
  const id = companyId ?? defaultOwner(scope, 'locations');
  if (id === null) throw ValidationError.field('companyId', 'Vel eigar.');
  const company = await ctx.db.company.findUnique({ where: { id }, select: { id: true, siteId: true } });
  if (!company) throw ValidationError.field('companyId', 'Fann ikkje eigaren.');
  return { companyId: company.id, siteId: company.siteId };
}

/** The location as its history compares it: every stored field plus the three opening-hours lists. */
async function snapshot(tx: Tx, id: number) {
  const row = await tx.location.findUnique({ where: { id }, include: { openingHours: true } });
  if (!row) return null;
  const hours = Object.fromEntries(
    OPENING_HOURS_KINDS.map((kind) => [
      `openingHours.${kind}`,
      row.openingHours
        .filter((h) => h.kind === kind)
        .sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day))
        .map((h) => `${h.day} ${h.opens}–${h.closes}`),
    ]),
  );
  const { openingHours: _hours, ...fields } = row;
  return { ...fields, ...hours } as Record<string, unknown>;
}

const HISTORY_FIELDS = [...LOCATION_HISTORY_FIELDS, 'companyId', ...OPENING_HOURS_KINDS.map((k) => `openingHours.${k}`)];

/** Replaces the given lists of opening hours (a day marked closed, or left out, has no row). */
async function writeOpeningHours(tx: Tx, locationId: number, hours: OpeningHoursValue | null | undefined) {
  if (!hours) return;
  for (const kind of OPENING_HOURS_KINDS) {
    const days = hours[kind] as OpeningDay[] | null | undefined;
    if (!days) continue;
    await tx.openingHours.deleteMany({ where: { locationId, kind } });
    const open = days.filter((d) => !d.closed);
    if (open.length) {
      await tx.openingHours.createMany({
        data: open.map((d) => ({ locationId, kind, day: weekdayName(d.weekday), opens: d.opens!, closes: d.closes! })),
      });
    }
  }
}

/** The row's columns from validated fields (openingHours is written separately). */
function columns(values: LocationPatch): Prisma.LocationUncheckedUpdateInput {
  const { openingHours: _h, ...rest } = values;
  return rest as Prisma.LocationUncheckedUpdateInput;
}

/** A slug for the admin path, unique among every account slug (networks, sites, companies, locations). */
function locationSlug(tx: Tx, name: string): Promise<string> {
  return uniqueSlug(tx, 'account', name, 'lokasjon', async (slug) => {
    const [l, c, s, w] = await Promise.all([
      tx.location.count({ where: { slug } }),
      tx.company.count({ where: { slug } }),
      tx.site.count({ where: { slug } }),
      tx.network.count({ where: { slug } }),
    ]);
    return l + c + s + w > 0;
  });
}

export interface CreateLocationInput {
  /** The account the staff member acts in (slug); without it the `x-account` header, else all their accounts. */
  accountSlug?: string | null;
  companyId?: number | null;
  /**
   * Fields the caller could not decode (REST's legacy ids and opening-hours lists), in this service's field names:
   * refused in one answer with every other field error, nothing written.
   */
  inputErrors?: FieldError[];
  [field: string]: unknown;
}

/** Creates a location with its opening hours and a history entry; returns the new row. */
export async function createLocation(ctx: RequestContext, input: CreateLocationInput) {
  const scope = await requireScope(ctx, input.accountSlug);
  // A role that may create no location anywhere is refused before anything else is looked at.
  if (writableScope(scope, 'locations').accounts.length === 0) throw new ForbiddenError('Rolla di kan ikkje opprette lokasjonar.');
  const { accountSlug: _a, companyId, inputErrors = [], ...fields } = input;
  // Every field is checked before any is refused: one answer names them all.
  const errors: FieldError[] = [];
  const checkedValues = collectFieldErrors(errors, () => parseInput(locationFormSchema, fields));
  const checkedOwner = collectFieldErrors(errors, () => parseInput(ownerSchema, { companyId }));
  throwFieldErrors(inputErrors, errors);
  const [values, owner] = [checkedValues!, checkedOwner!];
  const placement = await ownerPlacement(ctx, scope, owner.companyId);
  assertMayCreate(scope, 'locations', placement);
  return inTransaction(ctx, async (tx) => {
    const created = await tx.location.create({
      data: { ...(columns(values) as Prisma.LocationUncheckedCreateInput), ...placement, slug: await locationSlug(tx, values.name), authorId: ctx.viewer!.id },
    });
    await writeOpeningHours(tx, created.id, values.openingHours);
    const after = await snapshot(tx, created.id);
    await recordHistory(tx, {
      entityType: 'location',
      entityId: created.id,
      authorId: ctx.viewer!.id,
      status: created.status,
      comment: 'Lokasjonen er oppretta',
      changes: changesOf(null, after, HISTORY_FIELDS),
    });
    return created;
  });
}

export interface UpdateLocationInput {
  id: number;
  updatedAt: Date;
  companyId?: number | null;
  /** As CreateLocationInput's: fields the caller could not decode, refused with every other field error. */
  inputErrors?: FieldError[];
  [field: string]: unknown;
}

/**
 * Changes the given fields only. The caller sends the `updatedAt` it loaded: when the row changed since, nothing is
 * written and the answer is a ConflictError. A save that changes nothing writes nothing (no history either).
 */
export async function updateLocation(ctx: RequestContext, input: UpdateLocationInput) {
  const scope = await requireScope(ctx);
  const { id, updatedAt, companyId, inputErrors = [], ...fields } = input;
  // Every field is checked before any is refused: one answer names them all.
  const errors: FieldError[] = [];
  const checkedMeta = collectFieldErrors(errors, () => parseInput(updateMetaSchema, { id, updatedAt }));
  const checkedPatch = collectFieldErrors(errors, () => parseInput(locationPatchSchema, Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined))));
  const owner = companyId !== undefined && companyId !== null ? collectFieldErrors(errors, () => parseInput(ownerSchema, { companyId })) : undefined;
  throwFieldErrors(inputErrors, errors);
  const [meta, patch] = [checkedMeta!, checkedPatch!];
  await assertMayChange(ctx.db, scope, 'locations', 'location', meta.id);
  let placement: { companyId: number; siteId: number } | null = null;
  if (owner) {
    placement = await ownerPlacement(ctx, scope, owner.companyId);
    assertMayCreate(scope, 'locations', placement);
  }
  return inTransaction(ctx, async (tx) => {
    if (!(await lockForUpdate(tx, 'location', meta.id, meta.updatedAt, LOCATION_MESSAGES.conflict))) throw new NotFoundError('Fann ikkje lokasjonen.');
    const before = (await snapshot(tx, meta.id))!;
    const data = { ...columns(patch), ...(placement ?? {}) };
    const candidate = { ...before, ...data, ...openingHoursSnapshot(before, patch.openingHours) };
    const changes = changesOf(before, candidate, HISTORY_FIELDS);
    if (Object.keys(changes).length === 0) return tx.location.findUniqueOrThrow({ where: { id: meta.id } });
    const updated = await tx.location.update({ where: { id: meta.id }, data: { ...data, updatedAt: new Date() } });
    await writeOpeningHours(tx, meta.id, patch.openingHours);
    await recordHistory(tx, {
      entityType: 'location',
      entityId: meta.id,
      authorId: ctx.viewer!.id,
      status: updated.status,
      comment: 'Lokasjonen er endra',
      changes: changesOf(before, await snapshot(tx, meta.id), HISTORY_FIELDS),
    });
    return updated;
  });
}

/** The opening-hours part of a snapshot after a patch (to tell whether the save changes anything). */
function openingHoursSnapshot(before: Record<string, unknown>, hours: OpeningHoursValue | null | undefined) {
  const out: Record<string, unknown> = {};
  if (!hours) return out;
  for (const kind of OPENING_HOURS_KINDS) {
    const days = hours[kind] as OpeningDay[] | null | undefined;
    if (!days) continue;
    out[`openingHours.${kind}`] = days
      .filter((d) => !d.closed)
      .sort((a, b) => a.weekday - b.weekday)
      .map((d) => `${weekdayName(d.weekday)} ${d.opens}–${d.closes}`);
  }
  return { ...Object.fromEntries(Object.entries(before).filter(([k]) => k.startsWith('openingHours.'))), ...out };
}

/** How many bookings, vehicles, rental products and staff roles still point at the location. */
export async function locationUse(tx: Tx | RequestContext['db'], id: number) {
  const [bookings, products, rentalOptions, members] = await Promise.all([
    tx.booking.count({ where: { OR: [{ pickupLocationId: id }, { dropoffLocationId: id }] } }),
    tx.product.count({ where: { locationId: id } }),
    tx.rentalOption.count({ where: { locationId: id } }),
    tx.membership.count({ where: { locationId: id } }),
  ]);
  return { bookings, products, rentalOptions, members };
}

/**
 * Deletes a location nothing points at; otherwise an InUseError naming what holds it (archive it instead). The
 * history stays, with a last entry holding every field as it was, readable to the network's staff.
 */
export async function deleteLocation(ctx: RequestContext, input: { id: number }) {
  const scope = await requireScope(ctx);
  const { id } = parseInput(idSchema, input);
  await assertMayChange(ctx.db, scope, 'locations', 'location', id);
  return inTransaction(ctx, async (tx) => {
    if (!(await lockForUpdate(tx, 'location', id, null, LOCATION_MESSAGES.conflict))) throw new NotFoundError('Fann ikkje lokasjonen.');
    const use = await locationUse(tx, id);
    if (use.bookings + use.products + use.rentalOptions + use.members > 0) throw new InUseError(use, inUseMessage(use));
    const before = (await snapshot(tx, id))!;
    await recordHistory(tx, {
      entityType: 'location',
      entityId: id,
      authorId: ctx.viewer!.id,
      status: 'deleted',
      comment: `Lokasjonen «${String(before.name)}» er sletta`,
      changes: changesOf(before, null, HISTORY_FIELDS),
    });
    await tx.location.delete({ where: { id } });
    return { id };
  });
}
