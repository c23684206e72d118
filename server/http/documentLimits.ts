/**
 * Bounds the work of reading a GraphQL document, before any other limit can look at it: the depth, alias and cost
 * rules run on the parsed document, so a document of millions of tokens (12 MB of "{ a a a … }" fits the body
 * limit that the licence upload needs) would first be parsed whole: seconds of CPU for everyone and gigabytes of
 * memory. Here the text is capped, graphql-js stops lexing at `maxTokens`, and a nesting deep enough to overflow the
 * parser's stack is a clear refusal, not a crash.
 */
import { GraphQLError, parse, type Source } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** The product's largest operation has some 400 tokens; the introspection query about 200. */
export const DOCUMENT_LIMITS = { maxChars: 100_000, maxTokens: 5_000 } as const;

/** "100 000": Norwegian digit groups with a plain space (toLocaleString's is a no-break space). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

const refusal = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

export const DOCUMENT_MESSAGES = {
  tooLong: `Spørjinga er for lang (høgst ${grouped(DOCUMENT_LIMITS.maxChars)} teikn).`,
  tooManyTokens: `Spørjinga har for mange delar (høgst ${grouped(DOCUMENT_LIMITS.maxTokens)}).`,
  tooDeep: 'Spørjinga er for djup.',
};

/** parse() within the limits; throws a BAD_USER_INPUT GraphQLError (status 400) beyond them. */
export function parseWithinLimits(source: string | Source): ReturnType<typeof parse> {
  const text = typeof source === 'string' ? source : source.body;
  if (text.length > DOCUMENT_LIMITS.maxChars) throw refusal(DOCUMENT_MESSAGES.tooLong);
  try {
    return parse(source, { maxTokens: DOCUMENT_LIMITS.maxTokens });
  } catch (err) {
    if (err instanceof RangeError) throw refusal(DOCUMENT_MESSAGES.tooDeep);
    if (err instanceof GraphQLError && /contains more th\w+ \d+ tokens/.test(err.message)) throw refusal(DOCUMENT_MESSAGES.tooManyTokens);
    // A syntax error: a 400 with its position (the status rides in the extensions, whichever copy of graphql Yoga
    // checks the error's class with).
    if (err instanceof GraphQLError) {
      throw new GraphQLError(err.message, { source: err.source, positions: err.positions, extensions: { ...err.extensions, http: { status: 400 } } });
    }
    throw err;
  }
}

/** Yoga plugin: every document is parsed by parseWithinLimits. */
export function useDocumentLimits(): Plugin {
  return {
    onParse({ setParseFn }) {
      setParseFn((source) => parseWithinLimits(source));
    },
  };
}
