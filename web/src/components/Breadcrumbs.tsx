import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router-dom';
import { collapseCrumbs, ELLIPSIS, MAX_CRUMBS, type Crumb, type RouteHandle } from './breadcrumbs.ts';
import { useIsMobile } from './useMediaQuery.ts';

const HOME: Crumb = { label: 'nav.home', to: '/' };

/** Breadcrumbs from the matched routes' `handle.crumbs`, collapsed with "…" past 3 (mobile) or 4 (desktop) items. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const matches = useMatches();
  const location = useLocation();
  const mobile = useIsMobile();
  const handles = matches.map((m) => (m.handle ?? {}) as RouteHandle);
  const keepSearch = handles.some((h) => h.keepSearch);
  const trail = [HOME, ...handles.flatMap((h) => h.crumbs ?? [])];
  // The front page alone is not a trail.
  if (trail.length < 2) return null;

  const items = collapseCrumbs(trail, mobile ? MAX_CRUMBS.mobile : MAX_CRUMBS.desktop);
  const last = items.length - 1;
  return (
    <nav className="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
      <ol>
        {items.map((item, i) =>
          item === ELLIPSIS ? (
            <li key="ellipsis" aria-hidden="true" className="ellipsis">
              {ELLIPSIS}
            </li>
          ) : (
            <li key={item.to}>
              {i === last ? (
                <span aria-current="page">{t(item.label)}</span>
              ) : (
                <Link to={{ pathname: item.to, search: keepSearch ? location.search : '' }}>{t(item.label)}</Link>
              )}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
