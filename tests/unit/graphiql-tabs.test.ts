/** GraphiQL's partner tabs as shipped: each carries the headers its operation needs, so following it literally works. */
import { describe, expect, it } from 'vitest';
import { graphiqlOptions } from '../../server/http/graphiql.ts';
import { PARTNER_OPERATIONS } from '../../server/http/trustedDocuments.ts';

describe('the partner tabs of GraphiQL', () => {
  const tabs = graphiqlOptions().defaultTabs ?? [];

  it('has a tab per shipped operation, each with the Authorization header to fill in', () => {
    for (const op of PARTNER_OPERATIONS) {
      const tab = tabs.find((t) => t.query === op.text);
      expect(tab, op.name).toBeDefined();
      expect(Object.keys(JSON.parse(tab!.headers!)), op.name).toContain('Authorization');
    }
  });

  it('gives the booking tab its Idempotency-Key header (a partner order without one is refused)', () => {
    const mutations = PARTNER_OPERATIONS.filter((op) => op.type === 'mutation');
    expect(mutations.map((op) => op.name)).toContain('PartnerCreateBooking');
    for (const op of mutations) {
      const headers = JSON.parse(tabs.find((t) => t.query === op.text)!.headers!);
      expect(headers['Idempotency-Key'], op.name).toEqual(expect.any(String));
    }
    for (const op of PARTNER_OPERATIONS.filter((o) => o.type !== 'mutation')) {
      expect(JSON.parse(tabs.find((t) => t.query === op.text)!.headers!)['Idempotency-Key'], op.name).toBeUndefined();
    }
  });

  it('writes the note on how to authenticate in lines the query editor shows whole (no sideways scrolling to read it)', () => {
    const note = tabs[0]!.query!.split('\n').filter((line) => line.startsWith('#'));
    expect(note.join('\n')).toContain('Authorization');
    // About 50 characters show beside the result in a 1280 px window.
    for (const line of note) expect(line.length, line).toBeLessThanOrEqual(50);
  });

  it('takes the place ids of the examples from the key\'s own places, not from publicLocations (it lists places a key is refused)', () => {
    expect(tabs[0]!.query).toContain('partner { locations { id name } }');
    for (const op of PARTNER_OPERATIONS.filter((o) => o.exampleVariables.includes('LocationId'))) {
      expect(op.exampleVariables, op.name).not.toContain('publicLocations');
      expect(op.exampleVariables, op.name).toContain('partner { locations { id } }');
    }
    expect(PARTNER_OPERATIONS.filter((o) => o.exampleVariables.includes('LocationId')).map((o) => o.name).sort()).toEqual(['PartnerCreateBooking', 'PartnerRentalSearch']);
  });

  it('opens the partner tabs in the order a partner works: search, book, read the bookings', () => {
    const names = tabs.slice(1).map((t) => PARTNER_OPERATIONS.find((op) => op.text === t.query)?.name);
    expect(names).toEqual(['PartnerRentalSearch', 'PartnerCreateBooking', 'PartnerBookings']);
  });
});
