/**
 * The texts of the product's e-mails, plain and HTML. The customer's mails are written in the language the customer
 * used (Norwegian, or English under /en: the booking's `language`, or the job payload's); staff notices in Norwegian.
 */
import type { MessageLanguage } from '../domain/messages.ts';
import type { MailMessage } from './mailer.ts';
import { STAFF_ORDER_TERMS } from '../domain/terms.ts';

/** The shop's address in a language: English pages live under /en. */
export const publicBase = (publicUrl: string, language: MessageLanguage): string => (language === 'en' ? `${publicUrl}/en` : publicUrl);

/** A Reply-To header when there is an address to answer to (the sender is a no-reply address). */
const replyTo = (address: string | null | undefined) => (address ? { replyTo: address } : {});

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A paragraph as HTML: escaped, its own line breaks (a customer's comment on several lines) kept as `<br>`. */
const paragraph = (p: string) => `<p>${escape(p).replace(/\r\n|\r|\n/g, '<br>')}</p>`;

function layout(siteName: string, paragraphs: string[], link?: { href: string; label: string }, language: MessageLanguage = 'no'): { text: string; html: string } {
  const regards = language === 'en' ? `Kind regards, ${siteName}` : `Helsing ${siteName}`;
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : []), regards].join('\n\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">${paragraphs
    .map(paragraph)
    .join('')}${link ? `<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>` : ''}${paragraph(regards)}</body></html>`;
  return { text, html };
}

/** The password-reset message with its one-time link. */
export function passwordResetMail(language: MessageLanguage, to: string, firstname: string, link: string, siteName: string, validMinutes: number): MailMessage {
  if (language === 'en') {
    return {
      to,
      subject: `Reset your password at ${siteName}`,
      ...layout(
        siteName,
        [
          `Hi ${firstname}!`,
          'We have received a request to reset your password.',
          `The link below works once and for ${validMinutes} minutes. If you did not ask for this, you can ignore this e-mail.`,
        ],
        { href: link, label: 'Choose a new password' },
        'en',
      ),
    };
  }
  return {
    to,
    subject: `Tilbakestill passordet ditt hos ${siteName}`,
    ...layout(
      siteName,
      [
        `Hei ${firstname}!`,
        'Vi har fått ein førespurnad om å tilbakestille passordet ditt.',
        `Lenka under verkar éin gong og i ${validMinutes} minutt. Har du ikkje bede om dette, kan du sjå bort frå e-posten.`,
      ],
      { href: link, label: 'Vel nytt passord' },
    ),
  };
}

/** The confirmation link of a new registration: the account is created when the link is opened. */
export function confirmRegistrationMail(language: MessageLanguage, to: string, firstname: string, link: string, siteName: string, validHours: number): MailMessage {
  if (language === 'en') {
    return {
      to,
      subject: `Confirm your account at ${siteName}`,
      ...layout(
        siteName,
        [
          `Hi ${firstname}!`,
          `Thank you for registering at ${siteName}. Open the link below to confirm your e-mail address and create the account.`,
          `The link works once and for ${validHours} hours. If you did not ask for this, you can ignore this e-mail.`,
        ],
        { href: link, label: 'Confirm the account' },
        'en',
      ),
    };
  }
  return {
    to,
    subject: `Stadfest kontoen din hos ${siteName}`,
    ...layout(
      siteName,
      [
        `Hei ${firstname}!`,
        `Takk for at du vil opprette ein brukar hos ${siteName}. Opne lenka under for å stadfeste e-postadressa og opprette kontoen.`,
        `Lenka verkar éin gong og i ${validHours} timar. Har du ikkje bede om dette, kan du sjå bort frå e-posten.`,
      ],
      { href: link, label: 'Stadfest kontoen' },
    ),
  };
}

/** Sent instead of a confirmation when someone registers an address that already has an account. */
export function accountExistsMail(language: MessageLanguage, to: string, firstname: string, loginLink: string, resetLink: string, siteName: string): MailMessage {
  if (language === 'en') {
    return {
      to,
      subject: `You already have an account at ${siteName}`,
      ...layout(
        siteName,
        [
          `Hi ${firstname}!`,
          `Someone (probably you) tried to register a new account at ${siteName} with the e-mail address ${to}. There already is an account with this address, so no new account was created.`,
          `Log in at ${loginLink}. If you have forgotten your password, you can ask for a new one at ${resetLink}.`,
          'If this was not you, you can ignore this e-mail.',
        ],
        { href: loginLink, label: 'Log in' },
        'en',
      ),
    };
  }
  return {
    to,
    subject: `Du har allereie ein brukar hos ${siteName}`,
    ...layout(
      siteName,
      [
        `Hei ${firstname}!`,
        `Nokon (truleg du) prøvde å opprette ein ny brukar hos ${siteName} med e-postadressa ${to}. Det finst allereie ein brukar med denne adressa, så ingen ny brukar vart oppretta.`,
        `Logg inn på ${loginLink}. Har du gløymt passordet, kan du be om eit nytt på ${resetLink}.`,
        'Har du ikkje gjort dette sjølv, kan du sjå bort frå e-posten.',
      ],
      { href: loginLink, label: 'Logg inn' },
    ),
  };
}

/** The welcome message after registration, with the way to log in and the support address. */
export function welcomeMail(language: MessageLanguage, to: string, firstname: string, loginLink: string, siteName: string, supportEmail: string | null): MailMessage {
  if (language === 'en') {
    return {
      to,
      ...replyTo(supportEmail),
      subject: `Welcome as a customer of ${siteName}`,
      ...layout(
        siteName,
        [
          `Hi ${firstname}!`,
          `Thank you for creating an account at ${siteName}. You log in with the e-mail address ${to} and the password you chose.`,
          'As a logged-in customer you see your account under "My page".',
          supportEmail
            ? `If you have questions, or did not create this account yourself, you can write to us at ${supportEmail}.`
            : 'If you did not create this account yourself, you can ignore this e-mail.',
        ],
        { href: loginLink, label: 'Log in' },
        'en',
      ),
    };
  }
  return {
    to,
    ...replyTo(supportEmail),
    subject: `Velkomen som kunde hos ${siteName}`,
    ...layout(
      siteName,
      [
        `Hei ${firstname}!`,
        `Takk for at du oppretta ein brukar hos ${siteName}. Du loggar inn med e-postadressa ${to} og passordet du valde.`,
        'Som innlogga kunde ser du kontoen din under «Min side».',
        supportEmail
          ? `Har du spørsmål, eller har du ikkje oppretta denne brukaren sjølv, kan du svare oss på ${supportEmail}.`
          : 'Har du ikkje oppretta denne brukaren sjølv, kan du sjå bort frå e-posten.',
      ],
      { href: loginLink, label: 'Logg inn' },
    ),
  };
}

/**
 * The notice after the password was changed on Min side: if it was not the person, the way back in (a reset link they
 * ask for themself) and whom to tell.
 */
export function passwordChangedMail(language: MessageLanguage, to: string, firstname: string, forgotLink: string, siteName: string, supportEmail: string | null): MailMessage {
  if (language === 'en') {
    return {
      to,
      ...replyTo(supportEmail),
      subject: `Your password at ${siteName} was changed`,
      ...layout(
        siteName,
        [
          `Hi ${firstname}!`,
          'The password of your account was just changed on "My page". Anywhere else you were logged in, you have been logged out.',
          `If you did not do this yourself, choose a new password at once with the link below${supportEmail ? ` and tell us at ${supportEmail}` : ''}.`,
        ],
        { href: forgotLink, label: 'Choose a new password' },
        'en',
      ),
    };
  }
  return {
    to,
    ...replyTo(supportEmail),
    subject: `Passordet ditt hos ${siteName} er endra`,
    ...layout(
      siteName,
      [
        `Hei ${firstname}!`,
        'Passordet til kontoen din vart nett endra på «Min side». Var du innlogga andre stader, er du logga ut der.',
        `Har du ikkje gjort dette sjølv, vel nytt passord med ein gong med lenka under${supportEmail ? ` og gi oss beskjed på ${supportEmail}` : ''}.`,
      ],
      { href: forgotLink, label: 'Vel nytt passord' },
    ),
  };
}

/** An address as a notice may show it to someone else: "k***@example.no" (the domain whole, so a typo in it shows). */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  const first = Array.from(address.slice(0, Math.max(at, 0)))[0];
  return at > 0 && first ? `${first}***${address.slice(at)}` : '***';
}

/**
 * The notice to the old address after staff changed a person's log-in e-mail: the new address partly masked, when
 * and by whom, and whom to contact if it is wrong. No link: nothing in it may change the account (the old address is
 * no longer the log-in, and a reset link would go to the new one anyway).
 */
export function loginEmailChangedMail(
  language: MessageLanguage,
  to: string,
  firstname: string,
  f: { newEmail: string; when: string; siteName: string; supportEmail: string | null; supportPhone: string | null },
): MailMessage {
  const masked = maskEmail(f.newEmail);
  if (language === 'en') {
    const contact = [f.supportEmail ? `at ${f.supportEmail}` : '', f.supportPhone ? `by phone at ${f.supportPhone}` : ''].filter(Boolean).join(' or ');
    return {
      to,
      ...replyTo(f.supportEmail),
      subject: `The log-in e-mail of your account at ${f.siteName} was changed`,
      ...layout(
        f.siteName,
        [
          `Hi ${firstname}!`,
          `The e-mail address you log in with at ${f.siteName} was changed from this address (${to}) to ${masked}. The change was made by a member of our staff on ${f.when}.`,
          'From now on you log in with the new address, and e-mail about your account, links to choose a new password included, goes there.',
          `If this is wrong, or you did not ask for it, contact us${contact ? ` ${contact}` : ''} and we will put it right.`,
        ],
        undefined,
        'en',
      ),
    };
  }
  const contact = [f.supportEmail ? `på ${f.supportEmail}` : '', f.supportPhone ? `på telefon ${f.supportPhone}` : ''].filter(Boolean).join(' eller ');
  return {
    to,
    ...replyTo(f.supportEmail),
    subject: `E-postadressa du loggar inn med hos ${f.siteName}, er endra`,
    ...layout(f.siteName, [
      `Hei ${firstname}!`,
      `E-postadressa du loggar inn med hos ${f.siteName}, er endra frå denne adressa (${to}) til ${masked}. Endringa vart gjord av ein tilsett hos oss ${f.when}.`,
      'Frå no av loggar du inn med den nye adressa, og e-post om kontoen din, også lenker for å velje nytt passord, går dit.',
      `Er dette feil, eller har du ikkje bede om det, ta kontakt med oss${contact ? ` ${contact}` : ''}, så rettar vi det.`,
    ]),
  };
}

export interface BookingFacts {
  number: string;
  pickup: string;
  dropoff: string;
  lines: string[];
  total: string;
  customer: string;
  licenceAtPickup: boolean;
  siteEmail: string;
  /** The customer's reference and comment, when given. */
  reference: string | null;
  comment: string | null;
  /** Where the customer's replies go (the notice: the customer; the customer's mails: the site). */
  customerEmail: string | null;
  /** Who placed the order, for the notice to staff: the shop, a partner (by name) or staff on the phone. */
  origin: { kind: 'shop' } | { kind: 'partner'; name: string } | { kind: 'staff' };
}

/** "frå nettbutikken", "frå partnaren Testreiser AS", "lagt inn av ein tilsett". */
const originText = (o: BookingFacts['origin']) => (o.kind === 'partner' ? `frå partnaren ${o.name}` : o.kind === 'staff' ? 'lagt inn av ein tilsett' : 'frå nettbutikken');

/** The customer's reference and comment as lines of a mail. */
const notes = (f: BookingFacts, en: boolean) => [
  ...(f.reference ? [`${en ? 'Your reference' : 'Referansen din'}: ${f.reference}`] : []),
  ...(f.comment ? [`${en ? 'Your comment' : 'Kommentaren din'}: ${f.comment}`] : []),
];

/** The customer's order confirmation, in the language the customer booked in. */
export function bookingConfirmationMail(language: MessageLanguage, to: string, firstname: string, f: BookingFacts, siteName: string): MailMessage {
  if (language === 'en') {
    return {
      to,
      ...replyTo(f.siteEmail),
      subject: `We have received your order (${f.number})`,
      ...layout(
        siteName,
        [
          `Hi ${firstname}!`,
          `Thank you for your order. Order number: ${f.number}.`,
          `Pick-up: ${f.pickup}. Return: ${f.dropoff}.`,
          ...f.lines,
          `Total: ${f.total}.`,
          ...notes(f, true),
          ...(f.licenceAtPickup ? ['Remember to bring your driving licence when you pick up.'] : []),
          'We will check the order and send you a message when everything is ready.',
          `Questions? Write to ${f.siteEmail}.`,
        ],
        undefined,
        'en',
      ),
    };
  }
  return {
    to,
    ...replyTo(f.siteEmail),
    subject: `Vi har motteke bestillinga di (${f.number})`,
    ...layout(siteName, [
      `Hei ${firstname}!`,
      `Takk for bestillinga. Bestillingsnummer: ${f.number}.`,
      `Henting: ${f.pickup}. Levering: ${f.dropoff}.`,
      ...f.lines,
      `Totalt: ${f.total}.`,
      ...notes(f, false),
      ...(f.licenceAtPickup ? ['Hugs å ta med førarkortet når du hentar.'] : []),
      'Vi går gjennom bestillinga og sender deg ei melding når alt er klart.',
      `Spørsmål? Skriv til ${f.siteEmail}.`,
    ]),
  };
}

/** The pick-up location's notice of a new order. */
export function bookingNoticeMail(to: string, f: BookingFacts, siteName: string, adminLink: string): MailMessage {
  return {
    to,
    ...replyTo(f.customerEmail),
    subject: `Ny bestilling ${f.number}`,
    ...layout(siteName, [
      `Ny bestilling ${f.number} ${originText(f.origin)}.`,
      `Kunde: ${f.customer}.`,
      `Henting: ${f.pickup}. Levering: ${f.dropoff}.`,
      ...f.lines,
      `Totalt: ${f.total}.`,
      ...(f.reference ? [`Referanse: ${f.reference}`] : []),
      ...(f.comment ? [`Kommentar frå kunden: ${f.comment}`] : []),
    ], {
      href: adminLink,
      label: 'Opne administrasjonen',
    }),
  };
}

/** A status change the customer is told about: confirmed ("Bestillinga di er stadfesta") or cancelled. */
export function bookingStatusMail(
  language: MessageLanguage,
  status: 'confirmed' | 'cancelled' | 'changed',
  to: string,
  firstname: string,
  f: BookingFacts,
  siteName: string,
  placedByStaff: boolean,
): MailMessage {
  // The terms the customer accepted on the phone belong with the order itself (its confirmation), not its cancellation.
  const staff = placedByStaff && status === 'confirmed' ? [STAFF_ORDER_TERMS[language]] : [];
  if (status === 'changed') return bookingChangedMail(language, to, firstname, f, siteName);
  if (language === 'en') {
    const confirmed = status === 'confirmed';
    return {
      to,
      ...replyTo(f.siteEmail),
      subject: confirmed ? `Your order is confirmed (${f.number})` : `Your order is cancelled (${f.number})`,
      ...layout(
        siteName,
        [
          `Hi ${firstname}!`,
          confirmed ? `Your order ${f.number} is confirmed.` : `Your order ${f.number} is cancelled. The vehicle is no longer reserved for you.`,
          `Pick-up: ${f.pickup}. Return: ${f.dropoff}.`,
          ...(confirmed ? [...f.lines, `Total: ${f.total}.`] : []),
          ...(confirmed && f.licenceAtPickup ? ['Remember to bring your driving licence when you pick up.'] : []),
          ...staff,
          `Questions? Write to ${f.siteEmail}.`,
        ],
        undefined,
        'en',
      ),
    };
  }
  const confirmed = status === 'confirmed';
  return {
    to,
    ...replyTo(f.siteEmail),
    subject: confirmed ? `Bestillinga di er stadfesta (${f.number})` : `Bestillinga di er avbroten (${f.number})`,
    ...layout(siteName, [
      `Hei ${firstname}!`,
      confirmed ? `Bestillinga di er stadfesta. Bestillingsnummer: ${f.number}.` : `Bestillinga di ${f.number} er avbroten. Køyretøyet er ikkje lenger halde av til deg.`,
      `Henting: ${f.pickup}. Levering: ${f.dropoff}.`,
      ...(confirmed ? [...f.lines, `Totalt: ${f.total}.`] : []),
      ...(confirmed && f.licenceAtPickup ? ['Hugs å ta med førarkortet når du hentar.'] : []),
      ...staff,
      `Spørsmål? Skriv til ${f.siteEmail}.`,
    ]),
  };
}

/** A confirmed booking staff changed (place, time, price or what was booked): the booking as it now stands, in the booking's language. */
function bookingChangedMail(language: MessageLanguage, to: string, firstname: string, f: BookingFacts, siteName: string): MailMessage {
  if (language === 'en') {
    return {
      to,
      ...replyTo(f.siteEmail),
      subject: `Your order has been changed (${f.number})`,
      ...layout(
        siteName,
        [
          `Hi ${firstname}!`,
          `We have changed your order ${f.number}. This is how it stands now, in place of what we sent before:`,
          `Pick-up: ${f.pickup}. Return: ${f.dropoff}.`,
          ...f.lines,
          `Total: ${f.total}.`,
          `Questions, or is something not as agreed? Write to ${f.siteEmail}.`,
        ],
        undefined,
        'en',
      ),
    };
  }
  return {
    to,
    ...replyTo(f.siteEmail),
    subject: `Bestillinga di er endra (${f.number})`,
    ...layout(siteName, [
      `Hei ${firstname}!`,
      `Vi har endra bestillinga di ${f.number}. Slik er ho no, i staden for det vi sende før:`,
      `Henting: ${f.pickup}. Levering: ${f.dropoff}.`,
      ...f.lines,
      `Totalt: ${f.total}.`,
      `Spørsmål, eller er noko ikkje som avtalt? Skriv til ${f.siteEmail}.`,
    ]),
  };
}
