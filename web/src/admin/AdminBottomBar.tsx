import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { AdminNav_viewer$key } from '../__generated__/AdminNav_viewer.graphql';
import { BottomSheet } from '../components/BottomSheet.tsx';
import { Icon } from '../components/Icon.tsx';
import { useHeightProperty } from '../components/useHeightProperty.ts';
import { WORK_IN_PROGRESS } from '../components/Placeholder.tsx';
import { AdminNav } from './AdminNav.tsx';

type Sheet = 'meny' | 'sok' | 'varsel' | null;

/** The mobile (≤ 768 px) bottom bar: dashboard, menu, search, notifications and account choice, with bottom sheets. */
export function AdminBottomBar({ viewer, slug }: { viewer: AdminNav_viewer$key; slug: string | null }) {
  const [sheet, setSheet] = useState<Sheet>(null);
  // Following a link inside a sheet closes it, also to the page already open (only the query changes, or nothing):
  // every navigation has a new key, and one held back by "Er du sikker?" none, so the sheet stays under the question.
  const { key } = useLocation();
  useEffect(() => setSheet(null), [key]);
  const close = () => setSheet(null);
  const bar = useRef<HTMLElement>(null);
  useHeightProperty(bar, '--admin-bottom-bar-height');

  return (
    <>
      <nav className="admin-bottom-bar" aria-label="Snarvegar" ref={bar}>
        <NavLink end to={slug ? `/admin/${slug}` : '/admin'}>
          <Icon name="home" />
          <span>Oversikt</span>
        </NavLink>
        <button type="button" onClick={() => setSheet('meny')} aria-expanded={sheet === 'meny'}>
          <Icon name="menu" />
          <span>Meny</span>
        </button>
        <button type="button" onClick={() => setSheet('sok')} aria-expanded={sheet === 'sok'}>
          <Icon name="search" />
          <span>Søk</span>
        </button>
        <button type="button" onClick={() => setSheet('varsel')} aria-expanded={sheet === 'varsel'}>
          <Icon name="bell" />
          <span>Varsel</span>
        </button>
        <Link to="/admin">
          <Icon name="swap" />
          <span>Kontoval</span>
        </Link>
      </nav>

      <BottomSheet open={sheet === 'meny'} title="Meny" onClose={close}>
        <AdminNav viewer={viewer} slug={slug} />
      </BottomSheet>
      <BottomSheet open={sheet === 'sok'} title="Søk" onClose={close}>
        <p className="notice">{WORK_IN_PROGRESS}.</p>
      </BottomSheet>
      <BottomSheet open={sheet === 'varsel'} title="Varsel" onClose={close}>
        <p className="notice">{WORK_IN_PROGRESS}.</p>
      </BottomSheet>
    </>
  );
}
