import { useFormContext, useWatch } from 'react-hook-form';
import { RENTAL_OPTION_LIMITS as MAX } from '@domain/rentalOption.ts';
import { BooleanField } from '../kit/BooleanField.tsx';
import { Section, SelectField, TextField } from '../kit/Field.tsx';
import { FIELD_LABELS as L } from './formValues.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { RENTAL_OPTION_STATUS_LABELS } from './RentalOptionStatus.tsx';
import { TagRows, type TagType } from './TagRows.tsx';

const STATUS_OPTIONS = Object.entries(RENTAL_OPTION_STATUS_LABELS).map(([value, [label]]) => ({ value, label }));

export interface CategoryChoice {
  id: string;
  title: string;
  isCar: boolean;
  requireTransportationBetweenLocations: boolean;
}

type Choice = { id: string; name: string };

/**
 * The Generelt tab: image, status, name, description (and in English, for the shop under /en), category, ACRISS (car categories), owner (network and site
 * scope only) and location, the behaviour flags, max per booking and the tag rows.
 */
export function GeneralFields({
  categories,
  owners,
  locations,
  tagTypes,
  file,
  onFile,
  currentImageUrl,
  readOnly,
}: {
  categories: readonly CategoryChoice[];
  owners: readonly Choice[] | null;
  locations: readonly Choice[];
  tagTypes: readonly TagType[];
  file: File | null;
  onFile: (file: File | null) => void;
  currentImageUrl: string | null;
  readOnly: boolean;
}) {
  const categoryId = useWatch({ name: 'categoryId' }) as string;
  const uploadId = useWatch({ name: 'imageUploadId' }) as string;
  const altText = useWatch({ name: 'imageAltText' }) as string;
  const { setValue, formState } = useFormContext();
  // Open when the product has English texts already; a section that opened does not close while one is typed.
  const hasEnglish = Boolean(formState.defaultValues?.titleEn || formState.defaultValues?.descriptionEn || formState.defaultValues?.imageAltTextEn);
  const category = categories.find((c) => c.id === categoryId);
  const transport = category?.requireTransportationBetweenLocations ?? false;
  return (
    <>
      <Section title="Leieprodukt">
        <TextField name="title" label={L.title!} required maxLength={MAX.title} />
        <SelectField name="status" label={L.status!} required options={STATUS_OPTIONS} />
        <SelectField name="categoryId" label={L.categoryId!} required options={[{ value: '', label: 'Vel kategori …' }, ...categories.map((c) => ({ value: c.id, label: c.title }))]} />
        {category?.isCar && <TextField name="acriss" label={L.acriss!} required maxLength={4} hint="Fire bokstavar, t.d. CDMR" />}
        <TextField name="description" label={L.description!} multiline maxLength={MAX.description} />
      </Section>
      <Section title="På engelsk (nettbutikken under /en)" defaultOpen={hasEnglish}>
        <TextField name="titleEn" label={L.titleEn!} maxLength={MAX.title} hint="Tomt: kundane under /en ser det norske namnet" />
        <TextField name="descriptionEn" label={L.descriptionEn!} multiline maxLength={MAX.description} />
        <TextField name="imageAltTextEn" label={L.imageAltTextEn!} maxLength={MAX.imageAltText} hint="Tomt: skjermlesarar under /en les den norske" />
      </Section>
      <Section title="Bilete">
        <TextField name="image" label={L.image!} required={!file && !uploadId} hint="Eit ikon (fa-…), ei nettadresse, eller last opp eit bilete" />
        <ImagePicker
          file={file}
          onFile={onFile}
          currentUrl={uploadId ? currentImageUrl : null}
          onRemoveCurrent={readOnly ? undefined : () => setValue('imageUploadId', '', { shouldDirty: true })}
          alt={altText}
        />
        <TextField name="imageAltText" label={L.imageAltText!} maxLength={MAX.imageAltText} />
      </Section>
      <Section title="Eigar og lokasjon">
        {owners && (
          <SelectField name="companyId" label={L.companyId!} required={transport} options={[{ value: '', label: 'Ingen eigar' }, ...owners.map((o) => ({ value: o.id, label: o.name }))]} />
        )}
        <SelectField name="locationId" label={L.locationId!} required={transport} options={[{ value: '', label: 'Ingen lokasjon' }, ...locations.map((o) => ({ value: o.id, label: o.name }))]} />
        <BooleanField name="canBeRequestedFromOtherLocation" label={L.canBeRequestedFromOtherLocation!} />
        <BooleanField name="isDigital" label={L.isDigital!} />
        <TextField name="maxAmount" label={L.maxAmount!} required inputMode="numeric" />
      </Section>
      <TagRows tagTypes={tagTypes} />
    </>
  );
}
