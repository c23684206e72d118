/**
 * The planner's ranking of vehicle classes (domain/planning.ts classChange): by the ACRISS category letter, in the
 * order of the category list the database is seeded with, so a bigger class is an upgrade and a smaller a downgrade.
 */
import { describe, expect, it } from 'vitest';
import { ACRISS_LETTERS } from '../../prisma/seed/reference.ts';
import { ACRISS_CATEGORY_ORDER, classChange, classChangeLabel } from '../../server/domain/planning.ts';

describe('classChange', () => {
  it('ranks by the seeded ACRISS category list, smallest first', () => {
    expect(ACRISS_CATEGORY_ORDER).toBe(ACRISS_LETTERS.category.map((l) => l.letter).join(''));
  });

  it('calls a later category an upgrade, an earlier one a downgrade, and the same or an unknown one another class', () => {
    expect(classChange('EDMV', 'IDAR')).toBe('upgrade'); // Economy → Intermediate
    expect(classChange('SWAD', 'CDAR')).toBe('downgrade'); // Standard → Compact
    expect(classChange('MBMR', 'EDMV')).toBe('upgrade'); // Mini → Economy
    expect(classChange('SWAD', 'SFBI')).toBe('other'); // both Standard
    expect(classChange(null, 'SFBI')).toBe('other'); // a class without a code (a trailer)
    expect(classChange('EDMV', undefined)).toBe('other');
    expect(classChange('XDMV', 'EDMV')).toBe('other'); // Special is not ranked
    expect(classChange('edmv', 'idar')).toBe('upgrade');
  });

  it('words each change for the planner, and an unknown value as another class', () => {
    expect(['upgrade', 'downgrade', 'other', 'something new'].map(classChangeLabel)).toEqual(['oppgradering', 'nedgradering', 'annan klasse', 'annan klasse']);
  });
});
