/** The admin's way back (`listBack`): which router states a page follows back, and how far a chain reaches. */
import { describe, expect, it } from 'vitest';
import { isCustomerPage } from '../../web/src/admin/customers/paths.ts';
import { backOf, backStateOf } from '../../web/src/admin/kit/listBack.ts';

const LIST = '/admin/fjordbil-bergen/booking';
const PLANNER = '/admin/fjordbil-bergen/planlegging';
const customer = (path: string) => isCustomerPage(path, 'fjordbil-bergen');

describe('backOf', () => {
  it('goes back to the list as it was filtered, with the page it came from', () => {
    expect(backOf({ back: `${LIST}?booking_status=pending&side=3` }, LIST, [LIST])).toEqual({ to: `${LIST}?booking_status=pending&side=3`, state: undefined });
    expect(backOf({ back: `${PLANNER}?fra=2026-12-07` }, LIST, [LIST, PLANNER])).toEqual({ to: `${PLANNER}?fra=2026-12-07`, state: undefined });
  });

  it('hands the earlier page\'s own way back along (a customer\'s page → a booking → the customer → the filtered list)', () => {
    const state = { back: '/admin/fjordbil-bergen/kunder/12', backState: { back: '/admin/fjordbil-bergen/kunder?sok=Hansen' } };
    expect(backOf(state, LIST, [LIST, customer])).toEqual({ to: '/admin/fjordbil-bergen/kunder/12', state: { back: '/admin/fjordbil-bergen/kunder?sok=Hansen' } });
  });

  it('falls back to the whole list for no state, a page not named, another account, another site or junk', () => {
    const whole = { to: LIST, state: undefined };
    expect(backOf(null, LIST, [LIST])).toEqual(whole);
    expect(backOf({ back: '/admin/fjordbil-bergen/produkter?status=public' }, LIST, [LIST, PLANNER])).toEqual(whole);
    expect(backOf({ back: '/admin/fjordbil-oslo/kunder/12' }, LIST, [LIST, customer])).toEqual(whole);
    expect(backOf({ back: '/admin/fjordbil-bergen/kunder/12/../../../x' }, LIST, [LIST, customer])).toEqual(whole);
    expect(backOf({ back: '//evil.example/admin/fjordbil-bergen/booking' }, LIST, [LIST])).toEqual(whole);
    expect(backOf({ back: 'https://evil.example' }, LIST, [LIST])).toEqual(whole);
    expect(backOf({ back: 42 }, LIST, [LIST])).toEqual(whole);
    expect(backOf('text', LIST, [LIST])).toEqual(whole);
  });
});

describe('backStateOf', () => {
  it('keeps at most four pages of a chain and drops a broken link in it', () => {
    let chain: unknown = { back: '/a0' };
    for (let i = 1; i < 10; i++) chain = { back: `/a${i}`, backState: chain };
    let depth = 0;
    for (let s = backStateOf(chain); s; s = s.backState) depth += 1;
    expect(depth).toBe(4);
    expect(backStateOf({ back: '/a', backState: { back: 'https://evil.example' } })).toEqual({ back: '/a' });
  });
});

describe('isCustomerPage', () => {
  it('is a person\'s or a business customer\'s page in that account, nothing else', () => {
    expect(customer('/admin/fjordbil-bergen/kunder/12')).toBe(true);
    expect(customer('/admin/fjordbil-bergen/bedrift5')).toBe(true);
    expect(customer('/admin/fjordbil-bergen/kunder')).toBe(false);
    expect(customer('/admin/fjordbil-bergen/kunder/12/x')).toBe(false);
    expect(customer('/admin/fjordbil-bergen-nord/kunder/12')).toBe(false);
  });
});
