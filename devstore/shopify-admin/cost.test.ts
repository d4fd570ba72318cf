// The stand-in's cost rules (cost.ts) on small documents, and its leaky bucket (bucket.ts) on a clock the test
// moves. End to end through HTTP: server/commerce/shopify/commerce.test.ts and open-cost.test.ts.
import { type GraphQLSchema, parse } from 'graphql';
import { loadAdminSchema } from '../../server/commerce/shopify/schema';
import { LeakyBucket, STANDARD_PLAN } from './bucket';
import { queryCost, selectOperation } from './cost';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await loadAdminSchema();
});

function cost(source: string, variables: Record<string, unknown> = {}, data?: Record<string, unknown> | null): number {
  const document = parse(source);
  return queryCost(schema, document, selectOperation(document)!, variables, data);
}

describe('requested cost', () => {
  it('objects 1, scalars 0', () => {
    expect(cost('{ shop { name currencyCode } }')).toBe(1);
    expect(cost('{ shop { name billingAddress { city } } }')).toBe(2);
  });

  it('a connection is 2 plus first times one node; pageInfo and edges add nothing of their own', () => {
    expect(cost('{ products(first: 10) { nodes { title } pageInfo { hasNextPage } } }')).toBe(12);
    expect(cost('{ products(first: 10) { edges { cursor node { title featuredMedia { id } } } } }')).toBe(22);
    expect(cost('query ($n: Int) { products(last: $n) { nodes { id } } }', { n: 25 })).toBe(27);
    // Nested: each of 5 orders brings its own 2 + 3 line items.
    expect(cost('{ orders(first: 5) { nodes { lineItems(first: 3) { nodes { title } } } } }')).toBe(2 + 5 * (1 + 2 + 3));
  });

  it('a list of objects counts its first or its ids, else one item', () => {
    expect(cost('{ nodes(ids: ["a", "b", "c"]) { id } }')).toBe(3);
    expect(cost('{ order(id: "x") { fulfillments(first: 4) { trackingInfo(first: 2) { number } } } }')).toBe(1 + 4 * (1 + 2));
    expect(cost('{ productVariant(id: "x") { selectedOptions { name } } }')).toBe(2);
  });

  it('an interface or union costs its most expensive possible type', () => {
    expect(cost('{ node(id: "x") { id ... on Order { customer { id } shippingAddress { city } } ... on Product { featuredMedia { id } } } }')).toBe(3);
  });

  it('a mutation field is 10, whatever its payload selects', () => {
    expect(cost('mutation { customerUpdate(input: { id: "x" }) { customer { id addressesV2(first: 50) { nodes { id } } } userErrors { message } } }')).toBe(10);
    expect(cost('mutation { a: tagsAdd(id: "x", tags: ["t"]) { userErrors { message } } b: tagsRemove(id: "x", tags: ["t"]) { userErrors { message } } }')).toBe(20);
  });
});

describe('actual cost', () => {
  it('counts what came back: the nodes returned, nothing for null', () => {
    const source = '{ shop { name } products(first: 10) { nodes { title featuredMedia { id } } } }';
    expect(cost(source)).toBe(1 + 2 + 10 * 2);
    const data = { shop: { name: 'Demo' }, products: { nodes: [{ title: 'a', featuredMedia: { id: 'm' } }, { title: 'b', featuredMedia: null }] } };
    expect(cost(source, {}, data)).toBe(1 + 2 + 2 + 1);
    expect(cost(source, {}, null)).toBe(0);
  });

  it('takes the type that came back for an interface', () => {
    const source = '{ nodes(ids: ["a", "b"]) { __typename ... on Order { customer { id } shippingAddress { city } } ... on Product { title } } }';
    expect(cost(source)).toBe(2 * 3);
    expect(cost(source, {}, { nodes: [{ __typename: 'Product', title: 't' }, null] })).toBe(1);
  });
});

describe('leaky bucket', () => {
  it('holds 2000, restores 100 a second, refunds what a query did not use', () => {
    let now = 0;
    const bucket = new LeakyBucket(STANDARD_PLAN.maximumAvailable, STANDARD_PLAN.restoreRate, () => now);
    expect(bucket.take(1500)).toBe(true);
    expect(bucket.take(600)).toBe(false); // 500 left: refused, nothing taken
    expect(bucket.status()).toEqual({ maximumAvailable: 2000, currentlyAvailable: 500, restoreRate: 100 });
    now += 1000;
    expect(bucket.take(600)).toBe(true);
    bucket.refund(400);
    expect(bucket.status().currentlyAvailable).toBe(400);
    now += 60_000;
    expect(bucket.status().currentlyAvailable).toBe(2000);
  });
});
