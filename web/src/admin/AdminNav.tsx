import { graphql, useFragment } from 'react-relay';
import { Link, NavLink } from 'react-router-dom';
import type { AdminNav_viewer$key } from '../__generated__/AdminNav_viewer.graphql';
import { WORK_IN_PROGRESS } from '../components/Placeholder.tsx';
import { ADMIN_SECTIONS, sectionHref } from './sections.ts';

/** "Ingrid Haugland" → "Ingrid H." */
function shortName(firstname: string, lastname: string): string {
  const initial = lastname.trim().charAt(0);
  return initial ? `${firstname} ${initial}.` : firstname;
}

/** The admin side navigation: chosen account, version, sections, and who is logged in with which role. */
export function AdminNav({ viewer, slug }: { viewer: AdminNav_viewer$key; slug: string | null }) {
  const data = useFragment(
    graphql`
      fragment AdminNav_viewer on User {
        firstname
        lastname
        accounts {
          slug
          name
          roleLabel
          kind
          companyDatabaseId
          permissions {
            apiKeys {
              change
            }
          }
        }
      }
    `,
    viewer,
  );
  const account = slug ? data.accounts.find((a) => a.slug === slug) : undefined;
  const base = account ? `/admin/${account.slug}` : null;
  // Outside an account (/admin, /admin/profil) the role is still unambiguous when there is only one account.
  const role = account ?? (data.accounts.length === 1 ? data.accounts[0] : undefined);

  return (
    <div className="admin-nav">
      <div className="admin-nav-head">
        <Link to={base ?? '/admin'} className="admin-account-name">
          {account?.name ?? 'Administrasjon'}
        </Link>
        <span className="admin-version">Versjon {__APP_VERSION__}</span>
      </div>

      <nav aria-label="Administrasjon">
        <ul className="admin-nav-list">
          {account ? (
            <>
              <li>
                <NavLink end to={`/admin/${account.slug}`}>
                  Oversikt
                </NavLink>
              </li>
              {ADMIN_SECTIONS.map((s) => (
                <li key={s.path}>
                  {s.disabled && !(s.enabledBy && account.permissions[s.enabledBy].change) ? (
                    <span className="disabled" aria-disabled="true" title={WORK_IN_PROGRESS}>
                      {s.title}
                    </span>
                  ) : (
                    <NavLink to={sectionHref(account.slug, s.path, account.companyDatabaseId)}>{s.title}</NavLink>
                  )}
                </li>
              ))}
            </>
          ) : (
            <li>
              <NavLink end to="/admin">
                Vel konto
              </NavLink>
            </li>
          )}
        </ul>
      </nav>

      <div className="admin-nav-user">
        <Link to={base ? `${base}/profil` : '/admin/profil'} className="admin-user-name">
          {shortName(data.firstname, data.lastname)}
        </Link>
        {role && <span className="admin-role">{role.roleLabel}</span>}
        {data.accounts.length > 1 && (
          <Link to="/admin" className="admin-switch">
            Byt konto
          </Link>
        )}
      </div>
    </div>
  );
}
