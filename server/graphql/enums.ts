/** GraphQL enums for the database enums, with the values the documents use. */
import * as E from '../generated/prisma/enums.ts';
import { SORT_DIRECTIONS } from '../services/lists.ts';
import { builder } from './builder.ts';

export const RoleEnum = builder.enumType(E.Role, { name: 'Role' });
export const AccountKindEnum = builder.enumType('AccountKind', { values: ['network', 'site', 'company', 'location'] as const });
export const LocationStatusEnum = builder.enumType(E.LocationStatus, {
  name: 'LocationStatus',
  description: 'Whether a location is in use, and by whom.',
  values: {
    draft: { description: 'Being prepared by staff: not in use.' },
    private: { description: 'In use by staff only: not in the shop or publicLocations, and not for partners.' },
    public: { description: 'Published: listed by publicLocations, searched and booked in the shop and by partners whose key holds it.' },
    archived: { description: 'No longer in use; bookings made there keep it.' },
  },
});
export const OpeningHoursKindEnum = builder.enumType(E.OpeningHoursKind, {
  name: 'OpeningHoursKind',
  description: 'Which of a location\'s three opening-hours lists.',
  values: {
    pickup: { description: 'When customers pick up; a pick-up outside them gets a key-box warning (RentalSearch.warnings).' },
    dropoff: { description: 'When customers return; a return outside them gets a key-box warning.' },
    employees: { description: 'When staff are at the location: a driving licence can be shown at pick-up only then (bring_on_pickup).' },
  },
});
export const WeekdayEnum = builder.enumType(E.Weekday, {
  name: 'Weekday',
  description: 'A day of the week, in Norwegian time (Europe/Oslo).',
  values: {
    monday: { description: 'Monday.' },
    tuesday: { description: 'Tuesday.' },
    wednesday: { description: 'Wednesday.' },
    thursday: { description: 'Thursday.' },
    friday: { description: 'Friday.' },
    saturday: { description: 'Saturday.' },
    sunday: { description: 'Sunday.' },
  },
});
export const CategorySystemCodeEnum = builder.enumType(E.CategorySystemCode, {
  name: 'CategorySystemCode',
  description: 'The role a product category plays in the cart.',
  values: {
    accessory: { description: 'Accessories (child seats, roof boxes …): add-ons chosen with the vehicle (offers group accessories).' },
    extra_drivers: { description: 'Extra drivers: an add-on, listed before the other accessories.' },
    youngdriver: { description: 'The young-driver option: added to the cart by itself (amount 1, locked) when the driver is under 25 (above25: false); never offered otherwise.' },
    trailer: { description: 'The trailer category: vehicle classes that are not cars.' },
    insurance: { description: 'Insurances: one per booking, chosen by slug (offers group insurance).' },
  },
});
export const ProductStatusEnum = builder.enumType(E.ProductStatus, { name: 'ProductStatus' });
export const OwnershipTypeEnum = builder.enumType(E.OwnershipType, { name: 'OwnershipType' });
export const FuelTypeEnum = builder.enumType(E.FuelType, {
  name: 'FuelType',
  description: 'Stored as petrol, diesel, electric, petrol+electric, diesel+electric.',
});
export const DriveEnum = builder.enumType(E.Drive, { name: 'Drive' });
export const TransmissionEnum = builder.enumType(E.Transmission, { name: 'Transmission' });
export const ProductTagSlugEnum = builder.enumType(E.ProductTagSlug, {
  name: 'ProductTagSlug',
  description: 'The kind of a tag (a property a rental product lists); RentalOptionTag.value holds the value in the form given here.',
  values: {
    seats: { description: 'Number of seats (1–99).' },
    transmission: { description: 'Gearbox: auto or manual.' },
    fuel: { description: 'Fuel: petrol, diesel, electric, hybrid, petrol+electric or diesel+electric.' },
    drivetrain: { description: 'Driven wheels: fwd, rwd or awd.' },
    load_capacity: { description: 'Load capacity in kg.' },
    hitch_capacity: { description: 'Towing capacity in kg.' },
    van_type: { description: 'Type of van (free text).' },
    doors: { description: 'Number of doors (1–99).' },
    licence_requirement: { description: 'Driving licence class needed: B or BE (spec 3).' },
    range_included: { description: 'Kilometres included: a number, or unlimited (shown as "Fri km").' },
    age: { description: 'Age (Alder) in years, or a text as staff wrote it.' },
    weight: { description: 'Weight in kg.' },
    height: { description: 'Height in cm.' },
    range: { description: 'Driving range in km.' },
  },
});
export const RentalOptionStatusEnum = builder.enumType(E.RentalOptionStatus, {
  name: 'RentalOptionStatus',
  description: 'Whether a rental product is offered, and to whom.',
  values: {
    draft: { description: 'Being prepared by staff: not offered.' },
    private: { description: 'In use by staff only (they may put it on a booking): not offered by rentalSearch.' },
    public: { description: 'Published: offered by rentalSearch in the shop and to partners.' },
    archived: { description: 'No longer offered; bookings that hold it keep it.' },
  },
});
export const BookingStatusEnum = builder.enumType(E.BookingStatus, {
  name: 'BookingStatus',
  description: 'Where a booking stands. pending, confirmed and delivered hold a vehicle for the period.',
  values: {
    pending: { description: 'Placed, waiting for the rental place to confirm it (where shop and partner orders start).' },
    confirmed: { description: 'Confirmed by the rental place; the customer is e-mailed.' },
    delivered: { description: 'Picked up by the customer: the rental is under way.' },
    returned: { description: 'The vehicle has been returned.' },
    completed: { description: 'Finished by the rental place.' },
    cancelled: { description: 'Cancelled; it holds no vehicle. The customer is e-mailed.' },
  },
});
export const OrderTypeEnum = builder.enumType(E.OrderType, {
  name: 'OrderType',
  description: 'Which prices a booking was priced with.',
  values: {
    private: { description: 'A private customer: prices include VAT.' },
    business: { description: 'A business customer: prices exclude VAT.' },
  },
});
export const DriversLicenceChoiceEnum = builder.enumType(E.DriversLicenceChoice, {
  name: 'DriversLicenceChoice',
  description: 'How the customer shows their driving licence.',
  values: {
    upload: { description: 'A picture or PDF of the licence is sent with the order (CreateBookingInput.driversLicenceFile).' },
    bring_on_pickup: { description: 'Shown to staff at pick-up: only when staff are at the place at the pick-up time (RentalSearch.licenceAtPickupAllowed).' },
  },
});
export const BookingLineTypeEnum = builder.enumType(E.BookingLineType, {
  name: 'BookingLineType',
  description: 'What a cart line holds.',
  values: {
    rental: { description: 'A vehicle of the class: amount is always 1, one line per vehicle. A shop or partner order has one; staff may add a line for each further vehicle.' },
    insurance: { description: 'The insurance (one per booking).' },
    accessory: { description: 'An add-on: an extra driver, the young-driver option or an accessory.' },
  },
});
export const HistoryEntityEnum = builder.enumType(E.HistoryEntity, { name: 'HistoryEntity' });
export const AcrissPositionEnum = builder.enumType(E.AcrissPosition, { name: 'AcrissPosition' });
export const SortDirectionEnum = builder.enumType('SortDirection', {
  values: SORT_DIRECTIONS,
  description: 'With a `sort`, ascending unless `desc` is given; without one, each list\'s default order (newest or highest id first; locations in the staff\'s own order).',
});
