/** Pure helpers of the account screens and the public layout: redirects, notify, consent, the error catalogue, form rules. */
import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGE, PHONE_MESSAGE } from '../../server/domain/credentials.ts';
import { landingPath, routeTo, safeRedirect } from '../../web/src/account/redirect.ts';
import { validateLogin, validateRegister } from '../../web/src/account/validation.ts';
import { decodeNotify, encodeNotify, withNotify } from '../../web/src/components/notify.ts';
import { TOAST_DURATION_MS } from '../../web/src/components/toast.ts';
import { kr, TERMS } from '../../web/src/pages/terms.ts';
import { RequestError } from '../../web/src/relay/environment.ts';
import { CONSENT_TEXT, CONSENT_VERSION, textVersion, validConsent } from '../../web/src/tracking/consent.ts';
import { isAdminPath } from '../../web/src/tracking/usePageViewTracking.ts';
import { STATEMENT_TIMEOUT_MESSAGE } from '../../server/services/errors.ts';
import { explainError, fillEmail, isServerFailure, TransportError } from '../../web/src/transport/errors.ts';
import { formatCalendarDate } from '../../server/domain/time.ts';

const ORIGIN = 'https://fjordbil.no';

describe('redirect after log-in', () => {
  it.each([
    ['/konto', '/konto'],
    ['/admin/systemeier/lokasjoner?side=2', '/admin/systemeier/lokasjoner?side=2'],
    ['/steg2?hentested=1#topp', '/steg2?hentested=1#topp'],
  ])('honours the same-site path %s', (value, expected) => {
    expect(safeRedirect(value, ORIGIN)).toBe(expected);
  });

  it.each([
    'https://evil.example/konto',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'konto',
    '/konto\n',
    '',
    null,
  ])('ignores %j', (value) => {
    expect(safeRedirect(value, ORIGIN)).toBeNull();
  });

  it('sends employees to /admin and others to /konto when there is no redirect', () => {
    expect(landingPath(true, null)).toBe('/admin');
    expect(landingPath(true, null, 'fjordbil-bergen')).toBe('/admin/fjordbil-bergen');
    expect(landingPath(false, null, 'fjordbil-bergen')).toBe('/konto');
    expect(landingPath(true, '/steg2', 'fjordbil-bergen')).toBe('/steg2');
    expect(landingPath(false, null)).toBe('/konto');
    expect(landingPath(true, '/steg2')).toBe('/steg2');
  });

  it('sends a customer who logged in from an admin address to their own page, in the language they logged in with', () => {
    for (const redirect of ['/admin', '/admin/systemeier?fra=2027-01-05', '/en/admin/fjordbil-bergen']) {
      expect(landingPath(false, redirect), redirect).toBe('/konto');
      expect(routeTo(landingPath(false, redirect), 'en')).toEqual({ navigate: '/konto' });
    }
    expect(landingPath(true, '/admin/systemeier')).toBe('/admin/systemeier');
    expect(landingPath(false, '/administrasjon-info')).toBe('/administrasjon-info');
  });

  it.each([
    ['/en/konto', 'en', { navigate: '/konto' }],
    ['/en/konto', 'no', { load: '/en/konto' }],
    ['/en?x=1', 'no', { load: '/en/?x=1' }],
    ['/en/steg2?hentested=1#topp', 'en', { navigate: '/steg2?hentested=1#topp' }],
    ['/no/konto', 'en', { load: '/konto' }],
    ['/no/konto', 'no', { navigate: '/konto' }],
    ['/konto', 'no', { navigate: '/konto' }],
    ['/konto', 'en', { navigate: '/konto' }],
    ['/admin', 'en', { load: '/admin' }],
    ['/en/admin/systemeier', 'en', { load: '/admin/systemeier' }],
    ['/en/admin?x=1', 'no', { navigate: '/admin?x=1' }],
    ['/english', 'no', { navigate: '/english' }],
  ] as const)('reaches %s from a page in %s by %j', (path, current, expected) => {
    expect(routeTo(path, current)).toEqual(expected);
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', '/en//evil.example', '/no//evil.example', '/en/\\evil.example'])(
    'keeps %j on this site from either language',
    (value) => {
      const path = safeRedirect(value, ORIGIN);
      for (const current of ['no', 'en'] as const) {
        const route = path === null ? null : routeTo(path, current);
        const target = route === null ? null : 'load' in route ? route.load : route.navigate;
        if (target !== null) expect(new URL(target, ORIGIN).origin).toBe(ORIGIN);
        if (target !== null) expect(target).toMatch(/^\/(?![/\\])/);
      }
    },
  );
});

describe('notify parameter', () => {
  it('round-trips a Norwegian message and its type', () => {
    const value = encodeNotify({ type: 'success', message: 'Passordet ditt har blitt oppdatert!' });
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeNotify(value)).toEqual({ type: 'success', message: 'Passordet ditt har blitt oppdatert!' });
  });

  it.each(['garbage!', 'e30', encodeNotify({ type: 'info', message: '   ' }), btoa('{"type":"danger","message":"x"}'), null])(
    'treats %j as invalid',
    (value) => expect(decodeNotify(value)).toBeNull(),
  );

  it('adds the notice to a path and keeps its query', () => {
    const path = withNotify('/login?redirect=%2Fkonto', { type: 'success', message: 'Brukar oppretta' });
    const params = new URL(path, ORIGIN).searchParams;
    expect(params.get('redirect')).toBe('/konto');
    expect(decodeNotify(params.get('notify'))?.message).toBe('Brukar oppretta');
  });
});

describe('cookie consent', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const stored = (at: string, version = CONSENT_VERSION, accepted = true) => JSON.stringify({ version, accepted, at });

  it('holds for 365 days', () => {
    expect(validConsent(stored('2025-03-02T12:00:00Z'), CONSENT_VERSION, now)?.accepted).toBe(true);
    expect(validConsent(stored('2025-02-28T12:00:00Z'), CONSENT_VERSION, now)).toBeNull();
  });

  it('asks again when the banner text changes', () => {
    expect(textVersion(CONSENT_TEXT)).toBe(CONSENT_VERSION);
    expect(textVersion(`${CONSENT_TEXT} `)).not.toBe(CONSENT_VERSION);
    expect(validConsent(stored('2026-02-01T12:00:00Z', 'gammal'), CONSENT_VERSION, now)).toBeNull();
  });

  it('remembers a no as well, and ignores what it cannot read', () => {
    expect(validConsent(stored('2026-02-01T12:00:00Z', CONSENT_VERSION, false), CONSENT_VERSION, now)?.accepted).toBe(false);
    expect(validConsent('{', CONSENT_VERSION, now)).toBeNull();
  });

  it('never tracks the staff area', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/fjordbil/booking')).toBe(true);
    expect(isAdminPath('/administrasjon-av-noko')).toBe(false);
  });
});

describe('error catalogue', () => {
  const http = (status: number, statusText = '', serverText: string | null = null, fields: { field: string; message: string }[] = []) =>
    new TransportError('HTTP', 'x', status, statusText, fields, serverText);

  it.each([
    [400, 'Ugyldig forespørsel'],
    [401, 'Ikkje autentisert'],
    [403, 'Forbudt'],
    [404, 'Ikkje funne'],
    [422, 'Ugyldig forespørsel'],
    [500, 'Systemfeil'],
    [502, 'Systemfeil'],
  ])('titles a %i "%s"', (status, title) => {
    expect(explainError(http(status)).title).toBe(title);
  });

  it('offers "Logg inn på nytt" only for an expired session, from REST and from Relay alike', () => {
    expect(explainError(http(401, 'SessionExpired')).relogin).toBe(true);
    expect(explainError(http(401, 'Unauthenticated')).relogin).toBeUndefined();
    expect(explainError(new RequestError('SESSION_EXPIRED', 'Økta di har gått ut.'))).toMatchObject({ title: 'Ikkje autentisert', relogin: true });
    expect(explainError(new RequestError('FORBIDDEN', 'Nei')).title).toBe('Forbudt');
  });

  it('lists the invalid fields of a 422, or shows the server text with its line breaks', () => {
    const fields = [{ field: 'user_phone', message: PHONE_MESSAGE }];
    expect(explainError(http(422, 'ValidationError', 'Ugyldige felt', fields)).fields).toEqual(fields);
    expect(explainError(http(400, 'BadRequest', 'Linje ein\nLinje to')).text).toBe('Linje ein\nLinje to');
  });

  it('says a request cancelled for taking too long in the server\'s words, and offers to try again (REST 503, Relay TIMEOUT)', () => {
    expect(explainError(http(503, 'Timeout', STATEMENT_TIMEOUT_MESSAGE))).toMatchObject({ title: 'Det tok for lang tid', text: STATEMENT_TIMEOUT_MESSAGE });
    const relay = new RequestError('TIMEOUT', STATEMENT_TIMEOUT_MESSAGE);
    expect(explainError(relay)).toMatchObject({ title: 'Det tok for lang tid', text: STATEMENT_TIMEOUT_MESSAGE });
    expect(isServerFailure(relay)).toBe(true);
    // Another 503 (a service not set up) is no timeout.
    expect(explainError(http(503, 'NotConfigured', 'Oppslaget er ikkje sett opp.')).title).toBe('Systemfeil');
  });

  it('explains network failures, unreadable answers and anything else', () => {
    const network = explainError(new TransportError('NETWORK', 'x'));
    expect(network.title).toBe('Kommunikasjonsfeil');
    expect(fillEmail(network.text, 'hjelp@fjordbil.no')).toContain('hjelp@fjordbil.no');
    expect(fillEmail(network.text, null)).not.toContain('{email}');
    expect(explainError(new RequestError('NETWORK', 'x')).title).toBe('Kommunikasjonsfeil');
    expect(explainError(new TransportError('BAD_RESPONSE', 'x')).title).toBe('Systemfeil');
    expect(explainError(new Error('boom'))).toMatchObject({ title: 'Kommunikasjonsfeil', text: 'Ukjent årsak' });
  });
});

describe('account forms', () => {
  it('needs e-mail and password to log in', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({ email: 'E-post må fyllast ut.', password: 'Passord må fyllast ut.' });
  });

  it('holds registration to the phone and password rules with the exact messages', () => {
    const errors = validateRegister({ user_firstname: 'Kari', user_lastname: '', user_phone: '912', user_email: 'kari@', user_password: 'abcdefgh' });
    expect(errors).toEqual({
      user_lastname: 'Etternamn må fyllast ut.',
      user_phone: PHONE_MESSAGE,
      user_email: 'Ugyldig e-postadresse.',
      user_password: PASSWORD_MESSAGE,
    });
    expect(validateRegister({ user_firstname: 'K', user_lastname: 'N', user_phone: '+47 912 34 567', user_email: 'k@n.no', user_password: 'abcdefg1' })).toEqual({});
  });
});

describe('constants the screens state', () => {
  it('shows toasts for 3000 ms and the terms\' amounts in Norwegian kroner', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    expect([TERMS.depositShortKr, TERMS.depositLongKr, TERMS.excessKr].map(kr)).toEqual(['2\u00a0000\u00a0kr', '3\u00a0000\u00a0kr', '15\u00a0000\u00a0kr']);
    expect(TERMS).toMatchObject({ minimumAge: 18, freeCancellationHours: 24, invoiceAfterDays: 7, paymentTermDays: 14, updated: '2025-09-07' });
    // Written as each language writes a date: 07.09 would read as 9 July to many English readers.
    expect(formatCalendarDate(TERMS.updated, 'no')).toBe('07.09.2025');
    expect(formatCalendarDate(TERMS.updated, 'en')).toBe('7 September 2025');
  });
});
