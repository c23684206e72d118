/**
 * The planning calendar (`/admin/{slug}/planlegging`): Account.planningWeek and the writes assignVehicle,
 * proposeAutoAssignment and applyAutoAssignment. Resolvers only decode global ids and call services/planning.ts;
 * the week is answered by a fixed number of statements whatever the fleet size (no per-vehicle resolver reads).
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { bookingNumber } from '../domain/booking.ts';
import { CLASS_CHANGE_LABELS, type ClassChange } from '../domain/planning.ts';
import { ConflictError, ForbiddenError, NotAvailableError, NotFoundError, ValidationError, VehicleTakenError } from '../services/errors.ts';
import { applyAutoAssignment, assignVehicle, planningWeek, proposeAutoAssignment } from '../services/planning.ts';
import type { AutoAssignmentData, AutoAssignUnplacedData, PlanningBlockData, PlanningGroupData, PlanningVehicleData, PlanningWeekData } from '../services/planningTypes.ts';
import { AccountRef, scopeOf } from './account.ts';
import { BookingRef } from './booking.ts';
import { builder } from './builder.ts';
import { BookingStatusEnum, ProductStatusEnum } from './enums.ts';
import { accountSlugOf, dbId } from './ids.ts';

// ---------- the week ----------

/** How a vehicle's class compares with the class booked (domain/planning.ts classChange). */
const PlanningClassChangeEnum = builder.enumType('PlanningClassChange', {
  values: Object.fromEntries(
    (Object.keys(CLASS_CHANGE_LABELS) as ClassChange[]).map((c) => [c, { value: c, description: `Shown as «${CLASS_CHANGE_LABELS[c]}».` }]),
  ) as Record<ClassChange, { value: ClassChange; description: string }>,
});

export const PlanningBlockRef = builder.objectRef<PlanningBlockData>('PlanningBlock').implement({
  description: 'A booking on the calendar: on its vehicle (assigned) or in its class\'s lane (unassigned).',
  fields: (t) => ({
    bookingId: t.id({ description: 'Booking global id.', resolve: (b) => encodeGlobalID('Booking', b.bookingId) }),
    bookingNumber: t.string({ description: 'Padded as the booking list shows it ("0042").', resolve: (b) => bookingNumber(b.bookingId) }),
    linePosition: t.exposeInt('linePosition', {
      description: 'The rental line\'s position in the booking: a booking of two vehicles (a car and a trailer) is two blocks, each assigned with assignVehicle\'s linePosition.',
    }),
    updatedAt: t.field({ type: 'DateTime', description: 'Booking.updatedAt, for assignVehicle\'s stale check.', resolve: (b) => b.updatedAt }),
    status: t.field({ type: BookingStatusEnum, resolve: (b) => b.status as never }),
    customerName: t.exposeString('customerName'),
    pickupAt: t.field({ type: 'DateTime', resolve: (b) => b.pickupAt }),
    dropoffAt: t.field({ type: 'DateTime', resolve: (b) => b.dropoffAt }),
    pickupLocationName: t.exposeString('pickupLocationName', { description: 'Where the customer picks the vehicle up.' }),
    siteId: t.id({ description: 'The booking\'s Site (global id): only vehicles of the same site may carry it.', resolve: (b) => encodeGlobalID('Site', b.siteId) }),
    companyId: t.id({ description: 'The booking\'s Company (global id): a vehicle in another company\'s class may not carry it.', resolve: (b) => encodeGlobalID('Company', b.companyId) }),
    rentalOptionId: t.id({ description: 'The class booked (RentalOption global id).', resolve: (b) => encodeGlobalID('RentalOption', b.rentalOptionId) }),
    upgrade: t.exposeBoolean('upgrade', { description: 'The assigned vehicle is of another class than booked.' }),
    bookedAcriss: t.exposeString('bookedAcriss', { nullable: true, description: 'The class booked\'s ACRISS code: what another class is ranked against (classChange).' }),
    classChange: t.field({
      type: PlanningClassChangeEnum,
      nullable: true,
      description: 'How the vehicle\'s class compares with the class booked, by ACRISS category (null: the class booked, or no vehicle).',
      resolve: (b) => b.classChange,
    }),
    viewerMayChange: t.exposeBoolean('viewerMayChange', {
      description: 'The viewer may assign, move or open this booking; false for another account\'s booking on one of the viewer\'s vehicles.',
    }),
    overdue: t.exposeBoolean('overdue', {
      description:
        'Out with its customer past its return time (dropoffAt, the planned return) and not yet marked returned: it holds its vehicle until it is, so it is in every week from its pick-up on and is drawn to the end of the week, with a warning naming the planned return.',
    }),
    warnings: t.exposeStringList('warnings', { description: 'Norwegian: not returned though due (overdue), PKK due within the booking, vehicle in maintenance or not rentable.' }),
  }),
});

const PlanningVehicleRef = builder.objectRef<PlanningVehicleData>('PlanningVehicle').implement({
  description: 'One vehicle row of the calendar.',
  fields: (t) => ({
    productId: t.id({ description: 'Product global id.', resolve: (v) => encodeGlobalID('Product', v.productId) }),
    name: t.exposeString('name'),
    licensePlate: t.exposeString('licensePlate', { nullable: true }),
    status: t.field({ type: ProductStatusEnum, resolve: (v) => v.status as never }),
    isRentable: t.exposeBoolean('isRentable'),
    nextPkkAt: t.field({ type: 'DateTime', nullable: true, resolve: (v) => v.nextPkkAt }),
    locationName: t.exposeString('locationName', { nullable: true }),
    siteId: t.id({ description: 'The vehicle\'s Site (global id).', resolve: (v) => encodeGlobalID('Site', v.siteId) }),
    blocks: t.field({ type: [PlanningBlockRef], resolve: (v) => v.blocks }),
  }),
});

const PlanningGroupRef = builder.objectRef<PlanningGroupData>('PlanningGroup').implement({
  description: 'A rental product (vehicle class) with its vehicles at the account\'s locations and its unassigned bookings.',
  fields: (t) => ({
    rentalOptionId: t.id({ description: 'RentalOption global id.', resolve: (g) => encodeGlobalID('RentalOption', g.rentalOptionId) }),
    title: t.exposeString('title'),
    categoryId: t.id({ description: 'ProductCategory global id: an upgrade stays within the category.', resolve: (g) => encodeGlobalID('ProductCategory', g.categoryId) }),
    acriss: t.exposeString('acriss', { nullable: true, description: 'The class\'s ACRISS code (none for a trailer): its first letter ranks it against other classes.' }),
    companyId: t.id({
      nullable: true,
      description: 'The class\'s Company (global id); null for a class of the site without a company. Its vehicles carry only bookings of that company (or any, when null).',
      resolve: (g) => (g.companyId === null ? null : encodeGlobalID('Company', g.companyId)),
    }),
    vehicles: t.field({ type: [PlanningVehicleRef], resolve: (g) => g.vehicles }),
    unassigned: t.field({ type: [PlanningBlockRef], description: 'Active bookings of this class in the week without a vehicle.', resolve: (g) => g.unassigned }),
  }),
});

export const PlanningWeekRef = builder.objectRef<PlanningWeekData>('PlanningWeek').implement({
  description: 'Seven days of the account\'s vehicles and bookings.',
  fields: (t) => ({
    from: t.exposeString('from', { description: 'yyyy-mm-dd (Oslo).' }),
    until: t.exposeString('until', { description: 'yyyy-mm-dd, exclusive (from + 7 days).' }),
    days: t.exposeStringList('days', { description: 'The 7 dates.' }),
    viewerMayChange: t.exposeBoolean('viewerMayChange', { description: 'Editors only (role table); others see "Vi jobber med denne siden".' }),
    groups: t.field({ type: [PlanningGroupRef], description: 'One per rental product with vehicles at the account\'s locations, and one per class of a booking without a car that has none there (no vehicles, its lane only), by title.', resolve: (w) => w.groups }),
  }),
});

builder.objectField(AccountRef, 'planningWeek', (t) =>
  t.field({
    type: PlanningWeekRef,
    description: 'The planning week of this account\'s locations: 7 days from `from` (yyyy-mm-dd, Oslo); default yesterday.',
    args: { from: t.arg.string() },
    resolve: async (account, { from }, ctx) => planningWeek(ctx, await scopeOf(ctx, account), from ?? null),
  }),
);

// ---------- writes ----------

const AssignVehicleInput = builder.inputType('AssignVehicleInput', {
  fields: (t) => ({
    bookingId: t.globalID({ required: true }),
    linePosition: t.int({ description: 'The rental line (PlanningBlock.linePosition); null: the booking\'s first rental line.' }),
    productId: t.globalID({ description: 'The vehicle; null unassigns.' }),
    updatedAt: t.field({ type: 'DateTime', description: 'Booking.updatedAt as loaded; a newer one answers ConflictError.' }),
  }),
});

const AssignVehicleSuccess = builder.objectRef<{ booking: { id: number }; block: PlanningBlockData; warnings: string[] }>('AssignVehicleSuccess').implement({
  fields: (t) => ({
    booking: t.field({ type: BookingRef, resolve: (p) => p.booking as never }),
    block: t.field({ type: PlanningBlockRef, resolve: (p) => p.block }),
    warnings: t.exposeStringList('warnings', { description: 'Norwegian: PKK due within the booking, vehicle in maintenance or not rentable.' }),
  }),
});

const AutoAssignmentRef = builder.objectRef<AutoAssignmentData>('AutoAssignment').implement({
  fields: (t) => ({
    bookingId: t.id({ resolve: (a) => encodeGlobalID('Booking', a.bookingId) }),
    bookingNumber: t.string({ resolve: (a) => bookingNumber(a.bookingId) }),
    linePosition: t.exposeInt('linePosition', { description: 'The rental line (PlanningBlock.linePosition).' }),
    productId: t.id({ resolve: (a) => encodeGlobalID('Product', a.productId) }),
    productName: t.exposeString('productName'),
    licensePlate: t.exposeString('licensePlate', { nullable: true }),
  }),
});

const AutoAssignUnplacedRef = builder.objectRef<AutoAssignUnplacedData>('AutoAssignUnplaced').implement({
  fields: (t) => ({
    bookingId: t.id({ resolve: (a) => encodeGlobalID('Booking', a.bookingId) }),
    bookingNumber: t.string({ resolve: (a) => bookingNumber(a.bookingId) }),
    linePosition: t.exposeInt('linePosition', { description: 'The rental line (PlanningBlock.linePosition).' }),
    reason: t.exposeString('reason', { description: 'Norwegian.' }),
  }),
});

const ProposeAutoAssignmentInput = builder.inputType('ProposeAutoAssignmentInput', {
  fields: (t) => ({
    accountId: t.globalID({ required: true }),
    from: t.string({ description: 'The week (yyyy-mm-dd, Oslo); default yesterday.' }),
  }),
});

const ProposeAutoAssignmentSuccess = builder.objectRef<{ proposal: AutoAssignmentData[]; unplaced: AutoAssignUnplacedData[] }>('ProposeAutoAssignmentSuccess').implement({
  fields: (t) => ({
    proposal: t.field({ type: [AutoAssignmentRef], resolve: (p) => p.proposal }),
    unplaced: t.field({ type: [AutoAssignUnplacedRef], resolve: (p) => p.unplaced }),
  }),
});

const AutoAssignmentInput = builder.inputType('AutoAssignmentInput', {
  fields: (t) => ({
    bookingId: t.globalID({ required: true }),
    linePosition: t.int({ description: 'The rental line (AutoAssignment.linePosition); null: the booking\'s first rental line.' }),
    productId: t.globalID({ required: true }),
  }),
});

const ApplyAutoAssignmentInput = builder.inputType('ApplyAutoAssignmentInput', {
  fields: (t) => ({
    accountId: t.globalID({ required: true }),
    assignments: t.field({ type: [AutoAssignmentInput], required: true }),
    from: t.string({ description: 'The week to answer in `week` (yyyy-mm-dd, Oslo); default yesterday.' }),
  }),
});

const ApplyAutoAssignmentSuccess = builder.objectRef<{ assigned: number; week: PlanningWeekData }>('ApplyAutoAssignmentSuccess').implement({
  fields: (t) => ({
    assigned: t.exposeInt('assigned'),
    week: t.field({ type: PlanningWeekRef, description: 'The week after the change.', resolve: (p) => p.week }),
  }),
});

const PLANNING_ERRORS = [ValidationError, ForbiddenError, NotFoundError, ConflictError, NotAvailableError, VehicleTakenError];
/** More assignments than any week can hold are not read at all (each is checked by the service's zod too). */
const MAX_ASSIGNMENTS = 2001;

builder.mutationFields((t) => ({
  assignVehicle: t.field({
    type: AssignVehicleSuccess,
    authScopes: { employee: true },
    description: 'Puts a vehicle on a booking (null unassigns). Another class is an upgrade. Editors only.',
    errors: { types: PLANNING_ERRORS, union: { name: 'AssignVehicleResult' } },
    args: { input: t.arg({ type: AssignVehicleInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      assignVehicle(ctx, {
        bookingId: dbId(input.bookingId, 'Booking', 'bookingId')!,
        linePosition: input.linePosition ?? null,
        productId: input.productId ? dbId(input.productId, 'Product', 'productId')! : null,
        updatedAt: input.updatedAt ?? null,
      }),
  }),
  proposeAutoAssignment: t.field({
    type: ProposeAutoAssignmentSuccess,
    authScopes: { employee: true },
    description: 'Proposes a vehicle of the booked class for every unassigned booking of the week. Writes nothing.',
    errors: { types: PLANNING_ERRORS, union: { name: 'ProposeAutoAssignmentResult' } },
    args: { input: t.arg({ type: ProposeAutoAssignmentInput, required: true }) },
    resolve: (_root, { input }, ctx) => proposeAutoAssignment(ctx, { accountSlug: accountSlugOf(input.accountId)!, from: input.from ?? null }),
  }),
  applyAutoAssignment: t.field({
    type: ApplyAutoAssignmentSuccess,
    authScopes: { employee: true },
    description: 'Applies assignments in one transaction, each a car of the class its line booked (no upgrades): any conflict refuses them all.',
    errors: { types: PLANNING_ERRORS, union: { name: 'ApplyAutoAssignmentResult' } },
    args: { input: t.arg({ type: ApplyAutoAssignmentInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      applyAutoAssignment(ctx, {
        accountSlug: accountSlugOf(input.accountId)!,
        from: input.from ?? null,
        assignments: input.assignments.slice(0, MAX_ASSIGNMENTS).map((a, i) => ({
          bookingId: dbId(a.bookingId, 'Booking', `assignments.${i}.bookingId`)!,
          linePosition: a.linePosition ?? null,
          productId: dbId(a.productId, 'Product', `assignments.${i}.productId`)!,
        })),
      }),
  }),
}));
