/** GraphQL enums for the database enums, with the values the documents use. */
import * as E from '../generated/prisma/enums.ts';
import { SORT_DIRECTIONS } from '../services/lists.ts';
import { builder } from './builder.ts';

export const RoleEnum = builder.enumType(E.Role, { name: 'Role' });
export const AccountKindEnum = builder.enumType('AccountKind', { values: ['network', 'site', 'company', 'location'] as const });
export const LocationStatusEnum = builder.enumType(E.LocationStatus, { name: 'LocationStatus' });
export const OpeningHoursKindEnum = builder.enumType(E.OpeningHoursKind, { name: 'OpeningHoursKind' });
export const WeekdayEnum = builder.enumType(E.Weekday, { name: 'Weekday' });
export const CategorySystemCodeEnum = builder.enumType(E.CategorySystemCode, { name: 'CategorySystemCode' });
export const ProductStatusEnum = builder.enumType(E.ProductStatus, { name: 'ProductStatus' });
export const OwnershipTypeEnum = builder.enumType(E.OwnershipType, { name: 'OwnershipType' });
export const FuelTypeEnum = builder.enumType(E.FuelType, {
  name: 'FuelType',
  description: 'Stored as petrol, diesel, electric, petrol+electric, diesel+electric.',
});
export const DriveEnum = builder.enumType(E.Drive, { name: 'Drive' });
export const TransmissionEnum = builder.enumType(E.Transmission, { name: 'Transmission' });
export const ProductTagSlugEnum = builder.enumType(E.ProductTagSlug, { name: 'ProductTagSlug' });
export const RentalOptionStatusEnum = builder.enumType(E.RentalOptionStatus, { name: 'RentalOptionStatus' });
export const BookingStatusEnum = builder.enumType(E.BookingStatus, { name: 'BookingStatus' });
export const OrderTypeEnum = builder.enumType(E.OrderType, { name: 'OrderType' });
export const DriversLicenceChoiceEnum = builder.enumType(E.DriversLicenceChoice, { name: 'DriversLicenceChoice' });
export const BookingLineTypeEnum = builder.enumType(E.BookingLineType, { name: 'BookingLineType' });
export const HistoryEntityEnum = builder.enumType(E.HistoryEntity, { name: 'HistoryEntity' });
export const AcrissPositionEnum = builder.enumType(E.AcrissPosition, { name: 'AcrissPosition' });
export const SortDirectionEnum = builder.enumType('SortDirection', {
  values: SORT_DIRECTIONS,
  description: 'With a `sort`, ascending unless `desc` is given; without one, each list\'s default order (newest or highest id first; locations in the staff\'s own order).',
});
