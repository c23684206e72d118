/** The admin lists read an id filter from the address only when it is an id of the filter's kind. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { idFilter } from '../../web/src/admin/kit/listParams.ts';

describe('idFilter', () => {
  it('keeps a global id of the right type, as the filter popup writes it', () => {
    expect(idFilter(encodeGlobalID('Company', 3), 'Company')).toBe(encodeGlobalID('Company', 3));
    expect(idFilter(encodeGlobalID('Location', 2147483647), 'Location')).toBe(encodeGlobalID('Location', 2147483647));
  });

  it('drops what the server would refuse (the whole list once answered "Ugyldig forespørsel")', () => {
    for (const value of ['abc', '3', encodeGlobalID('Location', 3), encodeGlobalID('Company', '1.5'), encodeGlobalID('Company', 2147483648), encodeGlobalID('Company', 'x'), '', null, undefined]) {
      expect(idFilter(value, 'Company'), String(value)).toBeNull();
    }
  });
});
