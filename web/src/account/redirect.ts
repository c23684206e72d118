/** Where a person goes after logging in: a same-site `redirect`, else employees to /admin and others to /konto. */

/**
 * The path (with query and fragment) of a `redirect` value when it stays on this site; null for anything else:
 * absolute or protocol-relative addresses (`https://evil`, `//evil`), backslash tricks (`/\evil`) and control characters.
 */
export function safeRedirect(value: string | null | undefined, origin: string): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return url.pathname + url.search + url.hash;
}

/** The page after log-in (or for a visitor who is already logged in). */
export function landingPath(isEmployee: boolean, redirect: string | null): string {
  return redirect ?? (isEmployee ? '/admin' : '/konto');
}
