// The one page layout every storefront page shares: head with the app embed's output (init data, script), a header
// (shop name, nav, cart, account icon that opens the widget), main, and a footer with policies and shops.
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { accountIcon, cartIcon } from './icons.ts';
import { languageOf, type Messages } from './i18n.ts';
import { STOREFRONT_CSS } from './styles.ts';
import { consentBanner, customerPrivacyScript } from './customer-privacy.ts';

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export interface LayoutProps {
  title: string;
  shopName: string;
  locale: string;
  t: Messages;
  /**
   * The app embed's output for <head> (init data, the elements' reserved sizes, status.js), rendered from
   * shopify/extensions/status-theme/blocks/status-embed.liquid; '' prints nothing of the widget.
   */
  appEmbed: string;
  /** The app blocks the theme's header holds (the saved-items link), from the extension's Liquid. */
  headerAppBlocks: string;
  cartCount: number;
  collections: readonly { handle: string; title: string }[];
  shops: readonly { shopId: string; name: string }[];
  currentShopId: string;
  sharePreview: boolean;
  /** The shop's country requires consent: Shopify's Customer Privacy API stand-in and its banner (customer-privacy.ts). */
  consentRequired: boolean;
  body: Html;
}

/** JSON for an inline script: `<` escaped so no value can close the script element. */
export function scriptJson(value: unknown): HtmlEscapedString {
  return raw(JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029'));
}

// Rendering waits until the header is parsed (`<link rel="expect" blocking="render">`, up to <main>): a first
// frame drawn mid-header showed the header's actions one item wide, and the rest arriving shifted them (CLS
// ~0.006, in ~1 of 30 phone loads without the widget and ~3 of 30 with it: Lighthouse's "CLS added" row
// caught it now and then). Browsers without render-blocking `expect` links ignore it.
export function layout(p: LayoutProps): Html {
  const { t } = p;
  return html`<!doctype html>
<html lang="${languageOf(p.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${p.title} – ${p.shopName}</title>
<link rel="icon" href="data:,">
<link rel="expect" href="#main-content" blocking="render">
<style>${raw(STOREFRONT_CSS)}</style>
${p.consentRequired ? customerPrivacyScript : ''}
${raw(p.appEmbed)}
</head>
<body>
<a class="skip-link" href="#main-content">${t.skip}</a>
${p.sharePreview ? html`<aside class="preview-banner">${t.previewNotice}</aside>` : ''}
<header class="site-header">
  <a class="brand" href="/">${p.shopName}</a>
  <nav class="site-nav" aria-label="${t.mainNav}">
    <ul>
      <li><a href="/">${t.home}</a></li>
      ${p.collections.map((c) => html`<li><a href="/collections/${c.handle}">${c.title}</a></li>`)}
    </ul>
  </nav>
  <div class="header-actions">
    <a href="/cart" class="cart-link">${cartIcon}<span>${t.cart}</span> <span class="cart-count" data-cart-count>(${p.cartCount})</span></a>
    ${raw(p.headerAppBlocks)}
    <a href="#status" aria-label="Account" class="account-link">${accountIcon}</a>
  </div>
</header>
<main id="main-content" tabindex="-1">
${p.body}
</main>
<footer class="site-footer">
  <nav aria-label="${t.policiesNav}">
    <ul>
      <li><a href="/policies/privacy-policy">${t.privacy}</a></li>
      <li><a href="/policies/terms-of-service">${t.terms}</a></li>
      <li><a href="/account">${t.account}</a></li>
    </ul>
  </nav>
  <nav aria-label="${t.shopsNav}">
    <ul>
      ${p.shops.map((s) => html`<li><a href="/?shop=${s.shopId}"${s.shopId === p.currentShopId ? raw(' aria-current="true"') : ''}>${s.name}</a></li>`)}
    </ul>
  </nav>
</footer>
${p.consentRequired ? consentBanner(t) : ''}
</body>
</html>`;
}
