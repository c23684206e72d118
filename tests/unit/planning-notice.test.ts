/** The planner's notice for a `?fra=` it cannot show: one sentence, one full stop. */
import { describe, expect, it } from 'vitest';
import { unknownFromNotice } from '../../web/src/admin/planning/planningLayout.ts';

describe('the notice for a date the planner cannot show', () => {
  it('names the date asked for and the week shown, ending in exactly one full stop after a day label that has one', () => {
    const text = unknownFromNotice('2026-02-30', '2026-11-25');
    expect(text).toBe('Datoen «2026-02-30» finst ikkje, eller kalenderen kan ikkje vise han. Viser veka frå ons. 25.11.');
    expect(text).not.toContain('..');
  });
});
