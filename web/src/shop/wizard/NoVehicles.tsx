import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useWizard } from './useWizard.ts';

/** Step 2 without anything to rent: the spec's text, hints, a way back and (in development) a refresh button. */
export function NoVehicles({ onRefresh }: { onRefresh?: () => void }) {
  const { t } = useTranslation();
  const { href } = useWizard();
  return (
    <div className="wz-empty" role="status">
      <p className="wz-empty-title">{t('offers.none')}</p>
      <ul>
        <li>{t('offers.tryOtherDates')}</li>
        <li>{t('offers.tryOtherPlace')}</li>
      </ul>
      <p className="wz-actions">
        <Link className="button primary" to={href('/')}>
          {t('offers.changeSearch')}
        </Link>
        {onRefresh && (
          <button type="button" className="button" onClick={onRefresh}>
            {t('offers.refresh')}
          </button>
        )}
      </p>
    </div>
  );
}
