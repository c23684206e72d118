import { zodResolver } from '@hookform/resolvers/zod';
import { vehicleText } from '@domain/planning.ts';
import { PRODUCT_MESSAGES, productFormSchemaFor } from '@domain/product.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { ProductForm_account$key } from '../../__generated__/ProductForm_account.graphql';
import type { ProductForm_product$key } from '../../__generated__/ProductForm_product.graphql';
import type { ProductFormCreateMutation } from '../../__generated__/ProductFormCreateMutation.graphql';
import type { ProductFormUpdateMutation } from '../../__generated__/ProductFormUpdateMutation.graphql';
import { toast } from '../../components/toast.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { errorPaths, invalidFormMessage } from '../kit/formErrors.ts';
import { FormShell, useFormShell } from '../kit/FormShell.tsx';
import { ShortageDialog, type Shortage } from '../kit/ShortageDialog.tsx';
import type { HistoryFormat } from '../kit/HistoryList.tsx';
import { HistoryPanel } from '../kit/HistoryPanel.tsx';
import { StatusBadge, statusLabel } from '../kit/StatusBadge.tsx';
import { useSaveMutation } from '../kit/useSaveMutation.ts';
import { withStored } from '../kit/choices.ts';
import { AccessoryTab, BookingsTab } from './ProductTabs.tsx';
import { DeleteProductButton } from './DeleteProductButton.tsx';
import { changedFields, emptyValues, FIELD_LABELS, VALUE_TEXTS, tabOf, valuesOf, type ProductFormFields } from './formValues.ts';
import { AccountingFields, GeneralFields, PropertiesFields, type AcrissLetter, type Category, type Choice } from './ProductFields.tsx';
import { padId } from './labels.ts';
import { FieldGroup } from '../kit/Field.tsx';

/** Spec 3 section 8: what saving says. */
export const SAVE_TEXTS = {
  saved: 'Endringene er lagret',
  noChanges: 'Ingen endringer',
  noChangesText: 'Ingen endringer er gjort.',
} as const;

/** How a product's history reads, on its Historikk tab and, once it is deleted, under "Fann ikkje produktet". */
export const PRODUCT_HISTORY: HistoryFormat = {
  labels: FIELD_LABELS,
  values: VALUE_TEXTS,
  status: (s) => <StatusBadge kind="product" status={s} />,
  statusLabel: (s) => statusLabel('product', s),
};

/** The list connections a new product joins (the unfiltered list in its default and its explicit-null forms). */
function listConnections(accountId: string): string[] {
  const nulls = { search: null, status: null, make: null, ownershipType: null, locationId: null, companyId: null, sort: null, direction: null };
  return [ConnectionHandler.getConnectionID(accountId, 'ProductTable_products', nulls), ConnectionHandler.getConnectionID(accountId, 'ProductTable_products')];
}

const NO_CATEGORY = { isCar: false, requireTransportationBetweenLocations: false };

/**
 * The API input for `fields` of the schema-parsed values (all of them for create): dates go as ISO instants; the
 * status is the server's to derive from "til utleige", never sent from the form.
 */
function inputOf(parsed: Record<string, unknown>, fields: readonly string[] | 'all'): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (key === 'status' || (fields !== 'all' && !fields.includes(key))) continue;
    input[key] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return input;
}

/**
 * The product form: tabs Generelt, Rekneskap, and for car categories Eigenskapar, Tilbehøyr and Booking, and for a
 * stored product Historikk. Validates with the shared `productFormSchemaFor(category)` before anything is sent; an
 * invalid save opens the first invalid field's tab. The plate lookup fills empty fields from the vehicle register.
 */
export function ProductForm({
  account,
  product,
  categories,
  acrissLetters,
  mode,
}: {
  account: ProductForm_account$key;
  product: ProductForm_product$key | null;
  categories: readonly Category[];
  acrissLetters: readonly AcrissLetter[];
  mode: 'new' | 'copy' | 'edit';
}) {
  const acc = useFragment(
    graphql`
      fragment ProductForm_account on Account {
        id
        slug
        kind
        permissions {
          products {
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
          city
        }
      }
    `,
    account,
  );
  const prod = useFragment(
    graphql`
      fragment ProductForm_product on Product @argumentDefinitions(existing: { type: "Boolean!" }) {
        id
        databaseId
        updatedAt
        viewerMayChange
        viewerMayDelete
        status
        name
        description
        category {
          id
        }
        isRentable
        company {
          id
          name
        }
        companyManager {
          id
          name
        }
        location {
          id
          name
          city
        }
        taxrate
        accountingProductNumber
        licensePlate
        make
        model
        year
        color
        vin
        odometerKm
        odometerAt
        seatCapacity
        ownershipType
        fuelType
        driveshaft
        transmission
        acriss
        co2EmissionsPerKm
        fuelTankLitre
        fuelConsumption
        rangeKm
        engineHp
        engineVolumeCm3
        trailerHitchCapacityKg
        storageCapacityLitre
        storageCapacityM3
        vanType
        licenceClass
        lastPkkAt
        nextPkkAt
        isValidRentalcar
        isValidRentalcarCheckedAt
        valuation
        valuationAt
        monthlyCostOwnership
        monthlyCostInsurance
        monthlyCostTireHotell
        monthlyCostMaintenance
        monthlyCostOther
        monthlyCostDepreciation
        ...ProductTabs_product @include(if: $existing) @alias(as: "tabs")
        ...HistoryPanel_owner @include(if: $existing) @alias(as: "historyOwner")
      }
    `,
    product,
  );
  const listPath = `/admin/${acc.slug}/produkter`;
  // A vehicle the company manages for another company stands outside the account's own choices: its owner and
  // location stay shown as they are, not as "Vel eigar …" / "Vel lokasjon …".
  const companies: Choice[] = withStored(acc.companies.edges.map((e) => e.node), [prod?.company, prod?.companyManager]).map((c) => ({ value: c.id, label: c.name }));
  const locations: Choice[] = withStored(acc.locationChoices, [prod?.location]).map((l) => ({ value: l.id, label: `${l.name} (${l.city})` }));

  /** A save refused because a class would lack a vehicle: its message, and saving anyway. */
  const [shortage, setShortage] = useState<(Shortage & { field: string }) | null>(null);
  const [initial] = useState<ProductFormFields>(() => {
    // A location's staff create at their location (the server places a blank there too): shown, not left blank.
    if (!prod) return emptyValues(companies.length === 1 ? companies[0]!.value : '', acc.kind === 'location' && locations.length === 1 ? locations[0]!.value : '');
    const values = valuesOf(prod);
    return mode === 'copy' ? { ...values, name: `${values.name} (kopi)`, licensePlate: '', vin: '' } : values;
  });

  // The rules that depend on the category (plate for cars; owner, responsible company and location when it needs
  // transport) come from the same function the server validates with.
  const categoryRef = useRef(categories);
  categoryRef.current = categories;
  const resolver = useMemo<Resolver<ProductFormFields>>(
    () => (values, context, options) => {
      const category = categoryRef.current.find((c) => c.id === values.categoryId) ?? NO_CATEGORY;
      return (zodResolver(productFormSchemaFor(category) as never) as unknown as Resolver<ProductFormFields>)(values, context, options);
    },
    [],
  );
  const form = useForm<ProductFormFields>({ defaultValues: initial, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const shell = useFormShell({ dirty: form.formState.isDirty, tabOf, listPath });
  const { setFormError, showInvalid, leaveSaved } = shell;

  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const category = categories.find((c) => c.id === categoryId) ?? null;
  const isCar = category?.isCar ?? false;

  // The responsible company follows the owner while it is empty or was the owner (spec 3 section 4).
  const owner = useWatch({ control: form.control, name: 'companyId' });
  const previousOwner = useRef(owner);
  useEffect(() => {
    const manager = form.getValues('companyIdManager');
    if (owner !== previousOwner.current && (manager === '' || manager === previousOwner.current)) form.setValue('companyIdManager', owner, { shouldDirty: true });
    previousOwner.current = owner;
  }, [owner, form]);

  const saveHandling = { form, setFormError, showInvalid, requiredMessage: PRODUCT_MESSAGES.requiredForm };
  const [create, creating] = useSaveMutation<ProductFormCreateMutation>(
    graphql`
    mutation ProductFormCreateMutation($input: CreateProductInput!, $connections: [ID!]!) {
      createProduct(input: $input) {
        __typename
        ... on CreateProductSuccess {
          product {
            databaseId
          }
          edge @prependEdge(connections: $connections) {
            cursor
            node {
              ...ProductTable_row @relay(mask: false)
            }
          }
        }
        ...useSaveMutation_answer @alias(as: "error")
      }
    }
  `,
    saveHandling,
  );
  const [update, updating] = useSaveMutation<ProductFormUpdateMutation>(
    graphql`
    mutation ProductFormUpdateMutation($input: UpdateProductInput!) {
      updateProduct(input: $input) {
        __typename
        ... on UpdateProductSuccess {
          product {
            ...ProductForm_product @arguments(existing: true)
            ...ProductTable_row @relay(mask: false)
          }
        }
        ...useSaveMutation_answer @alias(as: "error")
      }
    }
  `,
    saveHandling,
  );

  const existing = mode === 'edit' && prod != null;
  const readOnly = existing ? !prod.viewerMayChange : !acc.permissions.products.create;
  usePageTitle(existing ? prod.name : 'Nytt produkt');

  const save = form.handleSubmit(
    (parsedValues) => {
      const parsed = parsedValues as unknown as Record<string, unknown>;
      setFormError(null);
      const current = form.getValues();
      if (existing) {
        const changed = changedFields(initial, current);
        if (changed.length === 0) {
          toast(`${SAVE_TEXTS.noChanges}. ${SAVE_TEXTS.noChangesText}`, { type: 'info' });
          return;
        }
        const send = (acceptShortage: boolean) =>
          update({
            variables: { input: { id: prod.id, updatedAt: prod.updatedAt, ...inputOf(parsed, changed), ...(acceptShortage ? { acceptShortage } : {}) } as never },
            answer: (r) => r.updateProduct,
            success: 'UpdateProductSuccess',
            onSuccess: () => {
              setShortage(null);
              form.reset(current);
              toast(SAVE_TEXTS.saved, { type: 'success' });
            },
            // Out of rent (or moved away) while a booking then lacks a vehicle: said, and saved only when staff confirm.
            onCode: { code: 'CLASS_SHORTAGE', ask: (message, field) => setShortage({ message, field, confirm: () => send(true) }) },
          });
        send(false);
        return;
      }
      create({
        variables: { input: { ...inputOf(parsed, 'all'), accountId: acc.id } as never, connections: listConnections(acc.id) },
        answer: (r) => r.createProduct,
        success: 'CreateProductSuccess',
        onSuccess: () => {
          toast(SAVE_TEXTS.saved, { type: 'success' });
          leaveSaved();
        },
      });
    },
    (errors) => {
      const paths = errorPaths(errors);
      showInvalid(paths, invalidFormMessage(paths, (p) => form.getValues(p as never), PRODUCT_MESSAGES.requiredForm));
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
            companies={companies}
            locations={locations}
            category={category}
            acrissLetters={acrissLetters}
            status={existing ? <StatusBadge kind="product" status={prod.status} /> : null}
            readOnly={readOnly}
          />
        </FieldGroup>
      ),
    },
    { value: 'rekneskap', label: 'Rekneskap', invalid: errors.some((p) => tabOf(p) === 'rekneskap'), content: (
        <FieldGroup>
          <AccountingFields />
        </FieldGroup>
      ) },
    ...(isCar
      ? [
          { value: 'eigenskapar', label: 'Eigenskapar', invalid: errors.some((p) => tabOf(p) === 'eigenskapar'), content: (
              <FieldGroup>
                <PropertiesFields />
              </FieldGroup>
            ) },
          { value: 'tilbehoyr', label: 'Tilbehøyr', content: <AccessoryTab product={existing ? (prod.tabs ?? null) : null} slug={acc.slug} /> },
          { value: 'booking', label: 'Booking', content: <BookingsTab product={existing ? (prod.tabs ?? null) : null} slug={acc.slug} /> },
        ]
      : []),
    ...(existing && prod.historyOwner
      ? [{ value: 'historikk', label: 'Historikk', content: <HistoryPanel owner={prod.historyOwner} format={PRODUCT_HISTORY} /> }]
      : []),
  ];
  // A tab that disappears with a category change hands over to Generelt.
  const shownTab = tabs.some((t) => t.value === shell.tab) ? shell.tab : 'generelt';

  return (
    <>
      {shortage && (
        <ShortageDialog
          title={shortage.field === 'locationId' ? 'Flytte køyretøyet likevel?' : 'Ta ut av utleige likevel?'}
          shortage={shortage}
          busy={updating}
          onCancel={() => setShortage(null)}
        />
      )}
      <FormShell
        shell={shell}
        form={form}
        label="Produkt"
        eyebrow={existing ? `ID ${padId(prod.databaseId)}` : mode === 'copy' ? 'Kopi' : 'Nytt'}
        title={existing ? prod.name : 'Nytt produkt'}
        tabs={tabs}
        tab={shownTab}
        onSubmit={save}
        readOnly={readOnly}
        busy={creating || updating}
        deleteButton={
          existing &&
          prod.viewerMayDelete && (
            <DeleteProductButton
              id={prod.id}
              name={vehicleText(prod)}
              updatedAt={prod.updatedAt}
              connections={listConnections(acc.id)}
              onDeleted={shell.leaveDeleted}
            />
          )
        }
      />
    </>
  );
}
