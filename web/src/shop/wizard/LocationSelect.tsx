import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LocationSelect_locations$key } from '../../__generated__/LocationSelect_locations.graphql';
import { placeName } from '@domain/otherPlace.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';

/** A published location picker; "Annet sted" is shown as its city only. */
export function LocationSelect({
  label,
  locations,
  value,
  onChange,
  error,
  name,
}: {
  label: string;
  locations: LocationSelect_locations$key;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  name: string;
}) {
  const data = useFragment(
    graphql`
      fragment LocationSelect_locations on Location @relay(plural: true) {
        databaseId
        name
        city
        isOtherPlace
      }
    `,
    locations,
  );
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  return (
    <div className={`wz-field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{t('search.choosePlace')}</option>
        {data.map((l) => (
          <option key={l.databaseId} value={l.databaseId}>
            {l.isOtherPlace ? placeName(l, language) : l.city && l.city !== l.name ? `${l.name} (${l.city})` : l.name}
          </option>
        ))}
      </select>
      {error && (
        <p className="wz-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
