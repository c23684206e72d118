import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ProductTabs_product$key } from '../../__generated__/ProductTabs_product.graphql';
import { dateTime } from '../kit/format.ts';
import { StatusBadge } from '../kit/StatusBadge.tsx';

const fragment = graphql`
  fragment ProductTabs_product on Product {
    rentalOption {
      databaseId
      title
    }
    bookings(first: 20) {
      id
      databaseId
      number
      status
      pickupAt
      dropoffAt
      customerName
    }
  }
`;

/**
 * The Tilbehøyr tab: the vehicle class (rental product) this vehicle is sold as, linked to its page, so staff see
 * where it counts in the shop's availability. Tyres and keys are not recorded yet.
 */
export function AccessoryTab({ product, slug }: { product: ProductTabs_product$key | null; slug: string }) {
  const data = useFragment(fragment, product);
  return (
    <div className="kit-tab-body" data-tab-content="tilbehoyr">
      <h2>Leigeprodukt</h2>
      {!data ? (
        <p>Lagre produktet først; så kan det knytast til eit leigeprodukt (bilklasse).</p>
      ) : data.rentalOption ? (
        <p>
          Produktet blir leigd ut som{' '}
          <Link to={`/admin/${slug}/leieprodukter/${data.rentalOption.databaseId}`} data-rental-option="">
            {data.rentalOption.title}
          </Link>
          . Tilgjenge i nettbutikken tel dette produktet i den klassen.
        </p>
      ) : (
        <p>Produktet høyrer ikkje til noko leigeprodukt enno, og blir difor ikkje tilbode i nettbutikken.</p>
      )}
      <p className="kit-hint">Dekk og nøklar blir ikkje registrerte her enno.</p>
    </div>
  );
}

/** The Booking tab: the vehicle's coming and recent bookings, each linked to the booking. */
export function BookingsTab({ product, slug }: { product: ProductTabs_product$key | null; slug: string }) {
  const data = useFragment(fragment, product);
  if (!data) return <p className="kit-empty">Eit nytt produkt har ingen bookingar.</p>;
  if (data.bookings.length === 0) return <p className="kit-empty">Ingen komande eller nylege bookingar.</p>;
  return (
    <ul className="kit-product-bookings" aria-label="Bookingar">
      {data.bookings.map((b) => (
        <li key={b.id}>
          <Link to={`/admin/${slug}/booking/${b.databaseId}`}>Booking {b.number}</Link> <StatusBadge kind="booking" status={b.status} />{' '}
          <span>
            {dateTime(b.pickupAt)} – {dateTime(b.dropoffAt)}
          </span>
          {b.customerName && <span> · {b.customerName}</span>}
        </li>
      ))}
    </ul>
  );
}
