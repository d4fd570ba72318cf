// The devstore theme's app settings, as a Shopify theme stores them: whether the app embed is on and its
// settings (config/settings_data.json), and which app blocks a merchant placed where, with their settings
// (templates/*.json, sections/header-group.json). Areas are the theme's sections that accept app blocks.
import type { AppBlockType } from './liquid.ts';

export type ThemeArea =
  | 'header'
  | 'index.login'
  | 'index.footer'
  | 'product.buy-buttons'
  | 'product.info'
  | 'product.footer'
  | 'cart.footer';

export interface AppBlockPlacement {
  type: AppBlockType;
  /** Block settings by schema id (shopify/extensions/status-theme/blocks/<type>.liquid); the rest default. */
  settings?: Record<string, unknown>;
}

export interface ThemeConfig {
  appEmbed: { enabled: boolean; settings?: Record<string, unknown> };
  blocks: Record<ThemeArea, AppBlockPlacement[]>;
}

export const defaultTheme: ThemeConfig = {
  appEmbed: { enabled: true },
  blocks: {
    header: [{ type: 'saved-items-link' }],
    'index.login': [{ type: 'login-block' }],
    // Popular today at the end of the home page: it appears only with products, below the fold.
    'index.footer': [{ type: 'collection-strip', settings: { type: 'popularToday', product_amount: 6, show_titles: true, wishlist_button: true } }],
    // One favorite control on a product page: the heart beside Add to cart (a save button there too would do
    // the same thing under another look; docs/theme-elements.md).
    'product.buy-buttons': [{ type: 'favorite-toggle' }],
    'product.info': [],
    'product.footer': [{ type: 'collection-strip', settings: { type: 'recentlyViewed', show_titles: true } }],
    'cart.footer': [{ type: 'collection-strip', settings: { type: 'wishlist', product_amount: 4, show_titles: true, wishlist_button: true, hide_if_empty: true } }],
  },
};

/** The default theme with some areas' blocks replaced (tests: a merchant's changes in the theme editor). */
export function themeWith(blocks: Partial<ThemeConfig['blocks']>, appEmbed?: ThemeConfig['appEmbed']): ThemeConfig {
  return { appEmbed: appEmbed ?? defaultTheme.appEmbed, blocks: { ...defaultTheme.blocks, ...blocks } };
}
