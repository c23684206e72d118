/**
 * The cost of a GraphQL operation in points, as Shopify and GitHub count it: every object a query may return costs
 * 1, scalars are free, a list multiplies what is under it by its size, each mutation field adds 10 and each
 * availability search (`rentalSearch`) 10.
 *
 * - Requested (before execution, from the document and its variables alone): a connection's `edges`/`nodes` count
 *   its `first`/`last` (or the default page size, 20, when neither is given); a list with a stated bound (the field's
 *   `extensions.maxItems`, e.g. a price breakdown's 6 lines) counts that; any other list of objects counts
 *   `LIST_ESTIMATE` (50) elements. For a union or interface, the costliest of its types is counted.
 * - Actual (after execution): the same rule over the answer, with the lists as long as they came back.
 *
 * Introspection (`__schema`, `__type`) is free: it is bounded by the schema, not by data.
 */
import {
  Kind, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type GraphQLAbstractType, type GraphQLCompositeType, type GraphQLField,
  type GraphQLNamedType, type GraphQLObjectType, type GraphQLSchema, type GraphQLType, type OperationDefinitionNode, type SelectionSetNode,
} from 'graphql';
import { variablesWithDefaults } from './connection-limit.ts';

// Type tests by tag, not graphql's `isObjectType` & co.: those use `instanceof`, and graphql ships a CJS and an ESM
// build, so the schema's types may come from the other one (see yoga.ts).
const tag = (type: unknown) => (type as { [Symbol.toStringTag]?: string } | null)?.[Symbol.toStringTag];
const isListType = (type: GraphQLType): type is GraphQLType & { ofType: GraphQLType } => tag(type) === 'GraphQLList';
const isObjectType = (type: unknown): type is GraphQLObjectType => tag(type) === 'GraphQLObjectType';
const isAbstractType = (type: unknown): type is GraphQLAbstractType => tag(type) === 'GraphQLInterfaceType' || tag(type) === 'GraphQLUnionType';
const isCompositeType = (type: unknown): type is GraphQLCompositeType => isObjectType(type) || isAbstractType(type);
const getNullableType = (type: GraphQLType): GraphQLType => (tag(type) === 'GraphQLNonNull' ? (type as { ofType: GraphQLType }).ofType : type);
function getNamedType(type: GraphQLType): GraphQLNamedType {
  let t = type;
  while (tag(t) === 'GraphQLNonNull' || tag(t) === 'GraphQLList') t = (t as { ofType: GraphQLType }).ofType;
  return t as GraphQLNamedType;
}

export const COST_RULES = {
  /** Each object a field may return. */
  object: 1,
  /** Each mutation field, on top of what it returns. */
  mutation: 10,
  /** A connection without `first`/`last` (the schema's default page size). */
  defaultPageSize: 20,
  /** Any other list of objects, before it is known how long it is. */
  listEstimate: 50,
  /**
   * Each `rentalSearch`, on top of what it returns: it computes availability and prices over its period whether or
   * not the answer asks for offers (a bare `{ __typename }` once cost 1 point and ran the whole search).
   */
  search: 10,
} as const;

/** The extra points of an operation's root fields: each mutation field, each availability search. */
function rootExtra(walk: Walk, op: OperationDefinitionNode, root: GraphQLObjectType): number {
  const fields = [...collect(walk, op.selectionSet, root).values()];
  if (op.operation === 'mutation') return COST_RULES.mutation * fields.length;
  return COST_RULES.search * fields.filter((nodes) => nodes[0]!.name.value === 'rentalSearch').length;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  /** What an answer's walk needs of a selection on a type: an answer's list repeats one selection for every element. */
  planned?: WeakMap<SelectionSetNode, Map<GraphQLCompositeType, PlannedField[]>>;
}

/** A selected field that returns objects: its response key, its named type and its merged sub-selection. */
interface PlannedField {
  key: string;
  named: GraphQLCompositeType;
  sub: SelectionSetNode | undefined;
}

/**
 * The object-returning fields of a selection on an object of `type` (`concrete` when the answer names it), worked out
 * once per walk and selection: the answer's walk visits every element of every list with the same selection.
 */
function planOf(walk: Walk, set: SelectionSetNode, type: GraphQLCompositeType, concrete: GraphQLObjectType | null): PlannedField[] {
  walk.planned ??= new WeakMap();
  let byType = walk.planned.get(set);
  if (!byType) walk.planned.set(set, (byType = new Map()));
  const cacheKey = concrete ?? type;
  let plan = byType.get(cacheKey);
  if (plan) return plan;
  plan = [];
  const candidates = concrete ? [concrete] : walk.schema.getPossibleTypes(type as GraphQLAbstractType);
  for (const [key, nodes] of collect(walk, set, concrete)) {
    const fieldName = nodes[0]!.name.value;
    if (fieldName.startsWith('__')) continue;
    const field = candidates.map((t) => t.getFields()[fieldName]).find(Boolean);
    if (!field) continue;
    const named = getNamedType(field.type);
    if (isCompositeType(named)) plan.push({ key, named, sub: subSelection(nodes) });
  }
  byType.set(cacheKey, plan);
  return plan;
}

/** The operation of a document that a request runs (by name, or the only one). */
export function operationOf(document: DocumentNode, operationName?: string | null): OperationDefinitionNode | undefined {
  const ops = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operationName ? ops.find((o) => o.name?.value === operationName) : ops.length === 1 ? ops[0] : undefined;
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  return new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
}

/** Whether a type condition (by name) holds for a concrete object type. */
function applies(walk: Walk, condition: string | undefined, type: GraphQLObjectType): boolean {
  if (!condition || condition === type.name) return true;
  const cond = walk.schema.getType(condition);
  return !!cond && isAbstractType(cond) && walk.schema.isSubType(cond, type);
}

/** The fields selected on a concrete type, grouped by response key (fragments and inline fragments resolved). */
function collect(walk: Walk, set: SelectionSetNode, type: GraphQLObjectType | null, into = new Map<string, FieldNode[]>(), seen = new Set<string>()): Map<string, FieldNode[]> {
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      const key = sel.alias?.value ?? sel.name.value;
      into.set(key, [...(into.get(key) ?? []), sel]);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      if (!type || applies(walk, sel.typeCondition?.name.value, type)) collect(walk, sel.selectionSet, type, into, seen);
    } else {
      const frag = walk.fragments.get(sel.name.value);
      if (!frag || seen.has(frag.name.value)) continue;
      if (!type || applies(walk, frag.typeCondition.name.value, type)) collect(walk, frag.selectionSet, type, into, new Set([...seen, frag.name.value]));
    }
  }
  return into;
}

/** The merged sub-selection of the nodes of one response key. */
function subSelection(nodes: FieldNode[]): SelectionSetNode | undefined {
  const sets = nodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : []));
  if (sets.length <= 1) return sets[0];
  return { kind: Kind.SELECTION_SET, selections: sets.flatMap((s) => s.selections) };
}

function intArgument(walk: Walk, node: FieldNode, name: string): number | undefined {
  const arg = node.arguments?.find((a) => a.name.value === name);
  if (!arg) return undefined;
  const value = arg.value.kind === Kind.INT ? Number(arg.value.value) : arg.value.kind === Kind.VARIABLE ? walk.variables[arg.value.name.value] : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : undefined;
}

/** The page size of a connection field (first/last), or undefined when the field takes neither. */
function pageSize(walk: Walk, field: GraphQLField<unknown, unknown>, node: FieldNode): number | undefined {
  if (!field.args.some((a) => a.name === 'first' || a.name === 'last')) return undefined;
  return intArgument(walk, node, 'first') ?? intArgument(walk, node, 'last') ?? COST_RULES.defaultPageSize;
}

/** Requested cost of a selection on a composite type: the costliest concrete type for a union or interface. */
function selectionCost(walk: Walk, set: SelectionSetNode | undefined, type: GraphQLCompositeType, page: number | undefined): number {
  if (!set) return 0;
  const types = isObjectType(type) ? [type] : walk.schema.getPossibleTypes(type);
  let max = 0;
  for (const concrete of types) {
    let cost = 0;
    for (const [name, nodes] of collect(walk, set, concrete)) {
      const fieldName = nodes[0]!.name.value;
      if (name.startsWith('__') && fieldName.startsWith('__')) continue;
      const field = concrete.getFields()[fieldName];
      if (!field) continue;
      cost += fieldCost(walk, field, nodes, page);
    }
    max = Math.max(max, cost);
  }
  return max;
}

/** Requested cost of one field (all its nodes under one response key). `page` is the enclosing connection's size. */
function fieldCost(walk: Walk, field: GraphQLField<unknown, unknown>, nodes: FieldNode[], page: number | undefined): number {
  const named = getNamedType(field.type);
  if (!isCompositeType(named)) return 0;
  // A connection passes its page size to its edges and nodes.
  const ownPage = pageSize(walk, field, nodes[0]!);
  const each = COST_RULES.object + selectionCost(walk, subSelection(nodes), named, ownPage);
  let count = 1;
  let type = getNullableType(field.type);
  // A list whose length has a bound the schema states (`extensions.maxItems`) counts that, not the guess.
  const bound = (field.extensions as { maxItems?: unknown } | undefined)?.maxItems;
  while (isListType(type)) {
    count *= ownPage ?? (typeof bound === 'number' ? bound : undefined) ?? page ?? COST_RULES.listEstimate;
    type = getNullableType(type.ofType);
  }
  return count * each;
}

/** The requested cost of the operation a request runs, before it runs. */
export function requestedCost(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> | null | undefined): number {
  const op = operationOf(document, operationName);
  if (!op) return 0;
  const walk: Walk = { schema, fragments: fragmentsOf(document), variables: variablesWithDefaults(document, operationName, variables) };
  const root = schema.getRootType(op.operation);
  if (!root) return 0;
  return selectionCost(walk, op.selectionSet, root, undefined) + rootExtra(walk, op, root);
}

/** Actual cost of an answer's value for a selection on a composite type. */
function valueCost(walk: Walk, set: SelectionSetNode | undefined, type: GraphQLCompositeType, value: unknown): number {
  if (!set || value === null || typeof value !== 'object') return 0;
  const record = value as Record<string, unknown>;
  const typename = typeof record.__typename === 'string' ? walk.schema.getType(record.__typename) : undefined;
  const concrete = typename && isObjectType(typename) ? typename : isObjectType(type) ? type : null;
  let cost = 0;
  for (const { key, named, sub } of planOf(walk, set, type, concrete)) {
    const v = record[key];
    if (v === undefined || v === null) continue;
    cost += countObjects(walk, sub, named, v);
  }
  return cost;
}

/** The objects of one field's value (a list counts its elements, nested lists too), each with what is under it. */
function countObjects(walk: Walk, sub: SelectionSetNode | undefined, named: GraphQLCompositeType, v: unknown): number {
  if (v === null) return 0;
  if (!Array.isArray(v)) return COST_RULES.object + valueCost(walk, sub, named, v);
  let sum = 0;
  for (const item of v) sum += countObjects(walk, sub, named, item);
  return sum;
}

/** The actual cost of an operation from its answer's data (objects as many as came back). */
export function actualCost(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, data: unknown): number {
  const op = operationOf(document, operationName);
  const root = op && schema.getRootType(op.operation);
  if (!op || !root) return 0;
  const walk: Walk = { schema, fragments: fragmentsOf(document), variables: {} };
  // The root's extras ran whatever the answer holds (a search whose answer is lost to another field's error still ran).
  return valueCost(walk, op.selectionSet, root, data) + rootExtra(walk, op, root);
}
