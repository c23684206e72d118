/**
 * A form's choices plus the stored values they lack (beyond the first page of choices, or outside the account's own
 * scope, as a vehicle managed for another company): a stored value is always offered as itself, never shown as
 * "Vel …". Stored values come after the list, each once.
 */
export function withStored<T extends { id: string }>(choices: readonly T[], stored: readonly (T | null | undefined)[]): T[] {
  const out = [...choices];
  for (const s of stored) if (s && !out.some((c) => c.id === s.id)) out.push(s);
  return out;
}
