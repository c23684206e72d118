import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { Footer_site$key } from '../__generated__/Footer_site.graphql';

/** Digits only, with a leading + kept: a tel: link must not hold spaces. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The public pages' footer: company name, address, organisation number, phone numbers and support e-mail. */
export function Footer({ site }: { site: Footer_site$key }) {
  const data = useFragment(
    graphql`
      fragment Footer_site on Site {
        name
        address1
        zip
        city
        orgnr
        phone
        phone2
        email
        translatedSiteUrl
      }
    `,
    site,
  );
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <address>
          <strong>{data.name}</strong>
          <span>{data.address1}</span>
          <span>
            {data.zip} {data.city}
          </span>
          <span>Org.nr. {data.orgnr}</span>
        </address>
        <ul className="footer-contact">
          <li>
            Telefon: <a href={telHref(data.phone)}>{data.phone}</a>
            {data.phone2 && (
              <>
                {' / '}
                <a href={telHref(data.phone2)}>{data.phone2}</a>
              </>
            )}
          </li>
          <li>
            E-post: <a href={`mailto:${data.email}`}>{data.email}</a>
          </li>
          {data.translatedSiteUrl && (
            <li>
              <a href={data.translatedSiteUrl} hrefLang="en">
                Omsett versjon av nettstaden
              </a>
            </li>
          )}
        </ul>
        <ul className="footer-links">
          <li>
            <Link to="/vilkår">Leigevilkår</Link>
          </li>
          <li>
            <Link to="/personvern">Personvernerklæring</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
