/**
 * Refuses `first`/`last` above 100 (or below 0) on any connection with a clear error, instead of silently
 * returning a shorter page than asked for. Literal and variable values are both checked.
 */
import { GraphQLError, Kind, visit, type DocumentNode, type ValueNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const MAX_PAGE_SIZE = 100;

function valueOf(node: ValueNode, variables: Record<string, unknown> | null | undefined): unknown {
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) return variables?.[node.name.value];
  return undefined;
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
      const arg = findOversizedPage(args.document, args.variableValues as Record<string, unknown>);
      if (arg) {
        setResultAndStopExecution({
          errors: [new GraphQLError(`${arg} må vere mellom 0 og ${MAX_PAGE_SIZE}.`, { extensions: { code: 'VALIDATION', field: arg, http: { status: 400 } } })],
        });
      }
    },
  };
}
