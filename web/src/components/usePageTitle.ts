import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const SITE_TITLE = 'Fjordbil';

/** Sets the browser tab's title to "<title> – Fjordbil" while the calling screen is shown. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const suffix = t('site.titleSuffix');
  useEffect(() => {
    document.title = title ? `${title} – ${SITE_TITLE}` : `${SITE_TITLE} – ${suffix}`;
  }, [title, suffix]);
}
