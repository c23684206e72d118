/** `requiredField`: a required value is required whatever the request's shape, and the form's other checks still run. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requiredField } from '../../server/domain/fields.ts';

const field = requiredField(z.union([z.string(), z.number()], { error: 'Ugyldig.' }), 'Må fyllast ut.');
const shape = { ref: field, image: z.string().nullish() };
const form = z.object(shape).superRefine((v, ctx) => {
  if (!v.image) ctx.addIssue({ code: 'custom', path: ['image'], message: 'Vel eit bilete.' });
});
const issues = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('requiredField', () => {
  it('refuses the key left out, null and blank alike (a left-out key once slipped past and reached the database)', () => {
    for (const value of [{}, { ref: null }, { ref: '  ' }]) expect(issues(z.object(shape), value), JSON.stringify(value)).toEqual([['ref', 'Må fyllast ut.']]);
  });

  it('lets the form\'s checks across fields speak too, once each', () => {
    expect(issues(form, {})).toEqual([['ref', 'Må fyllast ut.'], ['image', 'Vel eit bilete.']]);
    expect(issues(form, { ref: 5, image: 'fa-car' })).toEqual([]);
  });

  it('passes a value on to its schema, and reads a left-out key as unchanged in a partial patch', () => {
    expect(issues(z.object(shape), { ref: true })).toEqual([['ref', 'Ugyldig.']]);
    expect(z.object(shape).parse({ ref: 'Qm9va2luZzox' }).ref).toBe('Qm9va2luZzox');
    expect(issues(z.object(shape).partial(), {})).toEqual([]);
    expect(issues(z.object(shape).partial(), { ref: null })).toEqual([['ref', 'Må fyllast ut.']]);
  });
});
