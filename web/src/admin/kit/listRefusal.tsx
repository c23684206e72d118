/**
 * A staff list whose query the server refuses for a value of its address (`?sok=` longer than the server takes, a NUL
 * typed into the address, a stale over-long filter) shows its normal frame with a notice naming the value and a link
 * that removes it, instead of the route's "Systemfeil" page. The one handler for every list: `listRoute` wraps a list
 * route's module (routes.tsx), and the kit's Table shows the notice above the rows.
 *
 * How: the server answers such a query with a VALIDATION error naming the refused arguments and why, in
 * `extensions.fields` (`[{ field: "make", message: "Verdien er for lang." }]`), and no data, so the page's `usePreloadedQuery` throws. The boundary below finds the address parameters that carried
 * those arguments (the value the loader sent, by its variables), remembers them, and reloads the route; the wrapped
 * loader then leaves them out of the query while the address keeps them, and the notice says so.
 */
import { Component as ReactComponent, createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { Link, useLoaderData, useLocation, useRevalidator, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import { RequestError } from '../../relay/environment.ts';
import { LIST_FILTER_TEXT_MAX_LENGTH, LIST_SEARCH_MAX_LENGTH } from '@domain/lists.ts';

/** A value of a list's address the server refused, with the server's message. */
export interface ListRefusal {
  /** The address parameter (`sok`, `merke`). */
  param: string;
  /** Its value as the address holds it. */
  value: string;
  /** The server's reason for the argument ("Verdien er for lang."). */
  message: string;
}

/** Refused values by list path, parameter and value: left out of that list's query until the address drops them. */
const refused = new Map<string, ListRefusal>();
const keyOf = (pathname: string, param: string, value: string) => `${pathname}\n${param}\n${value}`;

/** The remembered refusals among the parameters of an address. */
function refusalsOf(pathname: string, search: URLSearchParams): ListRefusal[] {
  return [...search].flatMap(([param, value]) => refused.get(keyOf(pathname, param, value)) ?? []);
}

/** The arguments a list query's refusal names (its `extensions.fields`) with the server's reason, or none for any other failure. */
function refusedArguments(error: unknown): readonly { field: string; message: string }[] {
  if (!(error instanceof RequestError) || (error.code !== 'VALIDATION' && error.code !== 'BAD_USER_INPUT')) return [];
  return error.fields;
}

/**
 * The address parameters behind a refused list query: those whose value (trimmed, as the lists' loaders send text) is
 * what the query sent for a refused argument. None: the failure is not about the address, and the route shows it.
 */
function refusalsFor(error: unknown, variables: Readonly<Record<string, unknown>>, pathname: string, search: URLSearchParams): ListRefusal[] {
  const found: ListRefusal[] = [];
  for (const argument of refusedArguments(error)) {
    const sent = variables[argument.field];
    if (typeof sent !== 'string') continue;
    for (const [param, value] of search) {
      if (value.trim() === sent && !found.some((f) => f.param === param)) found.push({ param, value, message: argument.message });
    }
  }
  // Those already remembered too: the boundary keeps showing nothing (not the error page) while the route reloads.
  return found;
}

/** A list's loader that leaves the refused parameters of its address out of the query. */
function withoutRefused(loader: LoaderFunction): LoaderFunction {
  return (args: LoaderFunctionArgs, context?: unknown) => {
    const url = new URL(args.request.url);
    const skip = refusalsOf(url.pathname, url.searchParams);
    if (!skip.length) return loader(args, context);
    for (const r of skip) url.searchParams.delete(r.param, r.value);
    return loader({ ...args, request: new Request(url, { signal: args.request.signal }) }, context);
  };
}

/** The refusals of the list on screen, for its table's notice (none outside a list route). */
const ListRefusals = createContext<readonly ListRefusal[]>([]);

interface BoundaryProps {
  /** The loader's answer: a new one (the route reloaded) clears the caught error. */
  resetKey: unknown;
  find: (error: unknown) => ListRefusal[];
  onRefused: (refusals: ListRefusal[]) => void;
  children: ReactNode;
}

/** Catches a list page's refused query; any other error goes on to the route's error screen. */
class RefusalBoundary extends ReactComponent<BoundaryProps, { error: unknown; resetKey: unknown }> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { resetKey: unknown }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }
  override componentDidCatch(error: unknown) {
    const refusals = this.props.find(error);
    if (refusals.length) this.props.onRefused(refusals);
  }
  override render() {
    if (this.state.error === null) return this.props.children;
    if (!this.props.find(this.state.error).length) throw this.state.error;
    // The route is reloading without the refused values.
    return null;
  }
}

/** Around a list page: the boundary, and the notice's refusals for the address on screen. */
function ListFrame({ children }: { children: ReactNode }) {
  const data = useLoaderData() as { variables?: Record<string, unknown> } | undefined;
  const { pathname, search } = useLocation();
  const { revalidate } = useRevalidator();
  // `data` too: a reload after a new refusal keeps the address and brings a new answer.
  const refusals = useMemo(() => refusalsOf(pathname, new URLSearchParams(search)), [pathname, search, data]);
  return (
    <ListRefusals.Provider value={refusals}>
      <RefusalBoundary
        resetKey={data}
        find={(error) => refusalsFor(error, data?.variables ?? {}, pathname, new URLSearchParams(search))}
        onRefused={(found) => {
          const fresh = found.filter((r) => !refused.has(keyOf(pathname, r.param, r.value)));
          // Known ones again: the reload without them is already under way.
          if (!fresh.length) return;
          for (const r of fresh) refused.set(keyOf(pathname, r.param, r.value), r);
          void revalidate();
        }}
      >
        {children}
      </RefusalBoundary>
    </ListRefusals.Provider>
  );
}

interface ListModule {
  loader?: LoaderFunction;
  Component?: ComponentType | null;
}

/** A list route's `lazy`: the page's loader and component, with refused address values handled as above. */
export function listRoute<M extends ListModule>(load: () => Promise<M>) {
  return async () => {
    const { loader, Component: Page, ...rest } = await load();
    return {
      ...rest,
      loader: loader && withoutRefused(loader),
      Component: Page
        ? function ListPage() {
            return (
              <ListFrame>
                <Page />
              </ListFrame>
            );
          }
        : Page,
    };
  };
}

/** What the address parameters are called on screen; others are shown by their own name. */
const PARAM_LABELS: Readonly<Record<string, string>> = { sok: 'Søk', merke: 'Merke', region: 'Region', booking_partner: 'Partnar' };
const labelOf = (param: string) => PARAM_LABELS[param] ?? param;

/** How far over the length limit a value is (server/domain/lists.ts), to add to the server's reason; null otherwise. */
function lengthDetailOf({ param, value }: ListRefusal): string | null {
  const text = value.trim();
  const max = param === 'sok' ? LIST_SEARCH_MAX_LENGTH : LIST_FILTER_TEXT_MAX_LENGTH;
  return text.length > max ? `Høgst ${max} teikn, her er det ${text.length}.` : null;
}

/** The notice above a list's rows naming the refused values of its address, with a link that removes them. */
export function ListRefusalNotice() {
  const refusals = useContext(ListRefusals);
  const { pathname, search } = useLocation();
  if (!refusals.length) return null;
  const next = new URLSearchParams(search);
  for (const r of refusals) next.delete(r.param);
  next.delete('side');
  const names = refusals.map((r) => `«${labelOf(r.param)}»`).join(' og ');
  return (
    <div className="notice kit-list-refusal" role="alert">
      {refusals.map((r) => (
        <p key={r.param}>
          <strong>{r.param === 'sok' ? 'Søket' : `Filteret «${labelOf(r.param)}»`} kan ikkje brukast</strong>, så lista er vist utan: {[r.message, lengthDetailOf(r)].filter(Boolean).join(' ')}
        </p>
      ))}
      <p>
        <Link className="button" to={{ pathname, search: next.size ? `?${next}` : '' }} replace>
          Fjern {names}
        </Link>
      </p>
    </div>
  );
}
