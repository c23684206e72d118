import { ruleText } from '../i18n/index.ts';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PopupHost_site$key } from '../__generated__/PopupHost_site.graphql';
import { forgetSession } from '../relay/environment.ts';
import { closePopup, fillEmail, useTopPopup } from '../transport/index.ts';
import { Modal } from './Modal.tsx';
import { StatusIcon } from './StatusIcon.tsx';

/**
 * Shows the error catalogue's popups one at a time, with the site's support address filled in. An expired session
 * offers "Logg inn på nytt" (back to this page afterwards) and "Avbryt".
 */
export function PopupHost({ site }: { site: PopupHost_site$key | null }) {
  const data = useFragment(
    graphql`
      fragment PopupHost_site on Site {
        email
      }
    `,
    site,
  );
  const { t } = useTranslation();
  const popup = useTopPopup();
  const navigate = useNavigate();
  const location = useLocation();
  if (!popup) return null;

  const relogin = () => {
    closePopup();
    // The old viewer must not linger in the store once the person logs in again.
    forgetSession();
    navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
  };
  const actions = popup.relogin ? (
    <>
      <button type="button" className="button primary" onClick={relogin}>
        {t('common.reloginButton')}
      </button>
      <button type="button" className="button" onClick={closePopup}>
        {t('common.cancel')}
      </button>
    </>
  ) : (
    <button type="button" className="button primary" onClick={closePopup}>
      {t('common.close')}
    </button>
  );
  return (
    <Modal
      key={`${popup.title}\n${popup.text}`}
      title={popup.title}
      icon={<StatusIcon status={popup.icon} size={28} />}
      actions={actions}
      onClose={closePopup}
    >
      <p className="preserve-lines">{fillEmail(popup.text, data?.email)}</p>
      {popup.fields && (
        <ul className="field-errors">
          {popup.fields.map((f) => (
            <li key={f.field}>
              <strong>{f.field}</strong>: {ruleText(f.message)}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
