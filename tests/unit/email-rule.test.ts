/**
 * One e-mail rule (server/domain/email.ts): the shop's step 5, the account forms, staff's booking, customer, location
 * and partner forms and every server schema that takes an address accept and refuse the same addresses. Before, the web
 * forms and the domain's customer/location schemas used a looser pattern than the server's z.email(), so an address
 * like `ola@blåbær.no` passed a form and was then refused by the order, the registration or the password reset.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { customerFormSchema, customerPatchSchema } from '../../server/domain/customer.ts';
import { EMAIL_MAX_LENGTH, emailFormat, isValidEmail } from '../../server/domain/email.ts';
import { locationPatchSchema } from '../../server/domain/location.ts';
import { apiKeyCreateSchema } from '../../server/services/apiKeyAdmin.ts';
import { requestResetSchema } from '../../server/services/auth.ts';
import { orderSchema } from '../../server/services/bookingCreate.ts';
import { bookingPatchSchema } from '../../server/services/bookingWrite.ts';
import { registerSchema } from '../../server/services/registration.ts';
import { validateEmailOnly, validateLogin, validateRegister } from '../../web/src/account/validation.ts';
import { emptyValues, newBookingSchema } from '../../web/src/admin/bookings/newBookingValues.ts';
import { EMPTY_CUSTOMER } from '../../web/src/shop/wizard/booking.ts';
import { customerErrors } from '../../web/src/shop/wizard/customerValidation.ts';

const GOOD = [
  'ola@example.no',
  'ola.nordmann+leige@example.no',
  'ola@sub.example.co.uk',
  'Kari_Nordmann@Example.NO',
  "o'neil@example.com",
  'kari-1@bil-utleige.no',
];
const BAD = [
  'ola@blåbær.no',
  'ola@example.c',
  'ola&kari@example.no',
  'ola@example.no.',
  'ola@example',
  'ola.@example.no',
  '.ola@example.no',
  'ola..nordmann@example.no',
  'ola@-example.no',
  'øyvind@example.no',
  'ola@@example.no',
  'ola nordmann@example.no',
  'ola@example..no',
  `${'a'.repeat(EMAIL_MAX_LENGTH - '@example.no'.length + 1)}@example.no`,
];

/** True when the schema has no issue on `field` for this input (other fields may have theirs). */
function fieldAccepted(schema: z.ZodType, input: Record<string, unknown>, field: string): boolean {
  const r = schema.safeParse(input);
  return r.success || !r.error.issues.some((i) => i.path[0] === field);
}

/** Every check that takes an address, by where it runs: true when it accepts `email`. */
const CHECKS: Record<string, (email: string) => boolean> = {
  'domain isValidEmail': (e) => isValidEmail(e),
  'domain emailFormat (partner form)': (e) => emailFormat().safeParse(e).success,
  'web shop step 5 (customerErrors)': (e) => !customerErrors({ ...EMPTY_CUSTOMER, email: e }, 'privat', true).email,
  'web register form': (e) => !validateRegister({ user_firstname: '', user_lastname: '', user_phone: '', user_email: e, user_password: '' }).user_email,
  'web forgotten-password form': (e) => !validateEmailOnly({ user_email: e }).user_email,
  'web staff new booking': (e) => fieldAccepted(newBookingSchema(new Set()), { ...emptyValues(), email: e }, 'email'),
  'domain customer form (staff, web and server)': (e) => fieldAccepted(customerFormSchema, { firstname: 'Ola', lastname: 'Nordmann', email: e }, 'email'),
  'domain customer patch (updateCustomer)': (e) => fieldAccepted(customerPatchSchema, { email: e }, 'email'),
  'domain location public e-mail': (e) => fieldAccepted(locationPatchSchema, { publicEmail: e }, 'publicEmail'),
  'domain location private e-mail': (e) => fieldAccepted(locationPatchSchema, { privateEmail: e }, 'privateEmail'),
  'server order (shop)': (e) => fieldAccepted(orderSchema, { email: e }, 'email'),
  'server registration': (e) => fieldAccepted(registerSchema, { email: e }, 'email'),
  'server password reset': (e) => fieldAccepted(requestResetSchema, { email: e }, 'email'),
  'server booking guest e-mail': (e) => fieldAccepted(bookingPatchSchema, { guestEmail: e }, 'guestEmail'),
  'server partner key contact': (e) => fieldAccepted(apiKeyCreateSchema, { contactEmail: e }, 'contactEmail'),
};

describe('one e-mail rule', () => {
  it.each(GOOD)('every check accepts %s', (email) => {
    const refusedBy = Object.entries(CHECKS).filter(([, accepts]) => !accepts(email)).map(([where]) => where);
    expect(refusedBy).toEqual([]);
  });

  it.each(BAD)('every check refuses %s', (email) => {
    const acceptedBy = Object.entries(CHECKS).filter(([, accepts]) => accepts(email)).map(([where]) => where);
    expect(acceptedBy).toEqual([]);
  });

  it('leaves the log-in form out of it: any address filled in is sent, so an account saved under an older rule logs in', () => {
    for (const email of [...GOOD, 'ola@blåbær.no', 'ola@example.c']) expect(validateLogin({ email, password: 'x' }), email).toEqual({});
    expect(validateLogin({ email: ' ', password: 'x' })).toEqual({ email: 'E-post må fyllast ut.' });
  });

  it('keeps each place\'s message', () => {
    expect(customerErrors({ ...EMPTY_CUSTOMER, email: 'ola@blåbær.no' }, 'privat', true).email).toBe('Ugyldig e-postadresse.');
    expect(validateEmailOnly({ user_email: 'ola@example.c' }).user_email).toBe('Ugyldig e-postadresse.');
    const reg = registerSchema.safeParse({ email: 'ola&kari@example.no' });
    expect(reg.success || reg.error.issues.find((i) => i.path[0] === 'email')?.message).toBe('Ugyldig e-postadresse.');
    const loc = locationPatchSchema.safeParse({ publicEmail: 'ola@example.no.' });
    expect(loc.success || loc.error.issues.find((i) => i.path[0] === 'publicEmail')?.message).toBe('Ugyldig e-postadresse.');
  });

  it('is written once: no other e-mail pattern or z.email() in the server or the web', () => {
    const roots = ['server', 'web/src'].map((r) => path.resolve(import.meta.dirname, '../..', r));
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!['node_modules', 'generated', '__generated__'].includes(entry.name)) walk(full);
        } else if (/\.tsx?$/.test(entry.name) && !full.endsWith(path.join('server', 'domain', 'email.ts'))) {
          const text = fs.readFileSync(full, 'utf8');
          if (/z\.email\(|\.email\(\s*['"{]|\[\^\\s@\]\+@/.test(text)) offenders.push(path.relative(process.cwd(), full));
        }
      }
    };
    roots.forEach(walk);
    expect(offenders).toEqual([]);
  });
});
