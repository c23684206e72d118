import { ruleText } from '../../i18n/index.ts';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { BOOKING_FIELD_LIMITS } from '@domain/booking.ts';
import { OTHER_PLACE_ADDRESS_MAX } from '@domain/otherPlace.ts';
import type { CountrySelect_countries$key } from '../../__generated__/CountrySelect_countries.graphql';
import type { CustomerForm_search$key } from '../../__generated__/CustomerForm_search.graphql';
import { prefillFromAccount, type AccountDetails } from './accountPrefill.ts';
import { useBooking, type CustomerDetails } from './booking.ts';
import { CountrySelect } from './CountrySelect.tsx';
import { CUSTOMER_FIELDS, customerErrors, type CustomerErrors, type CustomerField } from './customerValidation.ts';
import { focusFirstInvalid } from './focus.ts';
import { LicenceChoice } from './LicenceChoice.tsx';
import { saveRememberedCustomer } from './storage.ts';
import { TextField } from './TextField.tsx';
import { useWizard } from './useWizard.ts';

/**
 * The private form, or the business form when `kunde=bedrift`: every required field, the licence choice, remember-me
 * and the terms. "Neste" stores the form's validity in `kundeopplysninger`; an invalid form shows its errors, moves
 * to the first one and stays.
 */
export function CustomerForm({
  countries,
  search,
  account = null,
}: {
  countries: CountrySelect_countries$key;
  search: CustomerForm_search$key;
  /** The logged-in customer: fills the fields still empty once, when the form opens. */
  account?: AccountDetails | null;
}) {
  const { t } = useTranslation();
  const { licenceAtPickupAllowed, pickupLocation, dropoffLocation } = useFragment(
    graphql`
      fragment CustomerForm_search on RentalSearch {
        licenceAtPickupAllowed
        pickupLocation {
          isOtherPlace
        }
        dropoffLocation {
          isOtherPlace
        }
      }
    `,
    search,
  );
  const places = { pickupIsOther: pickupLocation.isOtherPlace, dropoffIsOther: dropoffLocation.isOtherPlace };
  const { params, href, go, update } = useWizard();
  const { customer, updateCustomer, serverErrors, setServerErrors } = useBooking();
  const business = params.customer === 'bedrift';
  const form = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState(false);
  // The server's errors for this step's fields, shown until the person submits again.
  const [fromServer] = useState<CustomerErrors>(() =>
    Object.fromEntries(serverErrors.filter((e) => CUSTOMER_FIELDS.includes(e.field as CustomerField)).map((e) => [e.field, e.message])),
  );
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current) return;
    prefilled.current = true;
    const patch = prefillFromAccount(customer, account);
    if (Object.keys(patch).length) updateCustomer(patch);
  }, [account, customer, updateCustomer]);
  useEffect(() => {
    if (!Object.keys(fromServer).length) return;
    setServerErrors([]);
    requestAnimationFrame(() => focusFirstInvalid(form.current));
  }, [fromServer, setServerErrors]);

  // The rules write Norwegian (one rule, shared with the server); shown in the page's language.
  const errors: CustomerErrors = Object.fromEntries(
    Object.entries(submitted ? customerErrors(customer, params.customer, licenceAtPickupAllowed, places) : fromServer).map(([k, v]) => [k, v && ruleText(v)]),
  );
  const set = (patch: Partial<CustomerDetails>) => updateCustomer(patch);
  const text = (field: keyof CustomerDetails) => ({
    value: String(customer[field] ?? ''),
    onChange: (e: { target: { value: string } }) => set({ [field]: e.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = customerErrors(customer, params.customer, licenceAtPickupAllowed, places);
    if (Object.keys(found).length) {
      if (params.detailsValid) update({ detailsValid: null });
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    saveRememberedCustomer(customer);
    go('/steg6', { detailsValid: 'true' });
  };

  return (
    <form ref={form} className="wz-card wz-customer" onSubmit={submit} noValidate>
      <h2 className="wz-section-title">{business ? t('customer.business') : t('customer.private')}</h2>
      {business && (
        <div className="wz-grid">
          <TextField label={t('customer.businessName')} name="businessName" autoComplete="organization" maxLength={BOOKING_FIELD_LIMITS.businessName} error={errors.businessName} {...text('businessName')} />
          <TextField
            label={t('customer.businessNumber')}
            name="businessNumber"
            inputMode="numeric"
            pattern="[0-9 ]*"
            maxLength={BOOKING_FIELD_LIMITS.businessNumber}
            hint={t('customer.businessNumberHint')}
            error={errors.businessNumber}
            value={customer.businessNumber}
            onChange={(e) => set({ businessNumber: e.target.value.replace(/[^\d ]/g, '') })}
          />
        </div>
      )}
      <div className="wz-grid">
        <TextField label={t('customer.firstName')} name="firstname" autoComplete="given-name" maxLength={BOOKING_FIELD_LIMITS.firstname} error={errors.firstname} {...text('firstName')} />
        <TextField label={t('customer.lastName')} name="lastname" autoComplete="family-name" maxLength={BOOKING_FIELD_LIMITS.lastname} error={errors.lastname} {...text('lastName')} />
        <TextField
          label={t('customer.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={BOOKING_FIELD_LIMITS.phone}
          hint={t('customer.phoneHint')}
          error={errors.phone}
          {...text('phone')}
        />
        <TextField label={t('customer.email')} name="email" type="email" autoComplete="email" maxLength={BOOKING_FIELD_LIMITS.email} error={errors.email} {...text('email')} />
        {!business && (
          <CountrySelect
            countries={countries}
            value={customer.countryCode}
            error={errors.countryCode}
            onChange={(c) => {
              const prefix = /^\+?\d{0,3}\s*$/.test(customer.phone) && c.phoneCode ? `+${c.phoneCode} ` : customer.phone;
              set({ countryCode: c.code, country: c.name, phone: prefix });
            }}
          />
        )}
      </div>
      {(places.pickupIsOther || places.dropoffIsOther) && (
        <fieldset className="wz-other-place">
          <legend className="wz-section-title">{t('wizard.otherPlace.title')}</legend>
          <p className="wz-hint">{t('wizard.otherPlace.hint')}</p>
          <div className="wz-grid">
            {places.pickupIsOther && (
              <TextField
                label={t('wizard.otherPlace.pickupLabel')}
                name="pickupAddress"
                autoComplete="street-address"
                maxLength={OTHER_PLACE_ADDRESS_MAX}
                error={errors.pickupAddress}
                {...text('pickupAddress')}
              />
            )}
            {places.dropoffIsOther && (
              <TextField
                label={t('wizard.otherPlace.dropoffLabel')}
                name="dropoffAddress"
                autoComplete="street-address"
                maxLength={OTHER_PLACE_ADDRESS_MAX}
                error={errors.dropoffAddress}
                {...text('dropoffAddress')}
              />
            )}
          </div>
        </fieldset>
      )}
      <LicenceChoice
        value={customer.driversLicence}
        fileName={customer.driversLicenceFileName}
        allowedAtPickup={licenceAtPickupAllowed}
        error={errors.driversLicence}
        fileError={errors.driversLicenceFile}
        onChange={set}
      />
      <div className="wz-remember">
        <label className="wz-check">
          <input type="checkbox" name="customerRemember" checked={customer.customerRemember} onChange={(e) => set({ customerRemember: e.target.checked })} />
          <span>{t('customer.rememberPerson')}</span>
        </label>
        {business && (
          <label className="wz-check">
            <input type="checkbox" name="businessRemember" checked={customer.businessRemember} onChange={(e) => set({ businessRemember: e.target.checked })} />
            <span>{t('customer.rememberBusiness')}</span>
          </label>
        )}
      </div>
      <div className={`wz-field wz-terms${errors.termsAccepted ? ' invalid' : ''}`}>
        <label className="wz-check">
          <input
            type="checkbox"
            name="termsAccepted"
            checked={customer.termsAccepted}
            aria-invalid={errors.termsAccepted ? true : undefined}
            aria-describedby={errors.termsAccepted ? 'wz-terms-error' : undefined}
            onChange={(e) => set({ termsAccepted: e.target.checked })}
          />
          <span>
            {t('customer.acceptTerms')}{' '}
            <Link to="/vilkår" target="_blank" rel="noopener">
              {t('customer.theTerms')}
            </Link>
          </span>
        </label>
        {errors.termsAccepted && (
          <p className="wz-error" id="wz-terms-error">
            {errors.termsAccepted}
          </p>
        )}
      </div>
      <div className="wz-actions">
        <Link className="button" to={href('/steg4')}>
          {t('common.back')}
        </Link>
        <button type="submit" className="button primary">
          {t('common.next')}
        </button>
      </div>
    </form>
  );
}
