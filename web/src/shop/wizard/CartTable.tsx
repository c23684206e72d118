import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CartTable_search$key } from '../../__generated__/CartTable_search.graphql';
import { useTextLang } from '../../i18n/LanguageContext.ts';
import { kr, vatLabel } from './format.ts';
import { useWizard } from './useWizard.ts';

const TYPE_LABEL: Record<string, string> = { rental: 'cart.types.rental', insurance: 'cart.types.insurance', accessory: 'cart.types.accessory' };

/**
 * Where a line's "Endre" leads: the step that chooses it. The spec sends every line but the rental to step 4, where an
 * insurance cannot be changed; it goes to step 3.
 */
const EDIT_STEP: Record<string, string> = { rental: '/steg2', insurance: '/steg3', accessory: '/steg4' };

/**
 * The cart as the server priced it, in the order rental, insurance, accessories: each line with an edit link (to the
 * step that chooses it) and, for accessories that may go, a remove link; then the total.
 */
export function CartTable({ search, onRemove }: { search: CartTable_search$key; onRemove: (rentalOptionId: number) => void }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment CartTable_search on RentalSearch @argumentDefinitions(cart: { type: "CartInput!" }) {
        vatIncluded
        cart(input: $cart) {
          total
          lines {
            databaseId
            title
            titleLanguage
            lineType
            amount
            locked
            totalPrice
            pricePerDay
            nodailyprice
          }
        }
      }
    `,
    search,
  );
  const { cart, vatIncluded } = data;
  const { href } = useWizard();
  const lang = useTextLang();
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The line whose remove button was pressed: when it is gone, focus goes to a neighbour instead of falling to <body>.
  const removing = useRef<{ id: number; index: number } | null>(null);
  useEffect(() => {
    const gone = removing.current;
    if (!gone || cart.lines.some((l) => l.lineType === 'accessory' && l.databaseId === gone.id)) return;
    removing.current = null;
    const buttons = [...(list.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [])].map((li) => li.querySelector<HTMLElement>('.wz-remove'));
    // The next line's remove button (now at the removed line's place), else the nearest one above, else the heading.
    const next = buttons.slice(gone.index).find(Boolean) ?? buttons.slice(0, gone.index).reverse().find(Boolean) ?? heading.current;
    next?.focus();
  }, [cart.lines]);
  return (
    <div className="wz-cart">
      <h2 className="wz-section-title wz-heading" ref={heading} tabIndex={-1}>{t('cart.title')}</h2>
      <ul className="wz-cart-lines" ref={list}>
        {cart.lines.map((l, index) => (
          <li key={`${l.lineType}:${l.databaseId}`} className="wz-cart-line" data-line-type={l.lineType}>
            <div className="wz-cart-title">
              <span className="wz-cart-type">{t(TYPE_LABEL[l.lineType] ?? 'cart.types.accessory')}</span>
              <strong>
                {l.amount > 1 && `${l.amount} × `}
                <span lang={lang(l.titleLanguage)}>{l.title}</span>
              </strong>
              {!l.nodailyprice && Number(l.totalPrice) > 0 && <span className="wz-cart-perday">{t('offers.perDay', { price: kr(l.pricePerDay) })}</span>}
              {l.locked && <span className="wz-cart-perday">{t('cart.youngDriver')}</span>}
            </div>
            <span className="wz-cart-price">{Number(l.totalPrice) === 0 && l.lineType === 'insurance' ? t('offers.included') : kr(l.totalPrice)}</span>
            <span className="wz-cart-links">
              <Link to={href(EDIT_STEP[l.lineType] ?? '/steg4')} aria-label={t('cart.changeItem', { title: l.title })}>
                {t('cart.change')}
              </Link>
              {l.lineType === 'accessory' && !l.locked && (
                <button
                  type="button"
                  className="wz-link-button wz-remove"
                  onClick={() => {
                    removing.current = { id: l.databaseId, index };
                    onRemove(l.databaseId);
                  }}
                  aria-label={t('cart.removeItem', { title: l.title })}
                >
                  {t('cart.remove')}
                </button>
              )}
            </span>
          </li>
        ))}
      </ul>
      <p className="wz-cart-total">
        <span>{t('prices.total')}</span>
        <strong data-testid="order-total">{kr(cart.total)}</strong>
        <small>{vatLabel(vatIncluded)}</small>
      </p>
    </div>
  );
}
