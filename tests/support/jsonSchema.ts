/**
 * A small JSON Schema (2020-12, as OpenAPI 3.1 uses it) validator for the keywords our generated document holds:
 * $ref, type (one or a list), enum, const, properties/required/additionalProperties, items/prefixItems, anyOf/oneOf/
 * allOf, minimum/maximum, minLength/maxLength, pattern. Unknown keywords (format, description …) are ignored. It
 * returns the paths that fail, so a test can print exactly which field of which answer broke its schema.
 */
type Schema = Record<string, unknown> | boolean;

const typeOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v);

/** The errors of `value` against `schema` (resolving `#/…` references in `root`); empty when it is valid. */
export function validate(root: object, schema: Schema, value: unknown, path = '$'): string[] {
  if (schema === true) return [];
  if (schema === false) return [`${path}: nothing is allowed here`];
  const s = schema as Record<string, unknown>;
  if (typeof s.$ref === 'string') {
    const target = s.$ref.replace(/^#\//, '').split('/').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], root);
    if (!target) return [`${path}: unresolved ${s.$ref}`];
    return validate(root, target as Schema, value, path);
  }
  const errors: string[] = [];
  if (s.type !== undefined) {
    const types = (Array.isArray(s.type) ? s.type : [s.type]) as string[];
    const t = typeOf(value);
    const ok = types.some((x) => x === t || (x === 'number' && t === 'integer'));
    if (!ok) return [`${path}: expected ${types.join('|')}, got ${t}`];
  }
  if (Array.isArray(s.enum) && !s.enum.some((e) => JSON.stringify(e) === JSON.stringify(value))) errors.push(`${path}: ${JSON.stringify(value)} not in ${JSON.stringify(s.enum)}`);
  if ('const' in s && JSON.stringify(s.const) !== JSON.stringify(value)) errors.push(`${path}: expected ${JSON.stringify(s.const)}`);
  if (typeof value === 'number') {
    if (typeof s.minimum === 'number' && value < s.minimum) errors.push(`${path}: below ${s.minimum}`);
    if (typeof s.maximum === 'number' && value > s.maximum) errors.push(`${path}: above ${s.maximum}`);
    if (typeof s.exclusiveMinimum === 'number' && value <= s.exclusiveMinimum) errors.push(`${path}: not above ${s.exclusiveMinimum}`);
  }
  if (typeof value === 'string') {
    if (typeof s.minLength === 'number' && value.length < s.minLength) errors.push(`${path}: shorter than ${s.minLength}`);
    if (typeof s.maxLength === 'number' && value.length > s.maxLength) errors.push(`${path}: longer than ${s.maxLength}`);
    if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(value)) errors.push(`${path}: does not match ${s.pattern}`);
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const obj = value as Record<string, unknown>;
    const props = (s.properties ?? {}) as Record<string, Schema>;
    for (const key of (s.required ?? []) as string[]) if (!(key in obj)) errors.push(`${path}.${key}: required`);
    for (const [key, v] of Object.entries(obj)) {
      if (key in props) errors.push(...validate(root, props[key]!, v, `${path}.${key}`));
      else if (s.additionalProperties !== undefined) errors.push(...validate(root, s.additionalProperties as Schema, v, `${path}.${key}`));
    }
  }
  if (Array.isArray(value)) {
    const prefix = (s.prefixItems ?? []) as Schema[];
    value.forEach((v, i) => {
      if (i < prefix.length) errors.push(...validate(root, prefix[i]!, v, `${path}[${i}]`));
      else if (s.items !== undefined) errors.push(...validate(root, s.items as Schema, v, `${path}[${i}]`));
    });
  }
  if (Array.isArray(s.allOf)) for (const sub of s.allOf) errors.push(...validate(root, sub as Schema, value, path));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const subs = s[key];
    if (!Array.isArray(subs)) continue;
    const results = subs.map((sub) => validate(root, sub as Schema, value, path));
    const passing = results.filter((r) => r.length === 0).length;
    if (passing === 0) errors.push(`${path}: matches none of ${key} (${results.map((r) => r[0]).join(' / ')})`);
    else if (key === 'oneOf' && passing > 1) errors.push(`${path}: matches ${passing} of oneOf`);
  }
  return errors;
}
