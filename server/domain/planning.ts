/**
 * The planning calendar's pure rules, shared by the week query, the writes and the auto-assignment: which week a
 * `?fra=` names, the warnings a vehicle gives a booking, the turnaround between two bookings of one vehicle, and the
 * greedy proposal of vehicles for unassigned bookings.
 */
import { bookingMayHoldClass } from './bookingEdit.ts';
import { addLocalDays, fromOsloLocal, osloParts, staffInstant } from './time.ts';

export const PLANNING_MESSAGES = {
  pkkDue: (date: string) => `PKK-fristen (${date}) fell innanfor bookingen.`,
  /**
   * A rental out with its customer past its return time (services/availability.ts overdueSql): it holds its vehicle
   * until staff mark it returned, so the calendar draws it on to the end of the week shown, with this warning.
   */
  overdue: (plannedReturn: string) => `Ikkje levert tilbake: skulle vore levert ${plannedReturn}.`,
  /** The overdue block's visible mark (the warning above says the rest). */
  overdueTag: 'Ikkje levert',
  inMaintenance: 'Køyretøyet er på verkstad.',
  notRentable: 'Køyretøyet er ikkje til utleige.',
  invalidWeek: 'Ugyldig dato: bruk åååå-mm-dd.',
  /** The history's words for a vehicle of another class than booked, by classChange. */
  classChanged: (change: ClassChange, from: string, to: string) =>
    change === 'upgrade' ? `oppgradert frå ${from} til ${to}` : change === 'downgrade' ? `nedgradert frå ${from} til ${to}` : `annan klasse: ${to} i staden for ${from}`,
  assigned: (vehicle: string) => `Køyretøy tildelt: ${vehicle}`,
  unassigned: (vehicle: string) => `Køyretøy teke av: ${vehicle}`,
  noRentalLine: 'Bookingen har ingen leigebil å tildele.',
  /** The rental line named (by its position) is not one of the booking's: the calendar was loaded before a change. */
  noSuchRentalLine: 'Bookingen har inga slik leigelinje (ho kan vere endra). Last inn kalenderen på nytt.',
  /** A booking of two vehicles gets two: one vehicle cannot carry both of its lines. */
  sameVehicleOtherLine: 'Køyretøyet er alt tildelt ei anna linje i same bookinga.',
  notActive: 'Berre aktive bookingar (ventar, stadfesta, levert) kan få køyretøy.',
  notVehicle: 'Dette er ikkje eit køyretøy i ein bilklasse.',
  vehicleOutsideScope: 'Køyretøyet er ikkje i kontoen din.',
  /** A vehicle id that does not exist, or one the viewer cannot see at all: the two are answered alike. */
  vehicleNotFound: 'Fann ikkje køyretøyet.',
  /** A vehicle the viewer sees (named by a booking of theirs) but which is not theirs to give out. */
  mayNotPlaceVehicle: 'Du har ikkje lov til å tildele dette køyretøyet: det høyrer ikkje til kontoen din.',
  /** A booking the viewer sees as its customer (their own rental) but not as staff. */
  mayNotPlaceBooking: 'Du har ikkje lov til å tildele køyretøy til denne bookingen.',
  otherSite: 'Køyretøyet høyrer til ein annan nettstad enn bookingen.',
  /** A vehicle in a class of another company than the booking's (bookingMayHoldClass). */
  otherCompany: 'Køyretøyet er i ein klasse som høyrer til eit anna selskap enn bookingen.',
  noVehicles: 'Ingen bilar i denne klassen kan leigast ut no.',
  /** Under a class on the planner whose bookings wait for a car while none of its vehicles stands at the account's places. */
  noVehiclesHere: 'Ingen bil i denne klassen står ved stadene dine: gje bookinga ein bil av ein annan klasse, eller flytt ein bil hit.',
  noFreeVehicle: 'Ingen ledig bil i klassen for perioden (med klargjeringstid).',
  upgradeClassFull: (vehicle: string, vehicleClass: string) =>
    `Kan ikkje oppgradere til ${vehicle}: alle bilane i klassen ${vehicleClass} er selde eller tildelte i perioden (med klargjeringstid).`,
  bookedClassFull: (bookedClass: string, vehicle: string) =>
    `Bookingen må behalde ${vehicle || 'oppgraderinga'}: utan oppgraderinga treng ho ein bil i klassen ${bookedClass}, og alle der er selde eller tildelte i perioden (med klargjeringstid).`,
  /** Staff's words when a save, a price preview or a phone order finds no free vehicle of the class booked. */
  classFull: (vehicleClass: string, period: string) =>
    `Ingen ledig bil i klassen ${vehicleClass} i perioden ${period}: alle er selde eller tildelte (med klargjeringstid). Vel ein annan klasse eller eit anna tidspunkt.`,
  alreadyAssigned: 'Bookingen har alt fått køyretøy.',
  /**
   * "Fordel automatisk" gives each line a car of the class it booked; a car of another class means the booking or the
   * car was changed since the proposal (a line renumbered by an edit, a car moved to another class).
   */
  proposalStale: 'Forslaget gjeld ikkje lenger: bookingen eller bilen er endra sidan det vart laga. Lukk forslaget og fordel på nytt.',
  duplicateBooking: 'Same bookinglinje står fleire gonger.',
  otherKind: 'Ei oppgradering må vere same slag køyretøy som bestilt (personbil for personbil, tilhengar for tilhengar).',
  /** A refusal inside "Fordel automatisk": which booking of the set it is about. */
  inSet: (booking: string, message: string) => `Booking ${booking}: ${message}`,
} as const;

/** A week of the calendar: its Oslo dates and instants [start, end). */
export interface PlanningWeekRange {
  from: string;
  until: string;
  days: string[];
  start: Date;
  end: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: { year: number; month: number; day: number }) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/** The `?fra=` (yyyy-mm-dd) of a week starting on the Oslo day of the instant. */
export const planningWeekParam = (instant: Date) => iso(osloParts(instant));

/** The 7 days from `from` (yyyy-mm-dd, Oslo), default yesterday; null for a date that does not exist. */
export function planningWeekRange(from: string | null | undefined, now = new Date()): PlanningWeekRange | null {
  let start: { year: number; month: number; day: number };
  if (from === null || from === undefined || from.trim() === '') {
    start = addLocalDays(osloParts(now), -1);
  } else {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(from.trim());
    if (!m) return null;
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const check = new Date(Date.UTC(year, month - 1, day));
    if (year < 1970 || year > 9000 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
    start = { year, month, day };
  }
  const days = Array.from({ length: 7 }, (_, i) => iso(addLocalDays(start, i)));
  const endDay = addLocalDays(start, 7);
  return {
    from: days[0]!,
    until: iso(endDay),
    days,
    start: fromOsloLocal({ ...start, hour: 0, minute: 0 }),
    end: fromOsloLocal({ ...endDay, hour: 0, minute: 0 }),
  };
}

/** Warnings a vehicle gives a booking: PKK due within the period, in maintenance, not rentable (Norwegian). */
export function vehicleWarnings(v: { status: string; isRentable: boolean; nextPkkAt: Date | null }, period: { pickupAt: Date; dropoffAt: Date }): string[] {
  const warnings: string[] = [];
  if (v.nextPkkAt && v.nextPkkAt.getTime() >= period.pickupAt.getTime() && v.nextPkkAt.getTime() <= period.dropoffAt.getTime()) {
    const p = osloParts(v.nextPkkAt);
    warnings.push(PLANNING_MESSAGES.pkkDue(`${pad(p.day)}.${pad(p.month)}.${p.year}`));
  }
  if (v.status === 'in_maintenance') warnings.push(PLANNING_MESSAGES.inMaintenance);
  else if (!v.isRentable || v.status === 'not_rentable') warnings.push(PLANNING_MESSAGES.notRentable);
  return warnings;
}

/** The warning of a rental still out past its planned return (overdue), naming that return in Oslo time. */
export const overdueWarning = (plannedReturn: Date): string => PLANNING_MESSAGES.overdue(staffInstant(plannedReturn));

/**
 * The statuses that take a vehicle out of its class's count, whatever its for-rent tick: the one list both
 * isUsableVehicle and the SQL of availability.ts (rentableVehicleSql) read, so the planner and the shop agree.
 */
export const UNUSABLE_STATUSES = ['in_maintenance', 'not_rentable'] as const;

/**
 * Whether a vehicle may be proposed automatically and counts among its class's vehicles (availability.ts). Staff may
 * still assign any vehicle by hand, with a warning; the booking then keeps holding the class booked.
 */
export const isUsableVehicle = (v: { status: string; isRentable: boolean }) => v.isRentable && !(UNUSABLE_STATUSES as readonly string[]).includes(v.status);

/** A booking's time on a vehicle with the preparation hours of its pick-up location before and return location after. */
export interface Occupation {
  pickupAt: Date;
  dropoffAt: Date;
  prepBeforeHours: number;
  prepAfterHours: number;
}

/**
 * True when two bookings cannot share one vehicle: their periods overlap, or the gap between them is shorter than the
 * preparation time of the location between them (the first one's return location, the second one's pick-up location).
 */
export function clashes(a: Occupation, b: Occupation): boolean {
  const widened = (o: Occupation) => [o.pickupAt.getTime() - o.prepBeforeHours * 3_600_000, o.dropoffAt.getTime() + o.prepAfterHours * 3_600_000] as const;
  const [af, au] = widened(a);
  const [bf, bu] = widened(b);
  const overlap = (f1: number, u1: number, f2: number, u2: number) => f1 < u2 && f2 < u1;
  return overlap(af, au, b.pickupAt.getTime(), b.dropoffAt.getTime()) || overlap(bf, bu, a.pickupAt.getTime(), a.dropoffAt.getTime());
}

/** How two clashing bookings of one vehicle clash: their periods overlap, or one follows the other too closely. */
export type ClashKind = { kind: 'overlap' } | { kind: 'turnaround'; otherFirst: boolean; prepHours: number };

/**
 * Why `own` and `other` cannot share a vehicle (call it only for a pair `clashes` refuses): an overlap of the periods
 * themselves, or a gap shorter than the preparation time between them (the earlier one's return location, the later
 * one's pick-up location), so staff read the real cause rather than "taken in this period" for back-to-back bookings.
 */
export function clashKind(own: Occupation, other: Occupation): ClashKind {
  if (own.pickupAt.getTime() < other.dropoffAt.getTime() && other.pickupAt.getTime() < own.dropoffAt.getTime()) return { kind: 'overlap' };
  const otherFirst = other.dropoffAt.getTime() <= own.pickupAt.getTime();
  const [first, second] = otherFirst ? [other, own] : [own, other];
  return { kind: 'turnaround', otherFirst, prepHours: Math.max(first.prepAfterHours, second.prepBeforeHours) };
}

/** Preparation hours as staff read them: "30 min", "3 t", "1 t 30 min". */
export function prepTimeText(hours: number): string {
  const minutes = Math.round(hours * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} t` : '', m ? `${m} min` : ''].filter(Boolean).join(' ') || '0 min';
}

export interface ProposalBooking extends Occupation {
  bookingId: number;
  /** The booking's rental line (a booking of two vehicles is proposed a vehicle for each). */
  linePosition: number;
  classId: number;
  /** Where the customer picks the vehicle up. */
  pickupLocationId?: number | null;
}

export interface ProposalVehicle {
  productId: number;
  classId: number;
  usable: boolean;
  holds: Occupation[];
  /** Where the vehicle is stationed. */
  locationId?: number | null;
}

/**
 * Proposes a vehicle of the booked class for each booking, keeping every assignment already made: bookings in order of
 * pick-up, each on a usable vehicle stationed at its pick-up place when one is free (no car is driven across town
 * while another waits there), then on the one whose latest earlier booking ends last (fewest idle hours), ties by id.
 */
export function proposeAssignments(
  bookings: ProposalBooking[],
  vehicles: ProposalVehicle[],
): { proposal: { bookingId: number; linePosition: number; productId: number }[]; unplaced: { bookingId: number; linePosition: number; reason: string }[] } {
  const holds = new Map(vehicles.map((v) => [v.productId, [...v.holds]]));
  const proposal: { bookingId: number; linePosition: number; productId: number }[] = [];
  const unplaced: { bookingId: number; linePosition: number; reason: string }[] = [];
  const ordered = [...bookings].sort((a, b) => a.pickupAt.getTime() - b.pickupAt.getTime() || a.bookingId - b.bookingId || a.linePosition - b.linePosition);
  const sortedVehicles = [...vehicles].sort((a, b) => a.productId - b.productId);
  for (const b of ordered) {
    const candidates = sortedVehicles.filter((v) => v.classId === b.classId && v.usable);
    if (!candidates.length) {
      // None usable (in the workshop, not for rent), or none of the class standing at the account's places at all.
      const reason = sortedVehicles.some((v) => v.classId === b.classId) ? PLANNING_MESSAGES.noVehicles : PLANNING_MESSAGES.noVehiclesHere;
      unplaced.push({ bookingId: b.bookingId, linePosition: b.linePosition, reason });
      continue;
    }
    let best: { productId: number; atPickup: boolean; lastEnd: number } | null = null;
    for (const v of candidates) {
      const own = holds.get(v.productId)!;
      if (own.some((h) => clashes(h, b))) continue;
      const atPickup = b.pickupLocationId != null && v.locationId === b.pickupLocationId;
      const lastEnd = Math.max(-Infinity, ...own.filter((h) => h.dropoffAt.getTime() <= b.pickupAt.getTime()).map((h) => h.dropoffAt.getTime()));
      if (!best || (atPickup && !best.atPickup) || (atPickup === best.atPickup && lastEnd > best.lastEnd)) best = { productId: v.productId, atPickup, lastEnd };
    }
    if (!best) {
      unplaced.push({ bookingId: b.bookingId, linePosition: b.linePosition, reason: PLANNING_MESSAGES.noFreeVehicle });
      continue;
    }
    holds.get(best.productId)!.push(b);
    proposal.push({ bookingId: b.bookingId, linePosition: b.linePosition, productId: best.productId });
  }
  return { proposal, unplaced };
}

/**
 * Whether a booking of one class may be given a vehicle of another (an upgrade): only within the same product
 * category, so a car booking never gets a trailer or a van. The planner offers only these; the server refuses others.
 */
export function mayUpgrade(bookedCategoryId: number | string, vehicleCategoryId: number | string): boolean {
  return bookedCategoryId === vehicleCategoryId;
}

/**
 * ACRISS's vehicle categories from the smallest to the largest (the first letter of a code; the seeded letter list
 * keeps this order): Mini, Mini Elite, Economy, … Luxury Elite, Oversize. What ranks one class above another.
 */
export const ACRISS_CATEGORY_ORDER = 'MNEHCDIJSRFGPULWO';

/** A vehicle of another class than booked: a higher class (upgrade), a lower one (downgrade), or one not ranked. */
export type ClassChange = 'upgrade' | 'downgrade' | 'other';

/** What the planner calls each (lower case, as in a list of marks). */
export const CLASS_CHANGE_LABELS: Record<ClassChange, string> = { upgrade: 'oppgradering', downgrade: 'nedgradering', other: 'annan klasse' };

/** The sentence the assign panel shows for a booking whose vehicle is of another class. */
export const CLASS_CHANGE_NOTES: Record<ClassChange, string> = {
  upgrade: 'Oppgradering: bilen er i ein høgare klasse enn bestilt.',
  downgrade: 'Nedgradering: bilen er i ein lågare klasse enn bestilt.',
  other: 'Annan klasse: bilen er i ein annan klasse enn bestilt.',
};

/** A class change's label and sentence as the client gets it (a value it does not know reads as another class). */
export const classChangeLabel = (change: string) => CLASS_CHANGE_LABELS[change as ClassChange] ?? CLASS_CHANGE_LABELS.other;
export const classChangeNote = (change: string) => CLASS_CHANGE_NOTES[change as ClassChange] ?? CLASS_CHANGE_NOTES.other;

/**
 * How a vehicle's class compares with the class booked, by the ACRISS category letter of each: a later letter in
 * ACRISS_CATEGORY_ORDER is an upgrade, an earlier one a downgrade; the same category, or a class without a known
 * code (a trailer has none), is just another class. Never called for the class booked itself.
 */
export function classChange(bookedAcriss: string | null | undefined, vehicleAcriss: string | null | undefined): ClassChange {
  const rank = (code: string | null | undefined) => (code ? ACRISS_CATEGORY_ORDER.indexOf(code.charAt(0).toUpperCase()) : -1);
  const from = rank(bookedAcriss);
  const to = rank(vehicleAcriss);
  if (from < 0 || to < 0 || from === to) return 'other';
  return to > from ? 'upgrade' : 'downgrade';
}

/** A vehicle class as the upgrade rule reads it. */
export interface ClassForUpgrade {
  id: number;
  categoryId: number;
  companyId: number | null;
}

/**
 * Why a vehicle whose own class is `vehicleClass` may not carry a booking of the class `booked` (null: it may). The
 * same class always may; another is an upgrade, which must stay the same kind of vehicle (mayUpgrade) and be a class
 * the booking may hold (bookingMayHoldClass: a vehicle holds its own class, so another company's would hold that
 * company's car in a booking it cannot see). The planner's assignVehicle and a booking's cart both ask.
 */
export function upgradeRefusal(bookingCompanyId: number, booked: ClassForUpgrade, vehicleClass: ClassForUpgrade): string | null {
  if (vehicleClass.id === booked.id) return null;
  if (!mayUpgrade(booked.categoryId, vehicleClass.categoryId)) return PLANNING_MESSAGES.otherKind;
  if (!bookingMayHoldClass(bookingCompanyId, vehicleClass.companyId)) return PLANNING_MESSAGES.otherCompany;
  return null;
}

/**
 * Whether a vehicle may carry a booking by where both belong: only a vehicle of the booking's own site (a network
 * admin sees every site's vehicles, but one site's car is never lent to another's booking). assignVehicle refuses
 * the others (`otherSite`); the planner's panel offers only these. Ids of one kind on both sides (database or global).
 */
export function maySiteCarry(bookingSiteId: number | string, vehicleSiteId: number | string): boolean {
  return bookingSiteId === vehicleSiteId;
}

/** A period as staff messages name it, in Oslo time: "01.12.2026 kl. 10:00–03.12.2026 kl. 10:00". */
export function periodText(from: Date, until: Date): string {
  return `${staffInstant(from)}–${staffInstant(until)}`;
}

/** A vehicle as staff messages name it: "Tesla Model Y (EC55102)". */
export const vehicleText = (p: { readonly name: string; readonly licensePlate?: string | null }) => (p.licensePlate ? `${p.name} (${p.licensePlate})` : p.name);
