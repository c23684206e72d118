import { useCallback } from 'react';
import type { ErrorOption } from 'react-hook-form';
import { graphql, readInlineData, useMutation } from 'react-relay';
import type { Disposable, GraphQLTaggedNode, MutationParameters, RecordSourceSelectorProxy } from 'relay-runtime';
import type { useSaveMutation_answer$key } from '../../__generated__/useSaveMutation_answer.graphql';
import { promptRelogin } from '../../components/sessionEnded.ts';
import { invalidFormMessage } from './formErrors.ts';

/**
 * What every save mutation asks of its error answers, spread into its payload as
 * `...useSaveMutation_answer @alias(as: "error")`: any error's message, and a `ValidationError`'s fields. `error` is
 * null on a success (the payload is not an `Error`).
 */
const answerFragment = graphql`
  fragment useSaveMutation_answer on Error @inline {
    message
    ... on ValidationError {
      fields {
        field
        message
        code
      }
    }
  }
`;

/** The part of a save payload the kit reads: its type and its `error` (the spread above). */
export interface SaveAnswer {
  readonly __typename: string;
  readonly error?: useSaveMutation_answer$key | null;
}

/** An error answer's message and the fields it names (null for a success). */
export function readSaveError(
  answer: SaveAnswer,
): { message: string | null; fields: readonly { readonly field: string; readonly message: string; readonly code?: string | null }[] } | null {
  if (!answer.error) return null;
  const e = readInlineData(answerFragment, answer.error);
  return { message: e.message || null, fields: e.fields ?? [] };
}

/** How a form shows what the server answered. */
export interface SaveHandling {
  /** The react-hook-form form (`setError`, and `getValues` to tell an empty field from a wrong one). */
  form: { setError: (name: never, error: ErrorOption) => void; getValues: (name: never) => unknown };
  /** The message above the form (null clears it). */
  setFormError: (message: string | null) => void;
  /** Opens the tab of the first invalid field and focuses it (the form's own rule for where a field lives). */
  showInvalid: (paths: string[], message: string) => void;
  /**
   * Shown above the form when a field the server refused is empty ("Felt merka med * må fyllast ut."); when none is,
   * the kit's "Sjå over felta som er merka.". A `ValidationError`'s own message is never shown: it names the
   * fields as the API calls them.
   */
  requiredMessage: string;
  /** Shown for any other error without a message (ConflictError, NotAvailableError ... carry their own). */
  failedMessage?: string;
  /** The form's name of a field the server names (default: the same). */
  fieldName?: (serverField: string) => string;
}

/** The network failed (no answer at all). */
export const SAVE_FAILED_RETRY = 'Kunne ikkje lagre. Prøv igjen.';

/**
 * One save mutation of a staff form: commits it, and for an answer that is not `success` puts a `ValidationError`'s
 * fields onto the react-hook-form fields (the first one's tab opens) and shows any other error's message (a stale
 * edit's `ConflictError`: "endra av nokon andre") above the form. `onSuccess` gets the success payload.
 */
export function useSaveMutation<M extends MutationParameters>(mutation: GraphQLTaggedNode, handling: SaveHandling) {
  const [commit, busy] = useMutation<M>(mutation);
  const { form, setFormError, showInvalid, requiredMessage, failedMessage = 'Kunne ikkje lagre.', fieldName = (f: string) => f } = handling;

  /** Shows a non-success answer: field errors on their fields, anything else as the form's message. */
  const failed = useCallback(
    (r: SaveAnswer) => {
      const error = readSaveError(r);
      if (r.__typename === 'ValidationError' && error?.fields.length) {
        const paths = error.fields.map((f) => fieldName(f.field));
        error.fields.forEach((f, i) => form.setError(paths[i] as never, { type: 'server', message: f.message }));
        // A field the form does not show (the whole input, a rule across fields) has no place for its message: the
        // message above the form says it instead.
        const onScreen = (path: string) => document.querySelector(`[data-field="${CSS.escape(path)}"]`) ?? document.getElementsByName(path)[0];
        const unshown = error.fields.filter((_, i) => !onScreen(paths[i]!)).map((f) => f.message);
        showInvalid(paths, unshown.length ? [...new Set(unshown)].join(' ') : invalidFormMessage(paths, (p) => form.getValues(p as never), requiredMessage));
      } else {
        setFormError(error?.message ?? failedMessage);
      }
    },
    [form, setFormError, showInvalid, requiredMessage, failedMessage, fieldName],
  );

  const save = <A extends SaveAnswer>({
    variables,
    answer,
    success,
    onSuccess,
    onCode,
  }: {
    variables: M['variables'];
    /** Picks the payload out of the response (`(r) => r.updateLocation`). */
    answer: (response: M['response']) => A;
    /** The payload type that means saved (`'UpdateLocationSuccess'`). */
    success: string;
    onSuccess: (payload: A) => void;
    /**
     * A refusal the person may overrule (a field error with this `code`, e.g. CLASS_SHORTAGE): `ask` gets its message
     * and field (to ask "save anyway?") instead of the error being shown on the field.
     */
    onCode?: { code: string; ask: (message: string, field: string) => void };
  }): Disposable =>
    commit({
      variables,
      onCompleted: (response) => {
        const r = answer(response);
        const coded = onCode && r.__typename === 'ValidationError' ? readSaveError(r)?.fields.find((f) => f.code === onCode.code) : undefined;
        if (r.__typename === success) onSuccess(r);
        else if (coded) onCode!.ask(coded.message, coded.field);
        else failed(r);
      },
      // A session that ended (expired, logged out elsewhere): say so and offer "Logg inn på nytt" (the layout's
      // popup), instead of "Prøv igjen" forever.
      onError: (error) => setFormError(promptRelogin(error) ?? SAVE_FAILED_RETRY),
    });

  return [save, busy, failed] as const;
}

type Commit<M extends MutationParameters> = (config: {
  variables: M['variables'];
  onCompleted: (r: M['response']) => void;
  onError: (e: Error) => void;
  updater?: (store: RecordSourceSelectorProxy<M['response']>) => void;
}) => Disposable;

/** A Relay commit as a promise of its response (rejects on a network or GraphQL error). */
export function commitAsync<M extends MutationParameters>(commit: Commit<M>, variables: M['variables']): Promise<M['response']> {
  return new Promise((resolve, reject) => {
    commit({ variables, onCompleted: resolve, onError: reject });
  });
}

/**
 * A list row's delete: `@deleteEdge` takes the row out of `variables.connections`, and, when the payload of `field`
 * says it was deleted (`deletedId`), each of those lists counts one fewer, so "Side 1 av 1 (N treff)" and the
 * empty-list text agree with the rows at once (spec: "the list reloads").
 */
export function commitDelete<M extends MutationParameters & { variables: { connections: readonly string[] } }>(
  commit: Commit<M>,
  field: string,
  variables: M['variables'],
): Promise<M['response']> {
  return new Promise((resolve, reject) => {
    commit({
      variables,
      onCompleted: resolve,
      onError: reject,
      updater: (store) => {
        if (store.getRootField(field)?.getValue('deletedId') == null) return;
        for (const id of variables.connections) {
          const list = store.get(id);
          const count = list?.getValue('totalCount');
          if (list && typeof count === 'number' && count > 0) list.setValue(count - 1, 'totalCount');
        }
      },
    });
  });
}
