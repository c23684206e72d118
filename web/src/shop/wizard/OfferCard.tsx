import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OfferCard_offer$key } from '../../__generated__/OfferCard_offer.graphql';
import { useTextLang } from '../../i18n/LanguageContext.ts';
import { kr, vatLabel } from './format.ts';
import { OfferImage } from './OfferImage.tsx';
import { OfferTags } from './OfferTags.tsx';

/**
 * A rental product or insurance as a card: picture, title, the example models ("… eller liknande": a class is
 * promised, not a model), description, where a vehicle is brought from, tags, the total for the period and the price
 * per day ("Inkludert" when it costs nothing), and the caller's action.
 */
export function OfferCard({ offer, selected, action, titleId }: {
  offer: OfferCard_offer$key;
  selected: boolean;
  action: ReactNode;
  /** An id for the title, so the action can be named after it (aria-labelledby). */
  titleId?: string;
}) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment OfferCard_offer on RentalOffer {
        title
        titleLanguage
        description
        descriptionLanguage
        totalPrice
        pricePerDay
        nodailyprice
        vatIncluded
        transported
        homeLocation {
          name
        }
        exampleModels
        imageUpload {
          exists
        }
        ...OfferImage_offer
        ...OfferTags_offer
      }
    `,
    offer,
  );
  const lang = useTextLang();
  const free = Number(data.totalPrice) === 0;
  const photo = data.imageUpload?.exists === true;
  return (
    <li className={`wz-offer${photo ? ' has-photo' : ''}${selected ? ' selected' : ''}`}>
      <OfferImage offer={data} />
      <div className="wz-offer-text">
        <h2 id={titleId} lang={lang(data.titleLanguage)}>
          {data.title}
        </h2>
        {data.exampleModels.length > 0 && (
          <p className="wz-offer-models">{t('storefront.offer.orSimilar', { models: data.exampleModels.join(', ') })}</p>
        )}
        {data.transported && (
          <p className="wz-offer-origin">
            <strong>{t('storefront.offer.broughtTitle')}</strong>{' '}
            {data.homeLocation ? t('storefront.offer.broughtFrom', { place: data.homeLocation.name }) : t('storefront.offer.broughtHere')}
          </p>
        )}
        {data.description && <p lang={lang(data.descriptionLanguage)}>{data.description}</p>}
        <OfferTags offer={data} />
      </div>
      <div className="wz-offer-price">
        {free ? (
          <strong className="wz-included">{t('offers.included')}</strong>
        ) : (
          <>
            <strong>{kr(data.totalPrice)}</strong>
            <span>
              {!data.nodailyprice && `${t('offers.perDay', { price: kr(data.pricePerDay) })} · `}
              {vatLabel(data.vatIncluded)}
            </span>
          </>
        )}
      </div>
      <div className="wz-offer-action">{action}</div>
    </li>
  );
}
