import { createContext, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ActionIcon } from './ActionIcon.tsx';
import { useBackState } from './listBack.ts';

/** The name of the list row an action sits in (RowActions gives it; DeleteButton adds it to its accessible name). */
export const RowNameContext = createContext<string | null>(null);

/**
 * The actions cell of a staff list row: "Endre" (or "Vis" for those who may only look) to `to`, "Dupliser" to
 * `copyTo` when given (the viewer may create), then `children` (the row's delete button, when the viewer may delete).
 * Each is an icon and its word: a table row shows the icon only (the word stays its accessible name and its tooltip),
 * so the row's actions fit on one line beside every column of a laptop's screen; a phone's card shows both. The page
 * either opens comes back to the list as it is now (its search, filters and page: `listBack`). Each action's accessible
 * name adds the row's `name` ("Endre Flesland lufthamn"), so a screen reader's list of links tells the rows apart; the
 * word it shows comes first, as WCAG's "label in name" asks.
 */
export function RowActions({
  to,
  name,
  mayChange,
  copyTo,
  children,
}: {
  to: string;
  /** What the row is to a person: its title column (a name, a booking's number). */
  name: string;
  mayChange: boolean | null | undefined;
  copyTo?: string | null;
  children?: ReactNode;
}) {
  const label = mayChange ? 'Endre' : 'Vis';
  const back = useBackState();
  return (
    <>
      <Link className="button small kit-action" to={to} state={back} title={label} aria-label={`${label} ${name}`}>
        <ActionIcon name={mayChange ? 'edit' : 'view'} />
        <span className="kit-action-label">{label}</span>
      </Link>
      {copyTo && (
        <Link className="button small kit-action" to={copyTo} state={back} title="Dupliser" aria-label={`Dupliser ${name}`}>
          <ActionIcon name="copy" />
          <span className="kit-action-label">Dupliser</span>
        </Link>
      )}
      <RowNameContext.Provider value={name}>{children}</RowNameContext.Provider>
    </>
  );
}
