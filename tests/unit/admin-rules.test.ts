/** Pure rules the admin shows: relative time of history entries, price inputs, where a dragged bottom sheet rests. */
import { describe, expect, it } from 'vitest';
import { formatPriceInput, isPriceInput, priceInputText } from '../../server/domain/priceInput.ts';
import { decimalInputText, decimalSchema, formatDecimalInput } from '../../server/domain/decimalInput.ts';
import { locationFieldsSchema } from '../../server/domain/location.ts';
import { productFieldsSchema } from '../../server/domain/product.ts';
import { rentalOptionFieldsSchema } from '../../server/domain/rentalOption.ts';
import { relativeTime } from '../../server/domain/relativeTime.ts';
import { settleSheet } from '../../web/src/components/sheetGesture.ts';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('relativeTime', () => {
  it('says "no" under a minute (and for a clock slightly ahead)', () => {
    expect(relativeTime(ago(59_999), now)).toBe('no');
    expect(relativeTime(ago(-5000), now)).toBe('no');
  });
  it('counts minutes, hours, days, months of 30 days and years of 365 days', () => {
    expect(relativeTime(ago(MIN), now)).toBe('1 minutt sidan');
    expect(relativeTime(ago(59 * MIN), now)).toBe('59 minutt sidan');
    expect(relativeTime(ago(60 * MIN), now)).toBe('1 time sidan');
    expect(relativeTime(ago(23 * 60 * MIN), now)).toBe('23 timar sidan');
    expect(relativeTime(ago(DAY), now)).toBe('1 dag sidan');
    expect(relativeTime(ago(29 * DAY), now)).toBe('29 dagar sidan');
    expect(relativeTime(ago(30 * DAY), now)).toBe('1 månad sidan');
    expect(relativeTime(ago(364 * DAY), now)).toBe('12 månader sidan');
    expect(relativeTime(ago(365 * DAY), now)).toBe('1 år sidan');
    expect(relativeTime(ago(3 * 365 * DAY), now)).toBe('3 år sidan');
  });
});

describe('price inputs', () => {
  it('accept digits with an optional point or comma and at most 2 decimals', () => {
    for (const ok of ['0', '1490', '1490,5', '1490.50', ' 12 ']) expect(isPriceInput(ok)).toBe(true);
    for (const bad of ['', '1,234.5', '1.234', '-5', '12,', 'abc', '1e3']) expect(isPriceInput(bad)).toBe(false);
  });
  it('are shown with 2 decimals and a decimal comma once typed; anything else is left for the check to refuse', () => {
    expect(formatPriceInput('1490')).toBe('1490,00');
    expect(formatPriceInput('1490,5')).toBe('1490,50');
    expect(formatPriceInput(' 1490.5 ')).toBe('1490,50');
    expect(formatPriceInput('12.345')).toBe('12.345');
    expect(formatPriceInput('')).toBe('');
  });
  it('show a stored price with a decimal comma, and nothing for none', () => {
    expect(priceInputText('590')).toBe('590,00');
    expect(priceInputText('590.5')).toBe('590,50');
    expect(priceInputText(1490.25)).toBe('1490,25');
    expect(priceInputText(null)).toBe('');
    expect(priceInputText(undefined)).toBe('');
    expect(priceInputText('  ')).toBe('');
  });
});

describe('decimal inputs other than prices', () => {
  it('show a stored or typed decimal with a decimal comma, keeping its decimals; anything else is left for the check', () => {
    expect(decimalInputText('0.2')).toBe('0,2');
    expect(decimalInputText(0.25)).toBe('0,25');
    expect(decimalInputText('1.0')).toBe('1,0');
    expect(decimalInputText('60.391263')).toBe('60,391263');
    expect(decimalInputText('-5.5')).toBe('-5,5');
    expect(decimalInputText('25')).toBe('25');
    expect(decimalInputText(null)).toBe('');
    expect(decimalInputText(undefined)).toBe('');
    expect(formatDecimalInput(' 1.5 ')).toBe('1,5');
    expect(formatDecimalInput('1,5')).toBe('1,5');
    expect(formatDecimalInput('1.2.3')).toBe('1.2.3');
    expect(formatDecimalInput('abc')).toBe('abc');
  });
  it('are read with a point or a comma and stored with a point; limits are named with a comma', () => {
    const schema = decimalSchema({ min: 0, max: 999.99, scale: 2, message: 'Må vere eit tal.' });
    expect(schema.parse('12,5')).toBe('12.5');
    expect(schema.parse(12.5)).toBe('12.5');
    expect(schema.safeParse('1000').error?.issues[0]?.message).toBe('Kan ikkje vere større enn 999,99.');
    expect(schema.safeParse('1,234').error?.issues[0]?.message).toBe('Høgst 2 desimalar.');
    expect(schema.safeParse('1,2,3').error?.issues[0]?.message).toBe('Må vere eit tal.');
    // What a form shows loads back as the value stored: the location's and the product's schemas read it.
    expect(locationFieldsSchema.shape.transportFactor.parse(decimalInputText('1.25'))).toBe('1.25');
    expect(productFieldsSchema.shape.fuelConsumption.parse(decimalInputText('0.65'))).toBe('0.65');
    // A rental product's price limit is named with a comma too, as a location's cost limit is.
    expect(rentalOptionFieldsSchema.shape.pricePrivateDay.safeParse('99999999999').error?.issues[0]?.message).toBe('Kan ikkje vere større enn 9999999999,99.');
  });
});

describe('bottom sheet', () => {
  it('closes under 25 %, fills the window over 80 %, and keeps a height between', () => {
    expect(settleSheet(0.2, 0)).toEqual({ kind: 'close' });
    expect(settleSheet(0.85, 0)).toEqual({ kind: 'full' });
    expect(settleSheet(0.5, 0.2)).toEqual({ kind: 'height', fraction: 0.5 });
  });
  it('treats a release faster than 0.5 px/ms as a swipe', () => {
    expect(settleSheet(0.6, 0.6)).toEqual({ kind: 'close' });
    expect(settleSheet(0.3, -0.6)).toEqual({ kind: 'full' });
    expect(settleSheet(0.6, 0.5)).toEqual({ kind: 'height', fraction: 0.6 });
  });
});
