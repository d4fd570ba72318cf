// The Liquid objects Shopify would hand the extension's blocks on a devstore page (shop, customer, product,
// collection, request, localization, theme, app), built from the devstore's shop row and catalog, and the
// app-owned metafields the app keeps in sync with a shop's settings (app.metafields.status.*).
import type { Product, Shop } from '../../catalog/index.ts';
import { publicSettings, visibleContent } from '../../../server/public-settings.ts';
import type { StorefrontConfig } from '../context.ts';
import { languageOf } from '../i18n.ts';
import type { PageCustomer } from '../init-data.ts';
import { MetafieldDrop, type LiquidObjects } from './liquid.ts';
import { FONT_STACKS, pageTheme } from '../../../runtime/dom/look.ts';

/** What the app writes into its metafield `status.config` (JSON) whenever a merchant saves settings. */
export interface AppConfigMetafield {
  guest: { settings: Record<string, unknown>; content: unknown[] };
  customer: { settings: Record<string, unknown>; content: unknown[] };
  theme: unknown;
  /** The look's font stacks by name, for the app embed's font setting (runtime/dom/look.ts). */
  fonts: Record<string, string>;
  api_base_url: string;
  firebase: { apiKey: string; projectId: string; emulatorUrl?: string };
  currency_multiplier: number;
}

const groupActive = (shop: Shop, group: string) =>
  (shop.settings as Record<string, { isActive?: unknown } | undefined>)[group]?.isActive === true;

/**
 * The app's metafields for a shop. Public values only: publicSettings strips every writeOnly setting (secrets)
 * and login-only content is only in the `customer` copy, which the embed prints only for a logged-in customer.
 */
export function appMetafields(config: StorefrontConfig, shop: Shop): Record<string, MetafieldDrop> {
  const audience = (customer: boolean) => ({
    settings: publicSettings(shop.settings, { customer }),
    content: visibleContent((shop.settings as { content?: unknown }).content, { customer }),
  });
  const value: AppConfigMetafield = {
    guest: audience(false),
    customer: audience(true),
    theme: pageTheme(shop.theme, (shop.settings as { look?: unknown }).look),
    fonts: FONT_STACKS,
    api_base_url: config.apiUrl,
    firebase: { apiKey: 'demo-api-key', projectId: config.projectId, emulatorUrl: `http://${config.authEmulatorHost}` },
    currency_multiplier: shop.currencyMultiplier,
  };
  return {
    config: new MetafieldDrop(value),
    // Booleans the blocks' available_if and conditions read (favorites elements only with the wishlist on).
    wishlist_active: new MetafieldDrop(groupActive(shop, 'wishlist')),
    saved_active: new MetafieldDrop(groupActive(shop, 'saved')),
  };
}

export interface PageObjectsInput {
  shop: Shop;
  customer: PageCustomer | null;
  /** Shopify's request.page_type: index, product, collection, cart, page, policy, customers/account, 404 … */
  pageType: string;
  path: string;
  product?: { product: Product; selectedVariantId: number } | null;
  collection?: { id: number; title: string; handle: string } | null;
  sharePreview: boolean;
}

export function liquidObjects(config: StorefrontConfig, input: PageObjectsInput): LiquidObjects {
  const { shop, customer } = input;
  return {
    shop: { permanent_domain: `${shop.shopId}.myshopify.com`, name: shop.name },
    customer: customer
      ? {
          id: customer.customerId,
          email: customer.email,
          first_name: customer.firstName ?? null,
          metafields: { status: { personalizations: new MetafieldDrop(customer.personalizations ?? {}) } },
        }
      : null,
    product: input.product
      ? {
          id: input.product.product.id,
          title: input.product.product.title,
          handle: input.product.product.handle,
          selected_or_first_available_variant: { id: input.product.selectedVariantId },
        }
      : null,
    collection: input.collection ?? null,
    request: { page_type: input.pageType, path: input.path, design_mode: false, locale: { iso_code: languageOf(shop.locale) } },
    localization: { country: { iso_code: shop.countryCode, currency: { iso_code: shop.currency } } },
    theme: { role: input.sharePreview ? 'unpublished' : 'main' },
    app: { metafields: { status: appMetafields(config, shop) } },
  };
}
