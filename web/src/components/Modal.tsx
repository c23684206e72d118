import { useEffect, useId, useRef, type ReactNode } from 'react';
import './feedback.css';
import { focusHeading } from './focusHeading.ts';

/**
 * A modal dialog (the browser's own `<dialog>`: focus stays inside, Escape closes). Focus goes to the first action,
 * the body is read with the title (what the dialog asks or says), and focus returns to where it was when the dialog
 * closes; when that is gone (the row just deleted), to the page's heading rather than to <body>, so the next Tab does
 * not start again at the top of the page.
 */
export function Modal({ title, icon, children, actions, onClose }: { title: string; icon?: ReactNode; children: ReactNode; actions: ReactNode; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('.modal-actions button, .modal-actions a')?.focus();
    const onCancel = (e: Event) => {
      e.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
      else focusHeading();
    };
  }, []);

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} aria-describedby={bodyId}>
      <div className="modal-head">
        {icon}
        <h2 id={titleId}>{title}</h2>
      </div>
      <div className="modal-body" id={bodyId}>
        {children}
      </div>
      <div className="modal-actions">{actions}</div>
    </dialog>
  );
}

