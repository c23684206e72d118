import { useTranslation } from 'react-i18next';
import type { MouseEvent } from 'react';

/** The id of each layout's `<main>`, the skip link's target. */
export const MAIN_ID = 'innhald';

/** Moves focus to the main content without putting "#innhald" in the address (the router owns the URL). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** "Hopp til innhald": the first focusable element of a page, visible only when focused. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToContent}>
      {t('common.skipToContent')}
    </a>
  );
}
