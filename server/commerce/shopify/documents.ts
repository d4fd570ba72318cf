// Every GraphQL document the server sends to Shopify's Admin API, in one place. schema.test.ts validates each
// against the pinned schema (schema/admin_2026-10.json.gz); `npm run codegen:shopify` generates their result and
// variable types into generated.ts. An operation's string carries the fragments it uses (withFragments).
// Page sizes here are the ones in ../types.ts (ORDERS_PAGE_SIZE and friends); literals keep the documents static.

const MONEY_FIELDS = `#graphql
fragment MoneyFields on MoneyV2 {
  amount
  currencyCode
}`;

const VARIANT_FIELDS = `#graphql
fragment VariantFields on ProductVariant {
  id
  title
  price
  compareAtPrice
  availableForSale
  selectedOptions {
    name
    value
  }
}`;

// A product card: title, handle, image, prices, availability, options and the first 10 variants (the rest:
// ProductVariants from endCursor).
const PRODUCT_FIELDS = `#graphql
fragment ProductFields on Product {
  id
  title
  handle
  vendor
  onlineStoreUrl
  featuredMedia {
    ... on MediaImage {
      image {
        url
      }
    }
  }
  priceRangeV2 {
    minVariantPrice {
      ...MoneyFields
    }
    maxVariantPrice {
      ...MoneyFields
    }
  }
  compareAtPriceRange {
    minVariantCompareAtPrice {
      ...MoneyFields
    }
  }
  options(first: 3) {
    name
    values
  }
  variants(first: 10) {
    nodes {
      ...VariantFields
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}`;

const ADDRESS_FIELDS = `#graphql
fragment AddressFields on MailingAddress {
  id
  firstName
  lastName
  company
  address1
  address2
  city
  countryCodeV2
  country
  provinceCode
  province
  zip
  phone
}`;

const CUSTOMER_FIELDS = `#graphql
fragment CustomerFields on Customer {
  id
  firstName
  lastName
  tags
  defaultEmailAddress {
    emailAddress
    marketingState
  }
  defaultPhoneNumber {
    phoneNumber
  }
  defaultAddress {
    id
  }
  addressesV2(first: 50) {
    nodes {
      ...AddressFields
    }
    pageInfo {
      hasNextPage
    }
  }
}`;

const USER_ERROR_FIELDS = `#graphql
fragment UserErrorFields on UserError {
  field
  message
}`;

const SHIPMENT_FIELDS = `#graphql
fragment ShipmentFields on Fulfillment {
  displayStatus
  estimatedDeliveryAt
  deliveredAt
  trackingInfo(first: 1) {
    company
    number
    url
  }
}`;

const LINE_ITEM_FIELDS = `#graphql
fragment LineItemFields on LineItem {
  id
  title
  variantTitle
  quantity
  originalUnitPriceSet {
    shopMoney {
      ...MoneyFields
    }
  }
  image {
    url
  }
  product {
    id
    handle
  }
  variant {
    id
    availableForSale
  }
}`;

// Everything about an order but its lines; the list and the single order differ only in how many lines.
const ORDER_FIELDS = `#graphql
fragment OrderFields on Order {
  id
  name
  processedAt
  cancelledAt
  displayFinancialStatus
  displayFulfillmentStatus
  statusPageUrl
  subtotalLineItemsQuantity
  customer {
    id
  }
  subtotalPriceSet {
    shopMoney {
      ...MoneyFields
    }
  }
  totalPriceSet {
    shopMoney {
      ...MoneyFields
    }
  }
  totalShippingPriceSet {
    shopMoney {
      ...MoneyFields
    }
  }
  fulfillments(first: 5) {
    ...ShipmentFields
  }
  shippingAddress {
    ...AddressFields
  }
}`;

/** The operation followed by the fragments it uses, each once. */
function withFragments(operation: string, ...fragments: string[]): string {
  return [operation, ...new Set(fragments)].join('\n');
}

/** Products and variants by gid, with the shop's currency (a variant's price is a bare decimal). */
export const PRODUCTS_QUERY = withFragments(
  `#graphql
query Products($ids: [ID!]!) {
  shop {
    currencyCode
  }
  nodes(ids: $ids) {
    __typename
    ... on Product {
      ...ProductFields
    }
    ... on ProductVariant {
      ...VariantFields
      product {
        ...ProductFields
      }
    }
  }
}`,
  PRODUCT_FIELDS,
  VARIANT_FIELDS,
  MONEY_FIELDS,
);

export const CUSTOMER_QUERY = withFragments(
  `#graphql
query Customer($id: ID!) {
  customer(id: $id) {
    ...CustomerFields
  }
}`,
  CUSTOMER_FIELDS,
  ADDRESS_FIELDS,
);

export const CUSTOMER_BY_EMAIL_QUERY = withFragments(
  `#graphql
query CustomerByEmail($email: String!) {
  customerByIdentifier(identifier: { emailAddress: $email }) {
    ...CustomerFields
  }
}`,
  CUSTOMER_FIELDS,
  ADDRESS_FIELDS,
);

/** Which address is the default, after an address mutation (their payloads do not say). */
export const CUSTOMER_DEFAULT_ADDRESS_QUERY = `#graphql
query CustomerDefaultAddress($id: ID!) {
  customer(id: $id) {
    defaultAddress {
      id
    }
  }
}`;

export const CUSTOMER_CREATE_MUTATION = withFragments(
  `#graphql
mutation CustomerCreate($input: CustomerInput!) {
  customerCreate(input: $input) {
    customer {
      ...CustomerFields
    }
    userErrors {
      ...UserErrorFields
    }
  }
}`,
  CUSTOMER_FIELDS,
  ADDRESS_FIELDS,
  USER_ERROR_FIELDS,
);

/** Names, phone and tags (a tags list replaces the customer's tags). */
export const CUSTOMER_UPDATE_MUTATION = withFragments(
  `#graphql
mutation CustomerUpdate($input: CustomerInput!) {
  customerUpdate(input: $input) {
    customer {
      ...CustomerFields
    }
    userErrors {
      ...UserErrorFields
    }
  }
}`,
  CUSTOMER_FIELDS,
  ADDRESS_FIELDS,
  USER_ERROR_FIELDS,
);

export const EMAIL_MARKETING_CONSENT_MUTATION = withFragments(
  `#graphql
mutation CustomerEmailMarketingConsentUpdate($input: CustomerEmailMarketingConsentUpdateInput!) {
  customerEmailMarketingConsentUpdate(input: $input) {
    customer {
      ...CustomerFields
    }
    userErrors {
      field
      message
      code
    }
  }
}`,
  CUSTOMER_FIELDS,
  ADDRESS_FIELDS,
);

export const ADDRESS_CREATE_MUTATION = withFragments(
  `#graphql
mutation CustomerAddressCreate($customerId: ID!, $address: MailingAddressInput!, $setAsDefault: Boolean) {
  customerAddressCreate(customerId: $customerId, address: $address, setAsDefault: $setAsDefault) {
    address {
      ...AddressFields
    }
    userErrors {
      ...UserErrorFields
    }
  }
}`,
  ADDRESS_FIELDS,
  USER_ERROR_FIELDS,
);

export const ADDRESS_UPDATE_MUTATION = withFragments(
  `#graphql
mutation CustomerAddressUpdate($customerId: ID!, $addressId: ID!, $address: MailingAddressInput!, $setAsDefault: Boolean) {
  customerAddressUpdate(customerId: $customerId, addressId: $addressId, address: $address, setAsDefault: $setAsDefault) {
    address {
      ...AddressFields
    }
    userErrors {
      ...UserErrorFields
    }
  }
}`,
  ADDRESS_FIELDS,
  USER_ERROR_FIELDS,
);

export const ADDRESS_DELETE_MUTATION = withFragments(
  `#graphql
mutation CustomerAddressDelete($customerId: ID!, $addressId: ID!) {
  customerAddressDelete(customerId: $customerId, addressId: $addressId) {
    deletedAddressId
    userErrors {
      ...UserErrorFields
    }
  }
}`,
  USER_ERROR_FIELDS,
);

export const DEFAULT_ADDRESS_MUTATION = withFragments(
  `#graphql
mutation CustomerUpdateDefaultAddress($customerId: ID!, $addressId: ID!) {
  customerUpdateDefaultAddress(customerId: $customerId, addressId: $addressId) {
    customer {
      ...CustomerFields
    }
    userErrors {
      ...UserErrorFields
    }
  }
}`,
  CUSTOMER_FIELDS,
  ADDRESS_FIELDS,
  USER_ERROR_FIELDS,
);

/** One page of a customer's orders, newest first: 5 orders, their first 5 lines each. */
export const CUSTOMER_ORDERS_QUERY = withFragments(
  `#graphql
query CustomerOrders($customerId: ID!, $after: String) {
  customer(id: $customerId) {
    id
    orders(first: 5, after: $after, sortKey: PROCESSED_AT, reverse: true) {
      nodes {
        ...OrderFields
        lineItems(first: 5) {
          nodes {
            ...LineItemFields
          }
          pageInfo {
            hasNextPage
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}`,
  ORDER_FIELDS,
  LINE_ITEM_FIELDS,
  SHIPMENT_FIELDS,
  ADDRESS_FIELDS,
  MONEY_FIELDS,
);

/** One order with up to 50 lines. */
export const ORDER_QUERY = withFragments(
  `#graphql
query Order($id: ID!) {
  order(id: $id) {
    ...OrderFields
    lineItems(first: 50) {
      nodes {
        ...LineItemFields
      }
      pageInfo {
        hasNextPage
      }
    }
  }
}`,
  ORDER_FIELDS,
  LINE_ITEM_FIELDS,
  SHIPMENT_FIELDS,
  ADDRESS_FIELDS,
  MONEY_FIELDS,
);

/** Shopify cancels in a job: the payload has the job and the refusals found before it started. */
export const ORDER_CANCEL_MUTATION = `#graphql
mutation OrderCancel(
  $orderId: ID!
  $reason: OrderCancelReason!
  $refundMethod: OrderCancelRefundMethodInput
  $restock: Boolean!
  $notifyCustomer: Boolean
  $staffNote: String
) {
  orderCancel(
    orderId: $orderId
    reason: $reason
    refundMethod: $refundMethod
    restock: $restock
    notifyCustomer: $notifyCustomer
    staffNote: $staffNote
  ) {
    job {
      id
      done
    }
    orderCancelUserErrors {
      field
      message
      code
    }
  }
}`;

export const JOB_QUERY = `#graphql
query Job($id: ID!) {
  job(id: $id) {
    id
    done
  }
}`;

/** Store credit accounts and the customer's gift cards (`giftCardQuery`: `customer_id:<id> status:enabled`). */
export const STORE_CREDIT_QUERY = withFragments(
  `#graphql
query StoreCredit($customerId: ID!, $giftCardQuery: String!) {
  customer(id: $customerId) {
    id
    storeCreditAccounts(first: 5) {
      nodes {
        id
        balance {
          ...MoneyFields
        }
      }
    }
  }
  giftCards(first: 5, query: $giftCardQuery) {
    nodes {
      id
      balance {
        ...MoneyFields
      }
      expiresOn
      lastCharacters
    }
  }
}`,
  MONEY_FIELDS,
);

/** A product's variants after its card's first 10, 100 a page: 202 requested points a page. */
export const PRODUCT_VARIANTS_QUERY = withFragments(
  `#graphql
query ProductVariants($id: ID!, $after: String) {
  product(id: $id) {
    variants(first: 100, after: $after) {
      nodes {
        ...VariantFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}`,
  VARIANT_FIELDS,
);

/** What the customer has spent in the store (Shopify's lifetime total of its orders): the points card. */
export const CUSTOMER_AMOUNT_SPENT_QUERY = withFragments(
  `#graphql
query CustomerAmountSpent($id: ID!) {
  customer(id: $id) {
    id
    amountSpent {
      ...MoneyFields
    }
  }
}`,
  MONEY_FIELDS,
);

/** One page of the shop's products by id (the products table's backfill): 25 cards cost 877 requested points. */
export const PRODUCTS_PAGE_QUERY = withFragments(
  `#graphql
query ProductsPage($after: String) {
  shop {
    currencyCode
  }
  products(first: 25, after: $after, sortKey: ID) {
    nodes {
      ...ProductFields
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}`,
  PRODUCT_FIELDS,
  VARIANT_FIELDS,
  MONEY_FIELDS,
);

/** One page of the shop's collections by id (the collections table's backfill): 102 requested points. */
export const COLLECTIONS_PAGE_QUERY = `#graphql
query CollectionsPage($after: String) {
  collections(first: 100, after: $after, sortKey: ID) {
    nodes {
      id
      handle
      title
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}`;

/** Every operation by name: what the server may send (the tests validate exactly this list). */
export const OPERATIONS = {
  Products: PRODUCTS_QUERY,
  ProductsPage: PRODUCTS_PAGE_QUERY,
  CollectionsPage: COLLECTIONS_PAGE_QUERY,
  Customer: CUSTOMER_QUERY,
  CustomerByEmail: CUSTOMER_BY_EMAIL_QUERY,
  CustomerDefaultAddress: CUSTOMER_DEFAULT_ADDRESS_QUERY,
  CustomerCreate: CUSTOMER_CREATE_MUTATION,
  CustomerUpdate: CUSTOMER_UPDATE_MUTATION,
  CustomerEmailMarketingConsentUpdate: EMAIL_MARKETING_CONSENT_MUTATION,
  CustomerAddressCreate: ADDRESS_CREATE_MUTATION,
  CustomerAddressUpdate: ADDRESS_UPDATE_MUTATION,
  CustomerAddressDelete: ADDRESS_DELETE_MUTATION,
  CustomerUpdateDefaultAddress: DEFAULT_ADDRESS_MUTATION,
  CustomerOrders: CUSTOMER_ORDERS_QUERY,
  Order: ORDER_QUERY,
  OrderCancel: ORDER_CANCEL_MUTATION,
  Job: JOB_QUERY,
  StoreCredit: STORE_CREDIT_QUERY,
  CustomerAmountSpent: CUSTOMER_AMOUNT_SPENT_QUERY,
  ProductVariants: PRODUCT_VARIANTS_QUERY,
} as const;

export type OperationName = keyof typeof OPERATIONS;
