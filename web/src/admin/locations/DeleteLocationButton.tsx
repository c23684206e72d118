/** Placeholder until the delete mutation lands. */
export function DeleteLocationButton(_: { id: string; name: string; connection: string }) {
  return null;
}
