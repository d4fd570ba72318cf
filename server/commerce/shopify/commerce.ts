// The Commerce interface over Shopify's Admin API: each call is one or two documents of documents.ts, their
// results mapped to ../types.ts. userErrors become CommerceUserError (what the shopper may see, per field).
import {
  type Address,
  type AddressInput,
  type CancelOrderInput,
  type CancelResult,
  type Commerce,
  CommerceError,
  type CommerceProduct,
  CommerceUserError,
  type CommerceVariant,
  type Customer,
  type EmailMarketingState,
  type Money,
  type Order,
  type OrdersPage,
  type ProductLookup,
  type ProductRef,
  type ProductsPage,
  type CollectionsPage,
  type StoreCredit,
  type UserErrorEntry,
} from '../types';
import { type QueryCost, ShopifyAdmin, type ShopifyAdminOptions } from './client';
import type { OperationName } from './documents';
import type {
  AddressFieldsFragment,
  CountryCode,
  CustomerFieldsFragment,
  LineItemFieldsFragment,
  MailingAddressInput,
  MoneyFieldsFragment,
  OrderFieldsFragment,
  ProductFieldsFragment,
  ProductVariantsQuery,
  ShipmentFieldsFragment,
  VariantFieldsFragment,
} from './generated';
import { fromGid, toGid } from './ids';

export interface ShopifyCommerceOptions extends ShopifyAdminOptions {
  /** How long cancelOrder waits for Shopify's cancel job, ms. Default 3000. */
  cancelJobWaitMs?: number;
}

/** Shopify's Admin API behind the Commerce interface, for one shop. */
export function createShopifyCommerce(options: ShopifyCommerceOptions): Commerce & { admin: ShopifyAdmin } {
  const admin = new ShopifyAdmin(options);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function customerWithDefault<T>(customerId: string, value: T & { id: string }): Promise<T & { isDefault: boolean }> {
    const data = await admin.request('CustomerDefaultAddress', { id: toGid('Customer', customerId) });
    return { ...value, isDefault: data.customer?.defaultAddress?.id === value.id };
  }

  /** The product with every variant: past the card's first 10, the rest is read 100 a page (ProductVariants). */
  async function allVariants(node: ProductFieldsFragment, currency: string): Promise<CommerceProduct> {
    const product = toProduct(node, currency);
    let cursor = node.variants.pageInfo.hasNextPage ? (node.variants.pageInfo.endCursor ?? null) : null;
    if (!cursor) return product;
    const variants = [...product.variants];
    while (cursor) {
      const data: ProductVariantsQuery = await admin.request('ProductVariants', { id: node.id, after: cursor });
      const page = data.product?.variants;
      if (!page) break; // deleted meanwhile: what was read stays, marked incomplete
      variants.push(...page.nodes.map((v) => toVariant(v, product.id, currency)));
      cursor = page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null;
    }
    return { ...product, variants, availableForSale: variants.some((v) => v.availableForSale), hasMoreVariants: cursor !== null };
  }

  return {
    admin,

    async products(refs: ProductRef[]): Promise<ProductLookup[]> {
      if (refs.length === 0) return [];
      const ids = refs.map((ref) => toGid(ref.type === 'variant' ? 'ProductVariant' : 'Product', ref.id));
      // nodes() answers in the order asked, null for unknown ids.
      const data = await admin.request('Products', { ids });
      const currency = data.shop.currencyCode;
      const found = refs.map(async (ref, i): Promise<ProductLookup[]> => {
        const node = data.nodes[i];
        if (!node) return [];
        if (node.__typename === 'Product' && ref.type === 'product') {
          return [{ ref, product: await allVariants(node as ProductFieldsFragment, currency), variant: null }];
        }
        if (node.__typename === 'ProductVariant' && ref.type === 'variant') {
          const variant = node as VariantFieldsFragment & { product: ProductFieldsFragment };
          const product = await allVariants(variant.product, currency);
          return [{ ref, product, variant: toVariant(variant, product.id, currency) }];
        }
        return [];
      });
      return (await Promise.all(found)).flat();
    },

    async productsPage(after?: string | null): Promise<ProductsPage> {
      const data = await admin.request('ProductsPage', { after: after ?? null });
      const currency = data.shop.currencyCode;
      return {
        products: await Promise.all(data.products.nodes.map((node) => allVariants(node, currency))),
        nextCursor: data.products.pageInfo.hasNextPage ? (data.products.pageInfo.endCursor ?? null) : null,
      };
    },

    async collectionsPage(after?: string | null): Promise<CollectionsPage> {
      const data = await admin.request('CollectionsPage', { after: after ?? null });
      return {
        collections: data.collections.nodes.map((c) => ({ id: fromGid(c.id), handle: c.handle, title: c.title })),
        nextCursor: data.collections.pageInfo.hasNextPage ? (data.collections.pageInfo.endCursor ?? null) : null,
      };
    },

    async customer(customerId) {
      const data = await admin.request('Customer', { id: toGid('Customer', customerId) });
      return data.customer ? toCustomer(data.customer) : null;
    },

    async customerByEmail(email) {
      const data = await admin.request('CustomerByEmail', { email });
      return data.customerByIdentifier ? toCustomer(data.customerByIdentifier) : null;
    },

    async createCustomer({ email, acceptsMarketing, firstName, lastName }) {
      const data = await admin.request('CustomerCreate', {
        input: {
          email,
          ...(firstName ? { firstName } : {}),
          ...(lastName ? { lastName } : {}),
          ...(acceptsMarketing ? { emailMarketingConsent: { marketingState: 'SUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN' } } : {}),
        },
      });
      const payload = data.customerCreate;
      refuseOnUserErrors('CustomerCreate', payload?.userErrors);
      return toCustomer(required(payload?.customer, 'CustomerCreate'));
    },

    async updateCustomer(customerId, update) {
      const input: { id: string; firstName?: string | null; lastName?: string | null; phone?: string | null } = { id: toGid('Customer', customerId) };
      if (update.firstName !== undefined) input.firstName = update.firstName;
      if (update.lastName !== undefined) input.lastName = update.lastName;
      if (update.phone !== undefined) input.phone = update.phone;
      const payload = (await admin.request('CustomerUpdate', { input })).customerUpdate;
      refuseOnUserErrors('CustomerUpdate', payload?.userErrors);
      return toCustomer(required(payload?.customer, 'CustomerUpdate'));
    },

    async setCustomerTags(customerId, tags) {
      const payload = (await admin.request('CustomerUpdate', { input: { id: toGid('Customer', customerId), tags } })).customerUpdate;
      refuseOnUserErrors('CustomerUpdate', payload?.userErrors);
      return required(payload?.customer, 'CustomerUpdate').tags;
    },

    async setEmailMarketing(customerId, subscribed) {
      const payload = (
        await admin.request('CustomerEmailMarketingConsentUpdate', {
          input: {
            customerId: toGid('Customer', customerId),
            emailMarketingConsent: subscribed
              ? { marketingState: 'SUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN' }
              : { marketingState: 'UNSUBSCRIBED' },
          },
        })
      ).customerEmailMarketingConsentUpdate;
      refuseOnUserErrors('CustomerEmailMarketingConsentUpdate', payload?.userErrors);
      return toCustomer(required(payload?.customer, 'CustomerEmailMarketingConsentUpdate'));
    },

    async createAddress(customerId, address, setAsDefault) {
      const payload = (
        await admin.request('CustomerAddressCreate', {
          customerId: toGid('Customer', customerId),
          address: addressInput(address),
          setAsDefault: setAsDefault ?? null,
        })
      ).customerAddressCreate;
      refuseOnUserErrors('CustomerAddressCreate', payload?.userErrors);
      const created = toAddress(required(payload?.address, 'CustomerAddressCreate'), false);
      return customerWithDefault(customerId, created);
    },

    async updateAddress(customerId, addressId, address, setAsDefault) {
      const payload = (
        await admin.request('CustomerAddressUpdate', {
          customerId: toGid('Customer', customerId),
          addressId,
          address: addressInput(address),
          setAsDefault: setAsDefault ?? null,
        })
      ).customerAddressUpdate;
      refuseOnUserErrors('CustomerAddressUpdate', payload?.userErrors);
      const updated = toAddress(required(payload?.address, 'CustomerAddressUpdate'), false);
      return customerWithDefault(customerId, updated);
    },

    async deleteAddress(customerId, addressId) {
      const payload = (await admin.request('CustomerAddressDelete', { customerId: toGid('Customer', customerId), addressId })).customerAddressDelete;
      refuseOnUserErrors('CustomerAddressDelete', payload?.userErrors);
    },

    async setDefaultAddress(customerId, addressId) {
      const payload = (await admin.request('CustomerUpdateDefaultAddress', { customerId: toGid('Customer', customerId), addressId }))
        .customerUpdateDefaultAddress;
      refuseOnUserErrors('CustomerUpdateDefaultAddress', payload?.userErrors);
      return toCustomer(required(payload?.customer, 'CustomerUpdateDefaultAddress'));
    },

    async orders(customerId, after): Promise<OrdersPage> {
      const data = await admin.request('CustomerOrders', { customerId: toGid('Customer', customerId), after: after ?? null });
      const connection = data.customer?.orders;
      if (!connection) return { orders: [], nextCursor: null };
      return {
        orders: connection.nodes.map((node) => toOrder(node)),
        nextCursor: connection.pageInfo.hasNextPage ? (connection.pageInfo.endCursor ?? null) : null,
      };
    },

    async order(orderId) {
      const data = await admin.request('Order', { id: toGid('Order', orderId) });
      return data.order ? toOrder(data.order) : null;
    },

    async cancelOrder(orderId, input: CancelOrderInput = {}): Promise<CancelResult> {
      const payload = (
        await admin.request('OrderCancel', {
          orderId: toGid('Order', orderId),
          reason: input.reason ?? 'CUSTOMER',
          refundMethod: input.refund === false ? null : { originalPaymentMethodsRefund: true },
          restock: input.restock ?? true,
          notifyCustomer: input.notifyCustomer ?? true,
          staffNote: input.staffNote ?? null,
        })
      ).orderCancel;
      refuseOnUserErrors('OrderCancel', payload?.orderCancelUserErrors);
      // The cancel runs as a job: poll it (a few hundred ms apart) before reading the order back.
      let done = payload?.job?.done ?? true;
      const jobId = payload?.job?.id;
      const deadline = Date.now() + (options.cancelJobWaitMs ?? 3000);
      while (!done && jobId && Date.now() < deadline) {
        await sleep(250);
        done = (await admin.request('Job', { id: jobId })).job?.done ?? true;
      }
      const data = await admin.request('Order', { id: toGid('Order', orderId) });
      return { order: data.order ? toOrder(data.order) : null, done };
    },

    async storeCredit(customerId): Promise<StoreCredit> {
      const data = await admin.request('StoreCredit', {
        customerId: toGid('Customer', customerId),
        giftCardQuery: `customer_id:${fromGid(toGid('Customer', customerId))} status:enabled`,
      });
      return {
        accounts: (data.customer?.storeCreditAccounts.nodes ?? []).map((a) => ({ id: fromGid(a.id), balance: money(a.balance) })),
        giftCards: data.giftCards.nodes.map((g) => ({ id: fromGid(g.id), balance: money(g.balance), expiresOn: g.expiresOn ?? null, lastCharacters: g.lastCharacters })),
      };
    },

    async amountSpent(customerId) {
      const data = await admin.request('CustomerAmountSpent', { id: toGid('Customer', customerId) });
      return data.customer ? money(data.customer.amountSpent) : null;
    },
  };
}

export type { QueryCost, OperationName };

function refuseOnUserErrors(operation: string, errors: readonly { field?: readonly string[] | null; message: string; code?: string | null }[] | null | undefined): void {
  if (!errors?.length) return;
  const entries: UserErrorEntry[] = errors.map((e) => ({ field: e.field ? [...e.field] : null, message: e.message, code: e.code ?? null }));
  throw new CommerceUserError(operation, entries);
}

function required<T>(value: T | null | undefined, operation: string): T {
  if (value === null || value === undefined) throw new CommerceError(`${operation}: Shopify answered without the object and without userErrors`, 'no_data');
  return value;
}

const money = (m: MoneyFieldsFragment): Money => ({ amount: m.amount, currencyCode: m.currencyCode });

function toVariant(v: VariantFieldsFragment, productId: string, currency: string): CommerceVariant {
  return {
    id: fromGid(v.id),
    productId,
    title: v.title,
    price: { amount: v.price, currencyCode: currency },
    compareAtPrice: v.compareAtPrice ? { amount: v.compareAtPrice, currencyCode: currency } : null,
    availableForSale: v.availableForSale,
    selectedOptions: v.selectedOptions.map((o) => ({ name: o.name, value: o.value })),
  };
}

function toProduct(p: ProductFieldsFragment, currency: string): CommerceProduct {
  const id = fromGid(p.id);
  const variants = p.variants.nodes.map((v) => toVariant(v, id, currency));
  const media = p.featuredMedia as { image?: { url: string } | null } | null;
  return {
    id,
    title: p.title,
    handle: p.handle,
    vendor: p.vendor,
    imageUrl: media?.image?.url ?? null,
    onlineStoreUrl: p.onlineStoreUrl ?? null,
    minPrice: money(p.priceRangeV2.minVariantPrice),
    maxPrice: money(p.priceRangeV2.maxVariantPrice),
    compareAtPrice: p.compareAtPriceRange && Number(p.compareAtPriceRange.minVariantCompareAtPrice.amount) > 0 ? money(p.compareAtPriceRange.minVariantCompareAtPrice) : null,
    availableForSale: variants.some((v) => v.availableForSale),
    options: p.options.map((o) => ({ name: o.name, values: [...o.values] })),
    variants,
    hasMoreVariants: p.variants.pageInfo.hasNextPage,
  };
}

function toAddress(a: AddressFieldsFragment, isDefault: boolean): Address {
  return {
    id: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    countryCode: a.countryCodeV2,
    country: a.country,
    provinceCode: a.provinceCode,
    province: a.province,
    zip: a.zip,
    phone: a.phone,
    company: a.company,
    isDefault,
  };
}

function addressInput(address: AddressInput): MailingAddressInput {
  const input: MailingAddressInput = {};
  for (const key of ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'provinceCode', 'zip', 'phone'] as const) {
    if (address[key] !== undefined) input[key] = address[key];
  }
  if (address.countryCode !== undefined) input.countryCode = address.countryCode as CountryCode | null;
  return input;
}

function toCustomer(c: CustomerFieldsFragment): Customer {
  const defaultId = c.defaultAddress?.id ?? null;
  const marketing = (c.defaultEmailAddress?.marketingState ?? null) as EmailMarketingState | null;
  return {
    id: fromGid(c.id),
    email: c.defaultEmailAddress?.emailAddress ?? null,
    firstName: c.firstName,
    lastName: c.lastName,
    phone: c.defaultPhoneNumber?.phoneNumber ?? null,
    tags: [...c.tags],
    emailMarketing: marketing,
    acceptsMarketing: marketing === 'SUBSCRIBED',
    defaultAddressId: defaultId,
    addresses: c.addressesV2.nodes.map((a) => toAddress(a, a.id === defaultId)),
    hasMoreAddresses: c.addressesV2.pageInfo.hasNextPage,
  };
}

function toShipment(fulfillments: readonly ShipmentFieldsFragment[]): Order['latestShipment'] {
  // Shopify lists fulfillments oldest first; the newest one is the order's current shipment.
  const latest = fulfillments.at(-1);
  if (!latest) return null;
  const tracking = latest.trackingInfo[0];
  return {
    displayStatus: latest.displayStatus ?? null,
    estimatedDeliveryAt: latest.estimatedDeliveryAt ?? null,
    deliveredAt: latest.deliveredAt ?? null,
    carrier: tracking?.company ?? null,
    trackingNumber: tracking?.number ?? null,
    trackingUrl: tracking?.url ?? null,
  };
}

function toLine(line: LineItemFieldsFragment): Order['lines'][number] {
  return {
    id: fromGid(line.id),
    productId: line.product ? fromGid(line.product.id) : null,
    variantId: line.variant ? fromGid(line.variant.id) : null,
    title: line.title,
    variantTitle: line.variantTitle ?? null,
    quantity: line.quantity,
    unitPrice: money(line.originalUnitPriceSet.shopMoney),
    imageUrl: line.image?.url ?? null,
    productHandle: line.product?.handle ?? null,
    availableForSale: line.variant ? line.variant.availableForSale : null,
  };
}

function toOrder(o: OrderFieldsFragment & { lineItems: { nodes: LineItemFieldsFragment[]; pageInfo: { hasNextPage: boolean } } }): Order {
  const shipping = o.shippingAddress ? toAddress(o.shippingAddress, false) : null;
  return {
    id: fromGid(o.id),
    name: o.name,
    customerId: o.customer ? fromGid(o.customer.id) : null,
    processedAt: o.processedAt,
    cancelledAt: o.cancelledAt ?? null,
    financialStatus: o.displayFinancialStatus ?? null,
    fulfillmentStatus: o.displayFulfillmentStatus,
    subtotal: o.subtotalPriceSet ? money(o.subtotalPriceSet.shopMoney) : null,
    total: money(o.totalPriceSet.shopMoney),
    shipping: money(o.totalShippingPriceSet.shopMoney),
    statusPageUrl: o.statusPageUrl,
    lines: o.lineItems.nodes.map(toLine),
    hasMoreLines: o.lineItems.pageInfo.hasNextPage,
    lineQuantity: o.subtotalLineItemsQuantity,
    latestShipment: toShipment(o.fulfillments),
    shippingAddress: shipping ? (({ id: _id, isDefault: _d, ...rest }) => rest)(shipping) : null,
  };
}
