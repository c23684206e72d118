/**
 * Arbitraries for property-based fuzzing (fast-check): hostile values, inputs derived from a zod schema (through
 * its JSON schema) and from a GraphQL input type (through introspection), and the row counts a refusal must leave
 * unchanged.
 */
import fc from 'fast-check';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import type { Db } from '../../server/db/client.ts';

/** A fixed seed (override with FUZZ_SEED to explore); fast-check prints it with any counterexample. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 7_2026_11);

/** Strings an attacker tries in any text field. */
export const HOSTILE_STRINGS: string[] = [
  '', ' ', '\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uDBFF\uDBFF', '%', '_', '\\', '%_\\', 'kund_@example.no', '%@%',
  '\n', 'Kari\r\nBcc: alle@example.no', '\t', '\u0007', '\u202Eevil', '\uFEFF', '\uFFFF', '😀',
  'x'.repeat(100_000), 'ø'.repeat(5_000),
  '2027-02-30T10:00:00+01:00', '99999-01-06 10:00', '+099999-01-06T10:00:00Z', '9999-12-31T23:59:00-14:00', '0000-01-01T00:00:00Z',
  '-1', '0', '1e309', 'NaN', 'Infinity', '0x10', '9'.repeat(40), '1,5', '-0.001',
  "' OR 1=1 --", '"; DROP TABLE booking; --', '<script>alert(1)</script>', '../../etc/passwd', '/./admin/x', '/admin%2fx', '/\\admin',
  '//evil.example', '${jndi:ldap://x}', '{{7*7}}', '__proto__', 'constructor', 'data:application/pdf;base64,JVBERi0=',
  'UmVudGFsT3B0aW9uOjE=', 'TG9jYXRpb246OTk5OTk5OTk5OTk5', 'Qm9va2luZzot', 'basis', 'upload', 'business',
];

/** A nested object `depth` levels deep (`{ a: { a: ... } }`). */
export function deepObject(depth: number): unknown {
  let v: unknown = 'bunn';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

/** A nested list `depth` levels deep. */
export function deepArray(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** Values of the wrong kind, and too many of them. */
export const HOSTILE_VALUES: unknown[] = [
  null, true, false, 0, -1, 0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, [], {}, [null], [''],
  { toString: 'x' }, JSON.parse('{"__proto__":{"isEmployee":true,"admin":true}}'), { $gt: '' }, { equals: '%', mode: 'insensitive' },
  deepObject(2_000), deepArray(2_000), Array.from({ length: 100_000 }, () => 1), Array.from({ length: 60 }, (_, i) => ({ rentalOptionId: i, amount: 1 })),
];

/** The few values most likely to break a layer, tried exhaustively on every field (the rest are sampled). */
export const WORST_VALUES: unknown[] = [
  '\u0000', 'a\uD800', '\\', 'x'.repeat(100_000), '2027-02-30T10:00:00+01:00', '+099999-01-06T10:00:00Z',
  deepObject(2_000), Array.from({ length: 100_000 }, () => 1), null,
];

export const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_VALUES) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });

/** A string that is usually close to valid but sometimes hostile. */
const textish = (min = 0, max = 60) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 60) }) },
    { weight: 1, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 40), unit: 'binary' }) },
    { weight: 2, arbitrary: hostileString },
  );

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  maxItems?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
};

/** An arbitrary for values a JSON schema describes, mixed with hostile ones at every leaf (`hostility` 0–1). */
export function fromJsonSchema(schema: JsonSchema, hostility = 0.2): fc.Arbitrary<unknown> {
  const hostile = Math.round(hostility * 10);
  const mix = (valid: fc.Arbitrary<unknown>) => (hostile ? fc.oneof({ weight: 10 - hostile, arbitrary: valid }, { weight: hostile, arbitrary: hostileValue }) : valid);
  if (schema.anyOf || schema.oneOf) return fc.oneof(...(schema.anyOf ?? schema.oneOf)!.map((s) => fromJsonSchema(s, hostility)));
  if (schema.enum) return mix(fc.constantFrom(...schema.enum));
  if (schema.const !== undefined) return mix(fc.constant(schema.const));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return mix(fc.uuid());
      if (schema.format === 'email') return mix(fc.emailAddress());
      if (schema.pattern) {
        try {
          return mix(fc.stringMatching(new RegExp(schema.pattern)));
        } catch {
          /* a pattern fast-check cannot generate from: plain text below */
        }
      }
      return mix(textish(schema.minLength ?? 0, schema.maxLength ?? 60));
    }
    case 'integer':
      return mix(fc.integer({ min: Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -(2 ** 31)) + (schema.exclusiveMinimum !== undefined ? 1 : 0), -(2 ** 31)), max: Math.min(schema.maximum ?? 2 ** 31 - 1, 2 ** 31 - 1) }));
    case 'number':
      return mix(fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return mix(fc.boolean());
    case 'null':
      return fc.constant(null);
    case 'array':
      return mix(fc.array(fromJsonSchema(schema.items ?? {}, hostility), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) }));
    case 'object': {
      const props = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, fromJsonSchema(s, hostility)]));
      return mix(fc.record(props, { requiredKeys: (schema.required ?? []).filter((k) => k in props) }));
    }
    default:
      // `{}`: anything (dates, unions zod cannot describe).
      return fc.oneof(fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true }).map((d) => d.toISOString()), hostileValue);
  }
}

/** The input side of a zod schema as an arbitrary (see `fromJsonSchema`). */
export function fromZod(schema: z.ZodType, hostility = 0.2): fc.Arbitrary<unknown> {
  return fromJsonSchema(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, hostility);
}

/** Introspection of the input side of a GraphQL schema. */
export interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
export interface IntrospectedType {
  name: string;
  kind: string;
  inputFields: { name: string; type: TypeRef }[] | null;
  enumValues: { name: string }[] | null;
}

export const INTROSPECT_MUTATIONS = `{
  __schema {
    mutationType { fields { name args { name type { ...T } } type { ...T } } }
    types { name kind inputFields { name type { ...T } } enumValues { name } }
  }
}
fragment T on __Type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } }`;

/** `[Foo!]!` notation of a type reference. */
export function typeString(t: TypeRef): string {
  if (t.kind === 'NON_NULL') return `${typeString(t.ofType!)}!`;
  if (t.kind === 'LIST') return `[${typeString(t.ofType!)}]`;
  return t.name!;
}

/** The named type under NON_NULL/LIST wrappers. */
export function namedType(t: TypeRef): string {
  return t.ofType ? namedType(t.ofType) : t.name!;
}

const gidOf = (type: string, id: number) => encodeGlobalID(type, id);

/** Values for a GraphQL input type, as a client would put them in `variables`; leaves are sometimes hostile. */
export function fromGraphQLType(t: TypeRef, types: Map<string, IntrospectedType>, depth = 0): fc.Arbitrary<unknown> {
  if (t.kind === 'NON_NULL') return fc.oneof({ weight: 9, arbitrary: fromGraphQLType(t.ofType!, types, depth) }, { weight: 1, arbitrary: fc.constant(null) });
  const nullable = (a: fc.Arbitrary<unknown>) => fc.oneof({ weight: 4, arbitrary: a }, { weight: 1, arbitrary: fc.constant(undefined) });
  if (t.kind === 'LIST') return nullable(fc.array(fromGraphQLType(t.ofType!, types, depth + 1), { maxLength: depth > 2 ? 1 : 4 }));
  const type = types.get(t.name!)!;
  if (type.kind === 'ENUM') return nullable(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...type.enumValues!.map((v) => v.name)) }, { weight: 1, arbitrary: hostileString }));
  if (type.kind === 'INPUT_OBJECT') {
    if (depth > 4) return fc.constant(undefined);
    const fields = Object.fromEntries(type.inputFields!.map((f) => [f.name, fromGraphQLType(f.type, types, depth + 1)]));
    return nullable(fc.record(fields));
  }
  const leaf = (valid: fc.Arbitrary<unknown>) => nullable(fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostileString }, { weight: 1, arbitrary: hostileValue }));
  switch (t.name) {
    case 'Int':
      return leaf(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }));
    case 'Float':
      return leaf(fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'Boolean':
      return leaf(fc.boolean());
    case 'ID':
      return leaf(fc.tuple(fc.constantFrom('Location', 'RentalOption', 'Booking', 'User', 'Company', 'Country'), fc.integer({ min: -5, max: 2 ** 31 })).map(([ty, id]) => gidOf(ty, id)));
    case 'DateTime':
      return leaf(fc.date({ min: new Date(Date.UTC(2020, 0, 1)), max: new Date(Date.UTC(2040, 0, 1)), noInvalidDate: true }).map((d) => d.toISOString()));
    case 'Money':
    case 'Decimal':
      return leaf(fc.integer({ min: 0, max: 1_000_000 }).map((n) => (n / 100).toFixed(2)));
    default:
      return leaf(textish());
  }
}

/** The tables a write path may touch; after a refusal every count must be as before. */
export const WRITTEN_TABLES = ['booking', 'booking_line', 'user', 'session', 'password_reset_token', 'page_view', 'upload', 'history_entry', 'location', 'opening_hours', 'rental_option', 'rental_option_tag', 'rental_option_product'] as const;

/** Row counts of the written tables, in one statement. */
export async function rowCounts(db: Db): Promise<Record<(typeof WRITTEN_TABLES)[number], number>> {
  const sql = `SELECT ${WRITTEN_TABLES.map((t) => `(SELECT count(*) FROM "${t}")::int AS "${t}"`).join(', ')}`;
  const [row] = await db.$queryRawUnsafe<Record<(typeof WRITTEN_TABLES)[number], number>[]>(sql);
  return row!;
}

/**
 * Percent-encodes a query value as UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser sends it), or passes
 * a raw escape through when the test wants to send bytes that are not UTF-8 at all.
 */
export function queryValue(v: unknown): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v) ?? '';
  return [...Buffer.from(s.slice(0, 5_000), 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
}

/** Raw query escapes that are not valid UTF-8 or hold NUL. */
export const RAW_QUERY_VALUES = ['%00', 'a%00b', '%ED%A0%80', '%E0%A4%A', '%', '%%', '%5C', '%25', '%FF%FE', '%C0%AF'];
