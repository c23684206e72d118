import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from './Icon.tsx';
import { decodeNotify, type Notice } from './notify.ts';
import { returnFocusFrom } from './returnFocus.ts';
import { StatusIcon } from './StatusIcon.tsx';
import './feedback.css';

/**
 * The `notify` query parameter as an alert: shown once, then removed from the address (an invalid value is removed
 * without a word). The alert stays until it is closed or the person goes to another page. Closed while its button
 * has focus, it gives focus back to where the person was, or to the page's heading.
 */
export function Notify() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<(Notice & { path: string }) | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('notify')) return;
    const notice = decodeNotify(params.get('notify'));
    if (notice) setShown({ ...notice, path: location.pathname });
    params.delete('notify');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, state: location.state });
  }, [location, navigate]);

  useEffect(() => {
    if (shown && shown.path !== location.pathname) setShown(null);
  }, [location.pathname, shown]);

  if (!shown) return null;
  return (
    <div ref={returnFocusFrom} className={`notify alert ${shown.type}`} role={shown.type === 'error' || shown.type === 'warning' ? 'alert' : 'status'}>
      <StatusIcon status={shown.type} />
      <p className="preserve-lines">{shown.message}</p>
      <button type="button" className="icon-button" onClick={() => setShown(null)} aria-label={t('common.closeMessage')}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
