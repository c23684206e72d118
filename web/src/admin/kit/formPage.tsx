/**
 * The route half of a staff form page (/admin/{slug}/{section}/{id|ny}[?fra_id={id}]): which stored object the
 * address names, its query started by the route's loader, and the "Fann ikkje" answer when it does not exist.
 */
import { toGlobalId } from '@domain/globalId.ts';
import type { PreloadedQuery } from 'react-relay';
import { Link, type LoaderFunctionArgs } from 'react-router-dom';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { Placeholder } from '../../components/Placeholder.tsx';
import { DeletedHistory } from './DeletedHistory.tsx';
import type { HistoryFormat } from './HistoryList.tsx';
import { loadAdminQuery } from './loadAdminQuery.ts';

/** A positive database id from the address ("12"), or null ("ny", junk). */
export function databaseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** The variables every form page query takes. */
export interface FormPageVariables {
  slug: string;
  id: string;
  hasId: boolean;
  existing: boolean;
}

/**
 * A route loader for a form page whose query takes `FormPageVariables`: `{param}` = a database id loads that
 * `nodeType` fresh from the server (its `updatedAt` guards the save); `ny?fra_id={id}` loads the template to copy.
 */
export function formPageLoader<Q extends OperationType & { variables: FormPageVariables }>(key: string, query: GraphQLTaggedNode, nodeType: string, param: string) {
  return ({ params, request }: LoaderFunctionArgs): PreloadedQuery<Q> => {
    const slug = params.slug ?? '';
    const existing = databaseId(params[param]);
    const template = params[param] === 'ny' ? databaseId(new URL(request.url).searchParams.get('fra_id')) : null;
    const id = existing ?? template;
    return loadAdminQuery<Q>(key, query, { slug, id: id ? toGlobalId(nodeType, id) : '', hasId: id !== null, existing: existing !== null } as Q['variables'], slug, 'network-only');
  };
}

/**
 * "Fann ikkje …" with a link back to the list; with `deleted` (the node type and database id the address named), the
 * object's history under it when it was deleted and the viewer may read that (DeletedHistory), read with the
 * section's `format` as its History tab reads it.
 */
export function FormPageNotFound({
  title,
  to,
  back,
  deleted,
}: {
  title: string;
  to: string;
  back: string;
  deleted?: { slug: string; nodeType: string; id: string | undefined; format: HistoryFormat };
}) {
  const id = deleted ? databaseId(deleted.id) : null;
  return (
    <Placeholder title={title}>
      <p>
        <Link to={to}>{back}</Link>
      </p>
      {deleted && id !== null && <DeletedHistory slug={deleted.slug} id={toGlobalId(deleted.nodeType, id)} format={deleted.format} />}
    </Placeholder>
  );
}

/** A "ny" address opened by a role that may not create here (a typed or shared link): says so, with a link back. */
export function FormPageNoAccess({ title, message, to, back }: { title: string; message: string; to: string; back: string }) {
  return (
    <Placeholder title={title}>
      <p className="notice" role="status">
        {message}
      </p>
      <p>
        <Link to={to}>{back}</Link>
      </p>
    </Placeholder>
  );
}
