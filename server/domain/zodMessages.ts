/**
 * Norwegian for zod's own messages, which a person reads when a request sends the wrong kind of value (a number for a
 * text, a list for a yes/no): "Invalid input: expected string, received number" became "Ugyldig verdi: ventar tekst.".
 * A schema's own message always wins; this covers what no schema words. Imported once by the server (errors.ts, where
 * issues become field errors) and the web (main.tsx), so it holds wherever zod runs.
 */
import { z } from 'zod';

const KINDS: Record<string, string> = {
  string: 'tekst',
  number: 'eit tal',
  int: 'eit heiltal',
  boolean: 'ja eller nei (true eller false)',
  array: 'ei liste',
  object: 'eit objekt',
  date: 'ein dato',
  bigint: 'eit heiltal',
};

/** zod's message for an issue without a schema message, in Norwegian (undefined: zod's own, for codes not met here). */
export function norwegianIssue(issue: { code?: string; expected?: unknown; origin?: unknown; maximum?: unknown; minimum?: unknown; inclusive?: boolean }): string | undefined {
  const bound = (n: unknown) => (typeof n === 'bigint' ? n.toString() : String(n));
  switch (issue.code) {
    case 'invalid_type':
      return `Ugyldig verdi: ventar ${KINDS[String(issue.expected)] ?? 'ein annan type'}.`;
    case 'too_big':
      if (issue.origin === 'string') return `Høgst ${bound(issue.maximum)} teikn.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Høgst ${bound(issue.maximum)} element.`;
      return issue.inclusive === false ? `Må vere mindre enn ${bound(issue.maximum)}.` : `Kan vere høgst ${bound(issue.maximum)}.`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) === 1 ? 'Må fyllast ut.' : `Minst ${bound(issue.minimum)} teikn.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Minst ${bound(issue.minimum)} element.`;
      return issue.inclusive === false ? `Må vere større enn ${bound(issue.minimum)}.` : `Må vere minst ${bound(issue.minimum)}.`;
    case 'invalid_value':
      return 'Ugyldig val.';
    case 'invalid_format':
      return 'Ugyldig format.';
    case 'not_multiple_of':
      return 'Ugyldig verdi.';
    case 'unrecognized_keys':
      return 'Ukjende felt.';
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return 'Ugyldig verdi.';
    default:
      return undefined;
  }
}

z.config({ customError: (issue) => norwegianIssue(issue as Parameters<typeof norwegianIssue>[0]) });
