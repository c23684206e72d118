import { ruleText } from '../../i18n/index.ts';
import { useTranslation } from 'react-i18next';
import { returnFocusFrom } from '../../components/returnFocus.ts';
import { StatusIcon } from '../../components/StatusIcon.tsx';
import { useBooking } from './booking.ts';
import { stepOwning } from './errorOwner.ts';

/**
 * The booking API's complaints about fields of this step (after a refused order), until they are dismissed; "Skjul"
 * then gives focus back to where the person was, or to the step's heading.
 */
export function ServerErrors({ step }: { step: number }) {
  const { t } = useTranslation();
  const { serverErrors, setServerErrors } = useBooking();
  // Step 5 shows its own on the fields.
  const mine = step === 5 ? [] : serverErrors.filter((e) => stepOwning(e.field) === step);
  if (!mine.length) return null;
  return (
    <div ref={returnFocusFrom} className="wz-problem" role="alert">
      <StatusIcon status="warning" size={22} />
      <div>
        <p>{t('order.notSent')}</p>
        <ul>
          {mine.map((e) => (
            <li key={`${e.field}:${e.message}`}>{ruleText(e.message)}</li>
          ))}
        </ul>
        <button type="button" className="wz-link-button" onClick={() => setServerErrors(serverErrors.filter((e) => !mine.includes(e)))}>
          {t('common.hide')}
        </button>
      </div>
    </div>
  );
}
