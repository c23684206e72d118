import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';
import { returnFocusFrom } from './returnFocus.ts';
import { StatusIcon } from './StatusIcon.tsx';
import { dismissToast, holdToast, releaseToast, useToasts } from './toast.ts';
import './feedback.css';

/**
 * Where toasts appear (bottom of the screen); screen readers hear them politely. A toast waits while the pointer is
 * over it or the focus is in it (holdToast). A toast that goes while its "Lukk" has focus (pressed) gives focus back
 * to where the person was, or to the page's heading.
 */
export function Toasts() {
  const { t: tr } = useTranslation();
  const toasts = useToasts();
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div
          key={t.id}
          ref={returnFocusFrom}
          className={`toast ${t.type}`}
          onPointerEnter={() => holdToast(t.id, 'pointer')}
          onPointerLeave={() => releaseToast(t.id, 'pointer')}
          onFocus={() => holdToast(t.id, 'focus')}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) releaseToast(t.id, 'focus');
          }}
        >
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
