import { LOCATION_LIMITS, LOCATION_STATUSES } from '@domain/location.ts';
import { DecimalField, PriceField, Section, SelectField, TextField } from '../kit/Field.tsx';
import { statusLabel } from '../kit/StatusBadge.tsx';
import { FIELD_LABELS as L } from './formValues.ts';

const STATUS_OPTIONS = LOCATION_STATUSES.map((s) => ({ value: s, label: statusLabel('location', s) }));

/**
 * The Generelt tab: every field of spec 2 section 3 in collapsible groups (contact details and texts start
 * collapsed). `owners` is the Eier list, given only to network and site staff.
 */
export function GeneralFields({ owners }: { owners: readonly { id: string; name: string }[] | null }) {
  return (
    <>
      <Section title="Lokasjon">
        <TextField name="name" label={L.name!} required maxLength={LOCATION_LIMITS.name} />
        <SelectField name="status" label={L.status!} required options={STATUS_OPTIONS} />
        {owners && <SelectField name="companyId" label={L.companyId!} required options={[{ value: '', label: 'Vel eigar …' }, ...owners.map((o) => ({ value: o.id, label: o.name }))]} />}
        <TextField name="order" label={L.order!} inputMode="numeric" />
      </Section>
      <Section title="Adresse">
        <TextField name="address1" label={L.address1!} required maxLength={LOCATION_LIMITS.address} />
        <TextField name="address2" label={L.address2!} maxLength={LOCATION_LIMITS.address} />
        <TextField name="zip" label={L.zip!} required maxLength={LOCATION_LIMITS.zip} inputMode="numeric" />
        <TextField name="city" label={L.city!} required maxLength={LOCATION_LIMITS.city} />
        <TextField name="region" label={L.region!} required maxLength={LOCATION_LIMITS.region} />
        <TextField name="regionCode" label={L.regionCode!} maxLength={LOCATION_LIMITS.regionCode} />
        <TextField name="country" label={L.country!} required maxLength={LOCATION_LIMITS.country} />
        <TextField name="airportCode" label={L.airportCode!} maxLength={3} hint="Tre bokstavar, t.d. BGO" />
        <TextField name="aliases" label={L.aliases!} hint="Skil med komma" />
        <DecimalField name="gpsLat" label={L.gpsLat!} />
        <DecimalField name="gpsLong" label={L.gpsLong!} />
      </Section>
      <Section title="Avstand og levering">
        <PriceField name="cost" label={L.cost!} />
        <DecimalField name="transportFactor" label={L.transportFactor!} required />
        <DecimalField name="distanceFromCompanyKm" label={L.distanceFromCompanyKm!} required />
        <TextField name="distanceFromCompanyMin" label={L.distanceFromCompanyMin!} required inputMode="numeric" />
        <DecimalField name="maxDeliveryKm" label={L.maxDeliveryKm!} hint="Tomt: ingen grense" />
        <DecimalField name="deliveryPrepTimeHours" label={L.deliveryPrepTimeHours!} required />
      </Section>
      <Section title="Kontakt" defaultOpen={false}>
        <TextField name="publicEmail" label={L.publicEmail!} type="email" maxLength={LOCATION_LIMITS.email} />
        <TextField name="publicPhone" label={L.publicPhone!} type="tel" maxLength={LOCATION_LIMITS.phone} />
        <TextField name="privateContactName" label={L.privateContactName!} maxLength={LOCATION_LIMITS.contactName} />
        <TextField name="privateEmail" label={L.privateEmail!} type="email" maxLength={LOCATION_LIMITS.email} />
        <TextField name="privatePhone" label={L.privatePhone!} type="tel" maxLength={LOCATION_LIMITS.phone} />
      </Section>
      <Section title="Tekstar" defaultOpen={false}>
        <TextField name="description" label={L.description!} multiline maxLength={LOCATION_LIMITS.description} />
        <TextField name="externalNote" label={L.externalNote!} multiline maxLength={LOCATION_LIMITS.note} />
        <TextField name="internalNote" label={L.internalNote!} multiline maxLength={LOCATION_LIMITS.note} />
      </Section>
    </>
  );
}
