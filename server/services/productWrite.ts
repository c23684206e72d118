/**
 * Creating, changing and deleting products (vehicles): the write path of services/write.ts applied to the Product
 * aggregate (fields and rules in server/domain/product.ts). GraphQL and REST both call these three functions.
 *
 * Beyond the form's rules the server checks what only it can: the category, owner, responsible company and location
 * exist and lie in one site; the product's place lies in the staff member's scope (a company or location role cannot
 * create a vehicle elsewhere, nor move one out of its scope); each ACRISS letter is in its list in `acriss_letter`; a
 * licence plate belongs to one product (a unique index decides between two saves at once).
 */
import { z } from 'zod';
import { ACTIVE_BOOKING_STATUSES, bookingNumber } from '../domain/booking.ts';
import {
  fuelEnumName,
  PRODUCT_FIELDS,
  PRODUCT_MESSAGES,
  PRODUCT_PLACEMENT_MESSAGES,
  productFormSchemaFor,
  productInUseMessage,
  productNeededMessage,
  statusAfterRentableChange,
  unknownAcrissLetters,
  type FuelTypeName,
  type ProductStatusName,
} from '../domain/product.ts';
import { Prisma } from '../generated/prisma/client.ts';
import type { RequestContext } from './context.ts';
import { collectFieldErrors, type FieldError, ForbiddenError, InUseError, NotFoundError, parseInput, throwFieldErrors, ValidationError } from './errors.ts';
import { recordHistories, recordHistory } from './history.ts';
import { assertMayChange, isVisible, recordInScope, requireScope, scopeWhere, writableScope, type Scope, type ScopedRecords } from './scope.ts';
import { changesOf, inTransaction, lockForUpdate, type Tx } from './write.ts';
import { isDbId } from '../domain/lists.ts';
import { isUsableVehicle, vehicleText } from '../domain/planning.ts';
import { lockClassesThenRead } from './availability.ts';
import { classesTouchedBy, guardVehicleChange, mayChangeUsability, usabilityMessages, type ShortageMessages } from './vehicleUsability.ts';
import { rowIdSchema } from '../domain/fields.ts';
import { CLASS_CATEGORY_MESSAGES, RENTAL_OPTION_MESSAGES, vehicleFitsClass } from '../domain/rentalOption.ts';
import { recordClassVehiclesChanged, snapshot as rentalOptionSnapshot } from './rentalOptionWrite.ts';

type Db = RequestContext['db'] | Tx;

const updateMetaSchema = z.object({
  id: rowIdSchema(),
  /** Take the vehicle out of rent (or move it) even when a class is then short of a vehicle (staff were told which booking). */
  acceptShortage: z.boolean({ error: 'Må vere sann eller usann.' }).optional(),
  updatedAt: z.date({ error: 'updatedAt må fyllast ut: sist endra, slik produktet vart lasta.' }),
});

const idSchema = z.object({ id: rowIdSchema() });

const RELATIONS = ['categoryId', 'companyId', 'companyIdManager', 'locationId'] as const;

/** Fields a history entry compares: every field of the form, and the site the product belongs to. */
const HISTORY_FIELDS = [...PRODUCT_FIELDS, 'siteId'];

/**
 * Relation values as the service takes them: database ids (REST may send digit strings). One that cannot be an id is
 * left out of `fields` and named in `errors` ("Ugyldig id."), to be refused with the form's other errors in one answer.
 */
function relationIds(given: Record<string, unknown>): { fields: Record<string, unknown>; errors: FieldError[] } {
  const fields = { ...given };
  const errors: FieldError[] = [];
  for (const f of RELATIONS) {
    const v = fields[f];
    if (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v)) fields[f] = Number(v);
    const value = fields[f];
    if ((typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && !isDbId(value))) {
      errors.push({ field: f, message: 'Ugyldig id.' });
      delete fields[f];
    }
  }
  return { fields, errors };
}

/** The category the rules depend on; null when none (or an unknown one) is given: the schema names the field. */
async function categoryOf(db: Db, id: unknown) {
  if (typeof id !== 'number') return null;
  return db.productCategory.findUnique({ where: { id }, select: { id: true, isCar: true, requireTransportationBetweenLocations: true } });
}

/** Each ACRISS letter must be in its position's list in the database. */
async function checkAcriss(db: Db, code: string | null | undefined) {
  if (!code) return;
  const rows = await db.acrissLetter.findMany({ select: { position: true, letter: true } });
  const lists = { category: [] as string[], type: [] as string[], transmission: [] as string[], fuel: [] as string[] };
  for (const r of rows) lists[r.position].push(r.letter.trim());
  const unknown = unknownAcrissLetters(code, lists);
  if (unknown.length) throw ValidationError.field('acriss', unknown.map((u) => PRODUCT_MESSAGES.acrissLetter(u.letter, u.position)).join(' '));
}

type Placement = ScopedRecords['product'];

const PLATE_INDEX = 'product_license_plate_key';

/** Refuses a licence plate another product has: named when the staff member may see it, else "another vehicle". */
async function checkPlateFree(ctx: RequestContext, db: Db, scope: Scope, plate: unknown, id: number | null) {
  if (typeof plate !== 'string') return;
  const other = await db.product.findFirst({ where: { licensePlate: plate, ...(id ? { NOT: { id } } : {}) }, select: { id: true, name: true } });
  if (other) throw ValidationError.field('licensePlate', PRODUCT_MESSAGES.plateTaken((await isVisible(ctx.db, scope, 'product', other.id)) ? other.name : null));
}

/** Two saves of one plate at once: the index refuses the second, answered as the check above would. */
function plateRace(err: unknown): never {
  const text = err instanceof Prisma.PrismaClientKnownRequestError ? JSON.stringify(err.meta ?? {}) + err.message : err instanceof Error ? err.message : '';
  if (text.includes(PLATE_INDEX)) throw ValidationError.field('licensePlate', PRODUCT_MESSAGES.plateTaken(null));
  throw err;
}

/**
 * Where the product belongs: its category exists, its owner, responsible company and location exist and lie in one
 * site, which the product belongs to. Without any of them the site of the staff member's own account(s) is used.
 */
async function placementOf(db: Db, scope: Scope, values: { categoryId?: unknown; companyId?: unknown; companyIdManager?: unknown; locationId?: unknown }): Promise<Placement & { locationCompanyId: number | null }> {
  const errors: { field: string; message: string }[] = [];
  const [category, company, manager, location] = await Promise.all([
    typeof values.categoryId === 'number' ? db.productCategory.findUnique({ where: { id: values.categoryId }, select: { id: true } }) : null,
    typeof values.companyId === 'number' ? db.company.findUnique({ where: { id: values.companyId }, select: { id: true, siteId: true } }) : null,
    typeof values.companyIdManager === 'number' ? db.company.findUnique({ where: { id: values.companyIdManager }, select: { id: true, siteId: true } }) : null,
    typeof values.locationId === 'number' ? db.location.findUnique({ where: { id: values.locationId }, select: { id: true, siteId: true, companyId: true } }) : null,
  ]);
  if (typeof values.categoryId === 'number' && !category) errors.push({ field: 'categoryId', message: 'Fann ikkje kategorien.' });
  if (typeof values.companyId === 'number' && !company) errors.push({ field: 'companyId', message: 'Fann ikkje eigaren.' });
  if (typeof values.companyIdManager === 'number' && !manager) errors.push({ field: 'companyIdManager', message: 'Fann ikkje det ansvarlege selskapet.' });
  if (typeof values.locationId === 'number' && !location) errors.push({ field: 'locationId', message: 'Fann ikkje lokasjonen.' });
  if (errors.length) throw new ValidationError(errors);
  const sites = new Set([company?.siteId, manager?.siteId, location?.siteId].filter((s): s is number => typeof s === 'number'));
  if (sites.size > 1) {
    throw ValidationError.field(location && company && location.siteId !== company.siteId ? 'locationId' : 'companyIdManager', 'Eigar, ansvarleg selskap og lokasjon må høyre til same nettstad.');
  }
  let siteId = [...sites][0];
  if (siteId === undefined) {
    const own = new Set(scope.accounts.map((a) => a.siteId));
    if (own.size !== 1 || own.has(null)) throw ValidationError.field('companyId', 'Vel eigar.');
    siteId = [...own][0]!;
  }
  return { siteId, companyId: company?.id ?? null, companyIdManager: manager?.id ?? null, locationId: location?.id ?? null, locationCompanyId: location?.companyId ?? null };
}

/**
 * The product at `placement` must lie in the staff member's scope, and one of their roles there may change products.
 * That alone passed when any one part was theirs (a product is seen through its owner, its responsible company or
 * its location), so each part the write names anew must also be one their product role reaches
 * (`assertPartsReachable`); a part the product already has stays allowed.
 */
function assertPlacementInScope(scope: Scope, placement: Placement & { locationCompanyId: number | null }, before: Record<string, unknown> | null) {
  const { locationCompanyId: _l, ...record } = placement;
  if (!recordInScope(scope, 'product', record)) throw new NotFoundError('Fann ikkje eigaren, det ansvarlege selskapet eller lokasjonen i kontoen din.');
  if (!recordInScope(writableScope(scope, 'products'), 'product', record)) throw new ForbiddenError('Rolla di kan ikkje endre produkt her.');
  assertPartsReachable(scope, placement, before);
}

/**
 * Each of owner, responsible company and location that a write sets to something new must lie where a role of the
 * writer may change products: a company in a site they hold such a role in, or their own company (a location
 * account's company is the location's); a location in such a site or company, or their own location. Without it a
 * company manager could hand a car to another company while staying its responsible company, and a location manager
 * could name any company of the site as a car's owner.
 */
function assertPartsReachable(scope: Scope, placement: Placement & { locationCompanyId: number | null }, before: Record<string, unknown> | null) {
  const writable = writableScope(scope, 'products').accounts;
  const { siteId } = placement;
  const reachesCompany = (companyId: number) => writable.some((a) => a.kind === 'network' || (a.kind === 'site' ? a.siteId === siteId : a.companyId === companyId));
  const reachesLocation = (locationId: number, companyId: number | null) =>
    writable.some((a) => a.kind === 'network' || (a.kind === 'site' ? a.siteId === siteId : a.kind === 'company' ? a.companyId === companyId : a.locationId === locationId));
  const errors: { field: string; message: string }[] = [];
  const isNew = (field: 'companyId' | 'companyIdManager' | 'locationId') => placement[field] !== null && placement[field] !== (before?.[field] ?? null);
  if (isNew('companyId') && !reachesCompany(placement.companyId!)) errors.push({ field: 'companyId', message: PRODUCT_PLACEMENT_MESSAGES.companyId });
  if (isNew('companyIdManager') && !reachesCompany(placement.companyIdManager!)) errors.push({ field: 'companyIdManager', message: PRODUCT_PLACEMENT_MESSAGES.companyIdManager });
  if (isNew('locationId') && !reachesLocation(placement.locationId!, placement.locationCompanyId)) errors.push({ field: 'locationId', message: PRODUCT_PLACEMENT_MESSAGES.locationId });
  if (errors.length) throw new ValidationError(errors);
}

/**
 * Company and location staff create in their own company or at their own location unless they choose otherwise. A
 * field left blank (null: the form's "Vel lokasjon …" for a category without transport) counts as not chosen: a
 * location's staff may change products only at their location (role table), so a product they create or change
 * stands there. `given`: a change fills only the fields it sends (a field it leaves out keeps its value).
 */
function ownPlaceDefaults(scope: Scope, fields: Record<string, unknown>, opts: { given?: boolean } = {}): Record<string, unknown> {
  const writable = writableScope(scope, 'products').accounts;
  if (writable.length !== 1 || writable[0]!.kind === 'network' || writable[0]!.kind === 'site') return fields;
  const a = writable[0]!;
  const out = { ...fields };
  const blank = (f: string) => (!opts.given || f in out) && (out[f] == null || (typeof out[f] === 'string' && out[f].trim() === ''));
  if (blank('companyId')) out.companyId = a.companyId;
  if (a.kind === 'location' && blank('locationId')) out.locationId = a.locationId;
  return out;
}

/** Validated values → the row's columns (fuel in the database enum's name, status from the for-rent tick). */
function columns(values: Record<string, unknown>, placement: Placement, status: ProductStatusName): Prisma.ProductUncheckedCreateInput {
  const data: Record<string, unknown> = {};
  for (const f of PRODUCT_FIELDS) if (values[f] !== undefined) data[f] = values[f];
  if (typeof data.fuelType === 'string') data.fuelType = fuelEnumName(data.fuelType as FuelTypeName);
  const { siteId, companyId, companyIdManager, locationId } = placement;
  return { ...(data as object), siteId, companyId, companyIdManager, locationId, status } as Prisma.ProductUncheckedCreateInput;
}

/** The product as its history compares it (every stored field). */
async function snapshot(db: Db, id: number) {
  return (await db.product.findUnique({ where: { id } })) as Record<string, unknown> | null;
}

/** A stored product as form values (the shape an update's changes are laid over before the whole is validated). */
function formValuesOf(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of PRODUCT_FIELDS) {
    const v = row[f];
    out[f] = v !== null && typeof v === 'object' && !(v instanceof Date) && 'toFixed' in (v as object) ? String(v) : v;
  }
  return out;
}

export interface CreateProductInput {
  /** The account the staff member acts in (slug); without it the `x-account` header, else all their accounts. */
  accountSlug?: string | null;
  [field: string]: unknown;
}

/** Creates a product and its history entry; returns the new row. */
export async function createProduct(ctx: RequestContext, input: CreateProductInput) {
  const scope = await requireScope(ctx, input.accountSlug);
  // A role that may create no product anywhere is refused before anything else is looked at.
  if (writableScope(scope, 'products').accounts.length === 0) throw new ForbiddenError('Rolla di kan ikkje opprette produkt.');
  const { accountSlug: _a, ...given } = input;
  const ids = relationIds(Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)));
  const fields = ownPlaceDefaults(scope, ids.fields);
  const category = await categoryOf(ctx.db, fields.categoryId);
  // An unreadable id and the form's own errors are refused in one answer.
  const errors: FieldError[] = [];
  const checked = collectFieldErrors(errors, () => parseInput(productFormSchemaFor(category), fields) as Record<string, unknown>);
  throwFieldErrors(ids.errors, errors);
  const values = checked!;
  const placement = await placementOf(ctx.db, scope, values);
  await checkAcriss(ctx.db, values.acriss as string | null);
  assertPlacementInScope(scope, placement, null);
  await checkPlateFree(ctx, ctx.db, scope, values.licensePlate, null);
  const status = statusAfterRentableChange(null, values.isRentable as boolean, values.status as ProductStatusName);
  return inTransaction(ctx, async (tx) => {
    const created = await tx.product.create({ data: { ...columns(values, placement, status), authorId: ctx.viewer!.id } });
    await recordHistory(tx, {
      entityType: 'product',
      entityId: created.id,
      authorId: ctx.viewer!.id,
      status: created.status,
      comment: 'Produktet er oppretta',
      changes: changesOf(null, created as unknown as Record<string, unknown>, HISTORY_FIELDS),
    });
    return created;
  }).catch(plateRace);
}

export interface UpdateProductInput {
  id: number;
  updatedAt: Date;
  [field: string]: unknown;
}

/**
 * Locks the classes a change of the vehicle touches (classesTouchedBy), in id order, and answers them: read under the
 * locks (lockClassesThenRead), so a booking put on the vehicle, or the vehicle put in another class, between a read
 * and the locks is seen and its class locked in order too, not later out of order by the guard.
 */
async function lockTouchedClasses(tx: Tx, productId: number, now: Date): Promise<number[]> {
  const { locked } = await lockClassesThenRead(tx, [], async () => {
    const classes = await classesTouchedBy(tx, productId, now);
    return { classes, value: classes };
  });
  return locked;
}

/**
 * Changes the given fields only; the product as it will be is validated whole (the category's required fields
 * included). The caller sends the `updatedAt` it loaded: when the row changed since, nothing is written and the
 * answer is a ConflictError. A save that changes nothing writes nothing (no history either). A change of whether the
 * vehicle can be rented moves its bookings' holds between classes, and a move to another location takes it from its
 * class's vehicles there: either takes the classes' locks and is refused (a ValidationError naming a booking, code
 * CLASS_SHORTAGE) when a class would hold more bookings than vehicles (vehicleUsability.ts), unless `acceptShortage`.
 */
export async function updateProduct(ctx: RequestContext, input: UpdateProductInput) {
  const scope = await requireScope(ctx);
  const { id, updatedAt, acceptShortage, ...given } = input;
  const ids = relationIds(Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)));
  const metaErrors: FieldError[] = [];
  const checkedMeta = collectFieldErrors(metaErrors, () => parseInput(updateMetaSchema, { id, updatedAt, acceptShortage }));
  // Without the row the form's fields cannot be checked: they are, whole, under its lock below, with the ids' errors.
  if (metaErrors.length) throwFieldErrors(ids.errors, metaErrors);
  const meta = checkedMeta!;
  const patch = ownPlaceDefaults(scope, ids.fields, { given: true });
  await assertMayChange(ctx.db, scope, 'products', 'product', meta.id);
  const now = new Date();
  return inTransaction(ctx, async (tx) => {
    // A change of usability moves its bookings' holds between classes, and a move to another location takes a vehicle
    // from its class there (availabilityFor counts a class's vehicles at its location): their locks come before the
    // product's row, as in every write that takes them (a planner assignment holds a class lock while its line checks
    // the product row).
    const current = await tx.product.findUnique({ where: { id: meta.id }, select: { isRentable: true, status: true, locationId: true } });
    const mayMove = current !== null && 'locationId' in patch && patch.locationId !== current.locationId;
    const locked = current && (mayChangeUsability(current, patch) || mayMove) ? await lockTouchedClasses(tx, meta.id, now) : [];
    if (!(await lockForUpdate(tx, 'product', meta.id, meta.updatedAt, PRODUCT_MESSAGES.conflict))) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    const before = (await snapshot(tx, meta.id))!;
    const merged = { ...formValuesOf(before), ...patch };
    // A changed owner with no responsible company given: the responsible company follows the owner.
    if ('companyId' in patch && !('companyIdManager' in patch) && before.companyIdManager === before.companyId) merged.companyIdManager = patch.companyId;
    const category = await categoryOf(tx, merged.categoryId);
    const errors: FieldError[] = [];
    const checked = collectFieldErrors(errors, () => parseInput(productFormSchemaFor(category), merged) as Record<string, unknown>);
    throwFieldErrors(ids.errors, errors);
    const values = checked!;
    const placement = await placementOf(tx, scope, values);
    if ('acriss' in patch) await checkAcriss(tx, values.acriss as string | null);
    assertPlacementInScope(scope, placement, before);
    if (values.categoryId !== before.categoryId) await assertCategoryFitsClasses(tx, meta.id, values.categoryId as number);
    if (values.licensePlate !== before.licensePlate) await checkPlateFree(ctx, tx, scope, values.licensePlate, meta.id);
    const status = statusAfterRentableChange(
      { isRentable: before.isRentable as boolean, status: before.status as ProductStatusName },
      values.isRentable as boolean,
      values.status as ProductStatusName,
    );
    const data = columns(values, placement, status);
    const changes = changesOf(before, { ...before, ...data }, HISTORY_FIELDS);
    if (Object.keys(changes).length === 0) return tx.product.findUniqueOrThrow({ where: { id: meta.id } });
    const usable = isUsableVehicle({ isRentable: values.isRentable as boolean, status });
    const wasUsable = isUsableVehicle(before as { isRentable: boolean; status: string });
    // A vehicle that cannot be rented counts in no class, wherever it stands: moving it takes nothing from one.
    const moved = placement.locationId !== before.locationId && (usable || wasUsable);
    const refusal: [string, ShortageMessages] | null =
      usable !== wasUsable ? [values.isRentable !== before.isRentable ? 'isRentable' : 'status', usabilityMessages(usable)]
      : moved ? ['locationId', { refused: PRODUCT_MESSAGES.classOversoldByMove, accepted: PRODUCT_MESSAGES.moveShortageAccepted }]
      : null;
    const guard = refusal ? await guardVehicleChange(tx, meta.id, locked, now) : null;
    const updated = await tx.product.update({ where: { id: meta.id }, data: { ...(data as Prisma.ProductUncheckedUpdateInput), updatedAt: new Date() } });
    const shortage = (refusal && (await guard?.check(refusal[0], refusal[1], meta.acceptShortage === true))) ?? null;
    await recordHistory(tx, {
      entityType: 'product',
      entityId: meta.id,
      authorId: ctx.viewer!.id,
      status: updated.status,
      comment: shortage ? `Produktet er endra. ${shortage}.` : 'Produktet er endra',
      changes: changesOf(before, updated as unknown as Record<string, unknown>, HISTORY_FIELDS),
    });
    return updated;
  }).catch(plateRace);
}

/**
 * A vehicle in a vehicle class keeps the class's category (domain/rentalOption.ts vehicleFitsClass): changing its
 * category while it stands in a class of another is refused on `categoryId`, nothing written, rather than quietly
 * taking it out of the class (that would lower what the shop may sell under staff's feet). Read after the vehicle's
 * row is locked: a concurrent "Legg til" share-locks the row, so either it waits and sees the new category, or this
 * waits and sees the vehicle in the class.
 */
async function assertCategoryFitsClasses(tx: Tx, productId: number, categoryId: number) {
  const classes = await tx.rentalOptionProduct.findMany({
    where: { productId, rentalOption: { category: { requireTransportationBetweenLocations: true } } },
    select: { rentalOption: { select: { title: true, categoryId: true, category: { select: { title: true } } } } },
    orderBy: { rentalOptionId: 'asc' },
  });
  const other = classes.find((c) => !vehicleFitsClass(categoryId, c.rentalOption.categoryId));
  if (other) throw ValidationError.field('categoryId', CLASS_CATEGORY_MESSAGES.vehicleCategoryChanged(other.rentalOption.title, other.rentalOption.category.title));
}

/** Not over: returns later than now, or out with the customer (delivered), even when overdue. */
const notOverWhere = (now: Date): Prisma.BookingWhereInput => ({ OR: [{ dropoffAt: { gt: now } }, { status: 'delivered' }] });

/** Bookings not yet over (pending, confirmed, or out with the customer) with this vehicle assigned. */
function blockingBookingsWhere(productId: number, now: Date): Prisma.BookingWhereInput {
  return { AND: [{ lines: { some: { productId } } }, { status: { in: [...ACTIVE_BOOKING_STATUSES] } }, notOverWhere(now)] };
}

/** The padded numbers of the coming and running bookings the vehicle is assigned to. */
export async function blockingBookingNumbers(db: Db, productId: number, now = new Date()): Promise<string[]> {
  const rows = await db.booking.findMany({ where: blockingBookingsWhere(productId, now), select: { id: true }, orderBy: { pickupAt: 'asc' }, take: 100 });
  return rows.map((r) => bookingNumber(r.id));
}

/**
 * Deletes a product no coming or running booking is assigned to; otherwise an InUseError naming those bookings
 * (set it not rentable instead). Finished bookings keep their lines (the vehicle link is cleared, and each booking's
 * history records the vehicle it had). The history
 * stays, with a last entry holding every field as it was, readable to the network's staff.
 */
export async function deleteProduct(ctx: RequestContext, input: { id: number }) {
  const scope = await requireScope(ctx);
  const { id } = parseInput(idSchema, input);
  await assertMayChange(ctx.db, scope, 'products', 'product', id);
  const now = new Date();
  return inTransaction(ctx, async (tx) => {
    // A usable vehicle counts in its class: deleting it lowers what the shop may sell, so it takes the class locks
    // (before the row, as a usability change does) and is refused when a booking would be left without a vehicle.
    const current = await tx.product.findUnique({ where: { id }, select: { isRentable: true, status: true } });
    const usable = current !== null && isUsableVehicle(current);
    const locked = usable ? await lockTouchedClasses(tx, id, now) : [];
    // The rental products holding the vehicle lose it with its row (the link cascades) and get a history entry below.
    // Their rows are locked before the vehicle's, in id order, as a class write does (it locks its row, then links a
    // vehicle); a class deleted meanwhile took its link along and has nothing to record.
    const classIds: number[] = [];
    for (const { rentalOptionId } of await tx.rentalOptionProduct.findMany({ where: { productId: id }, select: { rentalOptionId: true }, orderBy: { rentalOptionId: 'asc' } })) {
      if (await lockForUpdate(tx, 'rental_option', rentalOptionId, null, RENTAL_OPTION_MESSAGES.conflict)) classIds.push(rentalOptionId);
    }
    if (!(await lockForUpdate(tx, 'product', id, null, PRODUCT_MESSAGES.conflict))) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    const numbers = await blockingBookingNumbers(tx, id);
    if (numbers.length) throw new InUseError({ bookings: numbers.length, products: 0, rentalOptions: 0, members: 0 }, productInUseMessage(numbers), numbers);
    const guard = usable ? await guardVehicleChange(tx, id, locked, now) : null;
    const before = (await snapshot(tx, id))!;
    await recordHistory(tx, {
      entityType: 'product',
      entityId: id,
      authorId: ctx.viewer!.id,
      status: 'deleted',
      comment: `Produktet «${String(before.name)}» er sletta`,
      changes: changesOf(before, null, HISTORY_FIELDS),
    });
    // The finished bookings that had the vehicle lose the link (the line stays): each says so in its own history, with
    // the vehicle as it was, so which car a customer drove is still on record (tolls, fines and damage come later).
    // One statement however many bookings a long-used vehicle had (the transaction holds its classes' locks).
    const held = await tx.booking.findMany({ where: { lines: { some: { productId: id } } }, select: { id: true, status: true }, orderBy: { id: 'asc' } });
    const vehicle = vehicleText({ name: String(before.name), licensePlate: (before.licensePlate as string | null) ?? null });
    // Each rental product says in its own history that the vehicle left, its vehicle list before and after, as when a
    // vehicle is taken out of a class by hand.
    const classesBefore = new Map<number, Record<string, unknown>>();
    for (const classId of classIds) classesBefore.set(classId, (await rentalOptionSnapshot(tx, classId))!);
    await tx.product.delete({ where: { id } });
    for (const [classId, classBefore] of classesBefore) await recordClassVehiclesChanged(tx, classId, ctx.viewer!.id, classBefore, PRODUCT_MESSAGES.deletedFromClass(vehicle));
    await recordHistories(
      tx,
      held.map((b) => ({ entityType: 'booking' as const, entityId: b.id, authorId: ctx.viewer!.id, status: b.status, comment: PRODUCT_MESSAGES.deletedFromBooking(vehicle) })),
    );
    const short = (await guard?.shortage()) ?? null;
    if (short) {
      const number = short.booking === null ? null : bookingNumber(short.booking);
      throw new InUseError({ bookings: number ? 1 : 0, products: 0, rentalOptions: 0, members: 0 }, productNeededMessage(short.title, number), number ? [number] : []);
    }
    return { id };
  });
}

/**
 * The vehicle's coming and running bookings (soonest first), then its recent ones (newest first), at most `first`;
 * only bookings inside the viewer's scope.
 */
export async function productBookings(ctx: RequestContext, scope: Scope, productId: number, first: number, query: object = {}, now = new Date()) {
  const take = Math.max(1, Math.min(50, first));
  const base: Prisma.BookingWhereInput = { AND: [{ lines: { some: { productId } } }, scopeWhere.booking(scope)] };
  const notOver = notOverWhere(now);
  const coming = await ctx.db.booking.findMany({ ...query, where: { AND: [base, notOver] }, orderBy: [{ pickupAt: 'asc' }, { id: 'asc' }], take });
  if (coming.length >= take) return coming;
  const past = await ctx.db.booking.findMany({ ...query, where: { AND: [base, { NOT: notOver }] }, orderBy: [{ pickupAt: 'desc' }, { id: 'desc' }], take: take - coming.length });
  return [...coming, ...past];
}
