import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { TermsPageQuery } from '../__generated__/TermsPageQuery.graphql';
import { CompanyContact } from './CompanyContact.tsx';
import { LegalPage, type LegalSection } from './LegalPage.tsx';
import { kr, STAFF_ORDER_TERMS, TERMS as T } from './terms.ts';

/** /vilkår: the rental terms, 14 sections, with the business constants of spec 1 section 9. */
export function TermsPage() {
  const { t } = useTranslation();
  const { site } = useLazyLoadQuery<TermsPageQuery>(
    graphql`
      query TermsPageQuery {
        site {
          name
          email
          ...CompanyContact_site
        }
      }
    `,
    {},
  );
  const name = site?.name ?? 'utleigeselskapet';
  const email = site ? <a href={`mailto:${site.email}`}>{site.email}</a> : 'kundeservice';

  const sections: LegalSection[] = [
    {
      title: 'Avtalen og partane',
      body: (
        <>
          <p>
            Vilkåra gjeld når du leiger bil, varebil eller tilhengar av {name}. Bestillinga, desse vilkåra og{' '}
            <Link to="/personvern">personvernerklæringa</Link> utgjer til saman leigeavtalen.
          </p>
          {site && <CompanyContact site={site} />}
        </>
      ),
    },
    {
      title: 'Bestilling',
      body: (
        <>
          <p>
            Du bestiller på nettstaden ved å velje hentestad, leveringsstad, tidspunkt, leigeprodukt, forsikring og tilbehør. Når
            bestillinga er send, går dei tilsette våre gjennom henne og gir deg melding når ho er klar.
          </p>
          <p>
            Bestillingar kan òg leggjast inn av dei tilsette våre på vegner av deg, til dømes på telefon eller ved disken. Då gjeld
            dei same vilkåra, og du får den same stadfestinga.
          </p>
          {/* The words the confirmation mail of such an order carries (one text: server/domain/terms.ts). */}
          <p className="terms-staff-order">
            I stadfestinga av ei slik bestilling står det: «{STAFF_ORDER_TERMS.no}»
          </p>
        </>
      ),
    },
    {
      title: 'Leigetid',
      body: (
        <p>
          Kortaste leigetid er {T.minimumRentalHours} time. Leigetida blir rekna i døgn frå hentetid til leveringstid: ein rest på 12
          timar eller meir tel som eit heilt døgn, ein kortare rest blir ikkje rekna med, og du betaler alltid for minst eitt døgn.
        </p>
      ),
    },
    {
      title: 'Krav til leigetakar og førar',
      body: (
        <>
          <p>
            Leigetakaren og alle som køyrer må vere minst {T.minimumAge} år og ha gyldig førarkort for køyretøyet (for tilhengar:
            rett klasse for heile vogntoget). Alle førarar må vere førde opp i bestillinga.
          </p>
          <p>
            Er ein førar under {T.youngDriverAge} år, blir tillegget for ung førar lagt til bestillinga automatisk. Førarkortet lastar
            du opp når du bestiller, eller viser det ved henting. Å vise det ved henting går berre når du hentar i opningstida til dei
            tilsette på hentestaden.
          </p>
        </>
      ),
    },
    {
      title: 'Prisar',
      body: (
        <p>
          Prisane for privatkundar er oppgitt inkl. mva., prisane for bedriftskundar eks. mva. Prisen gjeld perioden, stadene,
          forsikringa og tilbehøret i bestillinga. Blir perioden endra, reknar vi prisen ut på nytt.
        </p>
      ),
    },
    {
      title: 'Betaling for privatkundar',
      body: <p>Privatkundar betaler leiga på førehand, med ei betalingslenke som vi sender på e-post når bestillinga er gått gjennom.</p>,
    },
    {
      title: 'Betaling for bedriftskundar',
      body: (
        <p>
          Bedriftskundar får faktura {T.invoiceAfterDays} dagar etter at leigeperioden er slutt, med {T.paymentTermDays} dagars
          betalingsfrist. Ved leige over ein månad sender vi faktura kvar månad. Ved for sein betaling kan vi krevje forseinkingsrente
          etter forseinkingsrentelova.
        </p>
      ),
    },
    {
      title: 'Depositum',
      body: (
        <p>
          Ved henting reserverer vi eit depositum på eit bankkort du vel: {kr(T.depositShortKr)} for leige under {T.depositLongFromDays}{' '}
          dagar og {kr(T.depositLongKr)} for leige på {T.depositLongFromDays} dagar eller meir. Depositumet dekkjer bompengar, ferjer og
          parkering i leigeperioden. Det som ikkje blir brukt, blir frigjort innan {T.depositReleaseDays} dagar etter levering.
        </p>
      ),
    },
    {
      title: 'Avbestilling og endring',
      body: (
        <p>
          Du kan avbestille utan kostnad fram til {T.freeCancellationHours} timar før leigeperioden startar. Avbestiller du seinare,
          eller blir køyretøyet ikkje henta, kan vi krevje heile eller delar av leigesummen. Ønskjer du å endre bestillinga, kontakt oss
          på {email}; ei endring kan gi ny pris.
        </p>
      ),
    },
    {
      title: 'Henting og levering',
      body: (
        <p>
          Køyretøyet blir henta og levert på stadene og tidspunkta i bestillinga. Hentar du utanfor opningstida, får du nøkkelen i
          nøkkelboks, og førarkortet må vere lasta opp på førehand. Har du valt «annan stad», tek dei tilsette kontakt med deg for å
          avtale henting. Køyretøyet skal leverast i same stand som ved henting, utan anna slitasje enn vanleg bruk.
        </p>
      ),
    },
    {
      title: 'Bruk av køyretøyet',
      body: (
        <p>
          Køyretøyet skal brukast forsvarleg og etter vegtrafikklova. Det er ikkje lov å røykje i køyretøyet, å fremleige det, å
          bruke det til kappkøyring eller til å frakte passasjerar eller gods mot betaling, eller å køyre det ut av landet utan
          skriftleg avtale med oss.
        </p>
      ),
    },
    {
      title: 'Bompengar, ferjer, parkering og gebyr',
      body: (
        <p>
          Leigetakaren betaler bompengar, ferjer og parkering i leigeperioden, og gebyr og bøter for brot på trafikkreglane. Vi kan
          trekkje slike kostnader frå depositumet eller fakturere dei i etterkant.
        </p>
      ),
    },
    {
      title: 'Forsikring, eigenandel og skade',
      body: (
        <>
          <p>
            Alle køyretøya er forsikra. Standard eigenandel ved skade er {kr(T.excessKr)} per skade. I bestillinga kan du velje ei
            forsikring som set ned eigenandelen; det du valde, står i stadfestinga.
          </p>
          <p>
            Skade, ulukke og tjuveri skal meldast til oss straks, og til politiet når det gjeld tjuveri eller personskade. Eigenandelen
            gjeld ikkje skade som kjem av grov aktløyse, rus eller brot på desse vilkåra; då kan leigetakaren bli ansvarleg for heile
            skaden.
          </p>
        </>
      ),
    },
    {
      title: 'Personvern, klage og lovval',
      body: (
        <p>
          Korleis vi handsamar personopplysningane dine, står i <Link to="/personvern">personvernerklæringa</Link>. Har du ein klage,
          kontakt oss på {email}. Avtalen følgjer norsk rett. Privatkundar kan få hjelp av Forbrukarrådet dersom vi ikkje blir
          samde; elles blir tvistar avgjorde av dei ordinære domstolane.
        </p>
      ),
    },
  ];

  return <LegalPage title={t('legal.termsTitle')} updated={T.updated} intro={<p className="lead">Vilkår for leige av bil, varebil og tilhengar.</p>} sections={sections} />;
}
