import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The actions cell of a staff list row: "Endre" (or "Vis" for those who may only look) to `to`, "Dupliser" to
 * `copyTo` when given (the viewer may create), then `children` (the row's delete button, when the viewer may delete).
 */
export function RowActions({ to, mayChange, copyTo, children }: { to: string; mayChange: boolean | null | undefined; copyTo?: string | null; children?: ReactNode }) {
  return (
    <>
      <Link className="button small" to={to}>
        {mayChange ? 'Endre' : 'Vis'}
      </Link>
      {copyTo && (
        <Link className="button small" to={copyTo}>
          Dupliser
        </Link>
      )}
      {children}
    </>
  );
}
