import { useEffect } from 'react';

const SITE_TITLE = 'Fjordbil';

/** Sets the browser tab's title to "<title> – Fjordbil" while the calling screen is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} – ${SITE_TITLE}` : `${SITE_TITLE} – bilutleige`;
  }, [title]);
}
