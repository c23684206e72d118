/**
 * Creating, changing and deleting rental products (rentaloptions): the write path of services/write.ts applied to the
 * RentalOption aggregate (fields and rules in server/domain/rentalOption.ts). GraphQL and REST both call these
 * functions. Choosing the vehicles of a vehicle class is rentalOptionVehicles.ts.
 */
import { z } from 'zod';
import { ACTIVE_BOOKING_STATUSES, bookingNumber } from '../domain/booking.ts';
import {
  applyCategoryChange,
  accountMayPlaceCategory,
  CLASS_CATEGORY_MESSAGES,
  vehicleFitsClass,
  categoryIssues,
  inUseMessage,
  RENTAL_OPTION_HISTORY_FIELDS,
  RENTAL_OPTION_MESSAGES,
  rentalOptionFormSchema,
  vehicleClassChangeComment,
  rentalOptionPatchSchema,
  type CategoryTraits,
  type Reference,
  type RentalOptionPatch,
  type RentalOptionTagValue,
  type ShortageField,
} from '../domain/rentalOption.ts';
import { normaliseTagValue, tagDisplayValue, tagValueProblem } from '../domain/tags.ts';
import { Prisma } from '../generated/prisma/client.ts';
import type { RequestContext } from './context.ts';
import { collectFieldErrors, type FieldError, ForbiddenError, InUseError, NotFoundError, parseInput, throwFieldErrors, ValidationError } from './errors.ts';
import { recordHistories, recordHistory } from './history.ts';
import { uniqueSlug } from './slugs.ts';
import { assertMayChange, assertMayCreate, defaultOwner, requireScope, writableScope, type Scope } from './scope.ts';
import { changesOf, inTransaction, lockForUpdate, type Tx } from './write.ts';
import { isDbId } from '../domain/lists.ts';
import { vehicleText } from '../domain/planning.ts';
import { rowIdSchema } from '../domain/fields.ts';
import { lockClassesThenRead } from './availability.ts';
import { classesTouchedBy, guardVehicleChange, type ShortageMessages } from './vehicleUsability.ts';

type Db = RequestContext['db'] | Tx;

/** Make a change that leaves a class short of a vehicle anyway (staff were told which booking lacks one). */
export const acceptShortageSchema = z.boolean({ error: 'Må vere sann eller usann.' }).nullish();

const updateMetaSchema = z.object({
  id: rowIdSchema(),
  updatedAt: z.date({ error: 'updatedAt må fyllast ut: sist endra, slik leieproduktet vart lasta.' }),
  acceptShortage: acceptShortageSchema,
});

/** What a refusal (CLASS_SHORTAGE on `field`) and the history's note say for a change of `field`. */
export const shortageMessages = (field: ShortageField): ShortageMessages => ({
  refused: (vehicleClass, booking) => RENTAL_OPTION_MESSAGES.classOversold(field, vehicleClass, booking),
  accepted: RENTAL_OPTION_MESSAGES.shortageAccepted,
});

/** The vehicles of a class now (read under its lock). */
export async function vehiclesOf(tx: Tx, rentalOptionId: number): Promise<number[]> {
  return (await tx.rentalOptionProduct.findMany({ where: { rentalOptionId }, select: { productId: true } })).map((p) => p.productId);
}

const idSchema = z.object({ id: rowIdSchema() });

/** A reference the service got: a database id (GraphQL and REST decode theirs first). */
function dbRef(field: string, ref: Reference | null | undefined): number | null {
  if (ref === null || ref === undefined) return null;
  const n = typeof ref === 'number' ? ref : /^\d{1,10}$/.test(ref) ? Number(ref) : NaN;
  if (!isDbId(n)) throw ValidationError.field(field, RENTAL_OPTION_MESSAGES.reference);
  return n;
}

/** True when the scope lets the staff member choose the owner (network and site scope, spec 3 section 6). */
const choosesOwner = (scope: Scope) => writableScope(scope, 'rentaloptions').accounts.some((a) => a.kind === 'network' || a.kind === 'site');

async function loadCategory(db: Db, id: number, field = 'categoryId') {
  const category = await db.productCategory.findUnique({ where: { id }, select: { id: true, title: true, isCar: true, requireTransportationBetweenLocations: true } });
  if (!category) throw ValidationError.field(field, 'Fann ikkje kategorien.');
  return category;
}

/** A vehicle class is a rental product of a category that needs transport between locations: it holds vehicles. */
export const isVehicleClass = (category: CategoryTraits) => category.requireTransportationBetweenLocations;

/** The ACRISS code against the four letter lists in the database. */
async function checkAcriss(db: Db, acriss: string | null | undefined) {
  if (!acriss) return;
  const positions = ['category', 'type', 'transmission', 'fuel'] as const;
  const letters = await db.acrissLetter.findMany({ select: { position: true, letter: true } });
  const ok = positions.every((p, i) => letters.some((l) => l.position === p && l.letter === acriss[i]));
  if (!ok) throw ValidationError.field('acriss', RENTAL_OPTION_MESSAGES.acriss);
}

/** An uploaded picture the rental product may show: it exists, is public and an image, and is not a booking's file. */
async function checkUpload(db: Db, id: number | null) {
  if (id === null) return;
  const upload = await db.upload.findUnique({ where: { id }, select: { public: true, mime: true, _count: { select: { bookingDocs: true } } } });
  if (!upload) throw ValidationError.field('imageUploadId', 'Fann ikkje det opplasta biletet.');
  if (!upload.public || !upload.mime.startsWith('image/') || upload._count.bookingDocs > 0) {
    throw ValidationError.field('imageUploadId', 'Fila er ikkje eit offentleg bilete.');
  }
}

/** Tag rows with their tag types checked; database ids. */
async function checkTags(db: Db, rows: RentalOptionTagValue[] | undefined) {
  if (!rows) return undefined;
  const resolved = rows.map((r, i) => ({ tagId: dbRef(`tags.${i}.tagId`, r.tagId as Reference)!, value: r.value, highlight: r.highlight }));
  const known = new Map((await db.productTag.findMany({ where: { id: { in: resolved.map((r) => r.tagId) } }, select: { id: true, slug: true } })).map((t) => [t.id, t.slug]));
  const bad = resolved.findIndex((r) => !known.has(r.tagId));
  if (bad >= 0) throw ValidationError.field(`tags.${bad}.tagId`, 'Fann ikkje tag-typen.');
  const problems = resolved.flatMap((r, i) => {
    const problem = tagValueProblem(known.get(r.tagId)!, r.value);
    return problem ? [{ field: `tags.${i}.value`, message: problem }] : [];
  });
  if (problems.length) throw new ValidationError(problems);
  for (const r of resolved) r.value = normaliseTagValue(known.get(r.tagId)!, r.value);
  return resolved;
}

/** Where the rental product belongs: owner company and location (vehicle classes) or the whole site (add-ons). */
async function placementOf(
  db: Db,
  scope: Scope,
  category: CategoryTraits,
  companyId: number | null,
  locationId: number | null,
): Promise<{ siteId: number; companyId: number | null; locationId: number | null }> {
  if (!isVehicleClass(category)) {
    // Add-ons without transport belong to the whole site: staff who may change rental products at site level choose.
    const account = writableScope(scope, 'rentaloptions').accounts.find((a) => accountMayPlaceCategory(a.kind, category));
    if (!account) throw new ForbiddenError('Leieprodukt utan transport (tilbehør, forsikring) gjeld heile nettstaden: berre nasjonale administratorar kan endre dei.');
    const siteId = account.siteId ?? (await db.site.findFirst({ orderBy: { id: 'asc' }, select: { id: true } }))?.id;
    if (!siteId) throw ValidationError.field('companyId', RENTAL_OPTION_MESSAGES.owner);
    return { siteId, companyId: null, locationId: null };
  }
  const owner = companyId ?? defaultOwner(scope, 'rentaloptions');
  if (owner === null) throw ValidationError.field('companyId', RENTAL_OPTION_MESSAGES.owner);
  const company = await db.company.findUnique({ where: { id: owner }, select: { id: true, siteId: true } });
  if (!company) throw ValidationError.field('companyId', 'Fann ikkje eigaren.');
  if (locationId === null) throw ValidationError.field('locationId', RENTAL_OPTION_MESSAGES.location);
  const location = await db.location.findUnique({ where: { id: locationId }, select: { companyId: true } });
  if (!location) throw ValidationError.field('locationId', 'Fann ikkje lokasjonen.');
  if (location.companyId !== company.id) throw ValidationError.field('locationId', 'Lokasjonen høyrer ikkje til eigaren.');
  return { siteId: company.siteId, companyId: company.id, locationId };
}

/** A slug for the shop, unique among rental products: chosen once, when the rental product is created. */
async function rentalOptionSlug(tx: Tx, title: string): Promise<string> {
  return uniqueSlug(tx, 'rentaloption', title, 'leieprodukt', async (slug) => (await tx.rentalOption.count({ where: { slug } })) > 0);
}

/** A tag row as the history reads it: the tag's title and the value as the shop shows it ("Drivstoff: Diesel"). */
const tagLine = (t: { tag: { slug: string; title: string; metric: string | null }; value: string; highlight: boolean }) =>
  `${t.tag.title}: ${tagDisplayValue(t.tag.slug, t.tag.title, t.value, t.tag.metric)}${t.highlight ? ' (framheva)' : ''}`;

/** The rental product as its history compares it: every stored field, the tag rows in order, the vehicle ids. */
export async function snapshot(tx: Db, id: number) {
  const row = await tx.rentalOption.findUnique({
    where: { id },
    include: { tags: { orderBy: { position: 'asc' }, include: { tag: { select: { slug: true, title: true, metric: true } } } }, products: { select: { productId: true }, orderBy: { productId: 'asc' } } },
  });
  if (!row) return null;
  const { tags, products, ...fields } = row;
  return { ...fields, tags: tags.map(tagLine), tagRows: tags.map((t) => ({ tagId: t.tagId, value: t.value, highlight: t.highlight })), productIds: products.map((p) => p.productId) } as Record<string, unknown> & {
    tagRows: { tagId: number; value: string; highlight: boolean }[];
  };
}

const HISTORY_FIELDS = RENTAL_OPTION_HISTORY_FIELDS;

/**
 * One entry in each vehicle's own history for the vehicle class it joined, left or moved between (`from`, `to`: the
 * classes' titles, null for none), with the vehicle's status as it stands; the classes record their side themselves.
 */
export async function recordVehicleClassChanges(tx: Tx, authorId: number, changes: { productId: number; from: string | null; to: string | null; why?: string }[]) {
  if (!changes.length) return;
  const rows = await tx.product.findMany({ where: { id: { in: changes.map((c) => c.productId) } }, select: { id: true, status: true } });
  const status = new Map(rows.map((r) => [r.id, r.status]));
  await recordHistories(
    tx,
    changes.map((c) => ({
      entityType: 'product' as const,
      entityId: c.productId,
      authorId,
      status: status.get(c.productId) ?? null,
      comment: vehicleClassChangeComment(c.from, c.to, c.why),
      changes: { rentalOption: [c.from, c.to] },
    })),
  );
}

/** The columns of validated fields (references as database ids; tags are written separately). */
function columns(values: RentalOptionPatch, ids: { categoryId?: number; companyId?: number | null; locationId?: number | null; imageUploadId?: number | null }) {
  const { tags: _t, categoryId: _c, companyId: _co, locationId: _l, imageUploadId: _i, ...rest } = values;
  const out: Record<string, unknown> = { ...rest };
  for (const [k, v] of Object.entries(ids)) if (v !== undefined) out[k] = v;
  return out;
}

async function writeTags(tx: Tx, rentalOptionId: number, rows: { tagId: number; value: string; highlight: boolean }[] | undefined) {
  if (!rows) return;
  await tx.rentalOptionTag.deleteMany({ where: { rentalOptionId } });
  if (rows.length) await tx.rentalOptionTag.createMany({ data: rows.map((r, position) => ({ rentalOptionId, tagId: r.tagId, value: r.value, highlight: r.highlight, position })) });
}

/** Category rules on the complete values; a refusal names the field. */
function assertCategoryRules(values: Record<string, unknown>, category: CategoryTraits, chooseOwner: boolean) {
  const issues = categoryIssues(values as never, category, { chooseOwner });
  if (issues.length) throw new ValidationError(issues);
}

export interface CreateRentalOptionInput {
  /** The account the staff member acts in (slug); without it the `x-account` header, else all their accounts. */
  accountSlug?: string | null;
  /**
   * Fields the caller could not decode (REST's legacy ids and tag list), in this service's field names (or its own,
   * for a field the service does not take): refused in one answer with every other field error, nothing written.
   */
  inputErrors?: FieldError[];
  [field: string]: unknown;
}

/**
 * The form's values, or every field error at once: when some field is refused (by the schema, or as `given` by the
 * caller), the chosen category's required fields that are missing (ACRISS, owner, location) are named in the same
 * answer, not only after the first fix.
 */
async function parseCreateValues(db: Db, raw: Record<string, unknown>, chooseOwner: boolean, given: readonly FieldError[]) {
  const found: FieldError[] = [];
  const values = collectFieldErrors(found, () => parseInput(rentalOptionFormSchema, raw));
  if (values && !given.length) return values;
  const category = await categoryNamed(db, raw.categoryId);
  if (category) {
    const blank = (v: unknown) => v === null || v === undefined || v === '';
    const value = (field: string) => (blank(raw[field]) ? null : raw[field]);
    const missing = categoryIssues({ acriss: value('acriss'), companyId: value('companyId'), locationId: value('locationId') } as never, category, { chooseOwner })
      .filter((i) => blank(raw[i.field]) && !found.some((f) => f.field === i.field));
    found.push(...missing);
  }
  throwFieldErrors(given, found);
  return values!;
}

/** The category an unparsed input names, or null when its id is unreadable or unknown (the schema names that field). */
async function categoryNamed(db: Db, ref: unknown) {
  try {
    const id = dbRef('categoryId', ref as Reference);
    return id === null ? null : await loadCategory(db, id);
  } catch (err) {
    if (err instanceof ValidationError) return null;
    throw err;
  }
}

/** Creates a rental product with its tag rows and a history entry; returns the new row. */
export async function createRentalOption(ctx: RequestContext, input: CreateRentalOptionInput) {
  const scope = await requireScope(ctx, input.accountSlug);
  // A role that may create no rental product anywhere is refused before anything else is looked at.
  if (writableScope(scope, 'rentaloptions').accounts.length === 0) throw new ForbiddenError('Rolla di kan ikkje opprette leieprodukt.');
  const { accountSlug: _a, inputErrors = [], ...fields } = input;
  const values = await parseCreateValues(ctx.db, Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)), choosesOwner(scope), inputErrors);
  const categoryId = dbRef('categoryId', values.categoryId as Reference)!;
  const companyId = dbRef('companyId', values.companyId);
  const locationId = dbRef('locationId', values.locationId);
  const imageUploadId = dbRef('imageUploadId', values.imageUploadId);
  const category = await loadCategory(ctx.db, categoryId);
  const chooseOwner = choosesOwner(scope);
  assertCategoryRules({ ...values, companyId: chooseOwner ? companyId : null }, category, chooseOwner);
  await checkAcriss(ctx.db, values.acriss);
  await checkUpload(ctx.db, imageUploadId);
  const tags = await checkTags(ctx.db, values.tags);
  const placement = await placementOf(ctx.db, scope, category, companyId, locationId);
  assertMayCreate(scope, 'rentaloptions', placement);
  return inTransaction(ctx, async (tx) => {
    const created = await tx.rentalOption.create({
      data: {
        ...(columns(values, { categoryId, imageUploadId }) as Prisma.RentalOptionUncheckedCreateInput),
        ...(imageUploadId !== null ? { image: null } : {}),
        ...placement,
        slug: await rentalOptionSlug(tx, values.title),
        authorId: ctx.viewer!.id,
      },
    });
    await writeTags(tx, created.id, tags);
    const after = await snapshot(tx, created.id);
    await recordHistory(tx, {
      entityType: 'rentaloption',
      entityId: created.id,
      authorId: ctx.viewer!.id,
      status: created.status,
      comment: 'Leieproduktet er oppretta',
      changes: changesOf(null, after, HISTORY_FIELDS),
    });
    return created;
  });
}

export interface UpdateRentalOptionInput {
  id: number;
  updatedAt: Date;
  /** As CreateRentalOptionInput's: fields the caller could not decode, refused with every other field error. */
  inputErrors?: FieldError[];
  [field: string]: unknown;
}

/**
 * Changes the given fields only. The caller sends the `updatedAt` it loaded: when the row changed since, nothing is
 * written and the answer is a ConflictError. A save that changes nothing writes nothing (no history either). A new
 * category resets the fields of spec 3 section 4 that the save does not give itself; a vehicle class that becomes
 * an add-on lets go of its vehicles. A change that takes vehicles from a class with bookings (an add-on category, another
 * location, no more fetching from other locations) takes the classes' locks and is refused (a ValidationError on the
 * field, code CLASS_SHORTAGE, naming a booking that would lack a vehicle) unless `acceptShortage`.
 */
export async function updateRentalOption(ctx: RequestContext, input: UpdateRentalOptionInput) {
  const scope = await requireScope(ctx);
  const { id, updatedAt, acceptShortage, inputErrors = [], ...fields } = input;
  const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  // Every field is checked before any is refused: one answer names them all.
  const errors: FieldError[] = [];
  const checkedMeta = collectFieldErrors(errors, () => parseInput(updateMetaSchema, { id, updatedAt, acceptShortage }));
  const checkedPatch = collectFieldErrors(errors, () => parseInput(rentalOptionPatchSchema, given));
  throwFieldErrors(inputErrors, errors);
  const [meta, patch] = [checkedMeta!, checkedPatch!];
  await assertMayChange(ctx.db, scope, 'rentaloptions', 'rentalOption', meta.id);
  const ids = {
    ...('categoryId' in patch ? { categoryId: dbRef('categoryId', patch.categoryId as Reference)! } : {}),
    ...('companyId' in patch ? { companyId: dbRef('companyId', patch.companyId) } : {}),
    ...('locationId' in patch ? { locationId: dbRef('locationId', patch.locationId) } : {}),
    ...('imageUploadId' in patch ? { imageUploadId: dbRef('imageUploadId', patch.imageUploadId) } : {}),
  } as { categoryId?: number; companyId?: number | null; locationId?: number | null; imageUploadId?: number | null };
  await checkAcriss(ctx.db, patch.acriss);
  await checkUpload(ctx.db, ids.imageUploadId ?? null);
  const tags = await checkTags(ctx.db, patch.tags);
  const chooseOwner = choosesOwner(scope);
  const now = new Date();
  // Which vehicles count in the class depends on its category, location and fetching rule (availabilityFor).
  const mayTakeVehicles = 'categoryId' in ids || 'locationId' in ids || 'canBeRequestedFromOtherLocation' in patch;
  return inTransaction(ctx, async (tx) => {
    // Such a change moves holds and capacity as taking its vehicles out does: the class and the classes booked by its
    // vehicles' lines are locked in id order before its vehicles are read (and read again if they changed meanwhile).
    const locked = mayTakeVehicles
      ? (await lockClassesThenRead(tx, [meta.id], async () => ({ classes: await classesTouchedBy(tx, await vehiclesOf(tx, meta.id), now), value: null }))).locked
      : [meta.id];
    if (!(await lockForUpdate(tx, 'rental_option', meta.id, meta.updatedAt, RENTAL_OPTION_MESSAGES.conflict))) throw new NotFoundError(RENTAL_OPTION_MESSAGES.notFound);
    const before = (await snapshot(tx, meta.id))!;
    return writeUpdate(tx, before, locked);
  }).catch((err) => {
    // An add-on listing vehicles (written by hand) made a vehicle class while one of them counts elsewhere: the index refused.
    if (isOneClassViolation(err)) throw ValidationError.field('categoryId', RENTAL_OPTION_MESSAGES.otherClass);
    throw err;
  });

  async function writeUpdate(tx: Tx, before: NonNullable<Awaited<ReturnType<typeof snapshot>>>, locked: number[]) {
    const category = await loadCategory(tx, ids.categoryId ?? (before.categoryId as number));
    const categoryChanged = ids.categoryId !== undefined && ids.categoryId !== before.categoryId;
    // The section-4 reactions on what the save does not set itself; what it sets must then fit the category.
    const base = categoryChanged ? applyCategoryChange(before as never, category) : before;
    const merged: Record<string, unknown> = { ...base, ...columns(patch, ids) };
    for (const k of ['acriss', 'companyId', 'locationId']) if (merged[k] === '') merged[k] = null;
    if ('image' in patch && patch.image) merged.imageUploadId = null;
    if (ids.imageUploadId != null) merged.image = null;
    if (!merged.image && merged.imageUploadId == null) throw ValidationError.field('image', RENTAL_OPTION_MESSAGES.image);
    if (!chooseOwner && 'companyId' in ids && ids.companyId !== before.companyId && ids.companyId !== null) throw ValidationError.field('companyId', 'Eigaren kan berre veljast i nettverk- eller nettstadkonto.');
    if (isVehicleClass(category) && merged.companyId == null && !chooseOwner) merged.companyId = defaultOwner(scope, 'rentaloptions');
    assertCategoryRules(merged, category, true);
    const placementChanged = merged.companyId !== before.companyId || merged.locationId !== before.locationId || categoryChanged;
    if (placementChanged) {
      const placement = await placementOf(tx, scope, category, (merged.companyId as number | null) ?? null, (merged.locationId as number | null) ?? null);
      assertMayCreate(scope, 'rentaloptions', placement);
      Object.assign(merged, placement);
    }
    if (merged.companyId != null && merged.companyId !== before.companyId) {
      await assertNoOtherCompanyHolds(tx, 'companyId', { classId: meta.id, productIds: before.productIds as number[] }, merged.companyId as number);
    }
    if (categoryChanged && isVehicleClass(category)) await assertVehiclesFitCategory(tx, before.productIds as number[], category.id);
    const dropVehicles = categoryChanged && !isVehicleClass(category) && (before.productIds as number[]).length > 0;
    const candidate = { ...merged, ...(dropVehicles ? { productIds: [] } : {}) };
    // Tag rows compare by tag id, value and highlight (the slug line is for people reading the history).
    const tagsChanged = tags !== undefined && JSON.stringify(tags) !== JSON.stringify(before.tagRows);
    const changes = changesOf(before, candidate, HISTORY_FIELDS.filter((f) => f !== 'tags'));
    if (Object.keys(changes).length === 0 && !tagsChanged) return tx.rentalOption.findUniqueOrThrow({ where: { id: meta.id } });
    const data: Record<string, unknown> = {};
    for (const f of HISTORY_FIELDS) if (f !== 'tags' && f !== 'productIds' && f in changes) data[f] = merged[f];
    for (const f of ['siteId', 'image', 'imageUploadId'] as const) if (merged[f] !== before[f]) data[f] = merged[f];
    // The slug is chosen once, at creation, and kept when the title changes (as a location's is): it is the shop's
    // address of the product (forsikring=premium, bookmarked links, legacy carts), so a rename must not move it.
    // The change that takes vehicles from the class, if any: measured before the write, checked after it.
    const wasVehicleClass = categoryChanged ? isVehicleClass(await loadCategory(tx, before.categoryId as number)) : isVehicleClass(category);
    const takes: ShortageField | null = !wasVehicleClass
      ? null
      : !isVehicleClass(category)
        ? 'categoryId'
        : merged.locationId !== before.locationId
          ? 'locationId'
          : before.canBeRequestedFromOtherLocation && !merged.canBeRequestedFromOtherLocation
            ? 'canBeRequestedFromOtherLocation'
            : null;
    const guard = takes ? await guardVehicleChange(tx, before.productIds as number[], locked, now, [meta.id]) : null;
    const updated = await tx.rentalOption.update({ where: { id: meta.id }, data: { ...(data as Prisma.RentalOptionUncheckedUpdateInput), updatedAt: new Date() } });
    await writeTags(tx, meta.id, tags);
    if (dropVehicles) {
      await tx.rentalOptionProduct.deleteMany({ where: { rentalOptionId: meta.id } });
      if (wasVehicleClass) {
        const from = String(before.title);
        await recordVehicleClassChanges(tx, ctx.viewer!.id, (before.productIds as number[]).map((productId) => ({ productId, from, to: null, why: 'det er ikkje lenger ein bilklasse' })));
      }
    }
    const shortage = takes && guard ? await guard.check(takes, shortageMessages(takes), meta.acceptShortage === true) : null;
    await recordHistory(tx, {
      entityType: 'rentaloption',
      entityId: meta.id,
      authorId: ctx.viewer!.id,
      status: updated.status,
      comment: shortage ? `Leieproduktet er endra. ${shortage}.` : 'Leieproduktet er endra',
      changes: changesOf(before, await snapshot(tx, meta.id), HISTORY_FIELDS),
    });
    return updated;
  }
}

/**
 * A vehicle class given another vehicle category keeps only vehicles of that category (vehicleFitsClass): while it
 * holds vehicles of another, the change is refused on `categoryId`, naming some of them. Their rows are share-locked
 * after the class's (the order every class write keeps), so a vehicle's own category change waits or is seen.
 */
async function assertVehiclesFitCategory(tx: Tx, productIds: number[], categoryId: number) {
  if (!productIds.length) return;
  const rows = await tx.$queryRaw<{ id: number; name: string; license_plate: string | null; category_id: number }[]>`
    SELECT id, name, license_plate, category_id FROM product WHERE id = ANY(${productIds}::int[]) ORDER BY id FOR SHARE`;
  const wrong = rows.filter((r) => !vehicleFitsClass(r.category_id, categoryId));
  if (!wrong.length) return;
  const named = wrong.slice(0, 5).map((r) => vehicleText({ name: r.name, licensePlate: r.license_plate }));
  throw ValidationError.field('categoryId', CLASS_CATEGORY_MESSAGES.classCategoryChanged(named, wrong.length - named.length));
}

/**
 * A class of a company may not be held by another company's active booking (domain/bookingEdit.ts bookingMayHoldClass,
 * which the cart, the shop and the planner keep; a class of the site, companyId null, is anyone's): booked on a rental
 * line of the class (`classId`), or carried by one of its vehicles (an upgrade). Moving a class to a company, or putting
 * a vehicle that carries such a booking into a company's class, is refused on `field`, naming the bookings.
 */
export async function assertNoOtherCompanyHolds(tx: Tx, field: string, hold: { classId: number | null; productIds: number[] }, companyId: number | null) {
  if (companyId === null) return;
  const holding = [...(hold.classId !== null ? [{ rentalOptionId: hold.classId }] : []), ...(hold.productIds.length ? [{ productId: { in: hold.productIds } }] : [])];
  if (!holding.length) return;
  const where: Prisma.BookingWhereInput = { status: { in: [...ACTIVE_BOOKING_STATUSES] }, companyId: { not: companyId }, lines: { some: { lineType: 'rental', OR: holding } } };
  const [held, total] = await Promise.all([tx.booking.findMany({ where, select: { id: true }, orderBy: { pickupAt: 'asc' }, take: 5 }), tx.booking.count({ where })]);
  if (held.length) throw ValidationError.field(field, RENTAL_OPTION_MESSAGES.ownerHeldByBookings(held.map((b) => bookingNumber(b.id)), total - held.length));
}

/**
 * After a class's vehicles changed in this transaction (moved to another class, or deleted): its `updatedAt` moves (a
 * form opened before is told to reload) and its history says so, the vehicle list as `before` held it and as it is now.
 */
export async function recordClassVehiclesChanged(tx: Tx, classId: number, authorId: number, before: Record<string, unknown>, comment: string) {
  const option = await tx.rentalOption.update({ where: { id: classId }, data: { updatedAt: new Date() } });
  await recordHistory(tx, { entityType: 'rentaloption', entityId: classId, authorId, status: option.status, comment, changes: changesOf(before, await snapshot(tx, classId), ['productIds']) });
}

/** True for the unique index's refusal of a vehicle in a second vehicle class. */
export function isOneClassViolation(err: unknown): boolean {
  if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') return /product_id|one_vehicle_class/.test(JSON.stringify(err.meta ?? {}) + err.message);
  return err instanceof Error && err.message.includes(ONE_VEHICLE_CLASS_INDEX);
}

/** The bookings still to come (or running) that use the rental product, and how many finished ones do. */
export async function rentalOptionUse(db: Db, id: number) {
  const [coming, past] = await Promise.all([
    db.booking.findMany({
      where: { status: { in: [...ACTIVE_BOOKING_STATUSES] }, lines: { some: { rentalOptionId: id } } },
      select: { id: true },
      orderBy: { pickupAt: 'asc' },
    }),
    db.booking.count({ where: { status: { notIn: [...ACTIVE_BOOKING_STATUSES] }, lines: { some: { rentalOptionId: id } } } }),
  ]);
  return { bookingNumbers: coming.map((b) => bookingNumber(b.id)), pastBookings: past };
}

/**
 * Deletes a rental product no booking uses; otherwise an InUseError naming the coming bookings (archive it instead).
 * A finished booking keeps its own lines, and so its rental product: that is refused too, with its own message.
 * The history stays, with a last entry holding every field as it was.
 */
export async function deleteRentalOption(ctx: RequestContext, input: { id: number }) {
  const scope = await requireScope(ctx);
  const { id } = parseInput(idSchema, input);
  await assertMayChange(ctx.db, scope, 'rentaloptions', 'rentalOption', id);
  return inTransaction(ctx, async (tx) => {
    if (!(await lockForUpdate(tx, 'rental_option', id, null, RENTAL_OPTION_MESSAGES.conflict))) throw new NotFoundError(RENTAL_OPTION_MESSAGES.notFound);
    const use = await rentalOptionUse(tx, id);
    const counts = { bookings: use.bookingNumbers.length + use.pastBookings, products: 0, rentalOptions: 0, members: 0 };
    if (use.bookingNumbers.length) throw new InUseError(counts, inUseMessage(use.bookingNumbers), use.bookingNumbers);
    if (use.pastBookings) {
      throw new InUseError(counts, `Leieproduktet står på ${use.pastBookings} ${use.pastBookings === 1 ? 'tidlegare booking' : 'tidlegare bookingar'}, som held på linjene sine. Arkiver det i staden.`, []);
    }
    const before = (await snapshot(tx, id))!;
    if (isVehicleClass(await loadCategory(tx, before.categoryId as number))) {
      const from = String(before.title);
      await recordVehicleClassChanges(tx, ctx.viewer!.id, (before.productIds as number[]).map((productId) => ({ productId, from, to: null, why: 'leigeproduktet er sletta' })));
    }
    await recordHistory(tx, {
      entityType: 'rentaloption',
      entityId: id,
      authorId: ctx.viewer!.id,
      status: 'deleted',
      comment: `Leieproduktet «${String(before.title)}» er sletta`,
      changes: changesOf(before, null, HISTORY_FIELDS),
    });
    await tx.rentalOption.delete({ where: { id } });
    return { id };
  });
}


/** The unique index that lets a vehicle count in one vehicle class only (migration 20261123152000). */
export const ONE_VEHICLE_CLASS_INDEX = 'rental_option_product_one_vehicle_class';
