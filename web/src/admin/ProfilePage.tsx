import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ProfilePageQuery } from '../__generated__/ProfilePageQuery.graphql';
import { usePageTitle } from '../components/usePageTitle.ts';

/** /admin/profil and /admin/{slug}/profil: who is logged in, and the way out. */
export function ProfilePage() {
  usePageTitle('Profil');
  const data = useLazyLoadQuery<ProfilePageQuery>(
    graphql`
      query ProfilePageQuery {
        viewer {
          firstname
          lastname
          email
        }
      }
    `,
    {},
  );
  const viewer = data.viewer;
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
          <dd>{viewer.email}</dd>
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
