import { graphql, useFragment } from 'react-relay';
import { useDataLang, useTextLang } from '../../i18n/LanguageContext.ts';
import type { OfferImage_offer$key } from '../../__generated__/OfferImage_offer.graphql';

type Drawing = 'car' | 'van' | 'trailer' | 'shield' | 'person' | 'seat' | 'box' | 'snow' | 'generic';

/** Which drawing stands in for an icon name such as "fa-car-side" (the old shop's Font Awesome names). */
function drawingFor(icon: string): Drawing {
  const name = icon.toLowerCase();
  if (name.includes('trailer')) return 'trailer';
  if (/van|truck|shuttle|bus/.test(name)) return 'van';
  if (/car|bolt/.test(name)) return 'car';
  if (name.includes('shield')) return 'shield';
  if (name.includes('baby')) return 'seat';
  if (name.includes('user')) return 'person';
  if (/box|suitcase/.test(name)) return 'box';
  if (name.includes('snow')) return 'snow';
  return 'generic';
}

const DRAWINGS: Record<Drawing, React.ReactNode> = {
  car: (
    <>
      <path d="M5 17H3v-5l2-5h11l4 5h1a1 1 0 0 1 1 1v4h-2" />
      <path d="M9 17h6" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
      <path d="M5.5 12h14" />
    </>
  ),
  van: (
    <>
      <path d="M2 17V6a1 1 0 0 1 1-1h11v12" />
      <path d="M14 9h4l4 4v4h-2" />
      <path d="M9 17h6" />
      <circle cx="6.5" cy="17" r="2" />
      <circle cx="17.5" cy="17" r="2" />
      <path d="M2 17h2.5" />
    </>
  ),
  trailer: (
    <>
      <rect x="3" y="6" width="14" height="9" rx="1" />
      <path d="M17 13h5" />
      <circle cx="9" cy="17" r="2" />
      <path d="M3 15v2h4" />
    </>
  ),
  shield: <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />,
  person: (
    <>
      <circle cx="12" cy="7" r="4" />
      <path d="M4 21v-2a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v2" />
    </>
  ),
  seat: (
    <>
      <path d="M7 3h6a3 3 0 0 1 3 3v7H7z" />
      <path d="M5 13h14v3a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3z" />
      <path d="M8 19v2M16 19v2" />
    </>
  ),
  box: (
    <>
      <path d="M21 8l-9-5-9 5 9 5 9-5z" />
      <path d="M3 8v8l9 5 9-5V8" />
      <path d="M12 13v8" />
    </>
  ),
  snow: (
    <>
      <path d="M12 2v20M4.9 6.9l14.2 10.2M4.9 17.1 19.1 6.9" />
    </>
  ),
  generic: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12h8M12 8v8" />
    </>
  ),
};

/** How wide the card's picture is drawn: the whole card on a phone, a grid column (about 22rem) from 769 px. */
export const OFFER_IMAGE_SIZES = '(min-width: 769px) 22rem, calc(100vw - 2rem)';

/**
 * A rental product's picture: its uploaded image in every stored width (`srcset`, with its size reserved by
 * width/height so nothing moves when it arrives), an image address, or a line drawing for an icon name.
 */
export function OfferImage({ offer }: { offer: OfferImage_offer$key }) {
  const data = useFragment(
    graphql`
      fragment OfferImage_offer on RentalOffer {
        image
        imageAltText
        imageAltTextLanguage
        imageUpload {
          url
          alt
          exists
          variants {
            url
            width
            height
            mime
          }
        }
      }
    `,
    offer,
  );
  const dataLang = useDataLang();
  const textLang = useTextLang();
  const upload = data.imageUpload?.exists ? data.imageUpload : null;
  // The rental product's own alt text first: the one staff edit in its form (in English under /en where they wrote
  // it). The upload's alt is what was typed when the picture was uploaded, and does not follow later edits.
  const own = data.imageAltText?.trim() ? data.imageAltText : null;
  const alt = own ?? upload?.alt ?? '';
  const lang = own ? textLang(data.imageAltTextLanguage) : dataLang;
  // WebP in every width (an upload also keeps its own type for other clients; one type keeps srcset unambiguous).
  const all = upload?.variants ?? [];
  const webp = all.filter((v) => v.mime === 'image/webp');
  const variants = webp.length ? webp : all;
  if (variants.length) {
    const widest = variants[variants.length - 1]!;
    // The middle width is the fallback for a browser without srcset; sizes picks the right one elsewhere.
    const fallback = variants[Math.min(1, variants.length - 1)]!;
    return (
      <span className="wz-offer-image photo">
        <img
          src={fallback.url}
          srcSet={variants.map((v) => `${v.url} ${v.width}w`).join(', ')}
          sizes={OFFER_IMAGE_SIZES}
          width={widest.width}
          height={widest.height}
          alt={alt}
          lang={lang}
          loading="lazy"
          decoding="async"
        />
      </span>
    );
  }
  const src = upload?.url ?? (data.image && /^(https?:)?\/\//.test(data.image) ? data.image : data.image?.startsWith('/') ? data.image : null);
  if (src) {
    return (
      <span className="wz-offer-image photo">
        <img src={src} alt={alt} lang={lang} loading="lazy" />
      </span>
    );
  }
  return (
    <span className="wz-offer-image" aria-hidden="true">
      <svg width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" focusable="false">
        {DRAWINGS[drawingFor(data.image ?? '')]}
      </svg>
    </span>
  );
}
