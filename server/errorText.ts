/** One readable line for any thrown value: start-up and logs must never print "undefined" or a stack. */
export function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : typeof err === 'string' ? err : err === undefined || err === null ? '' : String(err);
  const line = text.split('\n').map((l) => l.trim()).find(Boolean);
  return line ?? `ukjend feil (${err instanceof Error ? err.name : typeof err})`;
}
