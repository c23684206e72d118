import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { StatusIcon } from '../../components/StatusIcon.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useOrderReceivedEvent } from '../../tracking/useOrderReceivedEvent.ts';
import { useBooking } from './booking.ts';
import { useArrivalFocus } from './focus.ts';

/**
 * Route /mottatt: thanks, the customer's e-mail, a reminder to bring the licence when it is to be shown at pick-up,
 * and what happens next. Without a sent order it goes to the start; the front-page link forgets the booking.
 */
export function ReceivedPage() {
  const { t } = useTranslation();
  usePageTitle(t('received.title'));
  const { sent, reset, forgetTerms } = useBooking();
  useOrderReceivedEvent(sent);
  const heading = useRef<HTMLHeadingElement>(null);
  useArrivalFocus(heading);
  useEffect(() => {
    window.scrollTo(0, 0);
    forgetTerms(); // once, on arrival
  }, []);
  if (!sent) return <Navigate replace to="/" />;
  return (
    <section className="page wz-page wz-received">
      <div className="wz-card">
        <StatusIcon status="success" size={48} />
        <h1 ref={heading} tabIndex={-1} className="wz-heading">
          {t('received.title')}
        </h1>
        {sent.bookingNumber && <p className="wz-booking-number">{t('received.number', { number: sent.bookingNumber })}</p>}
        <p>
          {t('received.sentTo')} <strong>{sent.email}</strong>.
        </p>
        {sent.licenceAtPickup && (
          <p className="wz-reminder">
            <StatusIcon status="info" size={20} />
            <span>{t('received.bringLicence')}</span>
          </p>
        )}
        <p>{t('received.next')}</p>
        <p className="wz-actions">
          <Link className="button primary" to="/" onClick={reset}>
            {t('common.toFrontPage')}
          </Link>
        </p>
      </div>
    </section>
  );
}
