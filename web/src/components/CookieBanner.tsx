import { useTranslation } from 'react-i18next';
import { useRef, type FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import { saveConsent, useConsent } from '../tracking/consent.ts';
import { forgetVisitor } from '../tracking/visitor.ts';
import { focusBack } from './returnFocus.ts';
import { useHeightProperty } from './useHeightProperty.ts';
import './feedback.css';

/** The CSS property holding the banner's height while it shows (feedback.css keeps that much room below the page). */
const HEIGHT_PROPERTY = '--cookie-banner-height';

/**
 * Asks for cookie consent until the visitor answers; the answer holds for a year or until the text changes. It comes
 * early in the page (the layout puts it right after the skip link) so a keyboard reaches it at once, while it is shown
 * at the bottom; the page keeps room for it, so a focused field is never hidden under it. Answering gives focus back
 * to where it was before the banner, or to the page's heading.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const consent = useConsent();
  const banner = useRef<HTMLElement>(null);
  const before = useRef<HTMLElement | null>(null);

  useHeightProperty(banner, HEIGHT_PROPERTY, [consent]);

  if (consent) return null;

  const remember = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) before.current = from;
  };

  /** Saves the answer; focus first leaves the banner, which disappears with the answer. */
  const answer = (accepted: boolean) => {
    if (banner.current?.contains(document.activeElement)) focusBack(before.current);
    if (!accepted) forgetVisitor();
    saveConsent(accepted);
  };

  return (
    <section ref={banner} className="cookie-banner" aria-label={t('cookies.label')} onFocus={remember}>
      <p>
        {t('cookies.text')} <Link to="/personvern">{t('cookies.readPrivacy')}</Link>.
      </p>
      <div className="cookie-actions">
        <button type="button" className="button" onClick={() => answer(false)}>
          {t('cookies.necessaryOnly')}
        </button>
        <button type="button" className="button primary" onClick={() => answer(true)}>
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  );
}
