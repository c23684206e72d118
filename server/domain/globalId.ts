/**
 * Relay global ids in the browser. The server makes and reads them only through @pothos/plugin-relay's
 * `encodeGlobalID` / `decodeGlobalID`; that package pulls in @pothos/core and graphql, far too much for the shop's
 * bundle, so the client uses this copy of its format (base64 of "Type:id"). tests/unit/global-id.test.ts checks
 * that both agree on every id.
 */

/** The global id of `typename` with database id `id`. */
export function toGlobalId(typename: string, id: number | string): string {
  return btoa(`${typename}:${id}`);
}

/** The type and id inside a global id, or null when it is not one. */
export function fromGlobalId(globalId: string): { typename: string; id: string } | null {
  let text: string;
  try {
    text = atob(globalId);
  } catch {
    return null;
  }
  const i = text.indexOf(':');
  if (i < 1 || i === text.length - 1 || !/^[A-Z_a-z]\w*$/.test(text.slice(0, i))) return null;
  return { typename: text.slice(0, i), id: text.slice(i + 1) };
}
