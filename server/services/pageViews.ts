/**
 * First-party page-view statistics: a public page view is stored only with the visitor's cookie consent, by path
 * (never the query string), with the logged-in user's id and a random visitor id. Nothing is sent to third parties.
 */
import { z } from 'zod';
import { textProblem } from '../domain/text.ts';
import { isInstantInRange } from '../domain/time.ts';
import type { RequestContext } from './context.ts';
import { parseInput, ValidationError } from './errors.ts';
import { lineText } from './fields.ts';

/** Consent counts for a year (spec 1, section 9); a new cookie text asks again on the client. */
export const CONSENT_MAX_AGE_DAYS = 365;
const DAY = 86_400_000;

export const pageViewSchema = z.object({
  path: lineText('Sti må fyllast ut.').min(1, 'Sti må fyllast ut.').max(2000, 'Stien er for lang.'),
  visitorId: z.uuid('Ugyldig besøks-id.').nullish(),
  consent: z.object(
    {
      version: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Ugyldig versjon av samtykket.'),
      acceptedAt: z.date({ error: 'Ugyldig tidspunkt for samtykket.' }).refine(isInstantInRange, 'Ugyldig tidspunkt for samtykket.'),
    },
    { error: 'Sidevisingar blir berre lagra med samtykke.' },
  ),
});

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

/** Records one page view; answers whether it was stored (pages under /admin never are). */
export async function recordPageView(ctx: RequestContext, input: unknown, now = new Date()): Promise<boolean> {
  const data = parseInput(pageViewSchema, input);
  const age = now.getTime() - data.consent.acceptedAt.getTime();
  if (age < -5 * 60_000 || age > CONSENT_MAX_AGE_DAYS * DAY) {
    throw ValidationError.field('consent.acceptedAt', 'Samtykket er for gammalt eller ugyldig. Svar på spørsmålet om informasjonskapslar på nytt.');
  }
  const path = publicPath(data.path);
  if (path === null) return false;
  await ctx.db.pageView.create({
    data: { path, visitorId: data.visitorId ?? null, userId: ctx.viewer?.id ?? null, consentVersion: data.consent.version, createdAt: now },
  });
  return true;
}
