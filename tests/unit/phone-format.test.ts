import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../server/domain/phone.ts';

describe('formatPhone (issue 8, defect 14: /konto showed "48123456")', () => {
  it.each([
    ['48123456', '481 23 456'],
    ['+4748123456', '+47 481 23 456'],
    ['004748123456', '+47 481 23 456'],
    ['+47 481-23-456', '+47 481 23 456'],
    ['55203040', '55 20 30 40'],
    ['+4755203040', '+47 55 20 30 40'],
    ['+46701234567', '+46 701 234 567'],
    ['+12025550100', '+1 202 555 0100'],
    ['+1 202 555 0100', '+1 202 555 0100'],
    ['+358401234567', '+358 401 234 567'],
    ['ikkje eit nummer', 'ikkje eit nummer'],
    ['', ''],
  ])('%s → %s', (raw, shown) => expect(formatPhone(raw)).toBe(shown));
});
