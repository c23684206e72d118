/**
 * A cap on how deeply a request's JSON nests, checked by one linear scan before it is parsed. V8's JSON.parse takes
 * about a second per megabyte of deeply nested arrays, all of it on the event loop: one anonymous 14 MB body of
 * `[[[…]]]` (the order's cap, which carries the licence) held every other request for ~9 s. No operation, order or
 * variable of ours nests beyond a dozen levels.
 */
export const MAX_JSON_DEPTH = 64;

/** Said to a caller whose JSON nests deeper than MAX_JSON_DEPTH (GraphQL and /api/v1 alike). */
export const JSON_TOO_DEEP_MESSAGE = `Innhaldet er nøsta for djupt: høgst ${MAX_JSON_DEPTH} nivå av lister og objekt.`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether the text, read as JSON, opens more than `max` arrays and objects inside one another (brackets inside
 * strings do not count). Invalid JSON is left to the parser: this only answers the depth.
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH) i++;
      else if (ch === QUOTE) inString = false;
    } else if (ch === QUOTE) inString = true;
    else if (ch === OPEN_ARRAY || ch === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (ch === CLOSE_ARRAY || ch === CLOSE_OBJECT) depth--;
  }
  return false;
}
