/**
 * The one normal form of a page path, shared by the server (what `recordPageView` stores) and the web client (what
 * it does not send). Pure: no I/O.
 */
import { textProblem } from './text.ts';

/** How many rounds of percent-decoding a path gets (`%252f` → `%2f` → `/`); still encoded after that: refused. */
const DECODE_ROUNDS = 3;
export const MAX_PATH_LENGTH = 500;

/**
 * The one normal form of a page path: the part before `?`/`#`, percent-decoded (repeatedly, so `%2f` and `%252f`
 * are slashes), backslashes read as slashes (as browsers do), empty and `.` segments dropped,
 * `..` resolved, no trailing slash.
 * Null when it is not a public page: anything under /admin in any spelling (`/./admin`, `/admin%2fx`, `/\admin`,
 * `//admin`, `/ADMIN`), a malformed encoding, control characters, or more than 500 characters.
 */
export function publicPath(raw: string): string | null {
  let path = raw.split(/[?#]/, 1)[0]!;
  for (let round = 0; /%[0-9a-f]{2}/i.test(path); round++) {
    if (round === DECODE_ROUNDS) return null;
    try {
      path = decodeURIComponent(path);
    } catch {
      return null;
    }
    path = path.split(/[?#]/, 1)[0]!;
  }
  if (textProblem(path, 'singleLine')) return null;
  path = path.replace(/\\/g, '/');
  if (!path.startsWith('/')) return null;
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const normal = `/${segments.join('/')}`;
  if (segments[0]?.toLowerCase().replace(/[.\s]+$/, '') === 'admin') return null;
  if ([...normal].length > MAX_PATH_LENGTH) return null;
  return normal;
}
