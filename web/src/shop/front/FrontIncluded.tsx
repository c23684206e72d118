import { useTranslation } from 'react-i18next';
import { TERMS } from '@domain/terms.ts';
import { formatWholeKr } from '@domain/money.ts';
import { currentLanguage } from '../../i18n/index.ts';

/** What every rental includes (the terms' own figures): the basic insurance, free cancellation, kilometres. */
export function FrontIncluded() {
  const { t } = useTranslation();
  const items = [
    { icon: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z', title: t('storefront.front.insuranceTitle'), text: t('storefront.front.insuranceText', { excess: formatWholeKr(TERMS.excessKr, currentLanguage()) }) },
    { icon: 'M3 12a9 9 0 1 0 18 0 9 9 0 0 0-18 0M12 7v5l3 3', title: t('storefront.front.cancelTitle'), text: t('storefront.front.cancelText', { hours: TERMS.freeCancellationHours }) },
    { icon: 'M4 19h16M6 19V9l6-5 6 5v10M10 19v-5h4v5', title: t('storefront.front.kmTitle'), text: t('storefront.front.kmText') },
  ];
  return (
    <section className="front-section" aria-labelledby="front-included">
      <h2 id="front-included">{t('storefront.front.includedTitle')}</h2>
      <ul className="front-included">
        {items.map((item) => (
          <li key={item.title}>
            <svg className="front-icon" width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
              <path d={item.icon} />
            </svg>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
