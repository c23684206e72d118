/**
 * The shop's two languages stay complete: every message key exists in both files with a non-empty text and the same
 * placeholders; every message a shared rule writes for a customer has an English version; the language prefix of
 * paths and the Accept-Language header are read as the product promises.
 */
import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGE, PHONE_MESSAGE } from '../../server/domain/credentials.ts';
import { CART_TOO_LONG, MAX_CART_ITEMS } from '../../server/domain/cart.ts';
import { LICENCE_MESSAGES } from '../../server/domain/licenceFile.ts';
import { hasEnglish, languageOfHeader, toEnglish } from '../../server/domain/messages.ts';
import { formatKr, formatMoney, formatWholeKr } from '../../server/domain/money.ts';
import { HOURS_WARNINGS, LICENCE_OUTSIDE_HOURS } from '../../server/domain/openingHours.ts';
import { OTHER_PLACE_MESSAGES } from '../../server/domain/otherPlace.ts';
import { PERIOD_MESSAGES, skippedTimeError } from '../../server/domain/rentalPeriod.ts';
import { tagDisplayValue, tagTitleIn } from '../../server/domain/tags.ts';
import { PRODUCT_TAGS } from '../../prisma/seed/reference.ts';
import { TEXT_MESSAGES } from '../../server/domain/text.ts';
import { unprefixedPath } from '../../server/app.ts';
import { JSON_TOO_DEEP_MESSAGE } from '../../server/http/jsonDepth.ts';
import { validateLogin, validateNewPassword, validateRegister } from '../../web/src/account/validation.ts';
import { languageOfPath, pathIn, stripLanguage } from '../../web/src/i18n/path.ts';
import en from '../../web/src/i18n/locales/en.json';
import no from '../../web/src/i18n/locales/no.json';
import { customerErrors } from '../../web/src/shop/wizard/customerValidation.ts';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a message tree as "a.b.c" → text. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === 'object') for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
    else out.set(key, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('message files', () => {
  const noLeaves = leaves(no as Tree);
  const enLeaves = leaves(en as Tree);

  it('have the same keys in Norwegian and English', () => {
    const onlyNo = [...noLeaves.keys()].filter((k) => !enLeaves.has(k));
    const onlyEn = [...enLeaves.keys()].filter((k) => !noLeaves.has(k));
    expect({ onlyNo, onlyEn }).toEqual({ onlyNo: [], onlyEn: [] });
  });

  it('have a non-empty text for every key in both languages', () => {
    const empty = [...noLeaves, ...enLeaves].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const differ = [...noLeaves.keys()].filter((k) => enLeaves.has(k) && JSON.stringify(placeholders(String(noLeaves.get(k)))) !== JSON.stringify(placeholders(String(enLeaves.get(k)))));
    expect(differ).toEqual([]);
  });

  it('hold no Norwegian letters in English texts', () => {
    // The language switch speaks the language it switches to ("Norsk", "Vis sida på norsk"): the one exception.
    const norwegian = [...enLeaves].filter(([k, v]) => !k.startsWith('header.switch') && /[æøåÆØÅ]/.test(String(v))).map(([k]) => k);
    expect(norwegian).toEqual([]);
  });
});

describe('rule messages in English', () => {
  const ruleMessages = [
    PHONE_MESSAGE,
    PASSWORD_MESSAGE,
    LICENCE_OUTSIDE_HOURS,
    ...Object.values(TEXT_MESSAGES),
    ...Object.values(LICENCE_MESSAGES),
    ...Object.values(PERIOD_MESSAGES),
    ...Object.values(OTHER_PLACE_MESSAGES),
    ...Object.values(HOURS_WARNINGS as Record<string, string>),
  ];

  it('every message of the shared rules has an English version', () => {
    expect(ruleMessages.filter((m) => !hasEnglish(m))).toEqual([]);
  });

  it('the step-5 form, the log-in and the registration write only messages with an English version', () => {
    const emptyCustomer = {
      businessName: '', businessNumber: '', firstName: '', lastName: '', phone: '', email: '', countryCode: '', country: '',
      driversLicence: null, driversLicenceFile: null, driversLicenceFileName: null, termsAccepted: false, customerRemember: false, businessRemember: false,
    } as unknown as Parameters<typeof customerErrors>[0];
    const messages = [
      ...Object.values(customerErrors(emptyCustomer, 'bedrift', true)),
      ...Object.values(customerErrors({ ...emptyCustomer, firstName: 'A\u0007', phone: '12', email: 'x', businessNumber: '12', driversLicence: 'upload' } as typeof emptyCustomer, 'bedrift', true)),
      ...Object.values(customerErrors({ ...emptyCustomer, driversLicence: 'bring_on_pickup' } as typeof emptyCustomer, 'privat', false)),
      ...Object.values(customerErrors({ ...emptyCustomer, firstName: 'Vinn på www.evil.example', lastName: 'premie.com' } as typeof emptyCustomer, 'privat', true)),
      ...Object.values(validateLogin({ email: '', password: '' })),
      ...Object.values(validateRegister({ user_firstname: '', user_lastname: '', user_phone: '12', user_email: 'x', user_password: 'kort' })),
      ...Object.values(validateNewPassword({ new_password: '' })),
    ];
    expect(messages.length).toBeGreaterThan(15);
    expect(messages.filter((m) => !hasEnglish(m))).toEqual([]);
  });

  it('translates the messages with a varying part', () => {
    expect(toEnglish('Fornamn må fyllast ut.')).toBe('First name must be filled in.');
    expect(toEnglish('Barnesete passar ikkje til Tilhengar open, 750 kg.')).toBe('Barnesete does not fit Tilhengar open, 750 kg.');
    expect(toEnglish(skippedTimeError('2027-03-28 02:30')!)).toBe('02:30 does not exist that night: the clocks go forward an hour. Choose another time.');
    expect(toEnglish(tagDisplayValue('seats', 'Seter', '5', null))).toBe('5 seats');
    expect(toEnglish(tagDisplayValue('transmission', 'Gir', 'auto', null))).toBe('Automatic');
    expect(toEnglish('Maks 3')).toBe('Max 3');
    // Every tag the seed defines reads in English on an English card (the cards once said "Lastekapasitet 700 kg").
    const samples: Record<string, string> = { seats: '5', transmission: 'manual', fuel: 'electric', drivetrain: 'awd', load_capacity: '700', hitch_capacity: '1500', doors: '5', licence_requirement: 'BE', range_included: '200', age: '25', weight: '9–18', height: '40', range: '400' };
    for (const tag of PRODUCT_TAGS.filter((t) => samples[t.slug])) {
      const english = toEnglish(tagDisplayValue(tag.slug, tag.title, samples[tag.slug]!, tag.metric));
      expect(english, tag.slug).not.toMatch(/[æøåÆØÅ]|Lastekapasitet|Tilhengarvekt|Vekt|seter|dørar|Førarkort|Rekkevidde|Alder/);
    }
    expect(toEnglish(tagDisplayValue('load_capacity', 'Lastekapasitet', '700', 'kg'))).toBe('Load capacity 700 kg');
    // A measure with decimals reads with a point in English, whichever sign staff typed.
    expect(toEnglish(tagDisplayValue('load_capacity', 'Lastekapasitet', '1,5', 'kg', 'en'))).toBe('Load capacity 1.5 kg');
    expect(toEnglish(tagDisplayValue('range', 'Rekkevidde', '350.5', 'km', 'en'))).toBe('Range 350.5 km');
    // Every tag type the seed ships has an English name; one staff renamed keeps what they wrote.
    for (const tag of PRODUCT_TAGS) expect(tagTitleIn(tag.slug, tag.title, 'en'), tag.slug).not.toBe(tag.title);
    expect(tagTitleIn('seats', 'Sitjeplassar', 'en')).toBe('Sitjeplassar');
    expect(tagTitleIn('seats', 'Seter', 'no')).toBe('Seter');
    // An amount inside a message is written as the English shop writes amounts.
    expect(toEnglish(`Totalprisen stemmer ikkje: prisen er ${formatKr(144000)}. Sjå over bestillinga og prøv igjen.`)).toBe(
      'The total price does not match: the price is NOK\u00a01,440.00. Check the order and try again.',
    );
    expect(toEnglish(`Totalprisen stemmer ikkje: prisen er ${formatKr(99)}. Sjå over bestillinga og prøv igjen.`)).toContain('NOK\u00a00.99.');
    expect(toEnglish(CART_TOO_LONG)).toBe(`The cart can hold at most ${MAX_CART_ITEMS} items.`);
    expect(toEnglish('Leigetida er 24 timar (1 døgn).')).toBe('The rental period is 24 hours (1 day).');
    expect(toEnglish('Leigetida er 72 timar (3 døgn).')).toBe('The rental period is 72 hours (3 days).');
    expect(toEnglish('Ukjend land.')).toBe('Unknown country.');
    // What the log-in's encrypted body can be refused with (the client retries once, then shows it).
    for (const m of ['Førespurnaden er for gammal, eller klokka di går feil. Prøv igjen.', 'Denne førespurnaden er allereie motteken (nonce brukt før).', JSON_TOO_DEEP_MESSAGE, 'Innhaldet må vere gyldig JSON.']) {
      expect(hasEnglish(m), m).toBe(true);
    }
    // Unknown text stays as it was.
    expect(toEnglish('Noko heilt anna')).toBe('Noko heilt anna');
  });

  it('writes money per language', () => {
    expect(formatMoney(123450, 'no')).toBe(formatKr(123450));
    expect(formatMoney(123450, 'no')).toBe('1\u00a0234,50\u00a0kr');
    expect(formatWholeKr(15000, 'no')).toBe('15\u00a0000\u00a0kr');
    expect(formatWholeKr(15000, 'en')).toBe('NOK\u00a015,000');
    expect(formatMoney(123450, 'en')).toBe('NOK\u00a01,234.50');
  });
});

describe('the language of a request', () => {
  it.each([
    [null, 'no'],
    ['', 'no'],
    ['*', 'no'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['nb-NO, no;q=0.9', 'no'],
    ['nb,en;q=0.8', 'no'],
    ['en;q=0.5,nn;q=0.9', 'no'],
    ['de-DE,en;q=0.7', 'en'],
    ['fr', 'no'],
    ['en;q=0', 'no'],
  ])('Accept-Language %s is %s', (header, language) => {
    expect(languageOfHeader(header)).toBe(language);
  });
});

describe('the language prefix of paths', () => {
  it('reads the language from the path', () => {
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/en/steg2')).toBe('en');
    expect(languageOfPath('/english')).toBe('no');
    expect(languageOfPath('/steg2')).toBe('no');
  });

  it('swaps the prefix and never makes another host of a path', () => {
    expect(stripLanguage('/en/steg5')).toBe('/steg5');
    expect(stripLanguage('/en')).toBe('/');
    expect(stripLanguage('/no/login')).toBe('/login');
    expect(stripLanguage('/no//evil.example')).toBe('/evil.example');
    expect(stripLanguage('/no/\\evil.example')).toBe('/evil.example');
    expect(stripLanguage('/konto')).toBe('/konto');
    expect(pathIn('en', '/')).toBe('/en');
    expect(pathIn('en', '/steg2?leietype=4')).toBe('/en/steg2?leietype=4');
    expect(pathIn('no', '/steg2?leietype=4')).toBe('/steg2?leietype=4');
  });

  it('redirects /no/… and /en/admin/… on the server, to one-slash paths only', () => {
    expect(unprefixedPath('/no')).toBe('/');
    expect(unprefixedPath('/no/steg2')).toBe('/steg2');
    expect(unprefixedPath('/no//evil.example')).toBe('/evil.example');
    expect(unprefixedPath('/no/\\evil.example')).toBe('/evil.example');
    expect(unprefixedPath('/en/admin/x')).toBe('/admin/x');
    expect(unprefixedPath('/en/steg2')).toBeNull();
    expect(unprefixedPath('/nord')).toBeNull();
  });
});
