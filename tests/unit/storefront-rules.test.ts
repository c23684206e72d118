/** Pure rules of the storefront: which picture widths are made, what counts as an SVG, example models, step-5 prefill. */
import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, looksLikeSvg, VARIANT_NAME_PATTERN, variantName, variantWidths } from '../../server/domain/imageUpload.ts';
import { exampleModels } from '../../server/domain/vehicleClass.ts';
import { prefillFromAccount } from '../../web/src/shop/wizard/accountPrefill.ts';
import { EMPTY_CUSTOMER } from '../../web/src/shop/wizard/booking.ts';

const text = (s: string) => new TextEncoder().encode(s);

describe('picture variants', () => {
  it('makes every planned width a picture reaches, never enlarging it, and at least its own width', () => {
    expect(variantWidths(4000)).toEqual([...IMAGE_VARIANT_WIDTHS]);
    expect(variantWidths(800)).toEqual([320, 640]);
    expect(variantWidths(320)).toEqual([320]);
    expect(variantWidths(100)).toEqual([100]);
    expect(variantWidths(null)).toEqual([...IMAGE_VARIANT_WIDTHS]);
    for (const w of [...IMAGE_VARIANT_WIDTHS, 100]) expect(variantName(w)).toMatch(VARIANT_NAME_PATTERN);
    for (const bad of ['..', '../x', 'W320', 'w320/x', '', 'a'.repeat(40), '%2e']) expect(VARIANT_NAME_PATTERN.test(bad)).toBe(false);
  });

  it('recognises an SVG by its root element after a BOM, a declaration, comments and a doctype, and nothing else', () => {
    expect(looksLikeSvg(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(true);
    expect(looksLikeSvg(text('\uFEFF<?xml version="1.0"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg>\n<svg>'))).toBe(true);
    expect(looksLikeSvg(text('<html><svg></svg></html>'))).toBe(false);
    expect(looksLikeSvg(text('<svgx>'))).toBe(false);
    expect(looksLikeSvg(text('plain text'))).toBe(false);
  });
});

describe('example models', () => {
  it('names distinct makes and models in order, at most three, skipping blanks', () => {
    const v = (make: string | null, model: string | null) => ({ make, model });
    expect(exampleModels([v('Toyota', 'Corolla'), v('Toyota', 'Corolla'), v(null, null), v('Volvo', 'V60'), v('Skoda', ' '), v('Kia', 'Niro'), v('VW', 'ID.3')])).toEqual([
      'Toyota Corolla',
      'Volvo V60',
      'Skoda',
    ]);
    expect(exampleModels([])).toEqual([]);
  });
});

describe('step 5 filled from the account', () => {
  const account = { firstname: 'Marte', lastname: 'Solheim', email: 'kunde@example.no', phone: '48123456' };

  it('fills only what is empty, so what was typed or remembered wins', () => {
    expect(prefillFromAccount(EMPTY_CUSTOMER, account)).toEqual({ firstName: 'Marte', lastName: 'Solheim', email: 'kunde@example.no', phone: '481 23 456' });
    expect(prefillFromAccount({ ...EMPTY_CUSTOMER, firstName: 'Kari', email: 'kari@example.no' }, account)).toEqual({ lastName: 'Solheim', phone: '481 23 456' });
    // A bare country prefix (put there by the country choice) is not a typed phone number.
    expect(prefillFromAccount({ ...EMPTY_CUSTOMER, phone: '+47 ' }, account).phone).toBe('481 23 456');
    expect(prefillFromAccount({ ...EMPTY_CUSTOMER, phone: '+47 912 34 567' }, account).phone).toBeUndefined();
    expect(prefillFromAccount(EMPTY_CUSTOMER, null)).toEqual({});
    expect(prefillFromAccount(EMPTY_CUSTOMER, { ...account, phone: null })).not.toHaveProperty('phone');
  });

  it('puts the account\'s country code in front of a stored national number, as the form asks ("Med landskode")', () => {
    const withCode = { ...account, phoneCountryCode: '47' };
    expect(prefillFromAccount(EMPTY_CUSTOMER, withCode).phone).toBe('+47 481 23 456');
    expect(prefillFromAccount(EMPTY_CUSTOMER, { ...withCode, phone: '+4748123456' }).phone).toBe('+47 481 23 456');
    expect(prefillFromAccount(EMPTY_CUSTOMER, { ...withCode, phone: '0046701234567', phoneCountryCode: '46' }).phone).toBe('+46 701 234 567');
    expect(prefillFromAccount(EMPTY_CUSTOMER, { ...account, phone: '701234567', phoneCountryCode: '+46' }).phone).toBe('+46 701 234 567');
  });
});
