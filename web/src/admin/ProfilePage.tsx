import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import type { ProfilePageQuery } from '../__generated__/ProfilePageQuery.graphql';
import { usePageTitle } from '../components/usePageTitle.ts';
import { EmailText } from './kit/EmailText.tsx';

/** /admin/profil and /admin/{slug}/profil: who is logged in, their role (in the chosen account, else in each), and the way out. */
export function ProfilePage() {
  usePageTitle('Profil');
  const { slug } = useParams();
  const data = useLazyLoadQuery<ProfilePageQuery>(
    graphql`
      query ProfilePageQuery {
        viewer {
          firstname
          lastname
          email
          accounts {
            slug
            name
            roleLabel
          }
        }
      }
    `,
    {},
  );
  const viewer = data.viewer;
  const accounts = viewer ? (slug ? viewer.accounts.filter((a) => a.slug === slug) : viewer.accounts) : [];
  return (
    <section className="page">
      <h1>Profil</h1>
      {viewer && (
        <dl className="facts">
          <dt>Namn</dt>
          <dd>
            {viewer.firstname} {viewer.lastname}
          </dd>
          <dt>E-post</dt>
          <dd>
            <EmailText email={viewer.email} />
          </dd>
          <dt>Rolle</dt>
          <dd>
            {accounts.length === 0 ? (
              '–'
            ) : (
              // A list, one role a line: the page must not depend on a stylesheet another section's chunk brings.
              <ul className="profile-roles">
                {accounts.map((a) => (
                  <li key={a.slug}>
                    {a.roleLabel} ({a.name})
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      )}
      <p className="actions">
        {/* A full page load: the front page ends the session and starts from an empty store. */}
        <a className="button" href="/?logout">
          Logg ut
        </a>
      </p>
    </section>
  );
}
