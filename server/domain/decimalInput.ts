/**
 * Decimal inputs other than prices (a VAT factor or rate, a transport factor, km, hours, litres, coordinates): a
 * number with an optional decimal point or comma, shown with a decimal comma as Norwegian staff write and read it
 * ("0,2", "1,5"), as prices are (`priceInput.ts`). A point is still accepted while typing, and the server stores a
 * point. Pure, so the admin's inputs, its zod schemas and the server read the same rule.
 */
import { z } from 'zod';

/** A finished decimal as typed: "12", "-12", "12,5", "12.5". */
const DECIMAL_INPUT = /^-?\d+(?:[.,]\d+)?$/;

/** A number as Norwegian text ("9999.99" → "9999,99"), for the inputs and for messages naming a limit. */
export const decimalText = (value: number | string): string => String(value).replace('.', ',');

/** A typed decimal as the input shows it once left ("12.5" → "12,5"); anything else is returned as it is. */
export function formatDecimalInput(value: string): string {
  const v = value.trim();
  return DECIMAL_INPUT.test(v) ? decimalText(v) : value;
}

/** A stored decimal as its input shows it (0.2 or "0.2" from the API → "0,2"); null, undefined and blank are empty. */
export function decimalInputText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return formatDecimalInput(String(value).trim());
}

/**
 * A decimal number in [min, max] with at most `scale` decimals, typed with a point or a comma or sent as a number,
 * as the string the database stores ("12,5" → "12.5"). `message` is the form's "Må vere eit tal."; the limits are
 * named the Norwegian way ("Kan ikkje vere større enn 9999,99.").
 */
export function decimalSchema(opts: { min: number; max: number; scale: number; message: string }) {
  return z.union([z.string(), z.number()], { error: opts.message }).transform((v, ctx) => {
    const typed = String(v).trim();
    const s = typed.replace(',', '.');
    if (!DECIMAL_INPUT.test(typed) || !Number.isFinite(Number(s))) {
      ctx.addIssue({ code: 'custom', message: opts.message });
      return z.NEVER;
    }
    const decimals = s.split('.')[1]?.length ?? 0;
    if (decimals > opts.scale) ctx.addIssue({ code: 'custom', message: `Høgst ${opts.scale} desimalar.` });
    const n = Number(s);
    if (n < opts.min) ctx.addIssue({ code: 'custom', message: `Kan ikkje vere mindre enn ${decimalText(opts.min)}.` });
    if (n > opts.max) ctx.addIssue({ code: 'custom', message: `Kan ikkje vere større enn ${decimalText(opts.max)}.` });
    return s;
  });
}
