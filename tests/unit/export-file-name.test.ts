/** A customer export's file name carries the day it was made as staff live it, in Oslo, not in UTC. */
import { describe, expect, it } from 'vitest';
import { exportFileName } from '../../server/services/customerWrite.ts';

describe('the customer export\'s file name', () => {
  it('is dated by the Oslo day, also in the hours after midnight when UTC is still on the day before', () => {
    // 00:30 Oslo on 1 December (winter time, UTC+1) is 23:30 UTC on 30 November.
    expect(exportFileName(7, new Date('2026-11-30T23:30:00Z'))).toBe('kunde-7-2026-12-01.json');
    // 01:30 Oslo on 1 July (summer time, UTC+2) is 23:30 UTC on 30 June.
    expect(exportFileName(7, new Date('2027-06-30T23:30:00Z'))).toBe('kunde-7-2027-07-01.json');
    expect(exportFileName(12, new Date('2026-12-01T12:00:00Z'))).toBe('kunde-12-2026-12-01.json');
  });
});
