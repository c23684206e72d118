import { useTranslation } from 'react-i18next';
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
  const { t, i18n } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <address>
          <strong>{data.name}</strong>
          <span>{data.address1}</span>
          <span>
            {data.zip} {data.city}
          </span>
          <span>{t('footer.orgnr', { orgnr: data.orgnr })}</span>
        </address>
        <ul className="footer-contact">
          <li>
            {t('footer.phone')} <a href={telHref(data.phone)}>{data.phone}</a>
            {data.phone2 && (
              <>
                {' / '}
                <a href={telHref(data.phone2)}>{data.phone2}</a>
              </>
            )}
          </li>
          <li>
            {t('footer.email')} <a href={`mailto:${data.email}`}>{data.email}</a>
          </li>
          {/* The site's translated version (production only): a link for the Norwegian pages; an English page is it. */}
          {data.translatedSiteUrl && i18n.language !== 'en' && (
            <li>
              <a href={data.translatedSiteUrl} hrefLang="en">
                {t('footer.translated')}
              </a>
            </li>
          )}
        </ul>
        <ul className="footer-links">
          <li>
            <Link to="/vilkår">{t('nav.terms')}</Link>
          </li>
          <li>
            <Link to="/personvern">{t('nav.privacy')}</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
