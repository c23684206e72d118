import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, Navigate } from 'react-router-dom';
import type { AccountKind, AccountSelectorQuery } from '../__generated__/AccountSelectorQuery.graphql';
import { usePageTitle } from '../components/usePageTitle.ts';

const KIND_LABEL: Record<AccountKind, string> = {
  network: 'Nettverk',
  site: 'Nettstad',
  company: 'Selskap',
  location: 'Lokasjon',
  '%future added value': 'Konto',
};

/** /admin: the accounts the viewer works in; with exactly one, goes straight to its dashboard. */
export function AccountSelector() {
  usePageTitle('Vel konto');
  const data = useLazyLoadQuery<AccountSelectorQuery>(
    graphql`
      query AccountSelectorQuery {
        viewer {
          accounts {
            slug
            name
            roleLabel
            kind
          }
        }
      }
    `,
    {},
  );
  const accounts = data.viewer?.accounts ?? [];
  if (accounts.length === 1) return <Navigate replace to={`/admin/${accounts[0]!.slug}`} />;

  return (
    <section className="page">
      <h1>Vel konto</h1>
      {accounts.length === 0 ? (
        <p className="notice">Du har ingen konto i administrasjonen.</p>
      ) : (
        <>
          <p className="lead">Vel kontoen du vil arbeide i.</p>
          <ul className="account-list">
            {accounts.map((a) => (
              <li key={a.slug}>
                <Link to={`/admin/${a.slug}`}>
                  <span className="account-kind">{KIND_LABEL[a.kind] ?? 'Konto'}</span>
                  <strong>{a.name}</strong>
                  <span className="account-role">{a.roleLabel}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
