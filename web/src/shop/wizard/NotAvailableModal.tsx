import { Modal } from '../../components/Modal.tsx';
import { StatusIcon } from '../../components/StatusIcon.tsx';

/** The order lost the last vehicle to someone else: the server's message and the way back to step 2. */
export function NotAvailableModal({ message, onClose, onChooseOther }: { message: string; onClose: () => void; onChooseOther: () => void }) {
  return (
    <Modal
      title="Ikkje lenger ledig"
      icon={<StatusIcon status="warning" size={28} />}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button primary" onClick={onChooseOther}>
            Vel eit anna leieprodukt
          </button>
          <button type="button" className="button" onClick={onClose}>
            Lukk
          </button>
        </>
      }
    >
      <p className="preserve-lines">{message}</p>
    </Modal>
  );
}
