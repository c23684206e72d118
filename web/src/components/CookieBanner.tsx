import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { saveConsent, useConsent } from '../tracking/consent.ts';
import { forgetVisitor } from '../tracking/visitor.ts';
import './feedback.css';

/** Asks for cookie consent until the visitor answers; the answer holds for a year or until the text changes. */
export function CookieBanner() {
  const { t } = useTranslation();
  const consent = useConsent();
  if (consent) return null;
  const decline = () => {
    forgetVisitor();
    saveConsent(false);
  };
  return (
    <section className="cookie-banner" aria-label={t('cookies.label')}>
      <p>
        {t('cookies.text')} <Link to="/personvern">{t('cookies.readPrivacy')}</Link>.
      </p>
      <div className="cookie-actions">
        <button type="button" className="button" onClick={decline}>
          {t('cookies.necessaryOnly')}
        </button>
        <button type="button" className="button primary" onClick={() => saveConsent(true)}>
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  );
}
