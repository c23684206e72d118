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
          displayTitle
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
        // The tag's name (the tooltip) and value in the page's language; a name staff made without an English one
        // stays Norwegian, and is marked so on an English page.
        <li key={t.position} className={t.highlight ? 'highlight' : undefined} title={t.displayTitle} lang={lang && t.displayTitle === t.tag.title ? lang : undefined}>
          {lang && t.displayTitle === t.tag.title ? <span lang="en">{t.displayValue}</span> : t.displayValue}
        </li>
      ))}
    </ul>
  );
}
