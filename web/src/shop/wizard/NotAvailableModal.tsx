import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal.tsx';
import { StatusIcon } from '../../components/StatusIcon.tsx';

/** The order lost the last vehicle to someone else: the server's message and the way back to step 2. */
export function NotAvailableModal({ message, onClose, onChooseOther }: { message: string; onClose: () => void; onChooseOther: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('offers.notAvailableTitle')}
      icon={<StatusIcon status="warning" size={28} />}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button primary" onClick={onChooseOther}>
            {t('offers.chooseOther')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('common.close')}
          </button>
        </>
      }
    >
      <p className="preserve-lines">{message}</p>
    </Modal>
  );
}
