import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ActionIcon } from './ActionIcon.tsx';

/**
 * The actions cell of a staff list row: "Endre" (or "Vis" for those who may only look) to `to`, "Dupliser" to
 * `copyTo` when given (the viewer may create), then `children` (the row's delete button, when the viewer may delete).
 * Each is an icon and its word: a table row shows the icon only (the word stays its accessible name and its tooltip),
 * so the row's actions fit on one line beside every column of a laptop's screen; a phone's card shows both.
 */
export function RowActions({ to, mayChange, copyTo, children }: { to: string; mayChange: boolean | null | undefined; copyTo?: string | null; children?: ReactNode }) {
  const label = mayChange ? 'Endre' : 'Vis';
  return (
    <>
      <Link className="button small kit-action" to={to} title={label}>
        <ActionIcon name={mayChange ? 'edit' : 'view'} />
        <span className="kit-action-label">{label}</span>
      </Link>
      {copyTo && (
        <Link className="button small kit-action" to={copyTo} title="Dupliser">
          <ActionIcon name="copy" />
          <span className="kit-action-label">Dupliser</span>
        </Link>
      )}
      {children}
    </>
  );
}
