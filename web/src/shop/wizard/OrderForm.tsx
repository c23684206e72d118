import { ruleText } from '../../i18n/index.ts';
import { useTranslation } from 'react-i18next';
import { useId, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { commitMutation } from 'relay-runtime';
import { BOOKING_FIELD_LIMITS } from '@domain/booking.ts';
import type { CreateBookingInput, OrderFormCreateBookingMutation } from '../../__generated__/OrderFormCreateBookingMutation.graphql';
import type { OrderForm_search$key } from '../../__generated__/OrderForm_search.graphql';
import { requestHeaders } from '../../relay/environment.ts';
import { reportError } from '../../transport/index.ts';
import { useBooking, type ServerFieldError } from './booking.ts';
import { stepOwning } from './errorOwner.ts';
import { kr, vatLabel } from './format.ts';
import { cartInput, searchInput } from './params.ts';
import { NotAvailableModal } from './NotAvailableModal.tsx';
import { STEP_PATHS } from './steps.ts';
import { forgetAttempt, idempotencyKeyFor } from './storage.ts';
import { TextField } from './TextField.tsx';
import { useWizard } from './useWizard.ts';

const mutation = graphql`
  mutation OrderFormCreateBookingMutation($input: CreateBookingInput!) {
    createBooking(input: $input) {
      __typename
      ... on CreateBookingPayload {
        bookingNumber
        customerEmail
        licenceAtPickup
      }
      ... on ValidationError {
        message
        fields {
          field
          message
        }
      }
      ... on NotAvailableError {
        message
      }
      ... on RateLimitedError {
        message
      }
    }
  }
`;

/**
 * Reference, comment and "Bestill". The order carries the total on screen (`expectedTotal`) and an Idempotency-Key
 * that stays the same for the same order, so a double click or a retry cannot order twice. Refusals go back to the
 * step that owns the field; "no longer available" opens a popup with the way back to step 2.
 */
export function OrderForm({ search, blocked, onStale }: { search: OrderForm_search$key; blocked: boolean; onStale: () => void }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment OrderForm_search on RentalSearch @argumentDefinitions(cart: { type: "CartInput!" }) {
        vatIncluded
        cart(input: $cart) {
          total
        }
      }
    `,
    search,
  );
  const { vatIncluded } = data;
  const total = data.cart.total;
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const { params, href, go } = useWizard();
  const { customer, reference, comment, updateOrder, setServerErrors, markSent, sent } = useBooking();
  const commentId = useId();
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<ServerFieldError[]>([]);
  const [failed, setFailed] = useState(false);
  const [notAvailable, setNotAvailable] = useState<string | null>(null);

  /** The order as it would be sent now (null without a search and a rental product). */
  const orderInput = (): CreateBookingInput | null => {
    const search = searchInput(params);
    if (!search || params.rentalOption === null) return null;
    const cart = cartInput(params);
    const business = params.customer === 'bedrift';
    return {
      ...search,
      rentalOptionId: cart.rentalOptionId!,
      insurance: cart.insurance,
      accessories: cart.accessories,
      firstname: customer.firstName.trim(),
      lastname: customer.lastName.trim(),
      email: customer.email.trim(),
      phone: customer.phone.trim(),
      countryCode: customer.countryCode || 'NOR',
      businessName: business ? customer.businessName.trim() : null,
      businessNumber: business ? customer.businessNumber.replace(/\s/g, '') : null,
      driversLicence: customer.driversLicence ?? 'upload',
      driversLicenceFile: customer.driversLicence === 'upload' ? customer.driversLicenceFile : null,
      pickupAddress: customer.pickupAddress.trim() || null,
      dropoffAddress: customer.dropoffAddress.trim() || null,
      reference: reference.trim() || null,
      comment: comment.trim() || null,
      termsAccepted: customer.termsAccepted,
      expectedTotal: total,
    };
  };
  // The same order has the same fingerprint; the licence file counts by name and size, not its whole content.
  const fingerprintOf = (input: CreateBookingInput) =>
    JSON.stringify({ ...input, driversLicenceFile: input.driversLicenceFile ? `${customer.driversLicenceFileName}:${input.driversLicenceFile.length}` : null });
  const current = orderInput();
  // Back from /mottatt to the same order: say it was sent already, so a second one is a choice, not an accident.
  const alreadySent = current && sent?.fingerprint === fingerprintOf(current) ? sent.bookingNumber : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = orderInput();
    if (sending.current || blocked || !input) return;
    const fingerprint = fingerprintOf(input);
    const key = idempotencyKeyFor(fingerprint);

    sending.current = true;
    setServerErrors([]);
    setBusy(true);
    setProblems([]);
    setFailed(false);
    const done = () => {
      sending.current = false;
      setBusy(false);
    };
    commitMutation<OrderFormCreateBookingMutation>(environment, {
      mutation,
      variables: { input },
      cacheConfig: requestHeaders({ 'idempotency-key': key }),
      onCompleted: ({ createBooking: result }) => {
        done();
        if (result.__typename === 'CreateBookingPayload') {
          forgetAttempt();
          markSent({ email: result.customerEmail || input.email, licenceAtPickup: result.licenceAtPickup, bookingNumber: result.bookingNumber, orderKey: key, fingerprint });
          navigate('/mottatt', { replace: true });
        } else if (result.__typename === 'NotAvailableError') {
          setNotAvailable(result.message);
        } else if (result.__typename === 'RateLimitedError') {
          // Too many orders from this connection within the hour: said by "Bestill", nothing placed.
          setProblems([{ field: 'order', message: result.message }]);
        } else if (result.__typename === 'ValidationError') {
          const fields = result.fields.length ? result.fields : [{ field: 'expectedTotal', message: result.message }];
          const owner = Math.min(...fields.map((f) => stepOwning(f.field)));
          if (owner < 6) {
            setServerErrors([...fields]);
            // The customer form is no longer known to be valid when the server found fault with it.
            go(STEP_PATHS[owner - 1]!, owner === 5 ? { detailsValid: null } : undefined);
            return;
          }
          setProblems([...fields]);
          // A changed price: show the server's total before the person tries again.
          if (fields.some((f) => f.field === 'expectedTotal')) onStale();
        }
      },
      onError: (error) => {
        done();
        setFailed(true);
        reportError(error);
      },
    });
  };

  return (
    <form className="wz-card wz-order" onSubmit={submit}>
      <TextField
        label={t('order.reference')}
        name="reference"
        maxLength={BOOKING_FIELD_LIMITS.reference}
        hint={params.customer === 'bedrift' ? t('order.referenceHint') : undefined}
        value={reference}
        onChange={(e) => updateOrder({ reference: e.target.value })}
      />
      <div className="wz-field">
        <label htmlFor={commentId}>{t('order.comment')}</label>
        <textarea id={commentId} name="comment" rows={5} maxLength={BOOKING_FIELD_LIMITS.comment} value={comment} onChange={(e) => updateOrder({ comment: e.target.value })} />
        <p className="field-counter">
          {comment.length}/{BOOKING_FIELD_LIMITS.comment}
        </p>
      </div>
      {problems.length > 0 && (
        <ul className="wz-problem" role="alert">
          {problems.map((p) => (
            <li key={`${p.field}:${p.message}`}>{ruleText(p.message)}</li>
          ))}
        </ul>
      )}
      {failed && (
        <p className="wz-problem" role="alert">
          {t('order.lost')}
        </p>
      )}
      {alreadySent && (
        <p className="wz-warning wz-already-sent" role="status">
          {t('order.alreadySent', { number: alreadySent })}
        </p>
      )}
      <p className="wz-order-total">
        <span>{t('prices.total')}</span>
        <strong>{kr(total)}</strong>
        <small>{vatLabel(vatIncluded)}</small>
      </p>
      <div className="wz-actions">
        <Link className="button" to={href('/steg5')}>
          {t('common.back')}
        </Link>
        {/* While sending it is aria-disabled, not disabled: a disabled button drops focus to <body>, and the popup that
            may follow must give focus back to it. The submit handler ignores presses meanwhile. */}
        <button type="submit" className="button primary wz-order-button" disabled={blocked} aria-disabled={busy || undefined} aria-busy={busy}>
          {busy ? t('order.sending') : t('order.submit')}
        </button>
      </div>
      {notAvailable && (
        <NotAvailableModal
          message={notAvailable}
          onClose={() => setNotAvailable(null)}
          onChooseOther={() => {
            setNotAvailable(null);
            go('/steg2');
          }}
        />
      )}
    </form>
  );
}
