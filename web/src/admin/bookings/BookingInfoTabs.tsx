/** The booking's read-only tabs: Betaling, Levering and Vedlegg (each with its own fragment). */
import { graphql, useFragment } from 'react-relay';
import type { BookingInfoTabs_delivery$key } from '../../__generated__/BookingInfoTabs_delivery.graphql';
import type { BookingInfoTabs_documents$key } from '../../__generated__/BookingInfoTabs_documents.graphql';
import type { BookingInfoTabs_payment$key } from '../../__generated__/BookingInfoTabs_payment.graphql';
import { dateTime, kr } from '../kit/format.ts';

/** A term and its value; an empty value shows "–". */
function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="booking-item">
      <dt>{term}</dt>
      <dd>{children === null || children === undefined || children === '' ? '–' : children}</dd>
    </div>
  );
}

/** Betaling: the total, the card deposit of the terms, what is paid and the accounting numbers the booking has. */
export function PaymentTab({ booking }: { booking: BookingInfoTabs_payment$key }) {
  const b = useFragment(
    graphql`
      fragment BookingInfoTabs_payment on Booking {
        totalPrice
        deposit
        paymentTotal
        externalCharges
        externalChargesFetchedAt
        accountingInvoiceNumber
        accountingOrderNumber
        accountingOfferNumber
        sponsorType
        sponsorInvoiceAmount
        orderType
      }
    `,
    booking,
  );
  return (
    <dl className="booking-facts">
      <Item term="Totalpris">{kr(b.totalPrice)}</Item>
      <Item term="Depositum">{b.deposit ? kr(b.deposit) : b.orderType === 'business' ? 'Ingen (faktura)' : null}</Item>
      <Item term="Betalt">{b.paymentTotal ? kr(b.paymentTotal) : null}</Item>
      <Item term="Eksterne kostnader">{b.externalCharges ? kr(b.externalCharges) : null}</Item>
      <Item term="Eksterne kostnader henta">{b.externalChargesFetchedAt ? dateTime(b.externalChargesFetchedAt) : null}</Item>
      <Item term="Fakturanummer">{b.accountingInvoiceNumber}</Item>
      <Item term="Ordrenummer">{b.accountingOrderNumber}</Item>
      <Item term="Tilbodsnummer">{b.accountingOfferNumber}</Item>
      <Item term="Sponsor">{b.sponsorType}</Item>
      <Item term="Sponsorfaktura">{b.sponsorInvoiceAmount ? kr(b.sponsorInvoiceAmount) : null}</Item>
    </dl>
  );
}

/** Levering: the pick-up and return instants and places, and the vehicle assigned to each vehicle line. */
export function DeliveryTab({ booking }: { booking: BookingInfoTabs_delivery$key }) {
  const b = useFragment(
    graphql`
      fragment BookingInfoTabs_delivery on Booking {
        pickupAt
        dropoffAt
        pickupAddress
        dropoffAddress
        pickupLocation {
          name
        }
        dropoffLocation {
          name
        }
        lines {
          id
          lineType
          rentalOption {
            title
          }
          product {
            name
            licensePlate
          }
        }
      }
    `,
    booking,
  );
  const vehicleLines = b.lines.filter((l) => l.lineType === 'rental');
  return (
    <dl className="booking-facts">
      <Item term="Henting">{`${dateTime(b.pickupAt)} · ${b.pickupLocation.name}${b.pickupAddress ? ` (${b.pickupAddress})` : ''}`}</Item>
      <Item term="Levering">{`${dateTime(b.dropoffAt)} · ${b.dropoffLocation.name}${b.dropoffAddress ? ` (${b.dropoffAddress})` : ''}`}</Item>
      {vehicleLines.length === 0 && <Item term="Køyretøy">{null}</Item>}
      {vehicleLines.map((l) => (
        <Item key={l.id} term={`Køyretøy (${l.rentalOption.title})`}>
          {l.product ? `${l.product.name}${l.product.licensePlate ? ` · ${l.product.licensePlate}` : ''}` : 'Ikkje tildelt'}
        </Item>
      ))}
    </dl>
  );
}

/** Vedlegg: the uploaded documents (the licence), each opened through the staff-only address. */
export function DocumentsTab({ booking }: { booking: BookingInfoTabs_documents$key }) {
  const b = useFragment(
    graphql`
      fragment BookingInfoTabs_documents on Booking {
        documents {
          id
          title
          mime
          size
          createdAt
          url
        }
      }
    `,
    booking,
  );
  const documents = b.documents ?? [];
  if (documents.length === 0) return <p className="kit-empty">Ingen vedlegg.</p>;
  return (
    <ul className="booking-documents">
      {documents.map((d) => (
        <li key={d.id}>
          <a href={d.url} target="_blank" rel="noreferrer">
            {d.title || 'Førarkort'}
          </a>{' '}
          <span className="booking-hint">
            {d.mime} · {Math.max(1, Math.round(d.size / 1024))} kB · {dateTime(d.createdAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
