import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { AccessoryItem_offer$key } from '../../__generated__/AccessoryItem_offer.graphql';
import { useTextLang } from '../../i18n/LanguageContext.ts';
import { kr, vatLabel } from './format.ts';
import { OfferImage } from './OfferImage.tsx';
import { OfferTags } from './OfferTags.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';

/**
 * One accessory or driver option: a stepper from 0 to the maximum (with "Maks") when more than one can be had, else a
 * toggle. A locked option (the young driver for a driver under 25) is shown chosen and cannot be removed.
 */
export function AccessoryItem({
  offer,
  amount,
  locked,
  onChange,
}: {
  offer: AccessoryItem_offer$key;
  amount: number;
  locked: boolean;
  /** Gets the new amount from the newest one. */
  onChange: (change: (current: number) => number) => void;
}) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment AccessoryItem_offer on RentalOffer {
        title
        titleLanguage
        description
        descriptionLanguage
        maxAmount
        totalPrice
        pricePerDay
        nodailyprice
        vatIncluded
        ...OfferImage_offer
        ...OfferTags_offer
      }
    `,
    offer,
  );
  const lang = useTextLang();
  const selected = locked || amount > 0;
  const stepper = data.maxAmount > 1 && !locked;
  return (
    <li className={`wz-accessory${selected ? ' selected' : ''}`}>
      <OfferImage offer={data} />
      <div className="wz-offer-text">
        <h2 lang={lang(data.titleLanguage)}>{data.title}</h2>
        {data.description && <p lang={lang(data.descriptionLanguage)}>{data.description}</p>}
        <OfferTags offer={data} />
        {locked && <p className="wz-locked-note">{t('offers.autoAdded')}</p>}
      </div>
      <div className="wz-offer-price">
        <strong>{kr(data.totalPrice)}</strong>
        {(stepper || !data.nodailyprice) && (
          <span>{[stepper && t('offers.perItem'), !data.nodailyprice && t('offers.perDay', { price: kr(data.pricePerDay) })].filter(Boolean).join(' · ')}</span>
        )}
        <span>{vatLabel(data.vatIncluded)}</span>
      </div>
      <div className="wz-offer-action">
        {stepper ? (
          <QuantityStepper label={data.title} value={amount} max={data.maxAmount} onChange={onChange} />
        ) : (
          <label className={`wz-toggle${locked ? ' locked' : ''}`}>
            <input type="checkbox" checked={selected} disabled={locked} onChange={(e) => {
              const on = e.target.checked;
              onChange(() => (on ? 1 : 0));
            }} />
            {/* Not "Inkludert": that is the free insurance's word, and the young-driver fee is charged. */}
            <span>{locked ? t('offers.addedAutomatically') : selected ? t('offers.chosen') : t('offers.add')}</span>
            <span className="visually-hidden" lang={lang(data.titleLanguage)}>
              {' '}
              {data.title}
            </span>
          </label>
        )}
      </div>
    </li>
  );
}
