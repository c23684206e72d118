/**
 * Relay global ids of the objects the wizard's address names by database id (hentested, leietype, tilbehor).
 *
 * The booking API takes global ids (`RentalSearchInput.pickupLocationId`, `CartInput.rentalOptionId`) while the
 * address keeps the spec's database ids, and one query per route leaves no earlier answer to look them up in. So
 * this mirrors the server's encoding (Pothos' default: base64 of "Type:id"); see the report on issue 3.
 */
export function toGlobalId(typename: 'Location' | 'RentalOption', databaseId: number): string {
  return btoa(`${typename}:${databaseId}`);
}
