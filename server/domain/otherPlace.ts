/**
 * "Annet sted" (spec 1, sections 2 and 3): a location whose city holds "Annet" is not a branch but "somewhere
 * else": staff bring or fetch the car where the customer says. One rule for the shop's step 5 and the server: when
 * the pick-up or the return place is "Annet sted", the order must carry the address for it; for a branch any address
 * is dropped. Pure, shared with the web client.
 */
import { textProblem } from './text.ts';

/** "Annet sted": the city holds "Annet"; it is shown as the city only and staff contact the customer. */
export const isOtherPlace = (l: { city: string }) => /annet/i.test(l.city);

/** "Annet sted" in English, as the shop's English messages about it call it (“You have chosen “Other place”.”). */
export const OTHER_PLACE_NAME_EN = 'Other place';

/**
 * A place's name as a customer reads it: a branch by its name (the company's own, in any language); "Annet sted" by
 * its city in Norwegian and as "Other place" in English, since it is the shop's own notion, not a branch's name.
 */
export function placeName(l: { name: string; city: string }, language: 'no' | 'en' = 'no'): string {
  if (!isOtherPlace(l)) return l.name;
  return language === 'en' ? OTHER_PLACE_NAME_EN : l.city;
}

/**
 * How a customer reads a place (step 6 of the shop, the order and status mails): a branch by its name and its public
 * address as spec 1 lists it (address1, address2 when set, zip and city); "Annet sted" as its city ("Other place" in
 * English), with the address the customer gave for it.
 */
export function placeParts(
  l: { name: string; address1: string | null; address2: string | null | undefined; zip: string | null; city: string },
  customerAddress?: string | null,
  language: 'no' | 'en' = 'no',
): { name: string; address: string | null } {
  if (isOtherPlace(l)) return { name: placeName(l, language), address: customerAddress?.trim() || null };
  const town = [l.zip, l.city].filter(Boolean).join(' ');
  return { name: l.name, address: l.address1 ? [l.address1, l.address2?.trim(), town].filter(Boolean).join(', ') : null };
}

/** `placeParts` on one line: "Bergen lufthamn Flesland (Flyplassvegen 555, Leiebilsenteret, P-hus P2, 5258 Blomsterdalen)". */
export const placeLine = (p: { name: string; address: string | null }): string => (p.address ? `${p.name} (${p.address})` : p.name);

export const OTHER_PLACE_ADDRESS_MAX = 200;

export const OTHER_PLACE_MESSAGES = {
  pickupRequired: 'Skriv adressa der du vil hente bilen.',
  dropoffRequired: 'Skriv adressa der du vil levere bilen.',
  tooLong: `Adressa kan vere høgst ${OTHER_PLACE_ADDRESS_MAX} teikn.`,
} as const;

/** The same messages as staff read them when they type the address a customer gives on the phone (Ny booking). */
export const STAFF_OTHER_PLACE_MESSAGES = {
  pickupRequired: 'Skriv adressa der kunden vil hente bilen.',
  dropoffRequired: 'Skriv adressa der kunden vil levere bilen.',
} as const;

export type OtherPlaceField = 'pickupAddress' | 'dropoffAddress';

export interface OtherPlaceInput {
  pickupIsOther: boolean;
  dropoffIsOther: boolean;
  pickupAddress?: string | null;
  dropoffAddress?: string | null;
}

/** The field errors of the addresses (empty when the order may go on); `messages`: whose words (the shop's by default). */
export function otherPlaceAddressErrors(
  input: OtherPlaceInput,
  messages: { pickupRequired: string; dropoffRequired: string } = OTHER_PLACE_MESSAGES,
): { field: OtherPlaceField; message: string }[] {
  const errors: { field: OtherPlaceField; message: string }[] = [];
  const check = (field: OtherPlaceField, needed: boolean, value: string | null | undefined, missing: string) => {
    if (!needed) return;
    const text = (value ?? '').trim();
    const problem = text ? textProblem(text) : null;
    if (!text) errors.push({ field, message: missing });
    else if (problem) errors.push({ field, message: problem });
    else if (text.length > OTHER_PLACE_ADDRESS_MAX) errors.push({ field, message: OTHER_PLACE_MESSAGES.tooLong });
  };
  check('pickupAddress', input.pickupIsOther, input.pickupAddress, messages.pickupRequired);
  check('dropoffAddress', input.dropoffIsOther, input.dropoffAddress, messages.dropoffRequired);
  return errors;
}

/** The addresses to store: trimmed where the place is "Annet sted", null for a branch. */
export function otherPlaceAddresses(input: OtherPlaceInput): { pickupAddress: string | null; dropoffAddress: string | null } {
  return {
    pickupAddress: input.pickupIsOther ? (input.pickupAddress ?? '').trim() || null : null,
    dropoffAddress: input.dropoffIsOther ? (input.dropoffAddress ?? '').trim() || null : null,
  };
}
