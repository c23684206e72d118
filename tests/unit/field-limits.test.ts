/**
 * One length limit per field (server/domain/booking.ts `BOOKING_FIELD_LIMITS`, customer.ts `CUSTOMER_LIMITS`,
 * otherPlace.ts `OTHER_PLACE_ADDRESS_MAX`): the server's schemas and the web forms' maxLength (and the web's own checks
 * where it has them) accept a value of the limit's length and refuse one character more. Before, the forms and the
 * schemas each typed 100, 254, 40, 200, 30 and 2000 themselves, so the first change on one side would have let a form
 * take what the server then refuses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BOOKING_FIELD_LIMITS } from '../../server/domain/booking.ts';
import { CUSTOMER_LIMITS } from '../../server/domain/customer.ts';
import { OTHER_PLACE_ADDRESS_MAX, otherPlaceAddressErrors } from '../../server/domain/otherPlace.ts';
import { orderSchema } from '../../server/services/bookingCreate.ts';
import { bookingPatchSchema } from '../../server/services/bookingWrite.ts';
import { registerSchema } from '../../server/services/registration.ts';
import { validateRegister } from '../../web/src/account/validation.ts';
import { emptyValues, newBookingSchema } from '../../web/src/admin/bookings/newBookingValues.ts';
import { EMPTY_CUSTOMER } from '../../web/src/shop/wizard/booking.ts';
import { customerErrors } from '../../web/src/shop/wizard/customerValidation.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The shared constants a web form may name in its maxLength. */
const SHARED: Record<string, unknown> = { BOOKING_FIELD_LIMITS, CUSTOMER_LIMITS, OTHER_PLACE_ADDRESS_MAX };

const SHOP_CUSTOMER = 'web/src/shop/wizard/CustomerForm.tsx';
const SHOP_ORDER = 'web/src/shop/wizard/OrderForm.tsx';
const REGISTER = 'web/src/account/RegisterPage.tsx';
const STAFF_NEW_CUSTOMER = 'web/src/admin/bookings/NewBookingCustomer.tsx';
const STAFF_NEW_BOOKING = 'web/src/admin/bookings/NewBookingForm.tsx';
const STAFF_CUSTOMER_TAB = 'web/src/admin/bookings/CustomerTab.tsx';
const STAFF_GENERAL_TAB = 'web/src/admin/bookings/GeneralTab.tsx';

/**
 * Each input of a form file by its field name (its `name`, or the RegisterPage's `field('…')`) with the expression its
 * maxLength is given, e.g. "BOOKING_FIELD_LIMITS.firstname".
 */
function maxLengthsIn(file: string): Map<string, string> {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const found = new Map<string, string>();
  for (const [element] of text.matchAll(/<(?:TextField|FormField|textarea)\b[\s\S]*?\/>/g)) {
    const name = /\bname="(\w+)"/.exec(element)?.[1] ?? /\bfield\('(\w+)'\)/.exec(element)?.[1];
    const max = /\bmaxLength=\{([^}]+)\}/.exec(element)?.[1];
    if (name && max) found.set(name, max.trim());
  }
  return found;
}

/** The value of a shared constant named in a form ("CUSTOMER_LIMITS.name"); undefined for anything else (a literal). */
function sharedValue(expression: string): number | undefined {
  const m = /^([A-Z_]+)(?:\.(\w+))?$/.exec(expression);
  if (!m || !(m[1]! in SHARED)) return undefined;
  const value = m[2] ? (SHARED[m[1]!] as Record<string, unknown>)[m[2]] : SHARED[m[1]!];
  return typeof value === 'number' ? value : undefined;
}

/** True when the schema has no issue on `field` for this input (other fields may have theirs). */
function fieldAccepted(schema: z.ZodType, input: Record<string, unknown>, field: string): boolean {
  const r = schema.safeParse(input);
  return r.success || !r.error.issues.some((i) => i.path[0] === field);
}

/** Otherwise valid values of exactly `n` characters. */
const VALUES = {
  text: (n: number) => 'a'.repeat(n),
  email: (n: number) => `${'a'.repeat(n - '@example.no'.length)}@example.no`,
  phone: (n: number) => `+47${' '.repeat(n - 11)}91234567`,
  orgnr: (n: number) => `912${' '.repeat(n - 9)}345678`,
};

type Check = (value: string) => boolean;
const order = (field: string): [string, Check] => [`server orderSchema.${field}`, (v) => fieldAccepted(orderSchema, { [field]: v }, field)];
const patch = (field: string): [string, Check] => [`server bookingPatchSchema.${field}`, (v) => fieldAccepted(bookingPatchSchema, { [field]: v }, field)];
const register = (field: string): [string, Check] => [`server registerSchema.${field}`, (v) => fieldAccepted(registerSchema, { [field]: v }, field)];

interface Limit {
  what: string;
  limit: number;
  value: (n: number) => string;
  /** The server's checks of the field. */
  server: [string, Check][];
  /** The web's own checks, where the form has one beyond its maxLength. */
  web?: [string, Check][];
  /** Form file and field name of every input of the field. */
  inputs: [string, string][];
}

const B = BOOKING_FIELD_LIMITS;
const LIMITS: Limit[] = [
  {
    what: 'first name',
    limit: B.firstname,
    value: VALUES.text,
    server: [order('firstname'), patch('guestFirstname')],
    inputs: [[SHOP_CUSTOMER, 'firstname'], [STAFF_NEW_CUSTOMER, 'firstname'], [STAFF_CUSTOMER_TAB, 'guestFirstname']],
  },
  {
    what: 'last name',
    limit: B.lastname,
    value: VALUES.text,
    server: [order('lastname'), patch('guestLastname')],
    inputs: [[SHOP_CUSTOMER, 'lastname'], [STAFF_NEW_CUSTOMER, 'lastname'], [STAFF_CUSTOMER_TAB, 'guestLastname']],
  },
  {
    what: 'e-mail',
    limit: B.email,
    value: VALUES.email,
    server: [order('email'), patch('guestEmail')],
    web: [
      ['web shop step 5 (customerErrors)', (v) => !customerErrors({ ...EMPTY_CUSTOMER, email: v }, 'privat', true).email],
      ['web staff new booking (newBookingSchema)', (v) => fieldAccepted(newBookingSchema(new Set()), { ...emptyValues(), email: v }, 'email')],
    ],
    inputs: [[SHOP_CUSTOMER, 'email'], [STAFF_NEW_CUSTOMER, 'email'], [STAFF_CUSTOMER_TAB, 'guestEmail']],
  },
  {
    what: 'phone',
    limit: B.phone,
    value: VALUES.phone,
    server: [order('phone'), patch('guestPhone')],
    inputs: [[SHOP_CUSTOMER, 'phone'], [STAFF_NEW_CUSTOMER, 'phone'], [STAFF_CUSTOMER_TAB, 'guestPhone']],
  },
  {
    what: 'business name',
    limit: B.businessName,
    value: VALUES.text,
    server: [order('businessName'), patch('guestBusinessName')],
    inputs: [[SHOP_CUSTOMER, 'businessName'], [STAFF_NEW_CUSTOMER, 'businessName'], [STAFF_CUSTOMER_TAB, 'guestBusinessName']],
  },
  {
    what: 'organisation number',
    limit: B.businessNumber,
    value: VALUES.orgnr,
    server: [order('businessNumber'), patch('guestBusinessOrgnr')],
    inputs: [[SHOP_CUSTOMER, 'businessNumber'], [STAFF_NEW_CUSTOMER, 'businessNumber'], [STAFF_CUSTOMER_TAB, 'guestBusinessOrgnr']],
  },
  {
    what: 'reference',
    limit: B.reference,
    value: VALUES.text,
    server: [order('reference'), patch('reference')],
    inputs: [[SHOP_ORDER, 'reference'], [STAFF_NEW_BOOKING, 'reference'], [STAFF_GENERAL_TAB, 'reference']],
  },
  {
    what: 'comment',
    limit: B.comment,
    value: VALUES.text,
    server: [order('comment'), patch('comment')],
    inputs: [[SHOP_ORDER, 'comment'], [STAFF_NEW_BOOKING, 'comment'], [STAFF_GENERAL_TAB, 'comment']],
  },
  {
    what: '"Annet sted" address',
    limit: OTHER_PLACE_ADDRESS_MAX,
    value: VALUES.text,
    server: [
      // The order checks the address by the domain rule (services/bookingCreate.ts, after its schema).
      ['server order rule (otherPlaceAddressErrors), pick-up', (v) => otherPlaceAddressErrors({ pickupIsOther: true, dropoffIsOther: false, pickupAddress: v }).length === 0],
      ['server order rule (otherPlaceAddressErrors), drop-off', (v) => otherPlaceAddressErrors({ pickupIsOther: false, dropoffIsOther: true, dropoffAddress: v }).length === 0],
      patch('pickupAddress'),
      patch('dropoffAddress'),
    ],
    web: [
      ['web shop step 5 (customerErrors)', (v) => !customerErrors({ ...EMPTY_CUSTOMER, pickupAddress: v }, 'privat', true, { pickupIsOther: true, dropoffIsOther: false }).pickupAddress],
      ['web staff new booking (newBookingSchema)', (v) => fieldAccepted(newBookingSchema(new Set(['9'])), { ...emptyValues(), pickupLocationId: '9', pickupAddress: v }, 'pickupAddress')],
    ],
    inputs: [[SHOP_CUSTOMER, 'pickupAddress'], [SHOP_CUSTOMER, 'dropoffAddress'], [STAFF_NEW_BOOKING, 'pickupAddress'], [STAFF_NEW_BOOKING, 'dropoffAddress']],
  },
  {
    what: 'registration: name',
    limit: CUSTOMER_LIMITS.name,
    value: VALUES.text,
    server: [register('firstname'), register('lastname')],
    inputs: [[REGISTER, 'user_firstname'], [REGISTER, 'user_lastname']],
  },
  {
    what: 'registration: e-mail',
    limit: CUSTOMER_LIMITS.email,
    value: VALUES.email,
    server: [register('email')],
    web: [['web register form (validateRegister)', (v) => !validateRegister({ user_firstname: '', user_lastname: '', user_phone: '', user_email: v, user_password: '' }).user_email]],
    inputs: [[REGISTER, 'user_email']],
  },
];

describe('one length limit per field', () => {
  it.each(LIMITS)('$what: the server accepts the limit ($limit characters) and refuses one more', ({ limit, value, server }) => {
    expect(value(limit)).toHaveLength(limit);
    expect(value(limit + 1)).toHaveLength(limit + 1);
    for (const [where, accepts] of server) {
      expect(accepts(value(limit)), `${where} accepts ${limit}`).toBe(true);
      expect(accepts(value(limit + 1)), `${where} refuses ${limit + 1}`).toBe(false);
    }
  });

  it.each(LIMITS)('$what: the web accepts the limit and refuses one more (maxLength from the shared constant, own checks)', ({ limit, value, web = [], inputs }) => {
    for (const [file, name] of inputs) {
      const expression = maxLengthsIn(file).get(name);
      expect(expression, `${file}: ${name} has a maxLength`).toBeDefined();
      const max = sharedValue(expression!);
      expect(max, `${file}: ${name} takes its maxLength from server/domain, not "${expression}"`).toBeDefined();
      // What the browser lets through an input with this maxLength.
      expect(limit <= max!, `${file}: ${name} accepts ${limit}`).toBe(true);
      expect(limit + 1 <= max!, `${file}: ${name} refuses ${limit + 1}`).toBe(false);
    }
    for (const [where, accepts] of web) {
      expect(accepts(value(limit)), `${where} accepts ${limit}`).toBe(true);
      expect(accepts(value(limit + 1)), `${where} refuses ${limit + 1}`).toBe(false);
    }
  });

  it("counts the shop's comment against the same limit", () => {
    expect(fs.readFileSync(path.join(root, SHOP_ORDER), 'utf8')).toContain('{comment.length}/{BOOKING_FIELD_LIMITS.comment}');
  });
});
