import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle.ts';

/** Text for screens that exist as routes but are not built yet. */
export const WORK_IN_PROGRESS = 'Vi jobber med denne siden';

/** A screen that is only its title for now (optionally marked as under development); real screens replace it. */
export function Placeholder({ title, eyebrow, wip = false, children }: { title: string; eyebrow?: string; wip?: boolean; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="page">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      {wip && (
        <p className="notice" role="status">
          {WORK_IN_PROGRESS}.
        </p>
      )}
      {children}
    </section>
  );
}
