// The one page layout every storefront page shares: head with the widget's init data and script, a header
// (shop name, nav, cart, account icon that opens the widget), main, and a footer with policies and shops.
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { InitData } from '../../runtime/loader/contract.ts';
import { accountIcon, cartIcon } from './icons.ts';
import { languageOf, type Messages } from './i18n.ts';
import { ELEMENTS_STYLE_ID, elementsReserveCss } from '../../runtime/loader/element-styles.ts';
import { STOREFRONT_CSS } from './styles.ts';

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export interface LayoutProps {
  title: string;
  shopName: string;
  locale: string;
  t: Messages;
  /** null on pages that must not load the widget (none today; kept for error pages). */
  initData: InitData | null;
  cartCount: number;
  collections: readonly { handle: string; title: string }[];
  shops: readonly { shopId: string; name: string }[];
  currentShopId: string;
  sharePreview: boolean;
  /** False: no init data and no loader script (`?widget=off`); the rest of the page is the same. */
  widgetScript?: boolean;
  /** Served under a strict CSP (`?csp=strict`): init data as JSON the loader reads, no inline script. */
  strictCsp?: boolean;
  body: Html;
}

/** JSON for an inline script: `<` escaped so no value can close the script element. */
export function scriptJson(value: unknown): HtmlEscapedString {
  return raw(JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029'));
}

/** The favorites elements show only when the shop's wishlist is on (SPEC §6); the page leaves them out otherwise. */
export function wishlistActive(initData: InitData | null): boolean {
  return (initData?.settings?.wishlist as { isActive?: unknown } | undefined)?.isActive === true;
}

export function layout(p: LayoutProps): Html {
  const { t } = p;
  return html`<!doctype html>
<html lang="${languageOf(p.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${p.title} – ${p.shopName}</title>
<link rel="icon" href="data:,">
<style>${raw(STOREFRONT_CSS)}</style>
${p.initData ? html`<style id="${ELEMENTS_STYLE_ID}">${raw(elementsReserveCss())}</style>` : ''}
${p.initData && p.widgetScript !== false ? html`${p.strictCsp
    ? html`<script type="application/json" id="status-init-data">${scriptJson(p.initData)}</script>`
    : html`<script>window.StatusInitData = ${scriptJson(p.initData)};</script>`}
<script src="/status/status.js" defer></script>` : ''}
</head>
<body>
<a class="skip-link" href="#main-content">${t.skip}</a>
${p.sharePreview ? html`<p class="preview-banner">${t.previewNotice}</p>` : ''}
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
    ${wishlistActive(p.initData) ? html`<status-saved-items-link></status-saved-items-link>` : ''}
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
</body>
</html>`;
}
