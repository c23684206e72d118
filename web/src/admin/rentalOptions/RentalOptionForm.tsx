import { paddedId } from '@domain/lists.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { decimalInputText } from '@domain/decimalInput.ts';
import { accountMayPlaceCategory, applyCategoryChange, RENTAL_OPTION_MESSAGES, rentalOptionFormDefaults, rentalOptionFormSchemaFor, type CategoryTraits } from '@domain/rentalOption.ts';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { RentalOptionForm_account$key } from '../../__generated__/RentalOptionForm_account.graphql';
import type { RentalOptionForm_query$key } from '../../__generated__/RentalOptionForm_query.graphql';
import type { RentalOptionForm_rentalOption$key } from '../../__generated__/RentalOptionForm_rentalOption.graphql';
import type { RentalOptionFormCreateMutation } from '../../__generated__/RentalOptionFormCreateMutation.graphql';
import type { RentalOptionFormUpdateMutation } from '../../__generated__/RentalOptionFormUpdateMutation.graphql';
import { toast } from '../../components/toast.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { ShortageDialog, type Shortage } from '../kit/ShortageDialog.tsx';
import { errorPaths, invalidFormMessage } from '../kit/formErrors.ts';
import { FormShell, useFormShell } from '../kit/FormShell.tsx';
import type { HistoryFormat } from '../kit/HistoryList.tsx';
import { HistoryPanel } from '../kit/HistoryPanel.tsx';
import { useSaveMutation } from '../kit/useSaveMutation.ts';
import { DeleteRentalOptionButton } from './DeleteRentalOptionButton.tsx';
import { changedFields, emptyValues, FIELD_LABELS, HISTORY_VALUES, inputOf, tabOf, valuesOf, type RentalOptionFormFields } from './formValues.ts';
import { GeneralFields } from './GeneralFields.tsx';
import { uploadImage } from './ImagePicker.tsx';
import { PricePreview } from './PricePreview.tsx';
import { PricingFields } from './PricingFields.tsx';
import { ProductsTab } from './ProductsTab.tsx';
import { RentalOptionStatusBadge, rentalOptionStatusLabel } from './RentalOptionStatus.tsx';
import './rentalOptions.css';
import { FieldGroup } from '../kit/Field.tsx';

/** Spec 3 section 8: the texts of saving. */
export const SAVE_TEXTS = {
  saved: RENTAL_OPTION_MESSAGES.saved,
  noChanges: RENTAL_OPTION_MESSAGES.noChanges,
  failed: 'Kunne ikkje lagre. Prøv igjen.',
  required: RENTAL_OPTION_MESSAGES.requiredForm,
} as const;

/** How a rental product's history reads, on its Historikk tab and, once it is deleted, under "Fann ikkje leieproduktet". */
export const RENTAL_OPTION_HISTORY: HistoryFormat = {
  labels: FIELD_LABELS,
  values: HISTORY_VALUES,
  status: (s) => <RentalOptionStatusBadge status={s} />,
  statusLabel: rentalOptionStatusLabel,
};

/** The list connections a new rental product joins (the unfiltered list in its default and explicit-null forms). */
function listConnections(accountId: string): string[] {
  const nulls = { search: null, status: null, categoryId: null, locationId: null, companyId: null, sort: null, direction: null };
  return [ConnectionHandler.getConnectionID(accountId, 'RentalOptionTable_rentalOptions', nulls), ConnectionHandler.getConnectionID(accountId, 'RentalOptionTable_rentalOptions')];
}

/**
 * Validates with the shared schema and the chosen category's rules (`rentalOptionFormSchemaFor`); a picked file
 * stands in for the image (it is uploaded on save, before the rental product is saved).
 */
function makeResolver(state: () => { file: boolean; category: CategoryTraits | null; chooseOwner: boolean }): Resolver<RentalOptionFormFields> {
  return (values, context, options) => {
    const { file, category, chooseOwner } = state();
    const resolve = zodResolver(rentalOptionFormSchemaFor(category, { chooseOwner })) as unknown as Resolver<RentalOptionFormFields>;
    const checked = file && !values.image.trim() && !values.imageUploadId ? { ...values, imageUploadId: 'picked-file' } : values;
    return resolve(checked, context, options);
  };
}

/**
 * The rental product form: tabs Generelt, Prisar (with the live price preview), Produkt and (for a stored one)
 * Historikk. Validates with the shared schema before anything is sent; a category change applies the shared
 * reactions (spec 3 section 4); saving an unchanged form sends nothing; a picked image is uploaded first, then the
 * rental product is saved and the list shows "Endringene er lagret"; leaving with changes asks first.
 */
export function RentalOptionForm({
  account,
  query,
  rentalOption,
  mode,
}: {
  account: RentalOptionForm_account$key;
  query: RentalOptionForm_query$key;
  rentalOption: RentalOptionForm_rentalOption$key | null;
  mode: 'new' | 'copy' | 'edit';
}) {
  const acc = useFragment(
    graphql`
      fragment RentalOptionForm_account on Account {
        id
        kind
        slug
        permissions {
          rentalOptions {
            create
          }
        }
        companies(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
        # Every location of the scope (the connection pages at 100; a company may have more).
        locationChoices {
          id
          name
        }
      }
    `,
    account,
  );
  const lists = useFragment(
    graphql`
      fragment RentalOptionForm_query on Query {
        productCategories {
          id
          title
          isCar
          requireTransportationBetweenLocations
        }
        productTags {
          id
          title
          slug
          metric
        }
      }
    `,
    query,
  );
  const ro = useFragment(
    graphql`
      fragment RentalOptionForm_rentalOption on RentalOption @argumentDefinitions(existing: { type: "Boolean!" }) {
        id
        databaseId
        updatedAt
        viewerMayChange
        viewerMayDelete
        title
        status
        description
        titleEn
        descriptionEn
        imageAltTextEn
        acriss
        image
        imageAltText
        imageUpload {
          id
          url
        }
        category {
          id
          requireTransportationBetweenLocations
        }
        company {
          id
        }
        location {
          id
        }
        canBeRequestedFromOtherLocation
        isDigital
        samePricePrivateBusiness
        nodailyprice
        maxAmount
        vatFactor
        mileageSameForBoth
        mileagePrivateDay
        mileagePrivateWeekend
        mileagePrivateWeek
        mileagePrivateMonth
        mileageBusinessDay
        mileageBusinessWeekend
        mileageBusinessWeek
        mileageBusinessMonth
        pricePrivateHour
        pricePrivateDay
        pricePrivateWeekend
        pricePrivateWeek
        pricePrivateMonth
        pricePrivateOnetime
        pricePrivateTotalMinimum
        pricePrivateTotalMaximum
        pricePrivateDayMinimum
        pricePrivateDayMaximum
        pricePrivateDamageDeductible
        priceBusinessHour
        priceBusinessDay
        priceBusinessWeekend
        priceBusinessWeek
        priceBusinessMonth
        priceBusinessOnetime
        priceBusinessTotalMinimum
        priceBusinessTotalMaximum
        priceBusinessDayMinimum
        priceBusinessDayMaximum
        priceBusinessDamageDeductible
        tags {
          position
          value
          highlight
          tag {
            id
            slug
          }
        }
        ...ProductsTab_rentalOption
        ...HistoryPanel_owner @include(if: $existing) @alias(as: "historyOwner")
      }
    `,
    rentalOption,
  );
  const listPath = `/admin/${acc.slug}/leieprodukter`;
  const chooseOwner = acc.kind === 'network' || acc.kind === 'site';
  const owners = chooseOwner ? acc.companies.edges.map((e) => e.node) : null;
  const locations = acc.locationChoices;

  const [initial] = useState<RentalOptionFormFields>(() => {
    if (!ro) return emptyValues(rentalOptionFormDefaults as Record<string, unknown>, owners?.length === 1 ? owners[0]!.id : '');
    const values = valuesOf(ro);
    return mode === 'copy' ? { ...values, title: `${values.title} (kopi)`, status: 'draft' } : values;
  });
  // Only categories this account may place (an add-on is site-wide), and the stored one: the server refuses the rest.
  const categories = lists.productCategories.filter((c) => c.id === initial.categoryId || accountMayPlaceCategory(acc.kind, c));
  const [file, setFile] = useState<File | null>(null);
  const fileRef = useRef<File | null>(null);
  fileRef.current = file;
  const categoryRef = useRef<CategoryTraits | null>(null);
  const [resolver] = useState(() => makeResolver(() => ({ file: fileRef.current !== null, category: categoryRef.current, chooseOwner })));
  const form = useForm<RentalOptionFormFields>({ defaultValues: initial, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const shell = useFormShell({ dirty: form.formState.isDirty || file !== null, tabOf, listPath });
  const { setFormError, showInvalid, leaveSaved } = shell;
  const [uploading, setUploading] = useState(false);
  const [shortage, setShortage] = useState<Shortage | null>(null);

  // A category the user picks applies the spec's reactions (the shared rule) to the fields that depend on it.
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  categoryRef.current = categories.find((c) => c.id === categoryId) ?? null;
  const lastCategory = useRef(categoryId);
  useEffect(() => {
    if (lastCategory.current === categoryId) return;
    lastCategory.current = categoryId;
    const category = categories.find((c) => c.id === categoryId);
    if (!category) return;
    const current = form.getValues();
    const next = applyCategoryChange(current, category) as Partial<RentalOptionFormFields>;
    for (const [key, value] of Object.entries(next)) {
      const name = key as keyof RentalOptionFormFields;
      if (!(name in current)) continue;
      // A text field gets the value as its input shows it (the VAT factor with a decimal comma, "0,2").
      const shown = typeof current[name] !== 'string' ? value : name === 'vatFactor' ? decimalInputText(value as string | null) : value == null ? '' : String(value);
      if (JSON.stringify(current[name]) !== JSON.stringify(shown)) form.setValue(name, shown as never, { shouldDirty: true });
    }
  }, [categoryId, categories, form]);

  const saveHandling = { form, setFormError, showInvalid, requiredMessage: SAVE_TEXTS.required, failedMessage: SAVE_TEXTS.failed };
  const [create, creating] = useSaveMutation<RentalOptionFormCreateMutation>(
    graphql`
    mutation RentalOptionFormCreateMutation($input: CreateRentalOptionInput!, $connections: [ID!]!) {
      createRentalOption(input: $input) {
        __typename
        ... on CreateRentalOptionSuccess {
          rentalOption {
            databaseId
          }
          edge @appendEdge(connections: $connections) {
            cursor
            node {
              ...RentalOptionTable_row @relay(mask: false)
            }
          }
        }
        ...useSaveMutation_answer @alias(as: "error")
      }
    }
  `,
    saveHandling,
  );
  const [update, updating] = useSaveMutation<RentalOptionFormUpdateMutation>(
    graphql`
    mutation RentalOptionFormUpdateMutation($input: UpdateRentalOptionInput!) {
      updateRentalOption(input: $input) {
        __typename
        ... on UpdateRentalOptionSuccess {
          rentalOption {
            ...RentalOptionForm_rentalOption @arguments(existing: true)
            ...RentalOptionTable_row @relay(mask: false)
          }
        }
        ...useSaveMutation_answer @alias(as: "error")
      }
    }
  `,
    saveHandling,
  );

  const existing = mode === 'edit' && ro != null;
  const readOnly = existing ? !ro.viewerMayChange : !acc.permissions.rentalOptions.create;
  usePageTitle(existing ? ro.title : 'Nytt leieprodukt');

  const done = () => {
    toast(SAVE_TEXTS.saved, { type: 'success' });
    leaveSaved();
  };

  /** The picture uploaded for this form's chosen file, kept across saves the server refused. */
  const uploadedFile = useRef<{ file: File; id: string } | null>(null);
  const save = form.handleSubmit(
    async (parsed) => {
      setFormError(null);
      const current = form.getValues();
      const changed = existing ? changedFields(initial, current).filter((f) => f !== 'companyId' || chooseOwner) : 'all';
      if (existing && changed.length === 0 && !file) {
        toast(SAVE_TEXTS.noChanges, { type: 'info' });
        return;
      }
      const input = inputOf(parsed as Record<string, unknown>, changed);
      if (!chooseOwner) delete input.companyId;
      if (file) {
        // A picture already uploaded for a save that was then refused (a field to correct) is used again: each retry
        // once uploaded it anew, leaving public copies no rental product uses.
        let uploadId = uploadedFile.current?.file === file ? uploadedFile.current.id : null;
        if (!uploadId) {
          setUploading(true);
          const uploaded = await uploadImage(file, { title: current.title, alt: current.imageAltText });
          setUploading(false);
          if ('error' in uploaded) {
            setFormError(uploaded.error);
            shell.setTab('generelt');
            return;
          }
          uploadedFile.current = { file, id: uploaded.id };
          uploadId = uploaded.id;
        }
        input.imageUploadId = uploadId;
      }
      if (existing) {
        const send = (acceptShortage: boolean) =>
          update({
            variables: { input: { id: ro.id, updatedAt: ro.updatedAt, ...input, ...(acceptShortage ? { acceptShortage } : {}) } },
            answer: (r) => r.updateRentalOption,
            success: 'UpdateRentalOptionSuccess',
            onSuccess: () => {
              setShortage(null);
              form.reset(current);
              setFile(null);
              done();
            },
            // Another location, no fetching, or a category without vehicles while a booking then lacks one: said, and
            // saved only when staff confirm.
            onCode: { code: 'CLASS_SHORTAGE', ask: (message) => setShortage({ message, confirm: () => send(true) }) },
          });
        send(false);
        return;
      }
      create({
        variables: { input: { ...input, accountId: acc.id }, connections: listConnections(acc.id) },
        answer: (r) => r.createRentalOption,
        success: 'CreateRentalOptionSuccess',
        onSuccess: done,
      });
    },
    (errors) => {
      const paths = errorPaths(errors);
      showInvalid(paths, invalidFormMessage(paths, (p) => form.getValues(p as never), RENTAL_OPTION_MESSAGES.requiredForm));
    },
  );

  const errors = errorPaths(form.formState.errors);
  const tabs = [
    {
      value: 'generelt',
      label: 'Generelt',
      invalid: errors.some((p) => tabOf(p) === 'generelt'),
      content: (
        <FieldGroup>
          <GeneralFields
            categories={categories}
            owners={owners}
            locations={locations}
            tagTypes={lists.productTags}
            file={file}
            onFile={setFile}
            currentImageUrl={ro?.imageUpload?.url ?? null}
            readOnly={readOnly}
          />
        </FieldGroup>
      ),
    },
    {
      value: 'prisar',
      label: 'Prisar',
      invalid: errors.some((p) => tabOf(p) === 'prisar'),
      content: (
        <>
          <FieldGroup>
            <PricingFields />
          </FieldGroup>
          {shell.tab === 'prisar' && <PricePreview slug={acc.slug} />}
        </>
      ),
    },
    {
      value: 'produkt',
      label: 'Produkt',
      content: existing ? <ProductsTab rentalOption={ro} slug={acc.slug} readOnly={readOnly} vehicleClass={ro.category.requireTransportationBetweenLocations} /> : <p className="kit-empty">Lagre leieproduktet først, så kan du velje kva produkt som høyrer til.</p>,
    },
    ...(existing && ro.historyOwner
      ? [
          {
            value: 'historikk',
            label: 'Historikk',
            content: <HistoryPanel owner={ro.historyOwner} format={RENTAL_OPTION_HISTORY} />,
          },
        ]
      : []),
  ];

  return (
    <>
      {shortage && (
        <ShortageDialog title="Lagre likevel?" shortage={shortage} busy={updating} onCancel={() => setShortage(null)} />
      )}
      <FormShell
        shell={shell}
        form={form}
        label="Leieprodukt"
        eyebrow={existing ? `ID ${paddedId(ro.databaseId)}` : mode === 'copy' ? 'Kopi' : 'Ny'}
        title={existing ? ro.title : 'Nytt leieprodukt'}
        tabs={tabs}
        onSubmit={save}
        readOnly={readOnly}
        busy={creating || updating || uploading}
        deleteButton={
          existing &&
          ro.viewerMayDelete && (
            <DeleteRentalOptionButton
              id={ro.id}
              name={ro.title}
              updatedAt={ro.updatedAt}
              connections={listConnections(acc.id)}
              onDeleted={shell.leaveDeleted}
            />
          )
        }
      />
    </>
  );
}
