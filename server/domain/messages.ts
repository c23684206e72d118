/**
 * English for the messages the rules write (server/domain, the services' input schemas): a rule keeps writing its
 * one Norwegian text where it lives, and what a customer reads passes through `inLanguage` on its way out (GraphQL's
 * error and warning fields, REST's envelope, the web client's own checks through `ruleText`). A message without an
 * English version stays Norwegian; tests/unit/i18n-messages.test.ts fails when a rule the shop uses has none.
 */

import { formatNok } from './money.ts';

export type MessageLanguage = 'no' | 'en';

/** Field names the messages put in front of "må fyllast ut", "må veljast", "er for lang" ... */
const LABELS: Record<string, string> = {
  Fornamn: 'First name',
  Fornamnet: 'The first name',
  Etternamn: 'Last name',
  Etternamnet: 'The last name',
  'E-post': 'E-mail',
  'E-postadressa': 'The e-mail address',
  Telefon: 'Phone',
  Passord: 'Password',
  Passordet: 'The password',
  Firmanamn: 'Company name',
  Firmanamnet: 'The company name',
  Organisasjonsnummeret: 'The organisation number',
  Referansen: 'The reference',
  Kommentaren: 'The comment',
  Adressa: 'The address',
  Adresse: 'Address',
  Hentestad: 'Pick-up location',
  Leveringsstad: 'Return location',
  Hentetidspunkt: 'Pick-up time',
  Leveringstidspunkt: 'Return time',
  Leieprodukt: 'Rental product',
  Tilbehør: 'Accessory',
  Land: 'Country',
  Nøkkel: 'Key',
  'Nytt passord': 'New password',
  Organisasjonsnummer: 'Organisation number',
};
const label = (no: string) => LABELS[no] ?? no;

/** Whole messages, exactly as the rules write them. */
const EXACT: Record<string, string> = {
  // credentials.ts
  'Ugyldig telefonnummer. Husk å inkludere landskode.': 'Invalid phone number. Remember to include the country code.',
  'Passordet må være minst 8 tegn langt og inneholde både bokstaver og tall.': 'The password must be at least 8 characters long and contain both letters and digits.',
  'Skriv inn passordet du har no.': 'Enter your current password.',
  'Passordet du har no, er ikkje rett.': 'Your current password is not right.',
  'Det nye passordet må vere ulikt det du har no.': 'The new password must differ from your current one.',
  'Passordet er endra. Er du innlogga andre stader, er du logga ut der.': 'Your password is changed. Anywhere else you were logged in, you are now logged out.',
  'Passordet er for langt.': 'The password is too long.',
  // customer.ts (Min side uses the same rules as staff)
  'Ugyldig landskode (t.d. +47).': 'Invalid country code (e.g. +47).',
  'Hugs landskoden til telefonnummeret (t.d. +47), her eller først i nummeret.': 'Remember the country code of the phone number (e.g. +47), here or at the start of the number.',
  // services/ownAccount.ts
  'Opplysningane dine er endra ein annan stad sidan du opna sida. Last inn sida på nytt.': 'Your details were changed elsewhere since you opened the page. Reload the page.',
  // text.ts
  'Inneheld teikn som ikkje er tillatne.': 'Contains characters that are not allowed.',
  'Namnet kan ikkje innehalde ei nettadresse.': 'The name cannot contain a web address.',
  'Kan ikkje innehalde linjeskift eller tabulator.': 'Cannot contain line breaks or tabs.',
  // services/bookingCreate.ts
  'Ukjend land.': 'Unknown country.',
  // crypto/transit.ts and crypto/nonces.ts (the log-in's encrypted body; the client retries these once)
  'Kryptert innhald manglar tidspunkt (ts).': 'Encrypted content lacks its time (ts).',
  'Førespurnaden er for gammal, eller klokka di går feil. Prøv igjen.': 'The request is too old, or your clock is wrong. Try again.',
  'Ukjend transportnøkkel. Hent nøkkelen på nytt og prøv igjen.': 'Unknown transport key. Fetch the key again and try again.',
  'Kryptert innhald er for kort.': 'Encrypted content is too short.',
  'Det krypterte innhaldet kunne ikkje opnast.': 'The encrypted content could not be opened.',
  'Klientnøkkelen (x-client-key) manglar eller er for lang.': 'The client key (x-client-key) is missing or too long.',
  'Klientnøkkelen (x-client-key) er ikkje ein gyldig RSA-nøkkel.': 'The client key (x-client-key) is not a valid RSA key.',
  'Denne førespurnaden er allereie motteken (nonce brukt før).': 'This request has already been received (nonce used before).',
  'Ugyldig nonce: 16–128 teikn base64url.': 'Invalid nonce: 16–128 characters of base64url.',
  // rest/auth.ts, http/jsonDepth.ts: the log-in's body
  'Krypterte kall må ha ein nonce (x-nonce).': 'Encrypted calls must have a nonce (x-nonce).',
  'Innhaldet er for stort.': 'The content is too large.',
  'Innhaldet må vere gyldig JSON.': 'The content must be valid JSON.',
  // http/searchLimit.ts
  'For mange søk på ein gong frå same nettverk. Prøv igjen om eit sekund.': 'Too many searches at once from the same network. Try again in a second.',
  // zodMessages.ts
  'Ugyldig verdi.': 'Invalid value.',
  'Ugyldig val.': 'Invalid choice.',
  'Ugyldig format.': 'Invalid format.',
  'Ukjende felt.': 'Unknown fields.',
  'Leigetida må vere eit heilt tal timar.': 'The rental duration must be a whole number of hours.',
  'Leigetida er for lang.': 'The rental duration is too long.',
  // fields.ts
  'Må fyllast ut.': 'Required.',
  'Må vere tekst.': 'Must be text.',
  // cart.ts
  'Vel eit leieprodukt.': 'Choose a rental product.',
  'Ukjend forsikring.': 'Unknown insurance.',
  'Ukjend tilbehør.': 'Unknown accessory.',
  'Tilbehøret er valt to gonger.': 'The accessory is chosen twice.',
  'Antal må vere eit heiltal frå 0.': 'The quantity must be a whole number from 0.',
  'Antal må vere eit tal.': 'The quantity must be a number.',
  'Antal må vere eit heiltal.': 'The quantity must be a whole number.',
  // licenceFile.ts
  'Førarkortet må lastast opp som fil (bilete eller PDF).': "The driving licence must be uploaded as a file (image or PDF).",
  'Fila er tom.': 'The file is empty.',
  'For store filer! Fila kan vere på høgst 10 MB.': 'File too large! The file can be at most 10 MB.',
  'For store filer!': 'File too large!',
  'Ukjend filtype. Last opp eit bilete (JPEG, PNG, WebP, HEIC) eller ein PDF.': 'Unknown file type. Upload an image (JPEG, PNG, WebP, HEIC) or a PDF.',
  // openingHours.ts
  'Du har valgt å hente bilen utenfor åpningstidene og kan ikke velge å vise sertifikat ved henting.':
    'You have chosen to pick up the car outside opening hours and cannot choose to show your licence at pick-up.',
  'Du hentar utanfor opningstida. Nøkkelen ligg i nøkkelboksen, og førarkortet må lastast opp før henting.':
    'You pick up outside opening hours. The key is in the key box, and the driving licence must be uploaded before pick-up.',
  'Du leverer utanfor opningstida. Legg nøkkelen i nøkkelboksen.': 'You return outside opening hours. Put the key in the key box.',
  'Det er ingen tilsette på staden då. Nøkkelen ligg i nøkkelboksen.': 'No staff are at the location then. The key is in the key box.',
  'Du har valt «Annet sted». Vi tek kontakt med deg for å avtale kvar bilen skal hentast.':
    'You have chosen “Other place”. We will contact you to agree where the car is to be picked up.',
  'Du har valt «Annet sted» som leveringsstad. Vi tek kontakt med deg for å avtale kvar bilen skal leverast.':
    'You have chosen “Other place” for the return. We will contact you to agree where the car is to be returned.',
  'Du har valt «Annet sted». Vi tek kontakt med deg for å avtale kvar bilen skal hentast og leverast.':
    'You have chosen “Other place”. We will contact you to agree where the car is to be picked up and returned.',
  // otherPlace.ts
  'Skriv adressa der du vil hente bilen.': 'Write the address where you want to pick up the car.',
  'Skriv adressa der du vil levere bilen.': 'Write the address where you want to return the car.',
  'Adressa kan vere høgst 200 teikn.': 'The address can be at most 200 characters.',
  // rentalPeriod.ts
  'Levering må være minst 1 time etter henting': 'Return must be at least 1 hour after pick-up',
  'Hentetidspunktet har allereie vore.': 'The pick-up time has already passed.',
  'Hente- og leveringstidspunkt må fyllast ut.': 'Pick-up and return time must be filled in.',
  // the order, the search, log-in and registration (services)
  'Ugyldig e-postadresse.': 'Invalid e-mail address.',
  'Last opp førarkortet.': 'Upload the driving licence.',
  'Land må veljast.': 'Country must be chosen.',
  'Vel korleis du viser førarkortet.': 'Choose how you show your driving licence.',
  'Du må godta leigevilkåra.': 'You must accept the rental terms.',
  'Ugyldig beløp.': 'Invalid amount.',
  'Organisasjonsnummeret må vere 9 siffer.': 'The organisation number must be 9 digits.',
  'Ein bestilling har nøyaktig eitt køyretøy og éi forsikring: antal må vere 1.': 'A booking has exactly one vehicle and one insurance: the quantity must be 1.',
  'Kundetype må vere private eller business.': 'Customer type must be private or business.',
  'Hentestaden finst ikkje.': 'The pick-up location does not exist.',
  'Leveringsstaden finst ikkje.': 'The return location does not exist.',
  'Leveringsstaden høyrer ikkje til same utleigar.': 'The return location does not belong to the same rental company.',
  'Leieproduktet er ikkje lenger ledig i denne perioden. Vel eit anna eller endra tidspunktet.':
    'The rental product is no longer available in this period. Choose another or change the time.',
  'Lenka er ugyldig, brukt eller gått ut. Opprett brukaren på nytt.': 'The link is invalid, used or expired. Register again.',
  'Lenka er ugyldig, brukt eller gått ut. Be om ei ny lenke.': 'The link is invalid, used or expired. Ask for a new link.',
  'Det finst allereie ein brukar med denne e-postadressa. Logg inn, eller be om nytt passord.':
    'There is already a user with this e-mail address. Log in, or ask for a new password.',
  'Vi har sendt ei e-post til adressa du oppgav. Opne lenka i e-posten for å stadfeste kontoen.':
    'We have sent an e-mail to the address you gave. Open the link in the e-mail to confirm the account.',
  'E-post sendt': 'E-mail sent',
  'Passordet ditt har blitt oppdatert!': 'Your password has been updated!',
  'Ugyldig nøkkel.': 'Invalid key.',
  'Feil e-post eller passord.': 'Wrong e-mail or password.',
  'Fann ikkje det du leita etter.': 'Could not find what you were looking for.',
  'Du har ikkje tilgang til dette.': 'You do not have access to this.',
  'Du må logge inn.': 'You must log in.',
  'Økta di har gått ut. Logg inn på nytt.': 'Your session has expired. Log in again.',
  'Du er logga ut.': 'You are logged out.',
  'Ugyldig dato.': 'Invalid date.',
  'Noko gjekk gale. Feilen er logga og vil bli retta.': 'Something went wrong. The error is logged and will be fixed.',
  'Førespurnaden inneheld teikn som ikkje er tillatne (til dømes NUL eller ugyldig Unicode).':
    'The request contains characters that are not allowed (for example NUL or invalid Unicode).',
  'Noko i bestillinga finst ikkje lenger: det vart nettopp sletta. Start bestillinga på nytt.':
    'Something in the order no longer exists: it was just deleted. Start the order again.',
  'Finst ikkje lenger: det vart sletta medan du lagra. Last sida på nytt og vel på nytt.': 'No longer exists: it was deleted while you saved. Reload the page and choose again.',
  'Kan ikkje slettast no: noko vart kopla til det medan du sletta. Last sida på nytt.': 'Cannot be deleted now: something was linked to it while you deleted it. Reload the page.',
  'Det tok for lang tid, og førespurnaden vart avbroten. Prøv igjen om litt.': 'It took too long, and the request was cancelled. Try again shortly.',
  'Samtykket er for gammalt eller ugyldig. Svar på spørsmålet om informasjonskapslar på nytt.':
    'The consent is too old or invalid. Answer the question about cookies again.',
  // the partner API (services/apiKeys.ts, bookingCreate.ts, http/*): partners ask for English with Accept-Language
  'Staden er ikkje tilgjengeleg for denne API-nøkkelen.': 'The location is not available to this API key.',
  'Leigeproduktet er ikkje tilgjengeleg for denne API-nøkkelen.': 'The rental product is not available to this API key.',
  'API-nøkkelen gir privatprisar: ein bedriftskunde krev ein nøkkel med bedriftsprisar.': 'The API key gives private prices: a business customer needs a key with business prices.',
  'Idempotency-Key må sendast med ein API-nøkkel (ein unik verdi per bestilling).': 'An Idempotency-Key must be sent with an API key (a unique value per order).',
  'Idempotency-Key må vere 8–200 teikn utan mellomrom.': 'The Idempotency-Key must be 8–200 characters without spaces.',
  'Idempotency-Key er alt brukt til ein annan førespurnad.': 'The Idempotency-Key is already used for another request.',
  'API-nøkkelen er ugyldig, trekt tilbake eller utgått. Send ein gyldig nøkkel som "Authorization: Bearer <nøkkel>".':
    'The API key is invalid, revoked or expired. Send a valid key as "Authorization: Bearer <key>".',
  'Ugyldig markør (cursor).': 'Invalid cursor.',
  'Fann ikkje bestillinga blant bestillingane til denne API-nøkkelen.': 'No such booking among the bookings of this API key.',

  'Ugyldig id: ikkje ein id frå dette API-et.': 'Invalid id: not an id of this API.',
  'Berre for partnarar med API-nøkkel (Authorization: Bearer <nøkkel>).': 'Only for partners with an API key (Authorization: Bearer <key>).',
  'Ukjend operasjon: hashen er ikkje registrert.': 'Unknown operation: the hash is not registered.',
  'Spørjinga manglar: send query eller extensions.persistedQuery.sha256Hash.': 'The query is missing: send query or extensions.persistedQuery.sha256Hash.',
  'Spørjinga er for djup.': 'The query is nested too deep.',
  // tags.ts (the vehicle cards' facts)
  Bensin: 'Petrol',
  Elektrisk: 'Electric',
  'Ladbar hybrid (bensin)': 'Plug-in hybrid (petrol)',
  'Ladbar hybrid (diesel)': 'Plug-in hybrid (diesel)',
  Framhjulsdrift: 'Front-wheel drive',
  Bakhjulsdrift: 'Rear-wheel drive',
  Firehjulsdrift: 'All-wheel drive',
  Automat: 'Automatic',
  Manuell: 'Manual',
  'Fri km': 'Unlimited km',
};

/** Messages with a varying part. */
const PATTERNS: [RegExp, (...groups: string[]) => string][] = [
  [/^(.+) må fyllast ut\.$/, (l) => `${label(l)} must be filled in.`],
  [/^(.+) må veljast\.$/, (l) => `${label(l)} must be chosen.`],
  [/^(.+) finst ikkje\.$/, (l) => `${label(l)} does not exist.`],
  [/^(.+) er for lang[t]?\.$/, (l) => `${label(l)} is too long.`],
  [/^(.+): ugyldig tidspunkt \(bruk åååå-mm-dd tt:mm\)\.$/, (l) => `${label(l)}: invalid time (use yyyy-mm-dd hh:mm).`],
  [/^Leigeperioden kan vere høgst (\d+) dagar\.$/, (n) => `The rental period can be at most ${n} days.`],
  [/^Henting kan vere høgst (\d+) år fram i tid\.$/, (n) => `Pick-up can be at most ${n} years ahead.`],
  [/^Klokka (\d\d:\d\d) finst ikkje denne natta: klokkene blir stilte fram ein time\. Vel eit anna klokkeslett\.$/, (t) => `${t} does not exist that night: the clocks go forward an hour. Choose another time.`],
  [/^Maks (\d+)$/, (n) => `Max ${n}`],
  [/^(.+) passar ikkje til (.+)\.$/, (item, vehicle) => `${item} does not fit ${vehicle}.`],
  [/^Totalprisen stemmer ikkje: prisen er (.+)\. Sjå over bestillinga og prøv igjen\.$/, (p) => `The total price does not match: the price is ${krInEnglish(p)}. Check the order and try again.`],
  [/^Innhaldet er nøsta for djupt: høgst (\d+) nivå av lister og objekt\.$/, (n) => `The content is nested too deeply: at most ${n} levels of lists and objects.`],
  [/^rentalSearch kan stå høgst (\d+) gonger i ei spørjing \(fann (\d+)\)\.$/, (max, n) => `rentalSearch may appear at most ${max} times in one query (found ${n}).`],
  [/^Handlekorga kan ha høgst (\d+) varer\.$/, (n) => `The cart can hold at most ${n} items.`],
  [/^Leigetida er (\d+) timar \((\d+) døgn\)\.$/, (h, d) => `The rental period is ${h} hours (${d} ${d === '1' ? 'day' : 'days'}).`],
  [/^Kryptert innhald: (\S+) er ikkje base64\.$/, (f) => `Encrypted content: ${f} is not base64.`],
  [/^Kryptert innhald: (\S+) har feil lengd\.$/, (f) => `Encrypted content: ${f} has the wrong length.`],
  [/^Kryptert innhald må ha enc «(.+)»\.$/, (alg) => `Encrypted content must have enc “${alg}”.`],
  [/^Høgst (\d+) teikn\.$/, (n) => `At most ${n} characters.`],
  [/^Søket kan ha høgst (\d+) ord\.$/, (n) => `A search can have at most ${n} words.`],
  // zod's own messages in Norwegian (zodMessages.ts).
  [/^Ugyldig verdi: ventar (.+)\.$/, (k) => `Invalid value: expected ${{ tekst: 'text', 'eit tal': 'a number', 'eit heiltal': 'a whole number', 'ja eller nei (true eller false)': 'yes or no (true or false)', 'ei liste': 'a list', 'eit objekt': 'an object', 'ein dato': 'a date' }[k] ?? 'another type'}.`],
  [/^Høgst (\d+) element\.$/, (n) => `At most ${n} items.`],
  [/^Minst (\d+) teikn\.$/, (n) => `At least ${n} characters.`],
  [/^Minst (\d+) element\.$/, (n) => `At least ${n} items.`],
  [/^Kan vere høgst (\S+)\.$/, (n) => `Can be at most ${n}.`],
  [/^Må vere minst (\S+)\.$/, (n) => `Must be at least ${n}.`],
  [/^Må vere mindre enn (\S+)\.$/, (n) => `Must be less than ${n}.`],
  [/^Må vere større enn (\S+)\.$/, (n) => `Must be greater than ${n}.`],
  [/^For mange førespurnader\. Prøv igjen om (\d+) minutt\.$/, (n) => `Too many requests. Try again in ${n} minutes.`],
  [/^Det er lagt inn mange bestillingar til denne e-postadressa den siste timen\. Er adressa di, kan du logge inn og bestille, eller prøve igjen om (\d+) minutt\.$/, (n) =>
    `Many orders have been placed to this e-mail address in the last hour. If the address is yours, you can log in and order, or try again in ${n} minutes.`],
  [/^For mange mislukka innloggingar\.\nPrøv igjen om (\d+) minutt\.$/, (n) => `Too many failed log-ins.\nTry again in ${n} minutes.`],
  [/^Ugyldige felt: (.*)$/, (f) => `Invalid fields: ${f}`],
  // The API's own scalars and ids (server/graphql/builder.ts, ids.ts), which partners' developers read.
  [/^Ugyldig tidspunkt: bruk ISO 8601 med tidssone, t\.d\. (\S+)\.$/, (example) => `Invalid date-time: use ISO 8601 with an offset, e.g. ${example}.`],
  [/^Ugyldig beløp: berre siffer, med høgst 2 desimalar\.$/, () => 'Invalid amount: digits only, with at most 2 decimals.'],
  [/^Ugyldig id: ventar ein (\w+)\.$/, (type) => `Invalid id: expected a ${type} id.`],
  [/^Høgst (\d+) id-ar per førespurnad\.$/, (n) => `At most ${n} ids per request.`],
  [/^Ugyldig verdi ved (\S+): ([\s\S]*)$/, (f, reason) => `Invalid value at ${f}: ${toEnglish(reason)}`],
  // graphql-js' coercion reasons as yoga.ts words them (the type in brackets).
  [/^(\w+) må fyllast ut \(([^)]+)\)\.$/, (f, t) => `${f} must be filled in (${t}).`],
  [/^Må fyllast ut \(([^)]+)\)\.$/, (t) => `Must be filled in (${t}).`],
  [/^Ukjend felt (\w+) i (\w+)\.$/, (f, t) => `Unknown field ${f} in ${t}.`],
  [/^Ukjend verdi for (\w+)\.$/, (t) => `Unknown value for ${t}.`],
  [/^Må vere eit heiltal \(Int\)\.$/, () => 'Must be a whole number (Int).'],
  [/^Må vere eit tal \(Float\)\.$/, () => 'Must be a number (Float).'],
  [/^Må vere tekst \(String\)\.$/, () => 'Must be text (String).'],
  [/^Må vere true eller false \(Boolean\)\.$/, () => 'Must be true or false (Boolean).'],
  [/^Må vere ein id \(ID\)\.$/, () => 'Must be an id (ID).'],
  [/^Må vere eit objekt \((\w+)\)\.$/, (t) => `Must be an object (${t}).`],
  [/^(first|last) må vere mellom 0 og (\d+)\.$/, (arg, max) => `${arg} must be between 0 and ${max}.`],
  [/^Spørjinga er for lang \(høgst ([\d ]+) teikn\)\.$/, (n) => `The query is too long (at most ${n.replace(/ /g, ',')} characters).`],
  [/^Spørjinga har for mange delar \(høgst ([\d ]+)\)\.$/, (n) => `The query has too many parts (at most ${n.replace(/ /g, ',')}).`],
  [/^API-nøkkelen har ikkje rett til dette \((.+)\)\.$/, (r) => `The API key has no right to this (${{ 'ledigheit og prisar': 'availability and prices', 'legge inn og avbestille bestillingar': 'place and cancel bookings', 'lese eigne bestillingar': 'read its own bookings' }[r] ?? r}).`],
  [/^Gratis avbestilling gjeld til (\d+) timar før henting\. Kontakt utleigestaden for å avbestille no\.$/, (h) => `Free cancellation ends ${h} hours before the pick-up. Contact the rental location to cancel now.`],
  [/^Bestillinga kan ikkje avbestillast: ho har status «.+» \((\w+)\)\.$/, (status) => `The booking cannot be cancelled: its status is ${status}.`],
  [/^Ikkje tilgjengeleg med API-nøkkel: (.+)\.$/, (f) => `Not available with an API key: ${f}.`],
  [/^For mange førespurnader: kostnadsgrensa til API-nøkkelen er nådd\. Prøv igjen om (\d+) sekund\.$/, (n) => `Too many requests: the API key's cost limit is reached. Try again in ${n} seconds.`],
  [/^Spørjinga kostar (\d+) poeng; ei spørjing kan koste høgst (\d+)\. Be om færre element \(first\/last\)\.$/, (n, max) => `The query costs ${n} points; a query may cost at most ${max}. Ask for fewer items (first/last).`],
  [/^Bestillinga denne Idempotency-Key laga \(nr\. (\d+)\), er sletta\. Send ein ny nøkkel for å bestille på nytt\.$/, (n) => `The booking this Idempotency-Key made (no. ${n}) has been deleted. Send a new key to order again.`],
  [/^Denne API-nøkkelen kan berre køyre registrerte operasjonar \(trusted documents\): send sha256-hashen til ein av dei i extensions\.persistedQuery\. Lista med hashar: (\S+)\.$/, (path) => `This API key may only run registered operations (trusted documents): send the sha256 hash of one of them in extensions.persistedQuery. The list of hashes: ${path}.`],
  [/^Førarkort (.+)$/, (v) => `Licence ${v}`],
  [/^(\d+) seter$/, (n) => `${n} seats`],
  [/^(\d+) dørar$/, (n) => `${n} doors`],
  [/^(.+) inkl\.$/, (v) => `${v} incl.`],
  [/^Rekkevidde (.+)$/, (v) => `Range ${v}`],
  // Tags shown as "title value" (tags.ts' default): the seed's titles.
  [/^Lastekapasitet (.+)$/, (v) => `Load capacity ${v}`],
  [/^Tilhengarvekt (.+)$/, (v) => `Towing capacity ${v}`],
  [/^Vekt (.+)$/, (v) => `Weight ${v}`],
  [/^Høgd (.+)$/, (v) => `Height ${v}`],
  [/^Alder ([\d–-]+) år$/, (n) => `Age ${n} years`],
  [/^Alder (.+)$/, (v) => `Age ${v}`],
  [/^Frå (\d+) år$/, (n) => `From age ${n}`],
  [/^(\d+) år$/, (n) => `${n} years`],
];

/** A Norwegian amount as formatKr writes it ("1 440,00 kr") as formatNok writes it ("NOK 1,440.00"); else as it is. */
function krInEnglish(amount: string): string {
  const m = /^(−?)(\d{1,3}(?:[\s\u00a0\u202f]\d{3})*),(\d\d)[\s\u00a0]kr$/.exec(amount);
  if (!m) return amount;
  const ore = Number(m[2]!.replace(/[\s\u00a0\u202f]/g, '')) * 100 + Number(m[3]);
  return formatNok(m[1] ? -ore : ore);
}

/** A text rewritten by the first pattern of `patterns` it matches (its groups passed on), or null when none does. */
export function rewriteByPattern(patterns: readonly (readonly [RegExp, (...groups: string[]) => string])[], text: string): string | null {
  for (const [pattern, rewrite] of patterns) {
    const m = pattern.exec(text);
    if (m) return rewrite(...m.slice(1));
  }
  return null;
}

/** The English version of a rule's Norwegian message (the message itself when there is none). */
export function toEnglish(message: string): string {
  return EXACT[message] ?? rewriteByPattern(PATTERNS, message) ?? message;
}

/** True when `message` has an English version. */
export const hasEnglish = (message: string): boolean => toEnglish(message) !== message;

/** A rule's message in `language`. */
export const inLanguage = (message: string, language: MessageLanguage): string => (language === 'en' ? toEnglish(message) : message);

/**
 * The language an `Accept-Language` header asks for: English when English ranks above Norwegian (nb, nn, no) and any
 * other language; Norwegian otherwise (the default, also without a header or for `*`).
 */
export function languageOfHeader(header: string | null | undefined): MessageLanguage {
  if (!header) return 'no';
  let best: { lang: MessageLanguage; q: number } | null = null;
  for (const part of header.slice(0, 500).split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!tag || !Number.isFinite(q) || q <= 0) continue;
    const lang = /^en(-|$)/.test(tag) ? 'en' : /^(nb|nn|no)(-|$)/.test(tag) ? 'no' : null;
    if (lang && (!best || q > best.q)) best = { lang, q };
  }
  return best?.lang ?? 'no';
}
