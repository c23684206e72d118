/** GraphiQL's partner tabs as shipped: each carries the headers its operation needs, so following it literally works. */
import { describe, expect, it } from 'vitest';
import { graphiqlOptions } from '../../server/http/graphiql.ts';
import { PARTNER_OPERATIONS } from '../../server/http/trustedDocuments.ts';

describe('the partner tabs of GraphiQL', () => {
  const tabs = graphiqlOptions('Fjordbil').defaultTabs ?? [];

  it('has a tab per shipped operation, each with the Authorization header to fill in', () => {
    for (const op of PARTNER_OPERATIONS) {
      const tab = tabs.find((t) => t.query === op.text);
      expect(tab, op.name).toBeDefined();
      expect(Object.keys(JSON.parse(tab!.headers!)), op.name).toContain('Authorization');
    }
  });

  it('gives the booking tab its Idempotency-Key header (a partner order without one is refused), and no other tab', () => {
    const booking = PARTNER_OPERATIONS.find((op) => op.name === 'PartnerCreateBooking')!;
    expect(JSON.parse(tabs.find((t) => t.query === booking.text)!.headers!)['Idempotency-Key']).toEqual(expect.any(String));
    // Cancelling needs none: sent again it changes nothing.
    for (const op of PARTNER_OPERATIONS.filter((o) => o !== booking)) {
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

  it('opens the partner tabs in the order a partner works: its places, search, book, read the bookings, cancel one', () => {
    const names = tabs.slice(1).map((t) => PARTNER_OPERATIONS.find((op) => op.text === t.query)?.name);
    expect(names).toEqual(['PartnerLocations', 'PartnerRentalSearch', 'PartnerCreateBooking', 'PartnerBookings', 'PartnerCancelBooking']);
  });
});

describe('GraphiQL\'s title and note', () => {
  it('name the site, not a fallback word', () => {
    const options = graphiqlOptions('Fjordbil');
    expect(options.title).toBe('Fjordbil GraphQL');
    expect(options.defaultTabs![0]!.query).toContain('# Partnar-API-et til Fjordbil.');
    expect(JSON.stringify(options)).not.toContain('Utleige');
  });

  it('keep a site name with a line break on the comment\'s line (the rest would become query text)', () => {
    const first = graphiqlOptions('Fjord\nbil\r\n{ x }').defaultTabs![0]!.query!.split('\n')[0];
    expect(first).toBe('# Partnar-API-et til Fjord bil { x }.');
  });

  it('say no name when there is no site yet', () => {
    const options = graphiqlOptions(null);
    expect(options.title).toBe('GraphQL');
    expect(options.defaultTabs![0]!.query!.split('\n')[0]).toBe('# Partnar-API-et.');
  });
});
