/** The register rules of spec 1 section 5: phone with country code, password of 8+ with a letter and a digit. */
import { describe, expect, it } from 'vitest';
import { isValidPassword, isValidPhone, normaliseEmail, normalisePhone, PASSWORD_MESSAGE } from '../../server/domain/credentials.ts';
import { validatePasswordChange, validateRegister } from '../../web/src/account/validation.ts';
import { mayChange, ROLES, roleLevel, ROLE_LABELS } from '../../server/domain/roles.ts';

describe('phone numbers', () => {
  it.each(['+4791234567', '004791234567', '4791234567', '+47 912 34 567', '+1 202-555-0143', '+354 1234'])('accepts %s', (p) => {
    expect(isValidPhone(p)).toBe(true);
  });
  it.each(['', '1234', '+47', '91234567x', '+47 12', '+4712345678901234567', 'ring meg'])('refuses %s', (p) => {
    expect(isValidPhone(p)).toBe(false);
  });
  it('stores what was typed without spaces', () => {
    expect(normalisePhone('+47 (912) 34-567')).toBe('+4791234567');
  });
});

describe('passwords', () => {
  it.each([
    ['abcdefg1', true],
    ['Æøåæøå12', true],
    ['abc1', false],
    ['abcdefgh', false],
    ['12345678', false],
    ['        1', false],
  ])('%s → %s', (pw, ok) => {
    expect(isValidPassword(pw)).toBe(ok);
  });

  // Spec 1 §5/§9: "at least 8 characters" counts characters, not UTF-16 code units (an emoji is two of those).
  it('counts an emoji as one character: 7 characters are refused, 8 accepted, on the server and in the web forms', () => {
    const seven = 'abc123😀';
    const eight = 'abcd123😀';
    expect([seven.length, [...seven].length]).toEqual([8, 7]);
    expect(isValidPassword(seven)).toBe(false);
    expect(isValidPassword(eight)).toBe(true);
    expect(isValidPassword('😀😀😀😀😀😀a1')).toBe(true);
    expect(isValidPassword('😀😀😀😀😀a1')).toBe(false);
    const register = (pw: string) => validateRegister({ user_firstname: 'Ola', user_lastname: 'Nordmann', user_phone: '+4791234567', user_email: 'ola@example.no', user_password: pw });
    expect(register(seven)).toEqual({ user_password: PASSWORD_MESSAGE });
    expect(register(eight)).toEqual({});
    expect(validatePasswordChange({ currentPassword: 'gammalt1', newPassword: seven })).toEqual({ newPassword: PASSWORD_MESSAGE });
    expect(validatePasswordChange({ currentPassword: 'gammalt1', newPassword: eight })).toEqual({});
  });
});

describe('e-mail', () => {
  it('is compared trimmed and in lower case', () => {
    expect(normaliseEmail('  Kari@Example.NO ')).toBe('kari@example.no');
  });
});

describe('roles', () => {
  it('labels all nine roles in Norwegian and places them at their level', () => {
    expect(ROLES).toHaveLength(9);
    expect(ROLE_LABELS.site_franchise_auditor).toBe('Franchiserevisor');
    expect(ROLES.map(roleLevel)).toEqual(['network', 'site', 'site', 'site', 'site', 'company', 'company', 'location', 'location']);
  });

  it('follows the role table', () => {
    expect(mayChange('site_franchise_auditor', 'bookings')).toBe(false);
    expect(mayChange('site_support_agent', 'customers')).toBe(true);
    expect(mayChange('site_support_agent', 'locations')).toBe(false);
    expect(mayChange('location_manager', 'products')).toBe(true);
    expect(mayChange('location_manager', 'rentaloptions')).toBe(false);
    expect(mayChange('location_employee', 'bookings')).toBe(true);
    expect(mayChange('location_employee', 'customers')).toBe(false);
    expect(mayChange('company_manager', 'settings')).toBe(true);
  });
});
