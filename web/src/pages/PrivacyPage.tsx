import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { PrivacyPageQuery } from '../__generated__/PrivacyPageQuery.graphql';
import { toast } from '../components/toast.ts';
import { resetConsent, useConsent } from '../tracking/consent.ts';
import { forgetVisitor } from '../tracking/visitor.ts';
import { CompanyContact } from './CompanyContact.tsx';
import { LegalPage, type LegalSection } from './LegalPage.tsx';
import { TERMS } from './terms.ts';

/** /personvern: the privacy statement, 8 sections, describing what the product really stores and tracks. */
export function PrivacyPage() {
  const { t, i18n } = useTranslation();
  const { site } = useLazyLoadQuery<PrivacyPageQuery>(
    graphql`
      query PrivacyPageQuery {
        site {
          name
          email
          ...CompanyContact_site
        }
      }
    `,
    {},
  );
  const consent = useConsent();
  const name = site?.name ?? 'Utleigeselskapet';
  const email = site ? <a href={`mailto:${site.email}`}>{site.email}</a> : 'kundeservice';
  const withdraw = () => {
    forgetVisitor();
    resetConsent();
    toast(t('legal.consentWithdrawn'), { type: 'info' });
  };

  const sections: LegalSection[] = [
    {
      title: 'Behandlingsansvarleg',
      body: (
        <>
          <p>{name} er ansvarleg for personopplysningane som blir handsama på denne nettstaden.</p>
          {site && <CompanyContact site={site} />}
        </>
      ),
    },
    {
      title: 'Kva vi lagrar',
      body: (
        <ul>
          <li>Brukarkonto: namn, e-postadresse, telefonnummer og når kontoen vart oppretta. Passordet lagrar vi berre som ein einvegs-hash (argon2id), aldri i klartekst.</li>
          <li>
            Bestillingar: namn, e-post, telefon og land, for bedrifter òg namn og organisasjonsnummer, om føraren er over 25 år, val av
            førarkort og eventuelt opplasta førarkort, stader, tidspunkt, produkt, prisar, referanse og kommentar.
          </li>
          <li>
            Innlogging: økta di (vi lagrar berre ein hash av nøkkelen i informasjonskapselen, saman med kva nettlesar du brukar og
            når økta vart brukt), mislukka innloggingsforsøk per e-postadresse og lenker for nytt passord (berre som hash).
          </li>
          <li>Endringslogg: når dei tilsette endrar ei bestilling, ein stad eller eit produkt, lagrar vi kven som gjorde kva, og når.</li>
          <li>Sidevisingar, berre om du har sagt ja (sjå punkt 5).</li>
        </ul>
      ),
    },
    {
      title: 'Kvifor vi lagrar det',
      body: (
        <p>
          Vi treng opplysningane for å oppfylle leigeavtalen og brukarkontoen din (personvernforordninga art. 6 nr. 1 b), for å
          oppfylle plikter i mellom anna bokføringslova (art. 6 nr. 1 c), og for å halde tenesta trygg, til dømes ved å stoppe
          gjetting av passord (art. 6 nr. 1 f). Sidevisingsstatistikken byggjer på samtykket ditt (art. 6 nr. 1 a).
        </p>
      ),
    },
    {
      title: 'Informasjonskapslar og lokal lagring',
      body: (
        <ul>
          <li>
            <code>sid</code>: nødvendig for innlogging. Gjeld i 12 timar, eller 30 dagar om du vel «Hugs meg», og blir sletta når du
            loggar ut.
          </li>
          <li>Svaret ditt om informasjonskapslar, i lokal lagring i eitt år (vi spør på nytt om teksten blir endra).</li>
          <li>«Hugs meg»: e-postadressa di i lokal lagring, aldri passordet.</li>
          <li>Eit nøkkelpar i nettlesaren som krypterer innlogging, registrering og nytt passord på veg til oss.</li>
          <li>Kundeopplysningar i bestillingsskjemaet, berre om du ber oss hugse dei.</li>
          <li>Ein tilfeldig besøks-id, berre om du har sagt ja til statistikk.</li>
        </ul>
      ),
    },
    {
      title: 'Sidevisingsstatistikk',
      body: (
        <>
          <p>
            Seier du ja, lagrar vi kva side du opnar (adressa utan søkjeparametrar), tidspunktet, den tilfeldige besøks-id-en,
            brukar-id-en din om du er innlogga, og kva versjon av samtykketeksten du sa ja til. Statistikken blir lagra hos oss og
            blir ikkje send til andre; vi brukar ingen annonse- eller sporingstenester frå tredjepart. Sidene for dei tilsette blir
            ikkje talde.
          </p>
          {consent && (
            // The reader's own choice and its control, in the page's language inside the Norwegian legal text.
            <p lang={i18n.language === 'en' ? 'en' : 'no'}>
              {t(consent.accepted ? 'legal.consentAccepted' : 'legal.consentRefused')}{' '}
              <button type="button" className="button" onClick={withdraw}>
                {t('legal.changeConsent')}
              </button>
            </p>
          )}
        </>
      ),
    },
    {
      title: 'Kven vi deler med',
      body: (
        <p>
          Vi sel aldri personopplysningar. Vi deler berre det som trengst med dei som hjelper oss å levere tenesta: leverandøren som
          sender e-posten vår, betalingsleverandøren som handsamar betalingslenka, og den som driftar serverane våre. Dei har
          databehandlaravtale med oss og kan ikkje bruke opplysningane til noko anna.
        </p>
      ),
    },
    {
      title: 'Kor lenge vi lagrar',
      body: (
        <ul>
          <li>Økter: til dei går ut eller du loggar ut. Lenker for nytt passord verkar i ein time og berre éin gong.</li>
          <li>Teljaren for mislukka innloggingar blir nullstilt når du loggar inn.</li>
          <li>
            Bestillingar og rekneskapsopplysningar: så lenge bokføringslova krev, i dag fem år etter utgangen av rekneskapsåret. Ber du
            oss slette deg, står bestillingane att utan namn, kontaktopplysningar, referanse, kommentar og førarkort; på ei
            bedriftsbestilling står firmanamnet og organisasjonsnummeret att.
          </li>
          <li>Brukarkontoen: til du ber oss slette han. Blir kontoen sletta, blir brukar-id-en fjerna frå sidevisingane.</li>
          <li>Svaret ditt om informasjonskapslar: eitt år i nettlesaren din.</li>
        </ul>
      ),
    },
    {
      title: 'Rettane dine',
      body: (
        <p>
          Du kan be om innsyn i, retting og sletting av opplysningane om deg, avgrense eller protestere mot handsaminga og få
          opplysningane utleverte. Samtykke kan du trekkje tilbake når som helst. Skriv til oss på {email}. Meiner du at vi ikkje
          følgjer reglane, kan du klage til Datatilsynet (datatilsynet.no).
        </p>
      ),
    },
  ];

  return (
    <LegalPage
      title={t('legal.privacyTitle')}
      updated={TERMS.updated}
      intro={<p className="lead">Korleis {name} handsamar personopplysningane dine.</p>}
      sections={sections}
    />
  );
}
