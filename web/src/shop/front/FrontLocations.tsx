import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { FrontLocations_query$key } from '../../__generated__/FrontLocations_query.graphql';
import { osloParts, weekdayOf } from '@domain/time.ts';
import { useWizard } from '../wizard/useWizard.ts';
import { placeName } from '@domain/otherPlace.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';

/**
 * The front page's places: each rental location with its address and today's pick-up hours (Oslo's weekday), and a
 * button that makes it the pick-up place in the search form above.
 */
export function FrontLocations({ query }: { query: FrontLocations_query$key }) {
  const data = useFragment(
    graphql`
      fragment FrontLocations_query on Query {
        publicLocations {
          databaseId
          name
          address1
          zip
          city
          isOtherPlace
          openingHours {
            day
            kind
            opens
            closes
          }
        }
      }
    `,
    query,
  );
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { update } = useWizard();
  const [today] = useState(() => weekdayOf(osloParts(new Date())));
  const choose = (id: number) => {
    update({ pickupLocation: String(id) });
    const select = document.querySelector<HTMLSelectElement>('select[name="hentested"]');
    select?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    select?.focus({ preventScroll: true });
  };
  return (
    <section className="front-section" aria-labelledby="front-locations">
      <h2 id="front-locations">{t('storefront.front.locationsTitle')}</h2>
      <ul className="front-locations">
        {data.publicLocations.map((l) => {
          const hours = l.openingHours.find((h) => h.kind === 'pickup' && h.day === today);
          return (
            <li key={l.databaseId} className="front-location">
              <h3>{placeName(l, language)}</h3>
              {l.isOtherPlace ? (
                <p>{t('storefront.front.otherPlace')}</p>
              ) : (
                <>
                  <p className="front-address">
                    {l.address1}, {l.zip} {l.city}
                  </p>
                  <p className={`front-hours${hours?.opens && hours.closes ? '' : ' closed'}`}>
                    {hours?.opens && hours.closes
                      ? t('storefront.front.hoursToday', { opens: hours.opens.slice(0, 5), closes: hours.closes.slice(0, 5) })
                      : t('storefront.front.closedToday')}
                  </p>
                </>
              )}
              <button type="button" className="button" onClick={() => choose(l.databaseId)}>
                {t('storefront.front.pickUpHere')}
                {/* The visible text starts the button's name (speech control users say what they see). */}
                <span className="visually-hidden"> – {placeName(l, language)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
