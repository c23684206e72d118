/** The admin lists read an id filter from the address only when it is an id: the number the filter popup writes. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { idFilter, redirectGlobalIdFilters } from '../../web/src/admin/kit/listParams.ts';

describe('idFilter', () => {
  it('turns the database id the filter popup writes into the global id the query takes', () => {
    expect(idFilter('3', 'Company')).toBe(encodeGlobalID('Company', 3));
    expect(idFilter('2147483647', 'Location')).toBe(encodeGlobalID('Location', 2147483647));
  });

  it('drops what the server would refuse (the whole list once answered "Ugyldig forespørsel")', () => {
    for (const value of ['abc', '0', '-3', '1.5', '2147483648', ' 3', encodeGlobalID('Company', 3), '', null, undefined]) {
      expect(idFilter(value, 'Company'), String(value)).toBeNull();
    }
  });
});

describe('redirectGlobalIdFilters', () => {
  /** Where the loader sends an address (null: it stays). */
  const target = (href: string) => {
    try {
      redirectGlobalIdFilters(new URL(href), { lokasjon: 'Location', kategori: 'ProductCategory' });
      return null;
    } catch (answer) {
      return (answer as Response).headers.get('location');
    }
  };

  it('sends an old link with global ids to the same list with the numbers, keeping the other parameters', () => {
    const old = `http://x/admin/a/leieprodukter?status=draft&kategori=${encodeURIComponent(encodeGlobalID('ProductCategory', 4))}&lokasjon=${encodeURIComponent(encodeGlobalID('Location', 2))}`;
    expect(target(old)).toBe('/admin/a/leieprodukter?status=draft&kategori=4&lokasjon=2');
  });

  it('leaves numbers, and values that are no id of the filter\'s kind, for the list to read or ignore', () => {
    expect(target('http://x/admin/a/produkter?lokasjon=2')).toBeNull();
    expect(target(`http://x/admin/a/produkter?lokasjon=${encodeURIComponent(encodeGlobalID('Company', 2))}`)).toBeNull();
    expect(target('http://x/admin/a/produkter?lokasjon=abc')).toBeNull();
  });
});
