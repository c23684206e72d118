import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { OwnBookings_query$key } from '../__generated__/OwnBookings_query.graphql';
import type { OwnBookingsPaginationQuery } from '../__generated__/OwnBookingsPaginationQuery.graphql';
import { pricesIncludeVat } from '@domain/pricing.ts';
import { placeName } from '@domain/otherPlace.ts';
import { BusyButton } from '../components/BusyButton.tsx';
import { focusLost } from '../components/focusHeading.ts';
import { useLanguage } from '../i18n/LanguageContext.ts';
import { formatWhen, kr, vatLabel } from '../shop/wizard/format.ts';

/** How many bookings "Min side" shows at first, and how many more "Vis fleire" loads. */
export const OWN_BOOKINGS_PAGE = 10;

/**
 * "Bestillingane dine" on Min side: the bookings the customer placed while logged in, newest first, with number,
 * status, where and when, what was booked and the total; "Vis fleire" pages back through older ones.
 */
export function OwnBookings({ query }: { query: OwnBookings_query$key }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<OwnBookingsPaginationQuery, OwnBookings_query$key>(
    graphql`
      fragment OwnBookings_query on Query
      @refetchable(queryName: "OwnBookingsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        myBookings(first: $count, after: $cursor) @connection(key: "OwnBookings_myBookings") {
          edges {
            node {
              id
              number
              status
              orderType
              pickupAt
              dropoffAt
              pickupLocation {
                name
                city
              }
              dropoffLocation {
                name
                city
              }
              pickupAddress
              dropoffAddress
              totalPrice
              lines {
                id
                lineType
                amount
                rentalOption {
                  title
                }
              }
            }
          }
        }
      }
    `,
    query,
  );
  const bookings = data.myBookings.edges.map((e) => e.node);
  const list = useRef<HTMLUListElement>(null);
  // Where the page "Vis fleire" asked for starts. When it was the last page, the button goes while it has focus: focus
  // moves to the first booking it brought (where the person reads on), not to <body>.
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || isLoadingNext) return;
    firstNew.current = null;
    const first = list.current?.querySelectorAll<HTMLElement>(':scope > li')[index];
    if (!first || !focusLost()) return;
    // Reached by script only, not by Tab.
    first.setAttribute('tabindex', '-1');
    first.focus();
  }, [isLoadingNext, bookings.length]);
  return (
    <section className="own-bookings" aria-labelledby="own-bookings-title">
      <h2 id="own-bookings-title">{t('account.bookings.title')}</h2>
      {bookings.length === 0 ? (
        <p className="muted">{t('account.bookings.empty')}</p>
      ) : (
        <ul ref={list} className="own-booking-list">
          {bookings.map((b) => (
            <li key={b.id} className="own-booking" data-booking={b.number}>
              <div className="own-booking-head">
                <strong>{t('account.bookings.number', { number: b.number })}</strong>
                <span className={`own-booking-status status-${b.status}`}>{t(`account.bookings.status.${b.status}`)}</span>
              </div>
              <dl className="facts">
                <dt>{t('summary.pickup')}</dt>
                <dd>
                  {placeName(b.pickupLocation, language)}
                  {b.pickupAddress ? ` (${b.pickupAddress})` : ''}
                  <span className="own-booking-when">{formatWhen(b.pickupAt)}</span>
                </dd>
                <dt>{t('summary.return')}</dt>
                <dd>
                  {placeName(b.dropoffLocation, language)}
                  {b.dropoffAddress ? ` (${b.dropoffAddress})` : ''}
                  <span className="own-booking-when">{formatWhen(b.dropoffAt)}</span>
                </dd>
              </dl>
              <ul className="own-booking-lines">
                {b.lines.map((l) => (
                  <li key={l.id}>
                    {l.amount > 1 ? `${l.amount} × ` : ''}
                    {l.rentalOption.title}
                  </li>
                ))}
              </ul>
              <p className="own-booking-total">
                {t('prices.total')}: <strong>{kr(b.totalPrice)}</strong> {vatLabel(pricesIncludeVat(b.orderType))}
              </p>
            </li>
          ))}
        </ul>
      )}
      {hasNext && (
        <BusyButton
          type="button"
          className="button"
          busy={isLoadingNext}
          onClick={() => {
            firstNew.current = bookings.length;
            loadNext(OWN_BOOKINGS_PAGE);
          }}
        >
          {isLoadingNext ? t('account.bookings.loading') : t('account.bookings.more')}
        </BusyButton>
      )}
    </section>
  );
}
