/**
 * Refuses `first`/`last` above 100 (or below 0) on any connection with a clear error, instead of silently
 * returning a shorter page than asked for. Literal and variable values are both checked.
 */
import { GraphQLError, Kind, valueFromASTUntyped, visit, type DocumentNode, type ValueNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const MAX_PAGE_SIZE = 100;

function valueOf(node: ValueNode, variables: Record<string, unknown> | null | undefined): unknown {
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) return variables?.[node.name.value];
  return undefined;
}

/**
 * The variables as the operation runs with them: those sent, and the declared default of each one not sent (of the
 * named operation, or of every operation when none is named). The limits must read these: reading only what was sent,
 * `query($n: Int = 100000) { … (first: $n) }` passed the page limit, and the cost limit priced `first: $n` as a page
 * of the default size while 100 rows came back.
 */
export function variablesWithDefaults(document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(variables ?? {}) };
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION || (operationName && def.name?.value !== operationName)) continue;
    for (const v of def.variableDefinitions ?? []) {
      const name = v.variable.name.value;
      if (out[name] === undefined && v.defaultValue) out[name] = valueFromASTUntyped(v.defaultValue);
    }
  }
  return out;
}

/** The first offending argument in the document, if any. */
export function findOversizedPage(document: DocumentNode, variables: Record<string, unknown> | null | undefined): string | null {
  let problem: string | null = null;
  visit(document, {
    Argument(node) {
      if (problem || (node.name.value !== 'first' && node.name.value !== 'last')) return;
      const v = valueOf(node.value, variables);
      if (typeof v === 'number' && (v < 0 || v > MAX_PAGE_SIZE)) problem = node.name.value;
    },
  });
  return problem;
}

/** Yoga plugin applying the limit before execution. */
export function useConnectionLimit(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const arg = findOversizedPage(args.document, variablesWithDefaults(args.document, args.operationName, args.variableValues as Record<string, unknown>));
      if (arg) {
        setResultAndStopExecution({
          errors: [new GraphQLError(`${arg} må vere mellom 0 og ${MAX_PAGE_SIZE}.`, { extensions: { code: 'VALIDATION', field: arg, http: { status: 400 } } })],
        });
      }
    },
  };
}
