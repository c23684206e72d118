/**
 * Rules staff's booking screens and the server share (issue 11, "Bookings"): which bookings may be deleted, which
 * status changes the customer is told about, how a hand-set line is priced, and the texts people read.
 */
import { BOOKING_STATUS_LABELS, bookingNumber } from './booking.ts';
import { TERMS } from './terms.ts';
import { CART_MESSAGES, fitsVehicle, isAutomaticAddOn, type CatalogItem, type LineType, type SystemCode } from './cart.ts';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'delivered', 'returned', 'completed', 'cancelled'] as const;
export type BookingStatusName = (typeof BOOKING_STATUSES)[number];

/** Only a booking nobody has acted on yet, or one already cancelled, may be deleted; the others are cancelled instead. */
export const DELETABLE_STATUSES: readonly BookingStatusName[] = ['pending', 'cancelled'];
export const mayDeleteBookingIn = (status: string) => (DELETABLE_STATUSES as readonly string[]).includes(status);

/**
 * A booking refused deletion that staff are offered to cancel instead: one confirmed, not yet picked up. Once the
 * customer has the vehicle, or has brought it back, it is a rental that happened: neither deleted nor cancelled (a
 * cancellation would free a vehicle that is out, and mail the customer that a finished rental was cancelled).
 */
export const CANCEL_INSTEAD_STATUSES: readonly BookingStatusName[] = ['confirmed'];
export const mayCancelInsteadOfDeleting = (status: string) => (CANCEL_INSTEAD_STATUSES as readonly string[]).includes(status);

/** Free cancellation up to 24 hours before the start (spec 1, section 9, the terms): until then a partner may cancel its own booking. */
export const FREE_CANCELLATION_HOURS = TERMS.freeCancellationHours;
/** What a partner may cancel its own booking from: not yet picked up (a rental under way is the rental place's). */
export const PARTNER_CANCELLABLE_STATUSES: readonly BookingStatusName[] = ['pending', 'confirmed'];

export const PARTNER_CANCEL_MESSAGES = {
  notFound: 'Fann ikkje bestillinga blant bestillingane til denne API-nøkkelen.',
  /** The staff's word for the status and the API's (a partner reads `status` in its answers). */
  status: (status: string) => `Bestillinga kan ikkje avbestillast: ho har status «${BOOKING_STATUS_LABELS[status] ?? status}» (${status}).`,
  tooLate: `Gratis avbestilling gjeld til ${FREE_CANCELLATION_HOURS} timar før henting. Kontakt utleigestaden for å avbestille no.`,
} as const;

/**
 * Why a partner may not cancel a booking in `status` picked up at `pickupAt` (the rental place's own words for the
 * status), or null when it may: pending or confirmed, and at least FREE_CANCELLATION_HOURS before the pick-up.
 */
export function partnerCancelRefusal(status: string, pickupAt: Date, now = new Date()): string | null {
  if (!(PARTNER_CANCELLABLE_STATUSES as readonly string[]).includes(status)) return PARTNER_CANCEL_MESSAGES.status(status);
  if (pickupAt.getTime() - now.getTime() < FREE_CANCELLATION_HOURS * 3_600_000) return PARTNER_CANCEL_MESSAGES.tooLate;
  return null;
}

/** Statuses a status mail names: "Bestillinga di er stadfesta" and "Bestillinga di er avbroten". */
export const MAILED_STATUSES = ['confirmed', 'cancelled'] as const;
export type MailedStatus = (typeof MAILED_STATUSES)[number];
export const isMailedStatus = (status: string): status is MailedStatus => (MAILED_STATUSES as readonly string[]).includes(status);
/** What a booking mail tells the customer: a status change above, or that a confirmed booking was changed. */
export type BookingMailKind = MailedStatus | 'changed';
/** A mail that tells the customer where the booking stands: the order's "received" (pending), "stadfesta", "avbroten". */
export type StatusMailKind = 'received' | MailedStatus;

/** What a customer can have been told last of a booking's status (booking.told_status), by a status mail. */
export const TOLD_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type ToldStatus = (typeof TOLD_STATUSES)[number];
/** The status a status mail leaves the customer believing. */
export const toldBy = (kind: StatusMailKind): ToldStatus => (kind === 'received' ? 'pending' : kind);

/**
 * The statuses in which a booking stands as confirmed for its customer: confirmed, and out with the customer
 * (delivered). A "stadfesta" is true in both.
 */
export const STANDING_STATUSES = ['confirmed', 'delivered'] as const;
const stands = (status: string) => (STANDING_STATUSES as readonly string[]).includes(status);

/** The partner's event for a status change: its own event for confirmed and cancelled, else booking.changed. */
export type PartnerStatusEvent = 'booking.confirmed' | 'booking.cancelled' | 'booking.changed';

/**
 * THE RULE for what a status change tells the customer and the booking's partner. It is decided from what they were
 * last told (`told`: booking.told_status, written with the status mail's enqueue in the same transaction, under the
 * booking's row lock), never from the previous status alone: confirmed → delivered (a wrong click) → confirmed is an
 * undo, and "stadfesta" again would be a duplicate.
 *
 * The customer gets a status mail only when it tells them something new:
 * - cancelled: "avbroten", unless that is already their last word;
 * - confirmed: "stadfesta", unless they hold it already (an undo back to confirmed, or a confirmation taken back to
 *   pending and given again);
 * - delivered, after "avbroten": "stadfesta" (the booking stands; it is true of a rental out with them too);
 * - pending, after "avbroten": the order's "received" ("Vi har motteke bestillinga di"): the order is alive again and
 *   waits for staff, which is what that mail says; a "stadfesta" would promise what staff have not done;
 * - anything else nothing: delivered, returned or completed are no news to a customer holding "stadfesta" (or the
 *   order's "received"), and a confirmation taken back to pending leaves them holding it (a "received" after it would
 *   read as a second order; confirming it again then sends nothing more).
 *
 * The partner hears its own event (booking.confirmed, booking.cancelled) only when it is news by the same measure:
 * the new status is confirmed or cancelled and differs from the last told. Every other status change, an undo
 * included, is booking.changed, whose body carries the new status: the partner hears of the move, never a second
 * booking.confirmed for a booking it was already told is confirmed.
 */
export function statusChangeNews(status: string, told: ToldStatus): { mail: StatusMailKind | null; partnerEvent: PartnerStatusEvent } {
  const partnerEvent: PartnerStatusEvent = isMailedStatus(status) && status !== told ? (status === 'confirmed' ? 'booking.confirmed' : 'booking.cancelled') : 'booking.changed';
  let mail: StatusMailKind | null = null;
  if (status === 'cancelled' || status === 'confirmed') mail = status === told ? null : status;
  else if (told === 'cancelled' && stands(status)) mail = 'confirmed';
  else if (told === 'cancelled' && status === 'pending') mail = 'received';
  return { mail, partnerEvent };
}

/**
 * The statuses in which a change of where, when or what it costs is mailed ("endra"): confirmed, and a rental out
 * with the customer (delivered) extended or moved by phone, whose total changes with it.
 */
export const CHANGE_MAILED_STATUSES = ['confirmed', 'delivered'] as const;
export const mailsChangesIn = (status: string) => (CHANGE_MAILED_STATUSES as readonly string[]).includes(status);

/**
 * Whether a booking mail still tells the truth when the queue gets to send it. A mail waits when the mail server is
 * down (retries back off), and a later change's mail may go first: a "stadfesta" sent after the "avbroten" of a
 * booking since cancelled would be the last word the customer reads. "avbroten" goes only while the booking is still
 * cancelled; "stadfesta" while it still stands (confirmed, or delivered: out with the customer, as a cancellation
 * taken back on a rental out is mailed); "endra" (sent for a confirmed or delivered booking) only while it still is one
 * of those; the order's "received" ("Vi har motteke bestillinga di", `received`) only while nobody has acted on it yet
 * (pending): once it is confirmed or cancelled, that mail says more, and a "received" after it would undo it.
 */
export const bookingMailStillTrue = (kind: BookingMailKind | 'received', status: string) =>
  kind === 'changed' ? mailsChangesIn(status) : kind === 'received' ? status === 'pending' : kind === 'confirmed' ? stands(status) : status === kind;

/**
 * The fields whose change staff must tell the customer of once the booking is confirmed (the customer holds a
 * confirmation saying otherwise): where and when, and what it costs. What the customer gets (the lines) is compared
 * by `customerLinesDiffer`, not as the history's text: putting a vehicle on a line changes that text, and the customer
 * booked a class, not a car.
 */
export const CUSTOMER_FACING_FIELDS = ['pickupLocationId', 'dropoffLocationId', 'pickupAddress', 'dropoffAddress', 'pickupAt', 'dropoffAt', 'totalPrice'] as const;

/** A cart line as the customer's mails show it: which rental product, how many, and what the line costs (in øre). */
export interface CustomerLine {
  rentalOptionId: number;
  amount: number;
  totalOre: number;
}

const customerLineKeys = (lines: readonly CustomerLine[]) => lines.map((l) => `${l.rentalOptionId}:${l.amount}:${l.totalOre}`).sort();

/**
 * Whether a change of the cart is news to the customer: another vehicle class, an add-on or insurance added, taken
 * away or swapped, another amount, or another price on a line, even at the same total (the customer's mail lists the
 * lines). Not a vehicle put on a line, nor the lines' order in the cart.
 */
export function customerLinesDiffer(before: readonly CustomerLine[], after: readonly CustomerLine[]): boolean {
  const a = customerLineKeys(before);
  const b = customerLineKeys(after);
  return a.length !== b.length || a.some((k, i) => k !== b[i]);
}

/**
 * Whether a change to a booking that keeps its status is mailed to the customer as "endra": the booking is one whose
 * changes are mailed (mailsChangesIn), and where, when or what it costs changed (`changedFields`, the history's
 * names), or what the customer gets (`lines` before and after, when the cart was saved).
 */
export function changeIsMailed(
  status: string,
  changedFields: readonly string[],
  lines?: { before: readonly CustomerLine[]; after: readonly CustomerLine[] } | null,
): boolean {
  if (!mailsChangesIn(status)) return false;
  if (CUSTOMER_FACING_FIELDS.some((f) => changedFields.includes(f))) return true;
  return !!lines && customerLinesDiffer(lines.before, lines.after);
}

/** A rental line holds one vehicle: its amount is always 1 (a second vehicle is a second line). */
export const RENTAL_LINE_AMOUNT = 1;

/** Øre of a hand-set line: price per day (øre) × amount × rental days. */
export const manualLineTotal = (perDayOre: number, amount: number, days: number) => perDayOre * amount * days;

const DELETE_RULE = 'Berre bookingar som ventar behandling eller er avbrotne kan slettast.';

export const BOOKING_MESSAGES = {
  conflict: 'Bookingen er endra av nokon andre sidan du opna han. Last inn på nytt.',
  notFound: 'Fann ikkje bookingen.',
  vehicleTaken: (id: number) => `Køyretøyet er alt tildelt booking ${bookingNumber(id)} i denne perioden. Vel eit anna køyretøy.`,
  /** Back-to-back bookings without the preparation time between them (`prep`: "30 min"). */
  vehicleTurnaround: (id: number, otherFirst: boolean, prep: string) =>
    otherFirst
      ? `Køyretøyet kjem attende frå booking ${bookingNumber(id)} for tett på denne hentinga: det trengst ${prep} klargjering mellom dei. Vel eit anna køyretøy.`
      : `Køyretøyet skal hentast til booking ${bookingNumber(id)} for tett etter denne leveringa: det trengst ${prep} klargjering mellom dei. Vel eit anna køyretøy.`,
  /** The delete rule alone (a refusal without its status). */
  deleteRule: DELETE_RULE,
  notDeletable: (status: string) =>
    `${DELETE_RULE} ${mayCancelInsteadOfDeleting(status) ? 'Avbryt bookingen i staden.' : 'Kunden har alt henta køyretøyet, så bookingen blir verande.'}`,
  created: 'Bookingen er oppretta av ein tilsett',
  changed: 'Bookingen er endra',
  deleted: (id: number) => `Booking ${bookingNumber(id)} er sletta`,
  filesDeleted: (n: number) => (n === 1 ? 'førarkortet er fjerna' : `${n} opplasta filer er fjerna`),
  rentalAmount: 'Eit leigeprodukt med køyretøy har alltid antal 1: legg til ei ny linje for eit køyretøy til.',
  vehicleOnlyOnRental: 'Berre linjer med køyretøy kan få tildelt eit køyretøy.',
  unknownVehicle: 'Fann ikkje køyretøyet.',
  unknownRentalOption: 'Fann ikkje leigeproduktet.',
  otherSite: 'Høyrer til ein annan utleigar enn bookingen.',
  otherCompany: 'Køyretøyklassen høyrer til eit anna selskap enn bookingen.',
  outsideScope: 'Du kan ikkje flytte bookingen ut av kontoen din.',
  pickupOutsideScope: 'Hentestaden er ikkje ein av stadene i kontoen din.',
  placeNotInUse: 'Staden er eit utkast eller arkivert. Vel ein stad som er i bruk.',
  optionNotInUse: 'Leigeproduktet er eit utkast eller arkivert. Vel eit som er i bruk.',
  oneInsurance: 'Ein booking kan ha berre éi forsikring.',
  noVehicle: 'Ein booking må ha eit køyretøy i handlekorga.',
  youngDriverKept: 'Tillegget for ung sjåfør kan ikkje fjernast: sjåføren er under 25 år.',
  youngDriverByAge: 'Tillegget for ung sjåfør følgjer alderen til sjåføren (25 år eller eldre her).',
} as const;

/**
 * Whether staff may move a booking to a place of this status: one in use (published, or private: a staff-only place),
 * not a draft being prepared or an archived one. A booking already there stays; the form offers only these.
 */
export function mayMoveBookingTo(locationStatus: string): boolean {
  return locationStatus === 'public' || locationStatus === 'private';
}

/** A line of a staff cart as staffCartErrors reads it (position in the cart; the product's status and kind). */
export interface StaffCartLine {
  position: number;
  lineType: LineType;
  item: Pick<CatalogItem, 'id' | 'title' | 'systemCode' | 'categoryId' | 'fitsCategoryIds'>;
  /** The rental product's status (public, private, draft, archived). */
  status: string;
}

/**
 * The shop's cart rules, kept by staff's edit of a booking's cart: a vehicle, a product newly put on the booking is one in use
 * (published or private, as the form offers), an add-on fits the vehicle booked and is chosen once, there is one
 * insurance, and the young-driver line follows the driver's age (kept when under 25, never added when 25 or over).
 * What the booking already holds is compared with `before` (its current lines), so an older cart that breaks a rule
 * may still be saved unchanged; a vehicle class new to the booking asks every add-on again whether it fits. Errors name `lines.N.rentalOptionId` (or `lines` for a line taken away).
 */
export function staffCartErrors(lines: readonly StaffCartLine[], before: readonly { rentalOptionId: number; systemCode: SystemCode | null }[], above25: boolean): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  const field = (l: StaffCartLine) => `lines.${l.position}.rentalOptionId`;
  const held = (id: number) => before.filter((b) => b.rentalOptionId === id).length;
  const rentals = lines.filter((l) => l.lineType === 'rental');
  // A cart emptied of its vehicle would leave a booking that holds nothing and costs nothing (and, confirmed, mails
  // the customer so); the shop's order has exactly one.
  if (rentals.length === 0) errors.push({ field: 'lines', message: BOOKING_MESSAGES.noVehicle });
  // A vehicle class new to the booking (another kind of vehicle chosen) asks every add-on again whether it fits.
  const vehicleChanged = rentals.some((r) => held(r.item.id) === 0);
  // More than one insurance: each one new to the booking is refused, wherever it stands in the cart.
  const insurances = lines.filter((l) => l.lineType === 'insurance').length;
  const seen = new Map<number, number>();
  for (const l of lines) {
    const count = (seen.get(l.item.id) ?? 0) + 1;
    seen.set(l.item.id, count);
    const isNew = count > held(l.item.id);
    if (isNew && l.status !== 'public' && l.status !== 'private') {
      errors.push({ field: field(l), message: BOOKING_MESSAGES.optionNotInUse });
      continue;
    }
    if (l.lineType === 'rental') continue;
    if (l.lineType === 'insurance' && insurances > 1 && isNew) errors.push({ field: field(l), message: BOOKING_MESSAGES.oneInsurance });
    else if (count > 1 && isNew) errors.push({ field: field(l), message: CART_MESSAGES.chosenTwice });
    else if (isNew && isAutomaticAddOn(l.item.systemCode) && above25) errors.push({ field: field(l), message: BOOKING_MESSAGES.youngDriverByAge });
    else if (isNew || vehicleChanged) {
      const misfit = rentals.find((r) => !fitsVehicle(l.item, r.item.categoryId));
      if (misfit) errors.push({ field: field(l), message: CART_MESSAGES.doesNotFit(l.item.title, misfit.item.title) });
    }
  }
  if (!above25 && before.some((b) => isAutomaticAddOn(b.systemCode)) && !lines.some((l) => isAutomaticAddOn(l.item.systemCode))) {
    errors.push({ field: 'lines', message: BOOKING_MESSAGES.youngDriverKept });
  }
  return errors;
}

/**
 * Whether a booking may hold a vehicle class on a line: the class must be the booking's company's own (or the site's,
 * without a company). A line of another company's class would hold that company's cars in a booking it cannot see,
 * plan or cancel (a booking is seen by its company), so staff editing a cart are offered and allowed only these; a
 * line already on the booking keeps its class. The shop, phone orders and partners book a class for its own company.
 * The planner holds to it too: a vehicle holds its own class, so a vehicle of another company's class is not given
 * to the booking (assignVehicle's `otherCompany`). Ids of one kind on both sides (database or global).
 */
export function bookingMayHoldClass<Id extends number | string>(bookingCompanyId: Id, classCompanyId: Id | null): boolean {
  return classCompanyId === null || classCompanyId === bookingCompanyId;
}
