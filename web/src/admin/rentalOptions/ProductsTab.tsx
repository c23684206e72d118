import { RENTAL_OPTION_MESSAGES } from '@domain/rentalOption.ts';
import { vehicleText } from '@domain/planning.ts';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay';
import type { ProductsTab_rentalOption$key } from '../../__generated__/ProductsTab_rentalOption.graphql';
import type { ProductsTabMutation } from '../../__generated__/ProductsTabMutation.graphql';
import type { ProductsTabSearchQuery, ProductsTabSearchQuery$data } from '../../__generated__/ProductsTabSearchQuery.graphql';
import { promptRelogin } from '../../components/sessionEnded.ts';
import { toast } from '../../components/toast.ts';
import { requestHeaders } from '../../relay/environment.ts';
import { ConfirmDialog } from '../kit/ConfirmDialog.tsx';
import { ShortageDialog, type Shortage } from '../kit/ShortageDialog.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { focusLost } from '../../components/focusHeading.ts';

const searchQuery = graphql`
  query ProductsTabSearchQuery($slug: String!, $search: String) {
    account(slug: $slug) {
      products(first: 20, search: $search) {
        edges {
          node {
            id
            databaseId
            name
            licensePlate
            rentalOption {
              id
              title
            }
          }
        }
      }
    }
  }
`;

type Found = ProductsTabSearchQuery$data['account']['products']['edges'][number]['node'];

/** What the tab says of the class's vehicles outside the viewer's scope (not listed, but counted). */
const hiddenProductsText = (n: number) =>
  n === 1 ? 'Eitt produkt til i leieproduktet ligg utanfor tilgangen din og blir ikkje vist.' : `${n} produkt til i leieproduktet ligg utanfor tilgangen din og blir ikkje viste.`;

/** A vehicle as one line: "Toyota Corolla (AB12345)". */

/**
 * The Produkt tab: the vehicles that belong to this rental product (the shop's availability counts exactly these).
 * A search among the account's vehicles adds one; a vehicle that already belongs to another rental product says
 * so ("Høyrer til …") and moving it here is an explicit, confirmed step. Changes are saved at once.
 */
export function ProductsTab({
  rentalOption,
  slug,
  readOnly,
  vehicleClass,
}: {
  rentalOption: ProductsTab_rentalOption$key;
  slug: string;
  readOnly: boolean;
  /** The stored category needs transport between locations: only such a rental product (a vehicle class) has vehicles. */
  vehicleClass: boolean;
}) {
  const ro = useFragment(
    graphql`
      fragment ProductsTab_rentalOption on RentalOption {
        id
        title
        updatedAt
        products {
          product {
            id
            databaseId
            name
            licensePlate
          }
        }
      }
    `,
    rentalOption,
  );
  const environment = useRelayEnvironment();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<readonly Found[] | null>(null);
  const [moving, setMoving] = useState<Found | null>(null);
  // A change the server refused because a booking would then lack a vehicle: said, and saved only when staff confirm.
  const [shortage, setShortage] = useState<Shortage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useMutation<ProductsTabMutation>(graphql`
    mutation ProductsTabMutation($input: SetRentalOptionProductsInput!) {
      setRentalOptionProducts(input: $input) {
        __typename
        ... on SetRentalOptionProductsSuccess {
          rentalOption {
            id
            updatedAt
            productCount
            ...ProductsTab_rentalOption
          }
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fields {
            message
            code
          }
        }
      }
    }
  `);
  // Vehicles of the class outside the viewer's scope come as null: not shown, and kept by the server on save.
  const current = (ro.products ?? []).flatMap((p) => (p.product ? [p.product] : []));
  // They still count: the list's Produkt column counts every vehicle of the class, and so does the heading.
  const hidden = (ro.products ?? []).length - current.length;
  const currentIds = new Set(current.map((p) => p.id));

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      fetchQuery<ProductsTabSearchQuery>(environment, searchQuery, { slug, search: search.trim() || null }, { fetchPolicy: 'network-only', networkCacheConfig: requestHeaders({ 'x-account': slug }) })
        .toPromise()
        .then((data) => live && setFound(data?.account.products.edges.map((e) => e.node) ?? []))
        .catch(() => live && setError('Kunne ikkje søkje i produkta. Prøv igjen.'));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search, slug, environment]);

  const save = (productIds: string[], move: boolean, done: string, acceptShortage = false) => {
    setError(null);
    commit({
      variables: { input: { id: ro.id, updatedAt: ro.updatedAt, productIds, move, ...(acceptShortage ? { acceptShortage } : {}) } },
      onCompleted: ({ setRentalOptionProducts: r }) => {
        setMoving(null);
        setShortage(null);
        const short = r.__typename === 'ValidationError' ? r.fields?.find((f) => f.code === 'CLASS_SHORTAGE') : undefined;
        if (short) setShortage({ message: short.message, confirm: () => save(productIds, move, done, true) });
        else if (r.__typename === 'SetRentalOptionProductsSuccess') {
          toast(done, { type: 'success' });
          // The vehicle left the list its button was in: the focus goes to this class's list, not to <body>.
          requestAnimationFrame(() => focusLost() && document.getElementById('ro-products-current')?.focus());
          setFound((list) => list?.map((p) => (productIds.includes(p.id) ? { ...p, rentalOption: { id: ro.id, title: ro.title } } : p.rentalOption?.id === ro.id ? { ...p, rentalOption: null } : p)) ?? null);
        } else setError((r.__typename !== '%other' && r.message) || 'Kunne ikkje lagre produkta.');
      },
      onError: (error) => {
        setMoving(null);
        setShortage(null);
        setError(promptRelogin(error) ?? 'Kunne ikkje lagre produkta. Prøv igjen.');
      },
    });
  };

  const add = (p: Found) => {
    if (p.rentalOption && p.rentalOption.id !== ro.id) return setMoving(p);
    save([...currentIds, p.id], false, `${vehicleText(p)} er lagt til.`);
  };

  if (!vehicleClass && current.length === 0) {
    return <p className="kit-empty kit-products-tab">{RENTAL_OPTION_MESSAGES.notVehicleClass}</p>;
  }

  return (
    <div className="kit-products-tab">
      {error && (
        <p className="kit-form-error" role="alert">
          {error}
        </p>
      )}
      <section className="kit-section" aria-labelledby="ro-products-current">
        <h2 id="ro-products-current" tabIndex={-1}>Produkt i dette leieproduktet ({current.length + hidden})</h2>
        {hidden > 0 && <p className="kit-note kit-products-hidden">{hiddenProductsText(hidden)}</p>}
        {current.length === 0 ? (
          hidden === 0 && (
            <p className="kit-empty">Ingen produkt enno. Butikken har ingen ledige før eit produkt høyrer til.</p>
          )
        ) : (
          <ul className="kit-member-list">
            {current.map((p) => (
              <li key={p.id} data-product={p.databaseId}>
                <a href={`/admin/${slug}/produkter/${p.databaseId}`}>{vehicleText(p)}</a>
                {!readOnly && (
                  <BusyButton
                    type="button"
                    className="button small"
                    busy={saving}
                    aria-label={`Fjern ${vehicleText(p)}`}
                    onClick={() => save([...currentIds].filter((id) => id !== p.id), false, `${vehicleText(p)} er fjerna.`)}
                  >
                    Fjern
                  </BusyButton>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {!readOnly && (
        <section className="kit-section" aria-labelledby="ro-products-add">
          <h2 id="ro-products-add">Legg til produkt</h2>
          <label className="kit-field">
            <span className="kit-label">Søk i produkta</span>
            <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Namn eller registreringsnummer" />
          </label>
          {found && found.filter((p) => !currentIds.has(p.id)).length === 0 && <p className="kit-empty">Ingen treff.</p>}
          <ul className="kit-member-list">
            {(found ?? [])
              .filter((p) => !currentIds.has(p.id))
              .map((p) => (
                <li key={p.id} data-product={p.databaseId}>
                  <span>{vehicleText(p)}</span>
                  {p.rentalOption && <span className="kit-note"> Høyrer til «{p.rentalOption.title}»</span>}
                  <BusyButton type="button" className="button small" busy={saving} aria-label={`${p.rentalOption ? 'Flytt hit' : 'Legg til'} ${vehicleText(p)}`} onClick={() => add(p)}>
                    {p.rentalOption ? 'Flytt hit' : 'Legg til'}
                  </BusyButton>
                </li>
              ))}
          </ul>
        </section>
      )}
      {moving && (
        <ConfirmDialog
          title={`Flytte ${vehicleText(moving)}?`}
          confirmLabel="Ja, flytt"
          cancelLabel="Nei"
          busy={saving}
          onConfirm={() => save([...currentIds, moving.id], true, `${vehicleText(moving)} er flytta hit.`)}
          onCancel={() => setMoving(null)}
        >
          <p>
            {vehicleText(moving)} høyrer til «{moving.rentalOption?.title}». Eit produkt kan berre høyre til eitt leieprodukt, så det blir teke ut av «
            {moving.rentalOption?.title}».
          </p>
        </ConfirmDialog>
      )}
      {shortage && (
        <ShortageDialog title="Ta køyretøyet ut av klassen likevel?" shortage={shortage} busy={saving} onCancel={() => setShortage(null)} />
      )}
    </div>
  );
}
