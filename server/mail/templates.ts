/** The texts of the product's e-mails, plain and HTML, in Norwegian. */
import type { MailMessage } from './mailer.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(siteName: string, paragraphs: string[], link?: { href: string; label: string }): { text: string; html: string } {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : []), '', `Helsing ${siteName}`].join('\n\n');
  const html = `<!doctype html><html lang="no"><body style="font-family:sans-serif;line-height:1.5">${paragraphs
    .map((p) => `<p>${escape(p)}</p>`)
    .join('')}${link ? `<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>` : ''}<p>Helsing ${escape(siteName)}</p></body></html>`;
  return { text, html };
}

/** The password-reset message with its one-time link. */
export function passwordResetMail(to: string, firstname: string, link: string, siteName: string, validMinutes: number): MailMessage {
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
export function confirmRegistrationMail(to: string, firstname: string, link: string, siteName: string, validHours: number): MailMessage {
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
export function accountExistsMail(to: string, firstname: string, loginLink: string, resetLink: string, siteName: string): MailMessage {
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
export function welcomeMail(to: string, firstname: string, loginLink: string, siteName: string, supportEmail: string | null): MailMessage {
  return {
    to,
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

export interface BookingFacts {
  number: string;
  pickup: string;
  dropoff: string;
  lines: string[];
  total: string;
  customer: string;
  licenceAtPickup: boolean;
  siteEmail: string;
}

/** The customer's order confirmation. */
export function bookingConfirmationMail(to: string, firstname: string, f: BookingFacts, siteName: string): MailMessage {
  return {
    to,
    subject: `Vi har motteke bestillinga di (${f.number})`,
    ...layout(siteName, [
      `Hei ${firstname}!`,
      `Takk for bestillinga. Bestillingsnummer: ${f.number}.`,
      `Henting: ${f.pickup}. Levering: ${f.dropoff}.`,
      ...f.lines,
      `Totalt: ${f.total}.`,
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
    subject: `Ny bestilling ${f.number}`,
    ...layout(siteName, [`Ny bestilling ${f.number} frå nettbutikken.`, `Kunde: ${f.customer}.`, `Henting: ${f.pickup}. Levering: ${f.dropoff}.`, ...f.lines, `Totalt: ${f.total}.`], {
      href: adminLink,
      label: 'Opne administrasjonen',
    }),
  };
}
