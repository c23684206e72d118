/** The planning calendar's data as the services answer it (database ids; GraphQL encodes them). */
import type { ClassChange } from '../domain/planning.ts';

export interface PlanningBlockData {
  bookingId: number;
  /**
   * The rental line's position in the booking (BookingLine.position): a booking of two vehicles (a car and a trailer)
   * is two blocks, each assigned on its own (assignVehicle's `linePosition`).
   */
  linePosition: number;
  updatedAt: Date;
  status: string;
  customerName: string;
  pickupAt: Date;
  dropoffAt: Date;
  /** Where the customer picks the vehicle up (the planner marks vehicles stationed elsewhere). */
  pickupLocationName: string;
  /** The booking's site: only vehicles of the same site may carry it (maySiteCarry). */
  siteId: number;
  /** The booking's company: a vehicle in another company's class may not carry it (bookingMayHoldClass). */
  companyId: number;
  /** The class booked (the rental line's rental product). */
  rentalOptionId: number;
  /** The vehicle is of another class than booked. */
  upgrade: boolean;
  /** The class booked's ACRISS code (null: none): what a vehicle of another class is ranked against. */
  bookedAcriss: string | null;
  /** How that class compares with the one booked (null: the class booked, or no vehicle). */
  classChange: ClassChange | null;
  /**
   * The viewer may assign, move or open this booking: false for a booking of another account that holds one of the
   * viewer's vehicles (shown, so the vehicle is seen taken, but not theirs to change).
   */
  viewerMayChange: boolean;
  /**
   * Out with its customer past its planned return (dropoffAt) and not yet marked returned (availability.ts
   * overdueSql): it holds its vehicle until it is, so the week shows it in every week from its pick-up on, drawn to
   * the end of the week, with PLANNING_MESSAGES.overdue among its warnings. dropoffAt stays the planned return.
   */
  overdue: boolean;
  warnings: string[];
}

export interface PlanningVehicleData {
  productId: number;
  name: string;
  licensePlate: string | null;
  status: string;
  isRentable: boolean;
  nextPkkAt: Date | null;
  locationName: string | null;
  /** The vehicle's site (maySiteCarry). */
  siteId: number;
  blocks: PlanningBlockData[];
}

export interface PlanningGroupData {
  rentalOptionId: number;
  title: string;
  /** The class's product category (Personbil, Varebil, Tilhengar ...): an upgrade stays within it. */
  categoryId: number;
  /** The class's ACRISS code (null: none, as for a trailer): ranks it against another (classChange). */
  acriss: string | null;
  /** The class's company (null: the site's own): a booking of another company is not given its vehicles. */
  companyId: number | null;
  vehicles: PlanningVehicleData[];
  unassigned: PlanningBlockData[];
}

export interface PlanningWeekData {
  from: string;
  until: string;
  days: string[];
  viewerMayChange: boolean;
  groups: PlanningGroupData[];
}

export interface AutoAssignmentData {
  bookingId: number;
  linePosition: number;
  productId: number;
  productName: string;
  licensePlate: string | null;
}

export interface AutoAssignUnplacedData {
  bookingId: number;
  linePosition: number;
  reason: string;
}
