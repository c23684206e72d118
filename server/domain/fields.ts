/**
 * zod builders for text fields: every schema takes its strings from here, so the text rule of
 * `server/domain/text.ts` (no NUL, no lone surrogates, no control characters, no line breaks in single-line fields)
 * holds for every input without being typed twice.
 */
import { z } from 'zod';
import { MAX_DB_ID } from './lists.ts';
import { hasWebAddress, TEXT_MESSAGES, textProblem, type TextKind } from './text.ts';

/** A required field left empty, said on the field. */
export const REQUIRED_TEXT = 'Må fyllast ut.';

/** A value sent that is not text (a number, a list, true): GraphQL's word for it, "Må vere tekst (String).", without the type. */
export const NOT_TEXT = 'Må vere tekst.';

/**
 * zod's message when the value is not a string: the caller's `error` (else "Må fyllast ut.") when it is missing, and
 * "Må vere tekst." when it is there but of another type: a number filled in is not a field left empty. A check the
 * caller gave no message of its own keeps zod's (Norwegian, zodMessages.ts), never one of these.
 */
const notText = (error?: string) => ({
  error: (issue: { code?: string; input?: unknown }) =>
    issue.code !== 'invalid_type' ? undefined : issue.input === undefined || issue.input === null ? (error ?? REQUIRED_TEXT) : NOT_TEXT,
});

/**
 * Ends a text field's checks on a value that is not text: its type has said so ("Må vere tekst."), and the length
 * of a list sent for it must not also read as a text left empty ("må fyllast ut") or too long: one message a field.
 */
const stopAtWrongType = z.core._check<string>(
  (payload) => {
    payload.aborted = true;
  },
  { when: (payload) => typeof payload.value !== 'string' },
);

function rule(kind: TextKind) {
  return (value: string, ctx: z.core.$RefinementCtx<string>) => {
    const problem = textProblem(value, kind);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  };
}

/** A trimmed single-line text (names, e-mail, phone, references, search). `error` is the message when it is missing (not for another type). */
export const lineText = (error?: string) => z.string(notText(error)).check(stopAtWrongType).trim().superRefine(rule('singleLine'));

/** The rule a person's name adds to a single-line text: no web address (`.refine(...NO_WEB_ADDRESS)`). */
export const NO_WEB_ADDRESS = [(v: string) => !hasWebAddress(v), TEXT_MESSAGES.webAddress] as const;

/** A trimmed multi-line text (comments, descriptions): line breaks allowed, other controls not. */
export const multiLineText = (error?: string) => z.string(notText(error)).check(stopAtWrongType).trim().superRefine(rule('multiLine'));

/** A secret exactly as typed (passwords): not trimmed, any character but NUL and lone surrogates. */
export const secretText = (error?: string) => z.string(notText(error)).check(stopAtWrongType).superRefine(rule('secret'));

/** A write's `id`: a number that can be a row id, else `message` (the write services' "Ugyldig id."). */
export const rowIdSchema = (message = 'Ugyldig id.') => z.number({ error: message }).int(message).positive(message).max(MAX_DB_ID, message);

/**
 * A number schema that takes a number or a number written as text, and nothing else: `z.coerce.number` alone turns
 * `true` into 1 and `[5]` or `[[5]]` into 5 (JavaScript's Number()), so a list sent for a place was read as the place.
 * Anything but a number, text, null or undefined reaches the schema as NaN and gets its own message.
 */
export const numberOrText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === undefined || v === null || typeof v === 'number' || typeof v === 'string' ? v : Number.NaN), schema);

/**
 * A reference a person picks (a place, a rental product, a vehicle), numbers as text accepted: missing or not a
 * positive integer is "`label` må veljast.", beyond any row "`label` finst ikkje.".
 */
export const chosenIdSchema = (label: string) =>
  numberOrText(z.coerce.number({ error: `${label} må veljast.` }).int(`${label} må veljast.`).positive(`${label} må veljast.`).max(MAX_DB_ID, `${label} finst ikkje.`));

/**
 * A required field whatever the request's shape: absent, null or blank is `message`; anything else goes to `schema`.
 * (The earlier `preprocess(…, schema.optional()).refine(v => v !== undefined)` was skipped by zod when the key was
 * absent, so a create without the field reached the database: a 500, or a silent 0.) A `.partial()` patch still
 * reads an absent key as "unchanged".
 */
export function requiredField<T extends z.ZodType>(schema: T, message: string) {
  return z.preprocess((v, ctx) => {
    const value = v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;
    // `continue`: the form's own checks across fields (an image or an icon, say) still run and speak too.
    if (value === undefined) ctx.addIssue({ code: 'custom', message, input: v, continue: true });
    return value;
  }, schema);
}

/**
 * The message above a staff form that has invalid fields (spec 2 section 5): the required-field text when one of them
 * is empty, the other when every invalid field holds something the rule refuses (a format, a close before opening).
 */
export const FORM_MESSAGES = {
  requiredForm: 'Felt merka med * må fyllast ut.',
  checkMarked: 'Sjå over felta som er merka.',
} as const;
