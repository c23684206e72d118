import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The front page's hero: the promise in one line and the search form (step 1) on a fjord-coloured band. */
export function FrontHero({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="front-hero">
      <div className="front-hero-text">
        <p className="front-kicker">{t('storefront.front.kicker')}</p>
        <p className="front-title">{t('storefront.front.title')}</p>
        <p className="front-lead">{t('storefront.front.lead')}</p>
      </div>
      {children}
    </div>
  );
}
