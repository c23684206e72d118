/** The planner's notice for a `?fra=` it cannot show: one sentence, one full stop. */
import { describe, expect, it } from 'vitest';
import { formatDay, unknownFromNotice } from '../../web/src/admin/planning/planningLayout.ts';

describe('the notice for a date the planner cannot show', () => {
  it('names the date asked for and the week shown, ending in exactly one full stop after a day label that has one', () => {
    const text = unknownFromNotice('2026-02-30', '2026-11-25');
    expect(text).toBe('Datoen «2026-02-30» finst ikkje, eller kalenderen kan ikkje vise han. Viser veka frå ons. 25.11.');
    expect(text).not.toContain('..');
  });
});

describe('the planner\'s day labels', () => {
  it('are Nynorsk, as the rest of the back office (the opening hours say "Tysdag", "Laurdag"), whatever the machine\'s locale', () => {
    const week = ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05', '2027-03-06', '2027-03-07'];
    expect(week.map(formatDay)).toEqual(['mån. 01.03.', 'tys. 02.03.', 'ons. 03.03.', 'tor. 04.03.', 'fre. 05.03.', 'lau. 06.03.', 'søn. 07.03.']);
    // Across the change to summer time (Sunday 28 March 2027) the date stays the date.
    expect(['2027-03-27', '2027-03-28', '2027-03-29'].map(formatDay)).toEqual(['lau. 27.03.', 'søn. 28.03.', 'mån. 29.03.']);
  });
});
