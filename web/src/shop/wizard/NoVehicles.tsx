import { Link } from 'react-router-dom';
import { useWizard } from './useWizard.ts';

/** Step 2 without anything to rent: the spec's text, hints, a way back and (in development) a refresh button. */
export function NoVehicles({ onRefresh }: { onRefresh?: () => void }) {
  const { href } = useWizard();
  return (
    <div className="wz-empty" role="status">
      <p className="wz-empty-title">Ingen leieprodukter funnet for denne perioden.</p>
      <ul>
        <li>Prøv andre datoar eller klokkeslett.</li>
        <li>Prøv ein annan hentestad, eller lever på same stad som du hentar.</li>
      </ul>
      <p className="wz-actions">
        <Link className="button primary" to={href('/')}>
          Endre hentestad og tid
        </Link>
        {onRefresh && (
          <button type="button" className="button" onClick={onRefresh}>
            Oppdater
          </button>
        )}
      </p>
    </div>
  );
}
