import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';
import { StatusIcon } from './StatusIcon.tsx';
import { dismissToast, useToasts } from './toast.ts';
import './feedback.css';

/** Where toasts appear (bottom of the screen); screen readers hear them politely. */
export function Toasts() {
  const { t: tr } = useTranslation();
  const toasts = useToasts();
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast ${t.type}`}>
          <StatusIcon status={t.type} size={20} />
          <span>{t.message}</span>
          <button type="button" className="icon-button" onClick={() => dismissToast(t.id)} aria-label={tr('common.close')}>
            <Icon name="close" size={18} />
          </button>
        </div>
      ))}
    </div>
  );
}
