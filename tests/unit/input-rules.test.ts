/**
 * The pure input rules: one calendar-exact date-time rule, one text rule, the LIKE escape, the page-path normal form
 * and the same-origin redirect. Property-based where the space is large (fast-check, fixed seed).
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publicPath } from '../../server/domain/pagePath.ts';
import { hasWebAddress, slugText, textProblem } from '../../server/domain/text.ts';
import { ownDetailsSchema } from '../../server/domain/customer.ts';
import { skippedPeriodTimes, skippedTimeError, TIME_OPTIONS, timeOptionsOnDate } from '../../server/domain/rentalPeriod.ts';
import { customerErrors } from '../../web/src/shop/wizard/customerValidation.ts';
import { formatOslo, fromOsloLocal, localTimeExists, MAX_INSTANT_MS, MIN_INSTANT_MS, osloDayStart, parseDateTime, parseOslo } from '../../server/domain/time.ts';
import { ValidationError } from '../../server/services/errors.ts';
import { likeLiteral } from '../../server/services/match.ts';
import { safeRedirect } from '../../web/src/account/redirect.ts';

const SEED = 20261123;
const params = { seed: SEED, numRuns: 300 };

describe('one date-time rule', () => {
  it.each([
    '2027-02-30T10:00:00+01:00',
    '2027-02-29 10:00',
    '2027-04-31T10:00Z',
    '2027-13-01T10:00Z',
    '2027-01-01T24:00Z',
    '2027-01-01T10:60Z',
    '2027-01-01T10:00:60Z',
    '2027-01-01T10:00+19:00',
    '99999-01-06 10:00+01:00',
    '+099999-01-06T10:00:00Z',
    '10000-01-01T00:00:00Z',
    '9999-12-31T23:59:00-14:00',
    '0999-12-31T10:00Z',
    '1-1-1 10:00Z',
    '2027-1-1 10:00',
    '2027-06-01T10:00:00.1234567890+02:00',
    '2027-06-01T10:00:00.+02:00',
    'yesterday',
    '',
  ])('refuses %j instead of rolling it over', (value) => {
    expect(parseDateTime(value)).toBeNull();
    expect(parseDateTime(value, { requireOffset: true })).toBeNull();
  });

  it('reads a leap day, an offset without colon, fractions and Oslo wall-clock time', () => {
    expect(parseDateTime('2028-02-29T10:00:00+01:00')?.toISOString()).toBe('2028-02-29T09:00:00.000Z');
    expect(parseDateTime('2027-06-01T10:00:00.5+0200')?.toISOString()).toBe('2027-06-01T08:00:00.500Z');
    expect(parseDateTime('2027-06-01 10:00')?.toISOString()).toBe('2027-06-01T08:00:00.000Z');
    expect(parseDateTime('2027-06-01 10:00', { requireOffset: true })).toBeNull();
  });

  it('reads any precision up to nanoseconds (Python writes 6 digits, .NET 7), cut to milliseconds', () => {
    expect(parseDateTime('2027-06-01T10:00:00.123456+02:00', { requireOffset: true })?.toISOString()).toBe('2027-06-01T08:00:00.123Z');
    expect(parseDateTime('2027-06-01T10:00:00.9999999Z', { requireOffset: true })?.toISOString()).toBe('2027-06-01T10:00:00.999Z');
    expect(parseDateTime('2027-06-01T10:00:00.123456789-0130')?.toISOString()).toBe('2027-06-01T11:30:00.123Z');
    expect(parseDateTime('2027-06-01 10:00:00.123456')?.toISOString()).toBe('2027-06-01T08:00:00.123Z');
    expect(parseDateTime('2027-06-01T10:00:00.123456', { requireOffset: true })).toBeNull();
  });

  it('reads back every instant it can write, and never yields one outside years 1000–9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_INSTANT_MS, max: MAX_INSTANT_MS }), (ms) => {
        const d = new Date(ms);
        expect(parseDateTime(d.toISOString(), { requireOffset: true })?.getTime()).toBe(ms);
        if (ms > MAX_INSTANT_MS - 86_400_000) return; // Oslo's clock shows year 10000 there
        const local = parseOslo(formatOslo(d));
        expect(local).not.toBeNull();
        expect(Math.abs(local!.getTime() - Math.floor(ms / 60_000) * 60_000)).toBeLessThanOrEqual(3600_000);
      }),
      params,
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const d = parseDateTime(s);
        if (d) expect(d.getTime() >= MIN_INSTANT_MS && d.getTime() <= MAX_INSTANT_MS).toBe(true);
      }),
      params,
    );
  });
});

describe('a plain Oslo date', () => {
  it('begins at Oslo midnight, winter and summer, and a day later across the clock changes', () => {
    expect(osloDayStart('2026-11-01')?.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(osloDayStart('2027-06-01')?.toISOString()).toBe('2027-05-31T22:00:00.000Z');
    // 28 March 2027 has 23 hours in Oslo, 31 October 2027 has 25.
    expect(osloDayStart('2027-03-28', 1)?.toISOString()).toBe('2027-03-28T22:00:00.000Z');
    expect(osloDayStart('2027-10-31', 1)?.toISOString()).toBe('2027-10-31T23:00:00.000Z');
    expect(osloDayStart('2026-12-31', 1)?.toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('is null for a date that does not exist or is not a plain date', () => {
    for (const value of ['2026-02-29', '2026-13-01', '2026-11-00', '2026-11-1', '2026-11-01 10:00', '20261101', '9999-12-31', '0999-01-01', '']) {
      expect(osloDayStart(value), value).toBeNull();
    }
  });
});

describe('one text rule', () => {
  it.each([
    ['a\u0000b', 'multiLine'],
    ['a\uD800b', 'multiLine'],
    ['\uDC00', 'secret'],
    ['a\u0007b', 'multiLine'],
    ['a\u202Eb', 'multiLine'],
    ['Kari\nKunde', 'singleLine'],
    ['Kari\r', 'singleLine'],
    ['Kari\u2028', 'singleLine'],
    ['Kari\tKunde', 'singleLine'],
  ] as const)('refuses %j in a %s field', (value, kind) => {
    expect(textProblem(value, kind)).not.toBeNull();
  });

  it.each([
    ['Åse Ødegård-Ærø', 'singleLine'],
    ['😀 emoji', 'singleLine'],
    ['Linje 1\nLinje 2\r\n\tinnrykk', 'multiLine'],
    ['pass\tord\n%_\\', 'secret'],
  ] as const)('accepts %j in a %s field', (value, kind) => {
    expect(textProblem(value, kind)).toBeNull();
  });
});

describe('LIKE escaping', () => {
  it('leaves no unescaped wildcard or escape character in any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '%', '_', '\\', 'b') }), (s) => {
        const escaped = likeLiteral(s);
        // Reading the pattern back, every special character is preceded by exactly one escape.
        let unescaped = '';
        for (let i = 0; i < escaped.length; i++) {
          if (escaped[i] === '\\') unescaped += escaped[++i];
          else {
            expect(escaped[i]).not.toMatch(/[%_]/);
            unescaped += escaped[i];
          }
        }
        expect(unescaped).toBe(s);
      }),
      params,
    );
  });
});

describe('page paths', () => {
  it.each(['/admin', '/admin/x', '/./admin/x', '/admin%2fx', '/admin%2Fx', '/%61dmin', '/%2561dmin', '/\\admin', '//admin', '/ADMIN', '/Admin/', '/x/../admin', '/admin?x', '/admin%3fx', '/admin.', '/%E0%A4%A', '/a\u0000', '/a\nb'])(
    'does not count %j',
    (raw) => {
      expect(publicPath(raw)).toBeNull();
    },
  );

  it.each([
    ['/', '/'],
    ['/konto/', '/konto'],
    ['/a/./b//c/../d', '/a/b/d'],
    ['/vilk%C3%A5r?x=1#y', '/vilkår'],
    ['/administrasjon', '/administrasjon'],
  ])('stores %j as %j', (raw, expected) => {
    expect(publicPath(raw)).toBe(expected);
  });

  it('never yields a path the database would refuse, nor an admin path', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('/', '\\', '.', 'a', 'd', 'm', 'i', 'n', 'A', '%', '2', 'f', 'F', '5', 'c', '?') }), (s) => {
        const p = publicPath(`/${s}`);
        if (p === null) return;
        expect(p.startsWith('/')).toBe(true);
        expect(p).not.toMatch(/[\\?#]|\/\/|(^|\/)\.\.?(\/|$)|%(2f|5c)/i);
        expect(p.toLowerCase()).not.toMatch(/^\/admin(\/|$)/);
      }),
      params,
    );
  });
});

describe('redirect after log-in', () => {
  const ORIGIN = 'https://fjordbil.no';
  it.each([
    ['/..//evil.example', '/evil.example'],
    ['/konto/..//evil.example/x', '/evil.example/x'],
    ['/a/.././/b', '/b'],
  ])('resolves %j to the same-origin path %j', (value, expected) => {
    expect(safeRedirect(value, ORIGIN)).toBe(expected);
  });

  it('only ever returns a path on this origin that starts with one slash', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('/', '\\', '.', 'e', 'v', ':', '@', '%', '2', 'f', '?', '#', ' ', '\t') }), (s) => {
        const r = safeRedirect(s, ORIGIN);
        if (r === null) return;
        expect(r).toMatch(/^\/(?![/\\])/);
        expect(new URL(r, ORIGIN).origin).toBe(ORIGIN);
      }),
      params,
    );
  });
});

describe('no pattern built from input anywhere in the server', () => {
  /** Every server source file except the one helper that escapes (server/services/match.ts). */
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
      const p = path.join(dir, d.name);
      if (d.isDirectory()) return d.name === 'generated' ? [] : files(p);
      return p.endsWith('.ts') ? [p] : [];
    });
  const root = path.resolve(import.meta.dirname, '../../server');

  it('uses contains/startsWith/endsWith, insensitive mode, LIKE and regex matching only through server/services/match.ts', () => {
    const offenders: string[] = [];
    for (const file of files(root)) {
      if (file.endsWith(path.join('services', 'match.ts'))) continue;
      // The list helper's SQL path writes the filters match.ts made as SQL, the way Prisma would (tests/api/list-sql.test.ts).
      if (file.endsWith(path.join('services', 'listSql.ts'))) continue;
      const text = fs.readFileSync(file, 'utf8');
      text.split('\n').forEach((line, i) => {
        if (/^\s*(\/\/|\*|\/\*\*)/.test(line)) return; // comments
        if (/\b(contains|startsWith|endsWith)\s*:|mode:\s*['"]insensitive['"]|\bI?LIKE\b|SIMILAR TO|\bnew RegExp\(/.test(line)) {
          offenders.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });
});

describe('a validation error renamed for a REST caller', () => {
  it('lists the fields by their new names when its message was the default one', () => {
    const err = new ValidationError([{ field: 'guestEmail', message: 'Ugyldig e-post.' }]).renamed((f) => (f === 'guestEmail' ? 'booking_guest_email' : f));
    expect(err.message).toBe('Ugyldige felt: booking_guest_email');
    expect(err.fields).toEqual([{ field: 'booking_guest_email', message: 'Ugyldig e-post.' }]);
  });

  it('keeps a refusal\'s own message and a field\'s code (a class shortage a client may accept)', () => {
    const refusal = ValidationError.refusal('bookingId', 'Bookingen er ikkje aktiv.').renamed(() => 'booking_id');
    expect(refusal.message).toBe('Bookingen er ikkje aktiv.');
    const shortage = new ValidationError([{ field: 'isRentable', message: 'Klassen manglar ein bil.', code: 'CLASS_SHORTAGE' }]).renamed(() => 'product_is_rentable');
    expect(shortage.fields).toEqual([{ field: 'product_is_rentable', message: 'Klassen manglar ein bil.', code: 'CLASS_SHORTAGE' }]);
  });
});

describe('slugText (the readable part of a location, rental product or partner slug)', () => {
  it('writes æ/ø/å as ae/o/a, drops accents and keeps one hyphen between words', () => {
    expect(slugText('Bergen Sentrum', 'x')).toBe('bergen-sentrum');
    expect(slugText('Ærøy – Ålesund', 'x')).toBe('aeroy-alesund');
    expect(slugText('Sète Café', 'x')).toBe('sete-cafe');
    expect(slugText('  !!  ', 'lokasjon')).toBe('lokasjon');
  });
  it('is at most 60 characters and never ends with a hyphen', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (s) => {
        const slug = slugText(s, 'x');
        expect(slug.length).toBeLessThanOrEqual(60);
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
      { seed: 7 },
    );
  });
});

describe('fromOsloLocal on the nights the clocks change', () => {
  it('reads a time the clocks skip as the hour after it, as documented (it used to give the hour before)', () => {
    const skipped = { year: 2027, month: 3, day: 28, hour: 2, minute: 30 };
    expect(localTimeExists(skipped)).toBe(false);
    expect(formatOslo(fromOsloLocal(skipped))).toBe('2027-03-28 03:30');
    expect(formatOslo(fromOsloLocal({ ...skipped, hour: 1 }))).toBe('2027-03-28 01:30');
    expect(formatOslo(fromOsloLocal({ ...skipped, hour: 3 }))).toBe('2027-03-28 03:30');
  });
  it('names a skipped time however the link writes it (a space or a T between date and time)', () => {
    for (const v of ['2027-03-28 02:30', '2027-03-28T02:30', '2027-03-28T02:00:00']) expect(skippedTimeError(v), v).toMatch(/^Klokka 02:[03]0 finst ikkje/);
    for (const v of ['2027-03-28 03:00', '2027-03-28T01:30', '2027-10-31T02:30']) expect(skippedTimeError(v), v).toBeNull();
  });
  it('a form\'s period names each time field the clocks skip, and offers only times that exist on its date', () => {
    expect(skippedPeriodTimes({ pickupDate: '2027-03-28', pickupTime: '02:30', dropoffDate: '2027-03-28', dropoffTime: '02:00' }).map((e) => e.field)).toEqual(['pickupTime', 'dropoffTime']);
    expect(skippedPeriodTimes({ pickupDate: '2027-03-28', pickupTime: '03:00', dropoffDate: '', dropoffTime: '02:30' })).toEqual([]);
    expect(timeOptionsOnDate('2027-03-28')).toHaveLength(46);
    expect(timeOptionsOnDate('2027-03-28')).not.toContain('02:30');
    expect(timeOptionsOnDate('2027-10-31')).toEqual(TIME_OPTIONS);
    expect(timeOptionsOnDate('28.03.2027')).toEqual(TIME_OPTIONS);
  });
  it('takes the first of the two 02:30s of the autumn night', () => {
    expect(fromOsloLocal({ year: 2027, month: 10, day: 31, hour: 2, minute: 30 }).toISOString()).toBe('2027-10-31T00:30:00.000Z');
  });
});

describe('a person\'s name holds no web address', () => {
  it('finds a scheme, www. or a domain with a path, and leaves names with dots and hyphens alone', () => {
    for (const t of ['https://evil.example', 'Vinn på http://x.no', 'www.evil.example', 'evil.example/premie', 'HTTPS://X', 'vinn-premie.com', 'Premie på evil.no?x']) expect(hasWebAddress(t), t).toBe(true);
    for (const t of ['Kari', 'Anne-Lise St. Clair', 'J.R.R. Tolkien', "O'Brien Jr.", 'Åse Ødegård', 'Dr.Smith']) expect(hasWebAddress(t), t).toBe(false);
  });
  it('the shop\'s step 5 says so on the field before the order is sent', () => {
    const details = { businessName: '', businessNumber: '', firstName: 'Vinn på https://evil.example', lastName: 'Kunde', phone: '+4791234567', email: 'k@example.no', countryCode: 'NOR', country: 'Norge', driversLicence: 'bring_on_pickup', driversLicenceFile: null, termsAccepted: true } as unknown as Parameters<typeof customerErrors>[0];
    expect(customerErrors(details, 'privat', true)).toEqual({ firstname: 'Namnet kan ikkje innehalde ei nettadresse.' });
  });
  it('the customer forms (staff\'s customer page and Min side) refuse it on the field', () => {
    const r = ownDetailsSchema.safeParse({ firstname: 'www.evil.example', lastname: 'Kunde', phoneCountryCode: '+47', phone: '91234567' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['firstname', 'Namnet kan ikkje innehalde ei nettadresse.']]);
  });
});
