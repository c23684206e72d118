import { Link } from 'react-router-dom';
import { CONSENT_TEXT, saveConsent, useConsent } from '../tracking/consent.ts';
import { forgetVisitor } from '../tracking/visitor.ts';
import './feedback.css';

/** Asks for cookie consent until the visitor answers; the answer holds for a year or until the text changes. */
export function CookieBanner() {
  const consent = useConsent();
  if (consent) return null;
  const decline = () => {
    forgetVisitor();
    saveConsent(false);
  };
  return (
    <section className="cookie-banner" aria-label="Informasjonskapslar">
      <p>
        {CONSENT_TEXT} <Link to="/personvern">Les personvernerklæringa</Link>.
      </p>
      <div className="cookie-actions">
        <button type="button" className="button" onClick={decline}>
          Berre nødvendige
        </button>
        <button type="button" className="button primary" onClick={() => saveConsent(true)}>
          Godta
        </button>
      </div>
    </section>
  );
}
