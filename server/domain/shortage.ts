/**
 * What staff read when a change would leave a vehicle class with more bookings than cars (CLASS_SHORTAGE): one
 * wording for every write that can cause it (a vehicle out of rent, moved, taken out of its class; a class moved),
 * each giving only its own lead ("Kan ikkje flytte køyretøyet …").
 */

/** The refusal after the write's lead: the booking that would lack a car, or the class when none is named. */
export const shortageReason = (vehicleClass: string, booking: string | null) =>
  booking
    ? `booking ${booking} treng då ein bil i klassen ${vehicleClass}, og alle der er selde eller tildelte i perioden (med klargjeringstid). Gi bookingen eit anna køyretøy eller endre ho først.`
    : `klassen ${vehicleClass} får då fleire bookingar enn bilar (med klargjeringstid).`;

/** The history's note when staff made the change anyway (acceptShortage): "<done> sjølv om booking … manglar …". */
export const shortageNote = (done: string, vehicleClass: string, booking: string | null) =>
  `${done} sjølv om ${booking ? `booking ${booking}` : 'ein booking'} i klassen ${vehicleClass} då manglar ein ledig bil`;
