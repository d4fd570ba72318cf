// Shopify's calculated query cost (shopify.dev, "GraphQL Admin API rate limits"): scalars and enums cost 0, an
// object 1, an interface or union the most expensive of its possible types, a connection 2 plus its page size
// (first or last) times the cost of one node, a mutation field 10. The requested cost is computed from the
// document before it runs (page sizes as asked); the actual cost from the result (the nodes that came back).
// Choices where Shopify's page is silent: a connection's pageInfo and an edge wrapper cost nothing beyond their
// node; a list of objects costs its `first` (or the length of its `ids`) times one item, else one item.
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isAbstractType,
  isLeafType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  valueFromASTUntyped,
} from 'graphql';

export const MUTATION_COST = 10;
export const CONNECTION_COST = 2;
export const MAX_QUERY_COST = 1000;

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

/** The operation that runs: the named one, or the only one. */
export function selectOperation(document: DocumentNode, operationName?: string | null): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
}

/** Requested cost (data undefined) or actual cost (data: the operation's result data). */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  data?: Record<string, unknown> | null,
): number {
  const walk: Walk = {
    schema,
    fragments: new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f])),
    variables,
  };
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) return 0;
  if (operation.operation === 'mutation') {
    // Each mutation field costs 10 whatever its payload selects (one that errored before running costs 0).
    return fieldsOf(walk, operation.selectionSet, root).filter((f) => data === undefined || (data && data[responseKey(f)] !== undefined)).length * MUTATION_COST;
  }
  if (data === null) return 0;
  return selectionCost(walk, operation.selectionSet, root, data);
}

const responseKey = (field: FieldNode) => field.alias?.value ?? field.name.value;

/** The fields selected on `type`, through fragments whose condition applies to it. */
function fieldsOf(walk: Walk, selectionSet: SelectionSetNode, type: GraphQLObjectType): FieldNode[] {
  const out: FieldNode[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) out.push(selection);
    else {
      const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : walk.fragments.get(selection.name.value);
      if (!fragment) continue;
      const condition = fragment.typeCondition ? walk.schema.getType(fragment.typeCondition.name.value) : type;
      if (!condition || !applies(walk.schema, condition, type)) continue;
      out.push(...fieldsOf(walk, fragment.selectionSet, type));
    }
  }
  return out;
}

function applies(schema: GraphQLSchema, condition: GraphQLNamedType, type: GraphQLObjectType): boolean {
  if (condition.name === type.name) return true;
  return isAbstractType(condition) && schema.isSubType(condition, type);
}

/** Cost of a selection on a value of `type` (abstract: its most expensive possible type, or the one it is). */
function selectionCost(walk: Walk, selectionSet: SelectionSetNode, type: GraphQLNamedType, data: unknown): number {
  if (isAbstractType(type)) {
    const possible = walk.schema.getPossibleTypes(type);
    const typename = data && typeof data === 'object' ? (data as { __typename?: unknown }).__typename : undefined;
    const runtime = typeof typename === 'string' ? possible.filter((t) => t.name === typename) : possible;
    return Math.max(0, ...runtime.map((t) => selectionCost(walk, selectionSet, t, data)));
  }
  if (!isObjectType(type)) return 0;
  const fields = type.getFields();
  let total = 0;
  for (const field of fieldsOf(walk, selectionSet, type)) {
    const definition = fields[field.name.value];
    if (!definition || !field.selectionSet) continue;
    const value = data === undefined ? undefined : (data as Record<string, unknown> | null)?.[responseKey(field)];
    if (data !== undefined && (value === null || value === undefined)) continue;
    total += fieldCost(walk, field, definition, value, data !== undefined);
  }
  return total;
}

function argument(walk: Walk, field: FieldNode, name: string): unknown {
  const node = field.arguments?.find((a) => a.name.value === name)?.value;
  return node ? valueFromASTUntyped(node as ValueNode, walk.variables) : undefined;
}

function fieldCost(walk: Walk, field: FieldNode, definition: GraphQLField<unknown, unknown>, value: unknown, actual: boolean): number {
  const named = getNamedType(definition.type);
  if (isLeafType(named) || !field.selectionSet) return 0;
  const selectionSet = field.selectionSet;
  if (named.name.endsWith('Connection') && isObjectType(named)) {
    const connectionFields = named.getFields();
    // One node's cost: what `nodes` and `edges { node }` select on the node type.
    const nodeCost = (item: unknown, via: 'nodes' | 'edges') => {
      let sum = 0;
      for (const f of fieldsOf(walk, selectionSet, named)) {
        if (f.name.value !== via || !f.selectionSet) continue;
        if (via === 'nodes') {
          if (!actual || (item !== null && item !== undefined)) sum += 1 + selectionCost(walk, f.selectionSet, getNamedType(connectionFields.nodes!.type), item);
        } else {
          const edgeType = getNamedType(connectionFields.edges!.type) as GraphQLObjectType;
          for (const n of fieldsOf(walk, f.selectionSet, edgeType)) {
            if (n.name.value !== 'node' || !n.selectionSet) continue;
            const node = item && typeof item === 'object' ? (item as Record<string, unknown>)[responseKey(n)] : undefined;
            if (actual && (node === null || node === undefined)) continue;
            sum += 1 + selectionCost(walk, n.selectionSet, getNamedType(edgeType.getFields().node!.type), node);
          }
        }
      }
      return sum;
    };
    if (!actual) {
      const size = Number(argument(walk, field, 'first') ?? argument(walk, field, 'last') ?? 0);
      return CONNECTION_COST + size * (nodeCost(undefined, 'nodes') + nodeCost(undefined, 'edges'));
    }
    let total = CONNECTION_COST;
    const connection = value as Record<string, unknown>;
    for (const f of fieldsOf(walk, selectionSet, named)) {
      const via = f.name.value;
      if (via !== 'nodes' && via !== 'edges') continue;
      const items = connection[responseKey(f)];
      if (!Array.isArray(items)) continue;
      for (const item of items) total += nodeCost(item, via);
    }
    return total;
  }
  const nullable = getNullableType(definition.type);
  if (isListType(nullable)) {
    if (actual) return (Array.isArray(value) ? value : []).reduce<number>((sum, item) => sum + (item == null ? 0 : 1 + selectionCost(walk, selectionSet, named, item)), 0);
    const ids = argument(walk, field, 'ids');
    const size = Number(argument(walk, field, 'first') ?? argument(walk, field, 'last') ?? (Array.isArray(ids) ? ids.length : 1));
    return size * (1 + selectionCost(walk, selectionSet, named, undefined));
  }
  return 1 + selectionCost(walk, selectionSet, named, actual ? value : undefined);
}
