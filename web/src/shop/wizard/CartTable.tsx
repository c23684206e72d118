import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CartTable_search$key } from '../../__generated__/CartTable_search.graphql';
import { kr, vatLabel } from './format.ts';
import { useWizard } from './useWizard.ts';

const TYPE_LABEL: Record<string, string> = { rental: 'Leige', insurance: 'Forsikring', accessory: 'Tilbehør' };

/**
 * The cart as the server priced it, in the order rental, insurance, accessories: each line with an edit link (the
 * rental to step 2, the others to step 4) and, for accessories that may go, a remove link; then the total.
 */
export function CartTable({ search, onRemove }: { search: CartTable_search$key; onRemove: (rentalOptionId: number) => void }) {
  const data = useFragment(
    graphql`
      fragment CartTable_search on RentalSearch @argumentDefinitions(cart: { type: "CartInput!" }) {
        vatIncluded
        cart(input: $cart) {
          total
          lines {
            databaseId
            title
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
  return (
    <div className="wz-cart">
      <h2 className="wz-section-title">Handlekorg</h2>
      <ul className="wz-cart-lines">
        {cart.lines.map((l) => (
          <li key={`${l.lineType}:${l.databaseId}`} className="wz-cart-line" data-line-type={l.lineType}>
            <div className="wz-cart-title">
              <span className="wz-cart-type">{TYPE_LABEL[l.lineType]}</span>
              <strong>
                {l.amount > 1 && `${l.amount} × `}
                {l.title}
              </strong>
              {!l.nodailyprice && Number(l.totalPrice) > 0 && <span className="wz-cart-perday">{kr(l.pricePerDay)} per dag</span>}
              {l.locked && <span className="wz-cart-perday">Sjåfør under 25 år</span>}
            </div>
            <span className="wz-cart-price">{Number(l.totalPrice) === 0 && l.lineType === 'insurance' ? 'Inkludert' : kr(l.totalPrice)}</span>
            <span className="wz-cart-links">
              <Link to={href(l.lineType === 'rental' ? '/steg2' : '/steg4')} aria-label={`Endre ${l.title}`}>
                Endre
              </Link>
              {l.lineType === 'accessory' && !l.locked && (
                <button type="button" className="wz-link-button" onClick={() => onRemove(l.databaseId)} aria-label={`Fjern ${l.title}`}>
                  Fjern
                </button>
              )}
            </span>
          </li>
        ))}
      </ul>
      <p className="wz-cart-total">
        <span>Totalt</span>
        <strong data-testid="order-total">{kr(cart.total)}</strong>
        <small>{vatLabel(vatIncluded)}</small>
      </p>
    </div>
  );
}
