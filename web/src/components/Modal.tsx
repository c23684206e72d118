import { useEffect, useId, useRef, type ReactNode } from 'react';
import './feedback.css';

/**
 * A modal dialog (the browser's own `<dialog>`: focus stays inside, Escape closes). Focus goes to the first action
 * and returns to where it was when the dialog closes.
 */
export function Modal({ title, icon, children, actions, onClose }: { title: string; icon?: ReactNode; children: ReactNode; actions: ReactNode; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
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
      opener?.focus?.();
    };
  }, []);

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId}>
      <div className="modal-head">
        {icon}
        <h2 id={titleId}>{title}</h2>
      </div>
      <div className="modal-body">{children}</div>
      <div className="modal-actions">{actions}</div>
    </dialog>
  );
}
