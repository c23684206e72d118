/**
 * The list helper's SQL path: a page of a staff list, its total and its to-one relations in ONE raw statement,
 * written from the same Prisma `where` / `orderBy` / `include` the helper builds (so the rules stay written once).
 *
 * Why: on a staff list request Prisma 6's query compiler (WebAssembly, no plan cache) cost several times what
 * PostgreSQL spent on the rows. Raw statements skip the compiler; Prisma still converts the column values
 * (Decimal, Date, enums, arrays) exactly as it does for its own queries.
 *
 * Only a known subset is translated: scalar and enum conditions (equals, in, notIn, lt/lte/gt/gte, not, contains /
 * startsWith / endsWith / equals with `mode: 'insensitive'` as Prisma does it: ILIKE with the value as given), AND /
 * OR / NOT, ordering by scalar columns, take / skip, and `include` of to-one relations (nested to-one includes too).
 * Anything else (relation filters, cursors, to-many includes, `select`, `_count`) answers `null`, and the caller uses
 * Prisma as before: the SQL path is an optimisation that can never change an answer.
 */
import { poolOf, statementName } from '../db/client.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { getDatamodel } from '../generated/pothos-prisma-types.ts';
import type { RequestContext } from './context.ts';

interface FieldInfo {
  name: string;
  kind: 'scalar' | 'enum' | 'object' | 'unsupported';
  type: string;
  isList: boolean;
  relationName?: string;
  relationFromFields?: string[];
  column: string;
}
interface ModelInfo {
  table: string;
  fields: Map<string, FieldInfo>;
  /** The scalar and enum fields: the columns a row of the model is read with (worked out once, not per row). */
  scalars: FieldInfo[];
}

/** Enums whose values are stored under other names (`@map`): Prisma name → database label, and back. */
interface EnumMaps {
  toDb: Map<string, Map<string, string>>;
  fromDb: Map<string, Map<string, string>>;
}
let enumMaps: EnumMaps = { toDb: new Map(), fromDb: new Map() };

/** Reads the `@map`ped enum values from the schema the client was generated from. */
function enumMapsOf(schema: string): EnumMaps {
  const out: EnumMaps = { toDb: new Map(), fromDb: new Map() };
  for (const block of schema.matchAll(/^enum\s+(\w+)\s*\{([^}]*)\}/gm)) {
    for (const m of block[2]!.matchAll(/^\s*(\w+)\s+@map\("([^"]*)"\)/gm)) {
      const name = block[1]!;
      if (!out.toDb.has(name)) {
        out.toDb.set(name, new Map());
        out.fromDb.set(name, new Map());
      }
      out.toDb.get(name)!.set(m[1]!, m[2]!);
      out.fromDb.get(name)!.set(m[2]!, m[1]!);
    }
  }
  return out;
}

type RuntimeModel = { dbName: string | null; fields: { name: string; dbName?: string | null }[] };

let models: Map<string, ModelInfo> | null = null;

/** Table and column names (from Prisma's runtime data model) joined with the field shapes Pothos was given. */
function modelsOf(db: unknown): Map<string, ModelInfo> | null {
  if (models) return models;
  const client = db as { _runtimeDataModel?: { models: Record<string, RuntimeModel> }; _engineConfig?: { inlineSchema?: string } };
  const runtime = client._runtimeDataModel;
  const schema = client._engineConfig?.inlineSchema;
  // Without the schema text the mapped enum values are unknown: no SQL path at all (Prisma answers as before).
  if (!runtime || typeof schema !== 'string') return null;
  enumMaps = enumMapsOf(schema);
  const shapes = getDatamodel().datamodel.models as unknown as Record<string, { fields: Omit<FieldInfo, 'column'>[] }>;
  const out = new Map<string, ModelInfo>();
  for (const [name, shape] of Object.entries(shapes)) {
    const rt = runtime.models[name];
    if (!rt) continue;
    const columns = new Map(rt.fields.map((f) => [f.name, f.dbName ?? f.name]));
    const fields = new Map(shape.fields.map((f) => [f.name, { ...f, column: columns.get(f.name) ?? f.name }]));
    out.set(name, { table: rt.dbName ?? name, fields, scalars: [...fields.values()].filter((f) => f.kind === 'scalar' || f.kind === 'enum') });
  }
  models = out;
  return out;
}

const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;

class Params {
  values: unknown[] = [];
  /**
   * Whether the filter holds a condition that costs per row (a text match, a relation's EXISTS): shared by the
   * `mapping` views, so a mark made through one is seen by all.
   */
  readonly cost = { perRow: false };
  private aliases = 0;
  constructor(readonly models: Map<string, ModelInfo>) {}
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
  /** The same parameter list, with each value added through `map` (an enum's database labels). */
  mapping(map: (v: unknown) => unknown): Params {
    return Object.assign(Object.create(this) as Params, { add: (v: unknown) => this.add(map(v)) });
  }
  alias(): string {
    return `r${this.aliases++}`;
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date) && Object.getPrototypeOf(v) === Object.prototype;

/** A value Prisma would compare directly (not a filter object). */
const isValue = (v: unknown) => v === null || typeof v !== 'object' || v instanceof Date || !isPlainObject(v);

/** One column's filter (`{ equals, in, contains, mode, ... }` or a bare value). */
function fieldSql(f: FieldInfo, col: string, filter: unknown, p: Params): string | null {
  if (f.isList || (f.kind !== 'scalar' && f.kind !== 'enum') || f.type === 'Json' || f.type === 'Bytes') return null;
  const mapped = f.kind === 'enum' ? enumMaps.toDb.get(f.type) : undefined;
  if (mapped) p = p.mapping((v) => (typeof v === 'string' ? (mapped.get(v) ?? v) : Array.isArray(v) ? v.map((x) => mapped.get(x) ?? x) : v));
  if (isValue(filter)) return filter === null ? `${col} IS NULL` : `${col} = ${p.add(filter)}`;
  const o = filter as Record<string, unknown>;
  const insensitive = o.mode === 'insensitive';
  if (o.mode !== undefined && !insensitive && o.mode !== 'default') return null;
  const like = insensitive ? 'ILIKE' : 'LIKE';
  const parts: string[] = [];
  for (const [op, v] of Object.entries(o)) {
    if (op === 'mode' || v === undefined) continue;
    switch (op) {
      case 'equals':
        if (v === null) parts.push(`${col} IS NULL`);
        else if (insensitive) {
          p.cost.perRow = true;
          parts.push(`${col}::text ${like} ${p.add(v)}`);
        }
        else parts.push(`${col} = ${p.add(v)}`);
        break;
      case 'in':
      case 'notIn': {
        if (!Array.isArray(v)) return null;
        if (v.length === 0) parts.push(op === 'in' ? 'FALSE' : 'TRUE');
        else parts.push(op === 'in' ? `${col} = ANY(${p.add(v)})` : `${col} <> ALL(${p.add(v)})`);
        break;
      }
      case 'lt':
      case 'lte':
      case 'gt':
      case 'gte':
        if (v === null) return null;
        parts.push(`${col} ${{ lt: '<', lte: '<=', gt: '>', gte: '>=' }[op]} ${p.add(v)}`);
        break;
      case 'contains':
      case 'startsWith':
      case 'endsWith': {
        if (typeof v !== 'string') return null;
        // Prisma pastes the value into the pattern as given (callers escape it, see match.ts).
        const pattern = op === 'contains' ? `%${v}%` : op === 'startsWith' ? `${v}%` : `%${v}`;
        p.cost.perRow = true;
        parts.push(`${col}::text ${like} ${p.add(pattern)}`);
        break;
      }
      case 'not': {
        if (v === null) parts.push(`${col} IS NOT NULL`);
        else if (isValue(v)) parts.push(`${col} <> ${p.add(v)}`);
        else {
          const inner = fieldSql(f, col, { ...(v as object), ...(insensitive ? { mode: 'insensitive' } : {}) }, p);
          if (inner === null) return null;
          parts.push(`NOT (${inner})`);
        }
        break;
      }
      default:
        return null;
    }
  }
  return parts.length ? parts.map((x) => `(${x})`).join(' AND ') : 'TRUE';
}

/** A Prisma `where` on `model` (aliased `alias`) as SQL, or null when it uses something outside the subset. */
export function whereSql(model: ModelInfo, alias: string, where: unknown, p: Params): string | null {
  if (where === undefined || where === null) return 'TRUE';
  if (!isPlainObject(where)) return null;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(where)) {
    if (value === undefined) continue;
    if (key === 'AND' || key === 'OR' || key === 'NOT') {
      const list = Array.isArray(value) ? value : [value];
      const inner: string[] = [];
      for (const w of list) {
        const s = whereSql(model, alias, w, p);
        if (s === null) return null;
        inner.push(`(${s})`);
      }
      if (key === 'AND') parts.push(inner.length ? inner.join(' AND ') : 'TRUE');
      else if (key === 'OR') parts.push(inner.length ? inner.join(' OR ') : 'FALSE');
      else parts.push(inner.length ? inner.map((s) => `NOT ${s}`).join(' AND ') : 'TRUE');
      continue;
    }
    const f = model.fields.get(key);
    if (!f) return null;
    if (f.kind === 'object') {
      const s = relationSql(model, alias, f, value, p);
      if (s === null) return null;
      parts.push(`(${s})`);
      continue;
    }
    const s = fieldSql(f, `${alias}.${ident(f.column)}`, value, p);
    if (s === null) return null;
    parts.push(`(${s})`);
  }
  return parts.length ? parts.join(' AND ') : 'TRUE';
}

/**
 * A relation filter as EXISTS: to-one `{ rel: where }`, `{ rel: { is, isNot } }` (null: the key is / is not null);
 * to-many `{ rel: { some, none, every } }`. The join columns come from the side holding the foreign key.
 */
function relationSql(model: ModelInfo, alias: string, f: FieldInfo, value: unknown, p: Params): string | null {
  const target = p.models.get(f.type);
  if (!target || !isPlainObject(value)) return null;
  const r = p.alias();
  let link: string;
  if (!f.isList) {
    if (f.relationFromFields?.length !== 1) return null;
    const fk = model.fields.get(f.relationFromFields[0]!);
    if (!fk || !target.fields.get('id')) return null;
    link = `${r}."id" = ${alias}.${ident(fk.column)}`;
    const keys = Object.keys(value).filter((k) => value[k] !== undefined);
    if (keys.length > 0 && keys.every((k) => k === 'is' || k === 'isNot')) {
      const parts: string[] = [];
      for (const k of keys) {
        const v = value[k];
        if (v === null) parts.push(`${alias}.${ident(fk.column)} ${k === 'is' ? 'IS NULL' : 'IS NOT NULL'}`);
        else {
          const w = whereSql(target, r, v, p);
          if (w === null) return null;
          p.cost.perRow = true;
          parts.push(`${k === 'is' ? '' : 'NOT '}EXISTS (SELECT 1 FROM ${ident(target.table)} ${r} WHERE ${link} AND (${w}))`);
        }
      }
      return parts.join(' AND ');
    }
    const w = whereSql(target, r, value, p);
    if (w === null) return null;
    p.cost.perRow = true;
    return `EXISTS (SELECT 1 FROM ${ident(target.table)} ${r} WHERE ${link} AND (${w}))`;
  }
  // To-many: the other side holds the key pointing back at this model's id.
  const back = [...target.fields.values()].find((g) => g.kind === 'object' && g.relationName === f.relationName && g.type !== undefined && g.relationFromFields?.length === 1);
  const fk = back && target.fields.get(back.relationFromFields![0]!);
  if (!fk || !model.fields.get('id')) return null;
  link = `${r}.${ident(fk.column)} = ${alias}."id"`;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    const w = whereSql(target, r, v, p);
    if (w === null) return null;
    p.cost.perRow = true;
    if (k === 'some') parts.push(`EXISTS (SELECT 1 FROM ${ident(target.table)} ${r} WHERE ${link} AND (${w}))`);
    else if (k === 'none') parts.push(`NOT EXISTS (SELECT 1 FROM ${ident(target.table)} ${r} WHERE ${link} AND (${w}))`);
    else if (k === 'every') parts.push(`NOT EXISTS (SELECT 1 FROM ${ident(target.table)} ${r} WHERE ${link} AND NOT (${w}))`);
    else return null;
  }
  return parts.length ? parts.join(' AND ') : 'TRUE';
}

interface Join {
  path: string[];
  model: ModelInfo;
  alias: string;
}

/** The to-one relations of an `include` as LEFT JOINs (nested includes become further joins), or null. */
function joinsOf(all: Map<string, ModelInfo>, model: ModelInfo, alias: string, include: unknown, path: string[], out: Join[], sql: string[]): boolean {
  if (include === undefined) return true;
  if (!isPlainObject(include)) return false;
  for (const [rel, spec] of Object.entries(include)) {
    if (spec === false || spec === undefined) continue;
    const f = model.fields.get(rel);
    if (!f || f.kind !== 'object' || f.isList || f.relationFromFields?.length !== 1) return false;
    const target = all.get(f.type);
    const fk = model.fields.get(f.relationFromFields[0]!);
    if (!target || !fk || !target.fields.get('id')) return false;
    const a = `j${out.length}`;
    out.push({ path: [...path, rel], model: target, alias: a });
    sql.push(`LEFT JOIN ${ident(target.table)} ${a} ON ${a}."id" = ${alias}.${ident(fk.column)}`);
    if (spec !== true) {
      if (!isPlainObject(spec) || Object.keys(spec).some((k) => k !== 'include')) return false;
      if (!joinsOf(all, target, a, spec.include, [...path, rel], out, sql)) return false;
    }
  }
  return true;
}

const scalarsOf = (m: ModelInfo) => m.scalars;

/** A column's value as Prisma gives it (a mapped enum label back to its Prisma name). */
function valueOf(f: FieldInfo, v: unknown): unknown {
  const mapped = f.kind === 'enum' ? enumMaps.fromDb.get(f.type) : undefined;
  if (!mapped) return v;
  if (Array.isArray(v)) return v.map((x) => mapped.get(x as string) ?? x);
  return typeof v === 'string' ? (mapped.get(v) ?? v) : v;
}

/**
 * Runs a statement on the client's own pg pool when it has one (no Prisma on the way: the values are converted here
 * as Prisma converts them), else through `$queryRawUnsafe` (a transaction's client). `columns` names the field
 * behind each output column that needs converting.
 */
async function run(db: RequestContext['db'], sql: string, values: unknown[], columns: Map<string, FieldInfo>): Promise<Record<string, unknown>[]> {
  const pool = poolOf(db);
  const direct = pool && [...columns.values()].every((f) => !f.isList || f.type === 'String' || f.type === 'Int');
  if (!direct) return db.$queryRawUnsafe<Record<string, unknown>[]>(sql, ...values);
  const params = values.map((v) => (Prisma.Decimal.isDecimal(v) ? (v as Prisma.Decimal).toString() : v));
  const { rows } = await pool.query<Record<string, unknown>>({ name: statementName(sql, params.length), text: sql, values: params });
  // Only these columns differ from what pg gives (the rest pass as they are): looked at per row, the others not.
  const converted = [...columns].filter(([, f]) => f.type === 'Decimal' || f.type === 'BigInt' || f.type === 'Bytes');
  if (!converted.length) return rows;
  for (const r of rows) {
    for (const [col, f] of converted) {
      const v = r[col];
      if (v === null || v === undefined) continue;
      if (f.type === 'Decimal') r[col] = new Prisma.Decimal(v as string);
      else if (f.type === 'BigInt') r[col] = BigInt(v as string);
      else if (f.type === 'Bytes') r[col] = new Uint8Array(v as Buffer);
    }
  }
  return rows;
}

/** What the SQL path answers: the page's rows (shaped as Prisma gives them) and the total of the filter. */
export interface SqlPage<R> {
  rows: R[];
  total: number;
}

/**
 * One page and the total in one statement, or null when the arguments leave the translated subset (the caller
 * then asks Prisma). `args` are findMany's: where, orderBy, take, skip, include.
 */
export async function pageWithTotal<R>(
  db: RequestContext['db'],
  modelName: string | undefined,
  args: { where?: unknown; orderBy?: unknown; take?: number; skip?: number; include?: unknown; [k: string]: unknown },
): Promise<SqlPage<R> | null> {
  const all = modelsOf(db);
  const model = modelName ? all?.get(modelName) : undefined;
  if (!all || !model) return null;
  for (const [k, v] of Object.entries(args)) if (v !== undefined && !['where', 'orderBy', 'take', 'skip', 'include'].includes(k)) return null;
  const take = args.take;
  const skip = args.skip ?? 0;
  if (take !== undefined && (!Number.isInteger(take) || take < 0)) return null;
  if (!Number.isInteger(skip) || skip < 0) return null;

  const p = new Params(all);
  const where = whereSql(model, 't', args.where, p);
  if (where === null) return null;
  const order: string[] = [];
  /** The columns the page is ordered by (a text search keeps its matches with these and their id only). */
  const orderColumns: string[] = [];
  for (const o of (Array.isArray(args.orderBy) ? args.orderBy : args.orderBy ? [args.orderBy] : []) as unknown[]) {
    if (!isPlainObject(o)) return null;
    for (const [k, dir] of Object.entries(o)) {
      const f = model.fields.get(k);
      if (!f || (f.kind !== 'scalar' && f.kind !== 'enum') || (dir !== 'asc' && dir !== 'desc')) return null;
      order.push(`${ident(f.column)} ${dir.toUpperCase()}`);
      orderColumns.push(ident(f.column));
    }
  }
  const joins: Join[] = [];
  const joinSql: string[] = [];
  if (!joinsOf(all, model, 'pg_', args.include, [], joins, joinSql)) return null;

  const cols = scalarsOf(model).map((f) => `pg_.${ident(f.column)} AS ${ident(f.name)}`);
  const columns = new Map(scalarsOf(model).map((f) => [f.name, f]));
  joins.forEach((j, i) =>
    scalarsOf(j.model).forEach((f) => {
      cols.push(`${j.alias}.${ident(f.column)} AS ${ident(`${i}:${f.name}`)}`);
      columns.set(`${i}:${f.name}`, f);
    }),
  );
  const orderSql = order.length ? `ORDER BY ${order.join(', ')}` : '';
  const pageOrder = order.length ? `ORDER BY ${order.map((o) => `pg_.${o}`).join(', ')}` : '';
  // Two shapes of one statement, by what the filter costs per row. Plain conditions (status, dates, places, scope) are
  // answered by indexes: the total and the page are two scans of the same filter (the same parameters), the page
  // reading the table in the order's index and stopping after its rows; keeping the matches to count and sort them
  // sorted every match for every page (the network's 300 000 bookings for the list's first page: 150 ms against
  // 40 ms). A text search (ILIKE) or a condition on a relation (EXISTS: a rental product on one of the lines) costs
  // per row: the filter runs once, its matches kept narrow (id and the order's columns) to count and to page, and only
  // the page's rows are read whole (two scans took 1.1 s against 0.35 s for "ab" on 300 000 bookings, and made the
  // desk's filtered list 2.9× its floor against 2.1×).
  // The total comes along even when the page is empty (the LEFT JOIN LATERAL keeps one row). The page's size and
  // offset are parameters (no LIMIT: NULL): a text that varied with them would be prepared anew on every connection
  // for every page a caller asks for, and each kept by PostgreSQL for the connection's life.
  const table = ident(model.table);
  const limit = `LIMIT ${p.add(take ?? null)}::int OFFSET ${p.add(skip)}::int`;
  const pageSelect = (from: string) => `SELECT ${cols.join(', ')}
  FROM (${from}) pg_
  ${joinSql.join('\n  ')}
  ${pageOrder}`;
  let sql: string;
  if (p.cost.perRow) {
    const idField = model.fields.get('id');
    if (!idField || idField.kind !== 'scalar') return null;
    const id = ident(idField.column);
    const kept = [...new Set([id, ...orderColumns])];
    sql = `
WITH m AS (SELECT ${kept.map((c) => `t.${c}`).join(', ')} FROM ${table} t WHERE ${where}),
total AS (SELECT count(*)::int AS n FROM m)
SELECT total.n AS "__total", page.* FROM total LEFT JOIN LATERAL (
  ${pageSelect(`SELECT r.* FROM (SELECT ${id} FROM m ${orderSql} ${limit}) k JOIN ${table} r ON r.${id} = k.${id}`)}
) page ON TRUE`;
  } else {
    sql = `
SELECT total.n AS "__total", page.* FROM (SELECT count(*)::int AS n FROM ${table} t WHERE ${where}) total LEFT JOIN LATERAL (
  ${pageSelect(`SELECT t.* FROM ${table} t WHERE ${where} ${orderSql} ${limit}`)}
) page ON TRUE`;
  }
  const raw = await run(db, sql, p.values, columns);
  const total = Number(raw[0]?.__total ?? 0);
  const idName = 'id';
  // Each join's output columns and where its object goes, worked out once for all the rows.
  const joinReads = joins.map((j, i) => ({
    parentPath: j.path.slice(0, -1),
    rel: j.path.at(-1)!,
    idColumn: `${i}:id`,
    columns: scalarsOf(j.model).map((f) => [f, `${i}:${f.name}`] as const),
  }));
  const rows: R[] = [];
  for (const r of raw) {
    if (r[idName] === null || r[idName] === undefined) continue;
    const row: Record<string, unknown> = {};
    for (const f of scalarsOf(model)) row[f.name] = valueOf(f, r[f.name]);
    for (const j of joinReads) {
      let parent = row;
      for (const step of j.parentPath) parent = parent[step] as Record<string, unknown>;
      // A missing parent relation (null) leaves its nested relations out, as Prisma does.
      if (!parent) continue;
      if (r[j.idColumn] === null) {
        parent[j.rel] = null;
        continue;
      }
      const child: Record<string, unknown> = {};
      for (const [f, column] of j.columns) child[f.name] = valueOf(f, r[column]);
      parent[j.rel] = child;
    }
    rows.push(row as R);
  }
  return { rows, total };
}

/** Only the filter's total, in SQL, or null when the `where` leaves the translated subset. */
export async function countSql(db: RequestContext['db'], modelName: string | undefined, where: unknown): Promise<number | null> {
  const all = modelsOf(db);
  const model = modelName ? all?.get(modelName) : undefined;
  if (!all || !model) return null;
  const p = new Params(all);
  const w = whereSql(model, 't', where, p);
  if (w === null) return null;
  const raw = await run(db, `SELECT count(*)::int AS n FROM ${ident(model.table)} t WHERE ${w}`, p.values, new Map());
  return Number(raw[0]!.n);
}
