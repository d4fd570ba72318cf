// window.StatusInitData for a storefront page, as a value (runtime/loader/contract.ts InitData),
// pointed at the devstore's API and auth emulator. Pages print it from the theme app extension's Liquid
// (shopify/extensions/status-theme/blocks/status-embed.liquid); this is the reference that output is checked
// against (theme/extension.test.ts).
import type { InitData } from '../../runtime/dom/contract.ts';
import type { Shop } from '../catalog/index.ts';
import { publicSettings, visibleContent } from '../../server/public-settings.ts';
import type { StorefrontConfig } from './context.ts';
import { languageOf } from './i18n.ts';
import { pageTheme } from '../../runtime/dom/look.ts';

export interface PageCustomer {
  customerId: string;
  email: string;
  firstName?: string | null;
  personalizations?: Record<string, unknown>;
}

export interface InitDataInput {
  shop: Shop;
  customer: PageCustomer | null;
  page?: { productId?: number | null; collectionId?: number | null };
  sharePreview: boolean;
}

export function buildInitData(config: StorefrontConfig, input: InitDataInput): InitData {
  const { shop, customer } = input;
  // Printed into every page: no secret (writeOnly settings), and login-only content only when the page has a
  // logged-in customer. The API's init-user answers with the same function.
  const audience = { customer: customer !== null };
  return {
    shopId: shop.shopId,
    customerId: customer?.customerId ?? null,
    customer: customer
      ? {
          customerId: customer.customerId,
          email: customer.email,
          ...(customer.firstName ? { firstName: customer.firstName } : {}),
          personalizations: customer.personalizations ?? {},
        }
      : null,
    shopifyDomain: `${shop.shopId}.myshopify.com`,
    page: { productId: input.page?.productId ?? null, collectionId: input.page?.collectionId ?? null },
    locale: {
      language: languageOf(shop.locale),
      countryCode: shop.countryCode,
      currency: shop.currency,
      currencyMultiplier: shop.currencyMultiplier,
    },
    settings: publicSettings(shop.settings, audience),
    theme: pageTheme(shop.theme, (shop.settings as { look?: unknown }).look) as InitData['theme'],
    content: visibleContent((shop.settings as { content?: unknown }).content, audience),
    apiBaseUrl: config.apiUrl,
    firebase: {
      apiKey: 'demo-api-key',
      projectId: config.projectId,
      emulatorUrl: `http://${config.authEmulatorHost}`,
    },
    sharePreview: input.sharePreview,
  };
}
