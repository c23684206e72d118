/**
 * Which vehicles a vehicle class holds (`setRentalOptionProducts`): the shop's availability counts these, so a change
 * takes the classes' locks and the shortage guard of vehicleUsability.ts. The rental product's own fields are written
 * in rentalOptionWrite.ts, whose snapshot, history fields and messages this shares.
 */
import { z } from 'zod';
import { rowIdSchema } from '../domain/fields.ts';
import { CLASS_CATEGORY_MESSAGES, otherClassMessage, RENTAL_OPTION_MESSAGES, vehicleFitsClass } from '../domain/rentalOption.ts';
import { vehicleText } from '../domain/planning.ts';
import { lockClassesThenRead } from './availability.ts';
import type { RequestContext } from './context.ts';
import { NotFoundError, parseInput, ValidationError } from './errors.ts';
import { recordHistory } from './history.ts';
import { acceptShortageSchema, assertNoOtherCompanyHolds, isOneClassViolation, recordClassVehiclesChanged, isVehicleClass, recordVehicleClassChanges, shortageMessages, snapshot, vehiclesOf } from './rentalOptionWrite.ts';
import { assertMayChange, changeableProducts, requireScope, scopeWhere } from './scope.ts';
import { classesTouchedBy, guardVehicleChange } from './vehicleUsability.ts';
import { changesOf, inTransaction, lockForUpdate, type Tx } from './write.ts';

/**
 * The vehicles put in a class must be of the class's own category (vehicleFitsClass): a trailer or an accessory put in
 * "Småbil" would be counted and sold as a small car. Refused on `productIds.N`, naming the vehicle and both
 * categories. The vehicles' rows are share-locked (after the class's, the order every class write keeps), so a change
 * of a vehicle's category (productWrite.ts, which locks the row and then checks its classes) waits for this write and
 * sees the vehicle in the class, or this read waits for it and sees the new category.
 */
async function assertAddedFitClass(tx: Tx, productIds: readonly number[], added: readonly number[], vehicleClass: { title: string; categoryId: number }) {
  if (!added.length) return;
  const rows = await tx.$queryRaw<{ id: number; name: string; license_plate: string | null; category_id: number; category: string }[]>`
    SELECT p.id, p.name, p.license_plate, p.category_id, c.title AS category
    FROM product p JOIN product_category c ON c.id = p.category_id
    WHERE p.id = ANY(${[...added]}::int[]) ORDER BY p.id FOR SHARE OF p`;
  const wrong = rows.filter((r) => !vehicleFitsClass(r.category_id, vehicleClass.categoryId));
  if (!wrong.length) return;
  const classCategory = (await tx.productCategory.findUniqueOrThrow({ where: { id: vehicleClass.categoryId }, select: { title: true } })).title;
  throw new ValidationError(
    wrong.map((r) => ({
      field: `productIds.${productIds.indexOf(r.id)}`,
      message: CLASS_CATEGORY_MESSAGES.vehicleAdded(vehicleText({ name: r.name, licensePlate: r.license_plate }), r.category, vehicleClass.title, classCategory),
    })),
  );
}

const membershipSchema = z.object({
  id: rowIdSchema(),
  updatedAt: z.date({ error: 'updatedAt må fyllast ut: sist endra, slik leieproduktet vart lasta.' }),
  productIds: z.array(z.number().int().positive(), { error: 'Må vere ei liste over køyretøy.' }).max(1000, 'Høgst 1000 køyretøy.'),
  move: z.boolean().nullish(),
  acceptShortage: acceptShortageSchema,
});

/**
 * Sets exactly which vehicles belong to a vehicle class (the shop's availability counts these). A vehicle already in
 * another vehicle class is refused with a ValidationError naming that class, unless `move` is true: then it leaves
 * the other class in the same transaction (which gets a history entry too). A database index guarantees a vehicle
 * never counts in two classes, whatever writes the rows. Vehicles that leave a class (taken out, or moved here from
 * another) take capacity from it, and their bookings' holds go back to the classes booked: the change takes those
 * classes' locks and is refused (a ValidationError on productIds, code CLASS_SHORTAGE, naming a booking that would
 * lack a vehicle) unless `acceptShortage`.
 */
export async function setRentalOptionProducts(
  ctx: RequestContext,
  input: { id: number; updatedAt: Date; productIds: number[]; move?: boolean | null; acceptShortage?: boolean | null },
) {
  const scope = await requireScope(ctx);
  const meta = parseInput(membershipSchema, input);
  await assertMayChange(ctx.db, scope, 'rentaloptions', 'rentalOption', meta.id);
  const wanted = [...new Set(meta.productIds)];
  // Every vehicle must be one the staff member sees in the class's own site, and may hand out: in an account where
  // their role may change rental products (changeableProducts). One seen only through a read-only role elsewhere is
  // theirs to read, not to put in (or move into) this class.
  const option = await ctx.db.rentalOption.findUniqueOrThrow({ where: { id: meta.id }, select: { siteId: true, category: true } });
  if (!isVehicleClass(option.category)) throw ValidationError.field('productIds', RENTAL_OPTION_MESSAGES.notVehicleClass);
  const visible = await ctx.db.product.findMany({ where: { AND: [{ id: { in: wanted } }, scopeWhere.product(scope), { siteId: option.siteId }] }, select: { id: true } });
  const seen = new Set(visible.map((p) => p.id));
  const missing = wanted.findIndex((p) => !seen.has(p));
  if (missing >= 0) throw ValidationError.field(`productIds.${missing}`, 'Fann ikkje køyretøyet.');
  // Checked on the vehicles added (one already in the class stays, as it is), once the class is read under its lock.
  const changeable = await changeableProducts(ctx.db, scope, 'rentaloptions', wanted);
  const now = new Date();
  try {
    return await inTransaction(ctx, async (tx) => {
      // Every class the change moves vehicles or holds between, locked in id order before the class's vehicles are
      // read: this class, the classes vehicles come from (move), and the classes booked by the lines of the vehicles
      // that come or go. Only vehicles the staff member may hand out can leave: a class may also hold vehicles outside
      // their scope, which they never see in the list they send back, or seen only through a read-only role, and those
      // stay.
      const { locked, value: change } = await lockClassesThenRead(tx, [meta.id], async () => {
        const current = await vehiclesOf(tx, meta.id);
        const theirs = await changeableProducts(tx, scope, 'rentaloptions', current);
        const added = wanted.filter((p) => !current.includes(p));
        const refused = added.find((p) => !changeable.has(p));
        if (refused !== undefined) throw ValidationError.field(`productIds.${meta.productIds.indexOf(refused)}`, RENTAL_OPTION_MESSAGES.vehicleNotYours);
        const removed = current.filter((p) => theirs.has(p) && !wanted.includes(p));
        return { classes: await classesTouchedBy(tx, [...added, ...removed], now), value: { added, removed } };
      });
      const { added, removed } = change;
      if (!(await lockForUpdate(tx, 'rental_option', meta.id, meta.updatedAt, RENTAL_OPTION_MESSAGES.conflict))) throw new NotFoundError(RENTAL_OPTION_MESSAGES.notFound);
      const before = (await snapshot(tx, meta.id))!;
      await assertAddedFitClass(tx, meta.productIds, added, { title: String(before.title), categoryId: before.categoryId as number });
      // A vehicle carrying another company's active booking does not join a company's class (it would hold it).
      await assertNoOtherCompanyHolds(tx, 'productIds', { classId: null, productIds: added }, (before.companyId as number | null) ?? null);
      const elsewhere = await tx.rentalOptionProduct.findMany({
        where: { productId: { in: added }, rentalOptionId: { not: meta.id }, rentalOption: { category: { requireTransportationBetweenLocations: true } } },
        select: { productId: true, rentalOptionId: true, product: { select: { name: true, licensePlate: true } }, rentalOption: { select: { title: true } } },
      });
      if (elsewhere.length && !meta.move) {
        throw new ValidationError(
          elsewhere.map((e) => ({
            field: `productIds.${meta.productIds.indexOf(e.productId)}`,
            message: otherClassMessage([e.product.name, e.product.licensePlate].filter(Boolean).join(' '), e.rentalOption.title),
          })),
        );
      }
      if (!added.length && !removed.length) return tx.rentalOption.findUniqueOrThrow({ where: { id: meta.id } });
      const guard = await guardVehicleChange(tx, [...added, ...removed], locked, now, [meta.id]);
      // Moving: the vehicles leave their other classes first (each class locked above, and given its own history entry).
      for (const otherId of [...new Set(elsewhere.map((e) => e.rentalOptionId))].sort((a, b) => a - b)) {
        await lockForUpdate(tx, 'rental_option', otherId, null, RENTAL_OPTION_MESSAGES.conflict);
        const otherBefore = (await snapshot(tx, otherId))!;
        const leaving = elsewhere.filter((e) => e.rentalOptionId === otherId).map((e) => e.productId);
        await tx.rentalOptionProduct.deleteMany({ where: { rentalOptionId: otherId, productId: { in: leaving } } });
        await recordClassVehiclesChanged(tx, otherId, ctx.viewer!.id, otherBefore, `Køyretøy flytta til «${String(before.title)}»`);
      }
      if (removed.length) await tx.rentalOptionProduct.deleteMany({ where: { rentalOptionId: meta.id, productId: { in: removed } } });
      if (added.length) await tx.rentalOptionProduct.createMany({ data: added.map((productId) => ({ rentalOptionId: meta.id, productId })) });
      const shortage = await guard.check('productIds', shortageMessages('productIds'), meta.acceptShortage === true);
      const updated = await tx.rentalOption.update({ where: { id: meta.id }, data: { updatedAt: new Date() } });
      const title = String(before.title);
      const cameFrom = new Map(elsewhere.map((e) => [e.productId, e.rentalOption.title]));
      await recordVehicleClassChanges(tx, ctx.viewer!.id, [
        ...added.map((productId) => ({ productId, from: cameFrom.get(productId) ?? null, to: title })),
        ...removed.map((productId) => ({ productId, from: title, to: null })),
      ]);
      await recordHistory(tx, {
        entityType: 'rentaloption',
        entityId: meta.id,
        authorId: ctx.viewer!.id,
        status: updated.status,
        comment: shortage ? `Køyretøya i klassen er endra. ${shortage}.` : 'Køyretøya i klassen er endra',
        changes: changesOf(before, await snapshot(tx, meta.id), ['productIds']),
      });
      return updated;
    });
  } catch (err) {
    // Another write put one of the vehicles in another class between our check and our insert: the index refused it.
    if (isOneClassViolation(err)) throw ValidationError.field('productIds', RENTAL_OPTION_MESSAGES.otherClass);
    throw err;
  }
}
