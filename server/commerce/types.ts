// What the API's routes need from the store (products, customers, orders), independent of how it is reached.
// Read from server/routes/*.ts: products batch, customer and addresses, tags, marketing consent, check-customer,
// orders list (5 a page), one order, cancel, tracking link, credit, points. The Shopify implementation is
// shopify/commerce.ts; ids are Shopify's numeric ids as strings (legacyResourceId), except addresses, whose ids
// are opaque (Shopify's MailingAddress gid). Money is a decimal string with its currency, as Shopify sends it.

export interface Money {
  amount: string;
  currencyCode: string;
}

export interface ProductOption {
  name: string;
  values: string[];
}

export interface CommerceVariant {
  id: string;
  productId: string;
  title: string;
  price: Money;
  compareAtPrice: Money | null;
  availableForSale: boolean;
  selectedOptions: { name: string; value: string }[];
}

export interface CommerceProduct {
  id: string;
  title: string;
  handle: string;
  vendor: string;
  /** The featured image's URL, or null. */
  imageUrl: string | null;
  /** The storefront page, null when the product is not published to the online store. */
  onlineStoreUrl: string | null;
  minPrice: Money;
  maxPrice: Money;
  /** Lowest compare-at price, null when no variant has one. */
  compareAtPrice: Money | null;
  /** Some variant can be bought. */
  availableForSale: boolean;
  options: ProductOption[];
  /** Every variant (the first PRODUCT_VARIANTS_PAGE with the product, the rest paged); `hasMoreVariants` is true
   * only when the paging stopped early (the product went away meanwhile). */
  variants: CommerceVariant[];
  hasMoreVariants: boolean;
}

export interface ProductsPage {
  products: CommerceProduct[];
  /** Pass back as `after` for the next page; null on the last page. */
  nextCursor: string | null;
}

export interface ShopCollection {
  id: string;
  handle: string;
  title: string;
}

export interface CollectionsPage {
  collections: ShopCollection[];
  /** Pass back as `after` for the next page; null on the last page. */
  nextCursor: string | null;
}

export type ProductRef = { type: 'product'; id: string } | { type: 'variant'; id: string };

/** A variant asked for by id comes with its product. */
export interface ProductLookup {
  ref: ProductRef;
  product: CommerceProduct;
  variant: CommerceVariant | null;
}

export interface Address {
  /** Opaque id (Shopify: a MailingAddress gid). */
  id: string;
  firstName: string | null;
  lastName: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string | null;
  country: string | null;
  provinceCode: string | null;
  province: string | null;
  zip: string | null;
  phone: string | null;
  company: string | null;
  isDefault: boolean;
}

export type AddressInput = Partial<Omit<Address, 'id' | 'isDefault' | 'country' | 'province'>>;

export type EmailMarketingState = 'SUBSCRIBED' | 'NOT_SUBSCRIBED' | 'UNSUBSCRIBED' | 'PENDING' | 'INVALID';

export interface Customer {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  tags: string[];
  emailMarketing: EmailMarketingState | null;
  acceptsMarketing: boolean;
  defaultAddressId: string | null;
  /** The first CUSTOMER_ADDRESSES_PAGE addresses. */
  addresses: Address[];
  /** The customer has more addresses than those (Status's own cap counts them: limits.ts). */
  hasMoreAddresses: boolean;
}

export interface CustomerUpdate {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
}

export interface Shipment {
  displayStatus: string | null;
  estimatedDeliveryAt: string | null;
  deliveredAt: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

export interface OrderLine {
  id: string;
  productId: string | null;
  variantId: string | null;
  title: string;
  variantTitle: string | null;
  quantity: number;
  unitPrice: Money;
  imageUrl: string | null;
  productHandle: string | null;
  /** The variant can be bought now (buy it again); null when the variant no longer exists. */
  availableForSale: boolean | null;
}

export interface Order {
  id: string;
  name: string;
  customerId: string | null;
  processedAt: string;
  cancelledAt: string | null;
  /** Shopify's OrderDisplayFinancialStatus (PAID, REFUNDED, …). */
  financialStatus: string | null;
  /** Shopify's OrderDisplayFulfillmentStatus (UNFULFILLED, FULFILLED, …); a cancelled order keeps its own. */
  fulfillmentStatus: string;
  subtotal: Money | null;
  total: Money;
  shipping: Money;
  statusPageUrl: string;
  /** The first lines (ORDER_LINES_PAGE in a list, ORDER_LINES_FULL for one order); `hasMoreLines` tells. */
  lines: OrderLine[];
  hasMoreLines: boolean;
  lineQuantity: number;
  /** The newest fulfillment's status and tracking, or null before any. */
  latestShipment: Shipment | null;
  shippingAddress: Omit<Address, 'id' | 'isDefault'> | null;
}

export interface OrdersPage {
  orders: Order[];
  /** Pass back as `after` for the next page; null on the last page. */
  nextCursor: string | null;
}

export type CancelReason = 'CUSTOMER' | 'DECLINED' | 'FRAUD' | 'INVENTORY' | 'OTHER' | 'STAFF';

export interface CancelOrderInput {
  reason?: CancelReason;
  /** Refund to the original payment methods (5-7 business days). Default true. */
  refund?: boolean;
  restock?: boolean;
  notifyCustomer?: boolean;
  staffNote?: string;
}

export interface CancelResult {
  /** The order as read after the cancel job finished (or stopped being polled). */
  order: Order | null;
  /** Shopify cancels in a job; false when it was still running after the wait. */
  done: boolean;
}

/** A customer's store credit accounts (one per currency) and enabled gift cards; ids are numeric. */
export interface StoreCredit {
  accounts: { id: string; balance: Money }[];
  giftCards: { id: string; balance: Money; expiresOn: string | null; lastCharacters: string }[];
}

/** The store of one shop, built from its Shopify domain and Admin access token (startApi's `commerce`). */
export type CommerceForShop = (shop: { shopId: string }) => Commerce;

/** Everything the routes ask the store. Every call can throw CommerceError (or a subclass). */
export interface Commerce {
  /** Products and variants by id; ids the store does not know are left out. Order follows `refs`. */
  products(refs: ProductRef[]): Promise<ProductLookup[]>;
  /** The shop's products by id, PRODUCTS_PAGE_SIZE a page (the products table's backfill). */
  productsPage(after?: string | null): Promise<ProductsPage>;
  /** The shop's collections by id, 100 a page (the collections table's backfill). */
  collectionsPage(after?: string | null): Promise<CollectionsPage>;

  customer(customerId: string): Promise<Customer | null>;
  customerByEmail(email: string): Promise<Customer | null>;
  /** check-customer: a new customer with this email. */
  createCustomer(input: { email: string; acceptsMarketing?: boolean; firstName?: string; lastName?: string }): Promise<Customer>;
  updateCustomer(customerId: string, update: CustomerUpdate): Promise<Customer>;
  /** Replaces the customer's tags with these. */
  setCustomerTags(customerId: string, tags: string[]): Promise<string[]>;
  setEmailMarketing(customerId: string, subscribed: boolean): Promise<Customer>;

  createAddress(customerId: string, address: AddressInput, setAsDefault?: boolean): Promise<Address>;
  updateAddress(customerId: string, addressId: string, address: AddressInput, setAsDefault?: boolean): Promise<Address>;
  deleteAddress(customerId: string, addressId: string): Promise<void>;
  setDefaultAddress(customerId: string, addressId: string): Promise<Customer>;

  /** The customer's orders, newest first, ORDERS_PAGE_SIZE a page. */
  orders(customerId: string, after?: string | null): Promise<OrdersPage>;
  order(orderId: string): Promise<Order | null>;
  /** Shopify's orderCancel; the rules (only the owner, only unfulfilled) are the caller's. */
  cancelOrder(orderId: string, input?: CancelOrderInput): Promise<CancelResult>;

  storeCredit(customerId: string): Promise<StoreCredit>;
  /** What the customer has spent in the store (Shopify's amountSpent: orders not cancelled); null for no such customer. */
  amountSpent(customerId: string): Promise<Money | null>;
}

export const ORDERS_PAGE_SIZE = 5;
export const ORDER_LINES_PAGE = 5;
export const ORDER_LINES_FULL = 50;
export const PRODUCT_VARIANTS_PAGE = 10;
export const PRODUCTS_PAGE_SIZE = 25;
export const CUSTOMER_ADDRESSES_PAGE = 50;

/** A store call that failed: network, authentication, a GraphQL error, a field the store does not serve. */
export class CommerceError extends Error {
  constructor(
    message: string,
    readonly code: string,
    /** The store's own errors, for logs. */
    readonly details: unknown[] = [],
  ) {
    super(message);
    this.name = 'CommerceError';
  }
}

export interface UserErrorEntry {
  /** Path of the input field, e.g. ['address', 'zip']; null when the error is about the whole input. */
  field: string[] | null;
  message: string;
  code: string | null;
}

/** The store refused the input (Shopify's userErrors): what the shopper should see, field by field. */
export class CommerceUserError extends CommerceError {
  constructor(
    readonly operation: string,
    readonly userErrors: UserErrorEntry[],
  ) {
    super(userErrors.map((e) => e.message).join(' ') || `${operation} was refused`, 'user_error', userErrors);
    this.name = 'CommerceUserError';
  }
}

/** Still throttled after every retry the throttle status allowed. */
export class CommerceThrottledError extends CommerceError {
  constructor(
    message: string,
    /** Milliseconds until the bucket holds the request's cost again, from the last throttle status. */
    readonly retryAfterMs: number,
  ) {
    super(message, 'throttled');
    this.name = 'CommerceThrottledError';
  }
}
