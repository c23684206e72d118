import { graphql, useFragment } from 'react-relay';
import type { OfferTags_offer$key } from '../../__generated__/OfferTags_offer.graphql';

/** A rental product's tags in their order, highlighted ones stressed. */
export function OfferTags({ offer }: { offer: OfferTags_offer$key }) {
  const data = useFragment(
    graphql`
      fragment OfferTags_offer on RentalOffer {
        tags {
          position
          displayValue
          highlight
          tag {
            title
          }
        }
      }
    `,
    offer,
  );
  if (!data.tags.length) return null;
  return (
    <ul className="wz-tags">
      {data.tags.map((t) => (
        <li key={t.position} className={t.highlight ? 'highlight' : undefined} title={t.tag.title}>
          {t.displayValue}
        </li>
      ))}
    </ul>
  );
}
