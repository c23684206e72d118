import { Link } from 'react-router-dom';
import { useBackState } from './listBack.ts';

/**
 * A list's "Ny …" button (editors only: the list decides): opens `{list}/ny`, which comes back to the list as it is now
 * (its search, filters and page: `listBack`) on Avbryt and after the save.
 */
export function NewLink({ label }: { label: string }) {
  return (
    <Link className="button primary" to="ny" state={useBackState()}>
      {label}
    </Link>
  );
}
