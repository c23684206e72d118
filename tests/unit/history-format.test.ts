/**
 * How the admin's History tabs read what the server stores: every field a history entry can carry has a Norwegian
 * label, and a location's opening hours and numbers read as its form shows them.
 */
import { describe, expect, it } from 'vitest';
import { LOCATION_HISTORY_FIELDS, OPENING_HOURS_KINDS } from '../../server/domain/location.ts';
import { BOOKING_HISTORY_FIELDS } from '../../server/services/bookingWrite.ts';
import { FIELD_LABELS as BOOKING_LABELS } from '../../web/src/admin/bookings/formValues.ts';
import { FIELD_LABELS as LOCATION_LABELS, HISTORY_VALUES as LOCATION_VALUES, openingHoursText, WEEKDAY_LABELS } from '../../web/src/admin/locations/formValues.ts';
import { VALUE_TEXTS as PRODUCT_VALUES } from '../../web/src/admin/products/formValues.ts';

/**
 * The booking columns a customer's erasure blanks and records in the booking's history (BOOKING_PERSONAL and
 * BOOKING_TEXT of server/services/customerErase.ts, which exports neither).
 */
const BOOKING_ERASED_FIELDS = ['guestFirstname', 'guestLastname', 'guestCountry', 'guestPhoneCountryCode', 'guestPhone', 'guestEmail', 'businessBookingDrivers', 'pickupAddress', 'dropoffAddress', 'comment', 'reference'];

describe('the booking history labels', () => {
  it('name every field a booking history entry can carry, the erasure\'s too', () => {
    const unlabelled = [...new Set([...BOOKING_HISTORY_FIELDS, ...BOOKING_ERASED_FIELDS])].filter((f) => !BOOKING_LABELS[f]);
    expect(unlabelled).toEqual([]);
  });
});

describe('the location history', () => {
  it('labels every field the server records', () => {
    const fields = [...LOCATION_HISTORY_FIELDS, 'companyId', ...OPENING_HOURS_KINDS.map((k) => `openingHours.${k}`)];
    expect(fields.filter((f) => !LOCATION_LABELS[f])).toEqual([]);
  });

  it('writes opening hours with the form\'s day names', () => {
    expect(openingHoursText('monday 07:00–20:00')).toBe('Måndag 07:00–20:00');
    expect(openingHoursText('sunday 10:00–14:00')).toBe('Søndag 10:00–14:00');
    expect(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => openingHoursText(`${d} 08:00–16:00`).split(' ')[0])).toEqual([...WEEKDAY_LABELS]);
    for (const kind of OPENING_HOURS_KINDS) expect(LOCATION_VALUES[`openingHours.${kind}`]!('friday 07:30–15:30')).toBe('Fredag 07:30–15:30');
    // Anything not stored so is left as it is.
    expect(openingHoursText('stengt')).toBe('stengt');
  });

  it('writes the cost in kr and every other number with a decimal comma', () => {
    expect(LOCATION_VALUES.cost!('150.5')).toBe('150,50\u00a0kr');
    expect(LOCATION_VALUES.transportFactor!('1.5')).toBe('1,5');
    for (const f of ['distanceFromCompanyKm', 'maxDeliveryKm', 'gpsLat', 'gpsLong', 'deliveryPrepTimeHours']) expect(LOCATION_VALUES[f]!('12.25')).toBe('12,25');
  });
});

describe('the vehicle history', () => {
  it('writes the date fields as the Oslo day the form asked for, as the product list does, never a time of day', () => {
    // The form stores midnight in Oslo: 5 March 2027 is 23:00 UTC the day before (winter time).
    for (const field of ['nextPkkAt', 'lastPkkAt', 'odometerAt', 'valuationAt', 'isValidRentalcarCheckedAt']) {
      expect(PRODUCT_VALUES[field]!('2027-03-04T23:00:00.000Z'), field).toBe('05.03.2027');
    }
    // Summer time: 1 July 2027 is 22:00 UTC on 30 June.
    expect(PRODUCT_VALUES.nextPkkAt!('2027-06-30T22:00:00.000Z')).toBe('01.07.2027');
  });
});
