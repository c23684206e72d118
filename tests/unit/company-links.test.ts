/** Spec 2's company_id in admin addresses: the links that carry it, the lists that read it, the old ?firma= moved to it. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { companyFilter, redirectFirma } from '../../web/src/admin/kit/listParams.ts';
import { sectionHref } from '../../web/src/admin/sections.ts';

describe('sectionHref', () => {
  it('appends company_id for a company or location account, to every section but kunder', () => {
    expect(sectionHref('fjordbil-bergen', 'produkter', 1)).toBe('/admin/fjordbil-bergen/produkter?company_id=1');
    expect(sectionHref('fjordbil-bergen', 'booking?booking_status=active', 1)).toBe('/admin/fjordbil-bergen/booking?booking_status=active&company_id=1');
    expect(sectionHref('fjordbil-bergen', 'kunder', 1)).toBe('/admin/fjordbil-bergen/kunder');
  });

  it('appends nothing at network or site level', () => {
    expect(sectionHref('systemeier', 'produkter', null)).toBe('/admin/systemeier/produkter');
    expect(sectionHref('fjordbil', 'booking?booking_status=active', undefined)).toBe('/admin/fjordbil/booking?booking_status=active');
  });
});

describe('companyFilter', () => {
  it("reads a company's database id as the global id the queries take", () => {
    expect(companyFilter('3')).toBe(encodeGlobalID('Company', 3));
    expect(companyFilter('2147483647')).toBe(encodeGlobalID('Company', 2147483647));
  });

  it('ignores what is no database id', () => {
    for (const value of ['abc', '0', '-1', '1.5', '2147483648', encodeGlobalID('Company', 3), '', null, undefined]) expect(companyFilter(value), String(value)).toBeNull();
  });
});

describe('redirectFirma', () => {
  const moved = (address: string) => {
    try {
      redirectFirma(new URL(address, 'http://x'));
      return null;
    } catch (e) {
      return (e as Response).headers.get('Location');
    }
  };

  it('moves an old ?firma= (a global id) to company_id and keeps the rest of the address', () => {
    expect(moved(`/admin/systemeier/produkter?status=rentable&firma=${encodeURIComponent(encodeGlobalID('Company', 4))}`)).toBe('/admin/systemeier/produkter?status=rentable&company_id=4');
  });

  it('drops a ?firma= that is no company id, and never overrides a company_id already there', () => {
    expect(moved('/admin/s/lokasjoner?firma=abc&sok=x')).toBe('/admin/s/lokasjoner?sok=x');
    expect(moved(`/admin/s/lokasjoner?company_id=2&firma=${encodeGlobalID('Company', 4)}`)).toBe('/admin/s/lokasjoner?company_id=2');
  });

  it('leaves an address without ?firma= alone', () => {
    expect(moved('/admin/s/lokasjoner?company_id=2')).toBeNull();
  });
});
