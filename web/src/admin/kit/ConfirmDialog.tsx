import type { ReactNode } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';

/**
 * A yes/no question in the product's one modal (components/Modal.tsx, the browser's `<dialog>`): Escape and
 * "no" both decline, and declining does nothing else (spec 2's delete defect is not repeated). Without a
 * `cancelLabel` (null) it is a message with one button, and Escape does what that button does.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Avbryt',
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string | null;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      title={title}
      onClose={cancelLabel === null ? onConfirm : onCancel}
      actions={
        <>
          {cancelLabel !== null && (
            <button type="button" className="button" onClick={onCancel}>
              {cancelLabel}
            </button>
          )}
          <BusyButton type="button" className={danger ? 'button danger' : 'button primary'} busy={!!busy} onClick={onConfirm}>
            {confirmLabel}
          </BusyButton>
        </>
      }
    >
      {children}
    </Modal>
  );
}
