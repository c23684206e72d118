/**
 * "Hugs meg" in browser storage (spec 1: rememberMe). We keep the e-mail address and the choice, never the
 * password: the server keeps a remembered session for 30 days instead, and the browser's password manager may
 * fill in the password.
 */
const KEY = 'rememberMe';

/** The remembered log-in, or null. */
export function readRememberMe(): { email: string } | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { email?: unknown } | null;
    return parsed && typeof parsed.email === 'string' ? { email: parsed.email } : null;
  } catch {
    return null;
  }
}

/** Remembers `email` (or forgets the log-in when null). */
export function saveRememberMe(email: string | null): void {
  try {
    if (email) localStorage.setItem(KEY, JSON.stringify({ email }));
    else localStorage.removeItem(KEY);
  } catch {
    /* storage turned off: nothing to remember */
  }
}
