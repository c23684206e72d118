/**
 * The wizard's date mask (web/src/shop/wizard/dateText.ts) as a customer types into it: each keystroke is masked on
 * top of what the field shows, digits only as before, or the Norwegian d.m.åååå with its dots.
 */
import { describe, expect, it } from 'vitest';
import { maskDateText, textToIso } from '../../web/src/shop/wizard/dateText.ts';

/** What the field shows after each key of `keys`, typed one by one at the end of the field. */
function typed(keys: string): string[] {
  const shown: string[] = [];
  let text = '';
  for (const key of keys) {
    text = maskDateText(text + key);
    shown.push(text);
  }
  return shown;
}

describe('maskDateText', () => {
  it('understands a one-digit day and month ended by a dot, "1.8.2026", as 01.08.2026', () => {
    expect(typed('1.8.2026')).toEqual(['1', '01.', '01.8', '01.08.', '01.08.2', '01.08.20', '01.08.202', '01.08.2026']);
    expect(textToIso('01.08.2026')).toBe('2026-08-01');
    // Pasted or filled in one go, and with a two-digit day or month beside a one-digit one.
    expect(maskDateText('1.8.2026')).toBe('01.08.2026');
    expect(maskDateText('24.1.2027')).toBe('24.01.2027');
    expect(maskDateText('5.12.2026')).toBe('05.12.2026');
  });

  it('keeps digit-only typing as it was: "12082026" reads 12.08.2026, a half-typed date stays half', () => {
    expect(typed('12082026')).toEqual(['1', '12', '12.0', '12.08', '12.08.2', '12.08.20', '12.08.202', '12.08.2026']);
    expect(maskDateText('1208')).toBe('12.08');
    expect(textToIso('12.08')).toBeNull();
    // Digits past the year are dropped, as the 8-digit limit did.
    expect(maskDateText('120820261')).toBe('12.08.2026');
    // A pasted ISO date is turned round.
    expect(maskDateText('2026-08-12')).toBe('12.08.2026');
  });

  it('takes a dot typed after a full day or month, a doubled dot, and the other marks people put between the parts', () => {
    expect(typed('12.08.2026').at(-1)).toBe('12.08.2026');
    expect(typed('1..8.2026').at(-1)).toBe('01.08.2026');
    expect(maskDateText('1/8/2026')).toBe('01.08.2026');
    expect(maskDateText('1-8-2026')).toBe('01.08.2026');
    // The decimal key of a Norwegian number pad gives a comma.
    expect(maskDateText('1,8,2026')).toBe('01.08.2026');
    expect(maskDateText('1. 8. 2026')).toBe('01.08.2026');
  });

  it('does not make a date out of a dot with no digit before it, or out of letters', () => {
    expect(maskDateText('.')).toBe('');
    expect(maskDateText('.1.8.2026')).toBe('01.08.2026');
    expect(maskDateText('1a8')).toBe('18');
  });
});
