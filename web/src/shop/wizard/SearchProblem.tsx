import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { SearchProblem_error$key } from '../../__generated__/SearchProblem_error.graphql';
import { useWizard } from './useWizard.ts';

/** The server refused the search (a place that is gone, a period that broke a rule): its messages and a way back. */
export function SearchProblem({ error }: { error: SearchProblem_error$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment SearchProblem_error on ValidationError {
        message
        fields {
          field
          message
        }
      }
    `,
    error,
  );
  const { href } = useWizard();
  return (
    <div className="wz-problem" role="alert">
      <p>{data.fields.length ? t('offers.searchFailed') : data.message}</p>
      {data.fields.length > 0 && (
        <ul>
          {data.fields.map((f) => (
            <li key={`${f.field}:${f.message}`}>{f.message}</li>
          ))}
        </ul>
      )}
      <Link className="button" to={href('/')}>
        {t('offers.changeSearch')}
      </Link>
    </div>
  );
}
