/**
 * The one rule for text a person types: what characters a field may hold. Pure, shared by every server schema
 * (through `server/services/fields.ts`) and usable by the web forms.
 *
 * - Never: NUL (PostgreSQL cannot store it), lone UTF-16 surrogates (not Unicode; JSON lets them through), other
 *   C0/C1 control characters, DEL, the bidirectional overrides and isolates (they reorder what a mail or a staff
 *   screen shows: "Trojan source" names) and the non-characters U+FFFE/U+FFFF.
 * - Single-line fields (names, e-mail, phone, references, search): also no line breaks or tabs (a line break in a
 *   name would start a new line in the mail text).
 * - Multi-line fields (comments, descriptions): line feed, carriage return and tab are allowed.
 */

/** Characters PostgreSQL cannot store in a text column, or that are not Unicode at all. */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Controls and invisible reordering characters no field may hold (tab, LF and CR are judged separately). */
const FORBIDDEN = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]/;

/** Line and paragraph breaks and the tab: refused in single-line fields. */
const LINE_BREAKS = /[\t\n\r\u0085\u2028\u2029]/;

/** The text with its first letter in capitals ("oppgradering" → "Oppgradering"), for a label used at a line's start. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const TEXT_MESSAGES = {
  invalid: 'Inneheld teikn som ikkje er tillatne.',
  lineBreak: 'Kan ikkje innehalde linjeskift eller tabulator.',
  webAddress: 'Namnet kan ikkje innehalde ei nettadresse.',
} as const;

/**
 * Whether a text holds a web address ("https://…", "www.…", "evil.example/premie", "vinn-premie.com"). A person's
 * name never does, and a name is written into mails sent to the address given with it ("Hei {fornamn}!"): a link
 * there would reach a stranger in the shop's name.
 */
export const hasWebAddress = (text: string) =>
  /:\/\/|\bwww\.|[a-z0-9-]\.[a-z]{2,}\/|[a-z0-9-]\.(com|net|org|info|biz|io|no|se|dk|fi|uk|de|eu|ru|xyz|top|online|site|shop|app|link|click|me)\b/i.test(text);

/** True when PostgreSQL could not store the string (NUL) or it is not valid Unicode (a lone surrogate). */
export function isUnstorable(value: string): boolean {
  return UNSTORABLE.test(value);
}

export type TextKind = 'singleLine' | 'multiLine' | 'secret';

/**
 * The message for a text that breaks the rule, or null when it is fine. `secret` (passwords) refuses only what
 * cannot be stored or hashed faithfully (NUL, lone surrogates): a password may hold any other character.
 */
export function textProblem(value: string, kind: TextKind = 'singleLine'): string | null {
  if (isUnstorable(value)) return TEXT_MESSAGES.invalid;
  if (kind === 'secret') return null;
  if (FORBIDDEN.test(value)) return TEXT_MESSAGES.invalid;
  if (kind === 'singleLine' && LINE_BREAKS.test(value)) return TEXT_MESSAGES.lineBreak;
  return null;
}

/**
 * The readable part of a slug (an admin path, a partner company's handle): lower case, æ/ø/å as ae/o/a, accents
 * dropped ("Sète" → "sete"), every other run of characters a single hyphen, at most 60 characters; `fallback` when
 * nothing is left.
 */
export function slugText(text: string, fallback: string): string {
  return (
    text
      .toLowerCase()
      .replace(/æ/g, 'ae')
      .replace(/ø/g, 'o')
      .replace(/å/g, 'a')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || fallback
  );
}
