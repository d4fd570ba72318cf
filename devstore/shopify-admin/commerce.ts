// Each devstore shop's Commerce over the running stand-in, for startApi's `commerce` option (the devstore and
// the API tests): Shopify's own client, the shop's myshopify domain and its stand-in token, the stand-in's fetch.
import { createShopifyCommerce } from '../../server/commerce/shopify/commerce';
import type { CommerceForShop } from '../../server/commerce/types';
import { type RunningShopifyAdmin, shopDomain } from './server';

export function standInCommerce(admin: RunningShopifyAdmin): CommerceForShop {
  return ({ shopId }) => createShopifyCommerce({ shopDomain: shopDomain(shopId), accessToken: admin.accessToken(shopId), fetch: admin.fetch });
}
