/**
 * Relay global ids of the objects the wizard's address names by database id (hentested, leietype, tilbehor).
 *
 * The booking API takes global ids (`RentalSearchInput.pickupLocationId`, `CartInput.rentalOptionId`) while the
 * address keeps the spec's database ids, and one query per route leaves no earlier answer to look them up in.
 */
import { toGlobalId as encode } from '@domain/globalId.ts';

export function toGlobalId(typename: 'Location' | 'RentalOption', databaseId: number): string {
  return encode(typename, databaseId);
}
