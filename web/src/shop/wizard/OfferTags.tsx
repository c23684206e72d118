import { graphql, useFragment } from 'react-relay';
import { useDataLang } from '../../i18n/LanguageContext.ts';
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
  const lang = useDataLang();
  if (!data.tags.length) return null;
  return (
    <ul className="wz-tags">
      {data.tags.map((t) => (
        // The tag's name (the tooltip) is the company's Norwegian; the value is written in the page's language.
        <li key={t.position} className={t.highlight ? 'highlight' : undefined} title={t.tag.title} lang={lang}>
          {lang ? <span lang="en">{t.displayValue}</span> : t.displayValue}
        </li>
      ))}
    </ul>
  );
}
