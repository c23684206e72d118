import { zodResolver } from '@hookform/resolvers/zod';
import { BOOKING_FIELD_LIMITS } from '@domain/booking.ts';
import { staffHoursWarning } from '@domain/openingHours.ts';
import { OTHER_PLACE_ADDRESS_MAX } from '@domain/otherPlace.ts';
import { pushReturn, TIME_OPTIONS } from '@domain/rentalPeriod.ts';
import { formatOslo } from '@domain/time.ts';
import { STAFF_TERMS_CHECK } from '@domain/terms.ts';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import type { NewBookingForm_account$key } from '../../__generated__/NewBookingForm_account.graphql';
import type { NewBookingForm_countries$key } from '../../__generated__/NewBookingForm_countries.graphql';
import type { NewBookingForm_locations$key } from '../../__generated__/NewBookingForm_locations.graphql';
import type { NewBookingFormCreateMutation } from '../../__generated__/NewBookingFormCreateMutation.graphql';
import { promptRelogin } from '../../components/sessionEnded.ts';
import { toast } from '../../components/toast.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { CheckboxField } from '../kit/CheckboxField.tsx';
import { FormBar } from '../kit/FormBar.tsx';
import { invalidFormMessage } from '../kit/formErrors.ts';
import { revealField } from '../kit/FormTabs.tsx';
import { Section, SelectField, TextField } from '../kit/Field.tsx';
import { useUnsavedChanges } from '../kit/useUnsavedChanges.tsx';
import { useBack } from '../kit/listBack.ts';
import { NewBookingCustomer } from './NewBookingCustomer.tsx';
import { NewBookingLicence } from './NewBookingLicence.tsx';
import { NewBookingOffers } from './NewBookingOffers.tsx';
import { emptyValues, FIELD_LABELS, formFieldOf, inputOf, newBookingSchema, periodOf, searchOf, type NewBookingFields, type NewBookingValues } from './newBookingValues.ts';
import './newBooking.css';
import { BusyButton } from '../../components/BusyButton.tsx';

const TIMES = TIME_OPTIONS.map((t) => ({ value: t, label: t }));

/** Every field name with an error ("accessories", "firstname"). */
function errorPaths(errors: FieldErrors): string[] {
  return Object.keys(errors).filter((k) => errors[k as keyof typeof errors]);
}

/** The invalid field that comes first on screen. */
function firstOnScreen(paths: readonly string[]): string | undefined {
  const set = new Set(paths);
  for (const el of document.querySelectorAll<HTMLElement>('[data-field]')) if (set.has(el.dataset.field!)) return el.dataset.field;
  return paths[0];
}

/** A place as the form's two lists read it (pick-up and return, see NewBookingPage). */
const placesFragment = graphql`
  fragment NewBookingForm_locations on Location @relay(plural: true) {
    id
    name
    city
    isOtherPlace
  }
`;

/**
 * "Ny booking": staff place an order for a customer on the phone. The customer is a registered one (searched) or a
 * guest; the place, period and age run the shop's own search (the same free rental products and prices); the order
 * arrives confirmed and marked as placed by staff. Outside opening hours the shop's warning shows but does not block.
 */
export function NewBookingForm({
  account,
  locations,
  returnPlaces,
  countries,
}: {
  account: NewBookingForm_account$key;
  /** The pick-up places: the account's own (staff hand out where they work). */
  locations: NewBookingForm_locations$key;
  /** The return places: those and every other published place of the site, as the shop offers. */
  returnPlaces: NewBookingForm_locations$key;
  countries: NewBookingForm_countries$key;
}) {
  usePageTitle('Ny booking');
  const acc = useFragment(
    graphql`
      fragment NewBookingForm_account on Account {
        id
        slug
      }
    `,
    account,
  );
  const places = useFragment(placesFragment, locations);
  const returns = useFragment(placesFragment, returnPlaces);
  const countryList = useFragment(
    graphql`
      fragment NewBookingForm_countries on Country @relay(plural: true) {
        code
        name
      }
    `,
    countries,
  );
  const navigate = useNavigate();
  // Avbryt goes back to the list as it was filtered; the new booking's page keeps that way back.
  const openedWith = useLocation().state;
  const back = useBack(`/admin/${acc.slug}/booking`);
  const otherPlaces = useMemo(() => new Set([...places, ...returns].filter((l) => l.isOtherPlace).map((l) => l.id)), [places, returns]);
  const resolver = useMemo(() => zodResolver(newBookingSchema(otherPlaces)) as unknown as Resolver<NewBookingFields, unknown, NewBookingValues>, [otherPlaces]);
  // An account with one place (a location employee's): it is the pick-up, not a choice to make on every call.
  const [initial] = useState(() => emptyValues(new Date(), places.length === 1 ? places[0]!.id : ''));
  const form = useForm<NewBookingFields, unknown, NewBookingValues>({ defaultValues: initial, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const [formError, setFormError] = useState<string | null>(null);
  const { dialog, allowLeave } = useUnsavedChanges(form.formState.isDirty);
  const watched = useWatch({ control: form.control }) as NewBookingFields;
  const search = searchOf(watched);
  // As in the shop: a pick-up moved past the return pushes the return to one day after it.
  useEffect(() => {
    const { pickupAt, dropoffAt } = periodOf(form.getValues());
    if (!pickupAt || !dropoffAt) return;
    const pushed = pushReturn(pickupAt, dropoffAt);
    if (pushed === dropoffAt) return;
    const [date, time] = formatOslo(pushed).split(' ') as [string, string];
    form.setValue('dropoffDate', date, { shouldDirty: true });
    form.setValue('dropoffTime', time, { shouldDirty: true });
  }, [form, watched.pickupDate, watched.pickupTime]);
  const pickupOther = otherPlaces.has(watched.pickupLocationId);
  const dropoffOther = otherPlaces.has(watched.dropoffLocationId || watched.pickupLocationId);

  const placeOption = (l: (typeof places)[number]) => ({ value: l.id, label: l.isOtherPlace ? l.city : l.city && l.city !== l.name ? `${l.name} (${l.city})` : l.name });
  const locationOptions = [{ value: '', label: 'Vel stad' }, ...places.map(placeOption)];
  const countryOptions = countryList.filter((c): c is typeof c & { code: string } => !!c.code).map((c) => ({ value: c.code, label: c.name }));

  const [create, creating] = useMutation<NewBookingFormCreateMutation>(graphql`
    mutation NewBookingFormCreateMutation($input: CreateStaffBookingInput!) {
      createStaffBooking(input: $input) {
        __typename
        ... on CreateStaffBookingSuccess {
          warnings
          booking {
            databaseId
            number
          }
        }
        ... on ValidationError {
          fields {
            field
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const showInvalid = (paths: string[], message: string) => {
    setFormError(message);
    const first = firstOnScreen(paths);
    if (first) revealField(first);
  };

  const save = form.handleSubmit(
    (values) => {
      setFormError(null);
      create({
        variables: { input: inputOf(values, acc.id) },
        onCompleted: ({ createStaffBooking: r }) => {
          if (r.__typename === 'CreateStaffBookingSuccess' && r.booking) {
            const warnings = (r.warnings ?? []).map(staffHoursWarning);
            const hours = warnings.length ? ` Merk: ${warnings.join(' ')}` : '';
            toast(`Booking ${r.booking.number} er lagd inn og stadfesta.${hours}`, { type: 'success', duration: 10_000 });
            allowLeave();
            navigate(`/admin/${acc.slug}/booking/${r.booking.databaseId}`, { replace: true, state: openedWith });
          } else if (r.__typename === 'ValidationError') {
            const placed: string[] = [];
            const loose: string[] = [];
            for (const f of r.fields ?? []) {
              const name = formFieldOf(f.field);
              if (name in initial) {
                form.setError(name as keyof NewBookingFields, { type: 'server', message: f.message });
                placed.push(name);
              } else loose.push(`${FIELD_LABELS[name] ?? f.field}: ${f.message}`);
            }
            showInvalid(placed, loose.length ? loose.join(' ') : invalidFormMessage(placed, (p) => form.getValues(p as never)));
          } else if (r.__typename !== '%other') {
            setFormError(r.message ?? 'Kunne ikkje leggje inn bestillinga.');
          }
        },
        onError: (error) => setFormError(promptRelogin(error) ?? 'Kunne ikkje leggje inn bestillinga. Prøv igjen.'),
      });
    },
    (errors) => {
      const paths = errorPaths(errors);
      showInvalid(paths, invalidFormMessage(paths, (p) => form.getValues(p as never)));
    },
  );

  return (
    <section className="page">
      <p className="eyebrow">Booking</p>
      <h1>Ny booking</h1>
      <p className="lead">Bestilling på vegner av ein kunde (til dømes på telefon). Ho blir stadfesta med ein gong og merkt som lagd inn av tilsette.</p>
      <FormProvider {...form}>
        <form className="kit-form nb-form" noValidate onSubmit={save} aria-label="Ny booking">
          {formError && (
            <p className="kit-form-error" role="alert">
              {formError}
            </p>
          )}
          <NewBookingCustomer slug={acc.slug} countries={countryOptions} />
          <Section title="Henting og levering">
            <SelectField name="pickupLocationId" label="Hentestad" required options={locationOptions} />
            <SelectField name="dropoffLocationId" label="Leveringsstad" options={[{ value: '', label: 'Same som hentestaden' }, ...returns.map(placeOption)]} />
            {pickupOther && <TextField name="pickupAddress" label="Adresse for henting" required maxLength={OTHER_PLACE_ADDRESS_MAX} />}
            {dropoffOther && <TextField name="dropoffAddress" label="Adresse for levering" required maxLength={OTHER_PLACE_ADDRESS_MAX} />}
            <TextField name="pickupDate" label="Hentedato" type="date" required />
            <SelectField name="pickupTime" label="Hentetid" required options={TIMES} />
            <TextField name="dropoffDate" label="Leveringsdato" type="date" required />
            <SelectField name="dropoffTime" label="Leveringstid" required options={TIMES} />
            <CheckboxField name="above25" label="Sjåføren er 25 år eller eldre" />
          </Section>
          <Section title="Leieprodukt, forsikring og tilbehør">
            {search ? (
              <Suspense fallback={<p role="status">Søkjer etter ledige leieprodukt …</p>}>
                <NewBookingOffers search={search} accountId={acc.id} />
              </Suspense>
            ) : (
              <p className="notice">Vel hentestad og tidspunkt for å sjå ledige leieprodukt og prisar.</p>
            )}
          </Section>
          <NewBookingLicence />
          <Section title="Referanse og kommentar">
            <TextField name="reference" label="Referanse" maxLength={BOOKING_FIELD_LIMITS.reference} />
            <TextField name="comment" label="Kommentar" multiline maxLength={BOOKING_FIELD_LIMITS.comment} />
            <CheckboxField name="termsAccepted" label={`${STAFF_TERMS_CHECK.label} *`} />
          </Section>
          <FormBar>
            <BusyButton type="submit" className="button primary" busy={creating}>
              Legg inn bestilling
            </BusyButton>
            <button type="button" className="button" onClick={() => navigate(back.to, { state: back.state })}>
              Avbryt
            </button>
          </FormBar>
        </form>
      </FormProvider>
      {dialog}
    </section>
  );
}
