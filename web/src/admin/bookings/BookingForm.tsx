import { mayCancelInsteadOfDeleting, mayMoveBookingTo } from '@domain/bookingEdit.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { BookingForm_account$key } from '../../__generated__/BookingForm_account.graphql';
import type { BookingForm_booking$key } from '../../__generated__/BookingForm_booking.graphql';
import type { BookingFormUpdateMutation } from '../../__generated__/BookingFormUpdateMutation.graphql';
import { toast } from '../../components/toast.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { kr } from '../kit/format.ts';
import { errorPaths } from '../kit/formErrors.ts';
import { FormShell, useFormShell } from '../kit/FormShell.tsx';
import { isCustomerPage } from '../customers/paths.ts';
import type { HistoryFormat } from '../kit/HistoryList.tsx';
import { HistoryPanel } from '../kit/HistoryPanel.tsx';
import { StatusBadge, statusLabel } from '../kit/StatusBadge.tsx';
import { useSaveMutation } from '../kit/useSaveMutation.ts';
import { withStored } from '../kit/choices.ts';
import { DeliveryTab, DocumentsTab, PaymentTab } from './BookingInfoTabs.tsx';
import { customerName } from './customerName.ts';
import { CustomerTab } from './CustomerTab.tsx';
import { DeleteBookingButton } from './DeleteBookingButton.tsx';
import { changesOf, daysText, FIELD_LABELS, formFieldOf, REQUIRED_FORM, requiredErrors, tabOf, valuesOf, type BookingFormFields } from './formValues.ts';
import { REQUIRED_TEXT } from '@domain/fields.ts';
import { GeneralTab } from './GeneralTab.tsx';
import { useBookingQuote } from './useBookingQuote.ts';

/**
 * How a booking's history reads, on its "Notater & Historikk" tab and, once it is deleted, under "Fann ikkje
 * bookingen": amounts in kr and the period in days, not "1580.00" and "48" hours (places are named by the server,
 * see HistoryList).
 */
export const BOOKING_HISTORY: HistoryFormat = {
  labels: FIELD_LABELS,
  values: {
    totalPrice: (v) => kr(String(v)),
    durationHours: (v) => (Number.isFinite(Number(v)) ? daysText(Math.ceil(Number(v) / 24)) : String(v)),
  },
  status: (s) => <StatusBadge kind="booking" status={s} />,
  statusLabel: (s) => statusLabel('booking', s),
};

/** What a save says. */
export const SAVE_TEXTS = { saved: 'Bookingen er lagra.', noChanges: 'Ingen endringer. Ingen endringer er gjort.' } as const;

/**
 * The booking edit form (spec 2 "Bookings"): tabs Generelt, Kunde, Betaling, Levering, Notater & Historikk and
 * Vedlegg. "Lagre" sends the changed fields only with the `updatedAt` it loaded (a stale edit answers the
 * ConflictError's message); the server reprices a changed period or cart with the shop's engine. Those who may not
 * change the booking see it read-only.
 */
export function BookingForm({ account, booking }: { account: BookingForm_account$key; booking: BookingForm_booking$key }) {
  const acc = useFragment(
    graphql`
      fragment BookingForm_account on Account {
        slug
        # Pick-up: every location of the scope (the connection pages at 100; a company may have more).
        locationChoices {
          id
          databaseId
          name
          status
        }
        # Return: those and every published place of the site, as the shop offers (and the save accepts).
        returnChoices {
          id
          databaseId
          name
          status
          isOtherPlace
        }
      }
    `,
    account,
  );
  const b = useFragment(
    graphql`
      fragment BookingForm_booking on Booking {
        id
        databaseId
        number
        updatedAt
        viewerMayChange
        viewerMayDelete
        status
        placedByStaff
        partnerName
        reference
        comment
        pickupAt
        dropoffAt
        durationDays
        totalPrice
        pickupLocation {
          id
          databaseId
          name
        }
        dropoffLocation {
          id
          databaseId
          name
        }
        guestFirstname
        guestLastname
        guestEmail
        guestPhone
        guestCountry
        guestBusinessName
        guestBusinessOrgnr
        customerUser {
          id
          firstname
          lastname
        }
        customerCompany {
          name
        }
        cartOptionChoices {
          rentalOptionId
          title
          isVehicle
          vehicles {
            productId
            name
            licensePlate
          }
        }
        lines {
          id
          amount
          pricePerDay
          totalPrice
          manualPrice
          rentalOption {
            id
            title
          }
          vehicleChoices {
            id
            name
            licensePlate
          }
          product {
            id
            name
            licensePlate
          }
        }
        ...CustomerTab_booking
        ...BookingInfoTabs_payment
        ...BookingInfoTabs_delivery
        ...BookingInfoTabs_documents
        ...HistoryPanel_owner
      }
    `,
    booking,
  );
  // Avbryt / Tilbake and a delete go back to the filtered list, the planner's week ("Opne booking") or the customer's
  // page the booking was opened from.
  const listPath = `/admin/${acc.slug}/booking`;
  const backFrom = [`/admin/${acc.slug}/planlegging`, (path: string) => isCustomerPage(path, acc.slug)];
  const [initial] = useState<BookingFormFields>(() => valuesOf(b));
  const form = useForm<BookingFormFields>({ defaultValues: initial, mode: 'onSubmit', reValidateMode: 'onChange' });
  const shell = useFormShell({ dirty: form.formState.isDirty, tabOf, listPath, backFrom });
  const { setFormError, showInvalid, allowLeave } = shell;
  const readOnly = !b.viewerMayChange;
  const quote = useBookingQuote(form.control, initial, b, acc.slug);
  usePageTitle(`Booking ${b.number}`);

  const [update, updating] = useSaveMutation<BookingFormUpdateMutation>(
    graphql`
      mutation BookingFormUpdateMutation($input: UpdateBookingInput!) {
        updateBooking(input: $input) {
          __typename
          ... on UpdateBookingSuccess {
            booking {
              ...BookingForm_booking
              ...BookingTable_row
            }
          }
          ... on VehicleTakenError {
            conflictingBookingNumber
          }
          ...useSaveMutation_answer @alias(as: "error")
        }
      }
    `,
    { form, setFormError, showInvalid, requiredMessage: REQUIRED_FORM, fieldName: formFieldOf },
  );

  const save = form.handleSubmit((current) => {
    setFormError(null);
    form.clearErrors();
    const missing = requiredErrors(current);
    if (Object.keys(missing).length > 0) {
      for (const [field, message] of Object.entries(missing)) form.setError(field as never, { type: 'required', message });
      // A field left empty says "fill in the starred fields"; otherwise the field's own reason (a skipped time).
      const reasons = Object.values(missing);
      showInvalid(Object.keys(missing), reasons.includes(REQUIRED_TEXT) ? REQUIRED_FORM : reasons[0]!);
      return;
    }
    const input = changesOf(initial, current);
    if (Object.keys(input).length === 0) {
      toast(SAVE_TEXTS.noChanges, { type: 'info' });
      return;
    }
    update({
      variables: { input: { id: b.id, updatedAt: b.updatedAt, ...input } as BookingFormUpdateMutation['variables']['input'] },
      answer: (r) => r.updateBooking,
      success: 'UpdateBookingSuccess',
      onSuccess: () => {
        // The page shows the saved booking afresh (new prices, new updatedAt): this form is replaced.
        allowLeave();
        toast(SAVE_TEXTS.saved, { type: 'success' });
      },
    });
  });

  type Vehicle = { readonly id: string; readonly name: string; readonly licensePlate?: string | null };
  const vehicleChoice = (p: Vehicle) => ({ id: p.id, label: p.licensePlate ? `${p.name} · ${p.licensePlate}` : p.name });
  // What the booking's pick-up place can serve (as the shop's engine decides) and what its lines hold, with the vehicles
  // of each class the viewer may assign; a line's own vehicle is offered too, even when outside the viewer's scope.
  const rentalOptions = (b.cartOptionChoices ?? []).map((o) => ({
    id: o.rentalOptionId,
    title: o.title,
    isVehicle: o.isVehicle,
    vehicles: o.vehicles.map((v) => vehicleChoice({ id: v.productId, name: v.name, licensePlate: v.licensePlate })),
  }));
  for (const l of b.lines) {
    // The server lists every line's rental product among the choices.
    const option = rentalOptions.find((o) => o.id === l.rentalOption.id);
    if (!option) continue;
    for (const v of [...(l.vehicleChoices ?? []), ...(l.product ? [l.product] : [])]) if (!option.vehicles.some((x) => x.id === v.id)) option.vehicles.push(vehicleChoice(v));
  }
  // Places in use only (not a draft or an archived one, mayMoveBookingTo); a stored place, of any status or outside
  // the first page of choices, is still offered. Staff hand out where they work: the pick-up is one of their own
  // places, the return any the shop offers, but not another's "Annet sted": this form has no field for its address.
  const own = acc.locationChoices.filter((l) => mayMoveBookingTo(l.status));
  const locations = withStored(own, [b.pickupLocation, b.dropoffLocation]);
  const returnLocations = withStored(
    acc.returnChoices.filter((l) => mayMoveBookingTo(l.status) && (!l.isOtherPlace || own.some((o) => o.id === l.id))),
    [b.pickupLocation, b.dropoffLocation],
  );
  const stored = b.lines.map((l) => ({ pricePerDay: l.pricePerDay, totalPrice: l.totalPrice }));
  const errors = errorPaths(form.formState.errors);

  const tabs = [
    {
      value: 'generelt',
      label: 'Generelt',
      invalid: errors.some((p) => tabOf(p) === 'generelt'),
      content: <GeneralTab locations={locations} returnLocations={returnLocations} options={rentalOptions} stored={stored} quote={quote} readOnly={readOnly} />,
    },
    { value: 'kunde', label: 'Kunde', invalid: errors.some((p) => tabOf(p) === 'kunde'), content: <CustomerTab booking={b} slug={acc.slug} readOnly={readOnly} /> },
    { value: 'betaling', label: 'Betaling', content: <PaymentTab booking={b} /> },
    { value: 'levering', label: 'Levering', content: <DeliveryTab booking={b} /> },
    {
      value: 'historikk',
      label: 'Notater & Historikk',
      content: <HistoryPanel owner={b} format={BOOKING_HISTORY} />,
    },
    { value: 'vedlegg', label: 'Vedlegg', content: <DocumentsTab booking={b} /> },
  ];

  return (
    <FormShell
      shell={shell}
      form={form}
      label="Booking"
      eyebrow={
        <>
          ID {b.number}
          {b.placedByStaff && ' · Lagt inn av tilsett'}
          {b.partnerName && ` · Bestilt via partnaren ${b.partnerName}`}
        </>
      }
      title={
        <>
          Booking {b.number} <StatusBadge kind="booking" status={b.status} />
        </>
      }
      intro={
        <p className="booking-summary">
          {customerName(b) || 'Ukjend kunde'} · Totalpris <strong data-testid="booking-total">{kr(b.totalPrice)}</strong>
          {quote.kind === 'quote' && quote.totalPrice !== b.totalPrice && (
            <span aria-live="polite">
              {' '}
              → etter lagring <strong data-testid="booking-quote-total">{kr(quote.totalPrice)}</strong>
            </span>
          )}
        </p>
      }
      tabs={tabs}
      tabsLabel="Delar av bookingen"
      onSubmit={save}
      readOnly={readOnly}
      busy={updating}
      deleteButton={
        // Offered only where the server deletes it (pending, cancelled: viewerMayDelete), and on a confirmed booking,
        // whose refusal offers to cancel it instead; never on one picked up, returned or completed, which stays.
        (b.viewerMayDelete || (b.viewerMayChange && mayCancelInsteadOfDeleting(b.status))) && (
          <DeleteBookingButton
            id={b.id}
            number={b.number}
            updatedAt={b.updatedAt}
            onDeleted={shell.leaveDeleted}
          />
        )
      }
    />
  );
}
