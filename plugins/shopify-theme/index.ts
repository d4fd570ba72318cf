// Closes the store theme's drawers when the panel opens,
// so a cart or menu drawer never sits over or under the panel. It knows the drawers of Shopify's
// Online Store 2.0 themes (Dawn and the themes built on it): their custom elements expose `close()`, and the
// menu drawers are `<details>` toggles. Other themes can listen to the `status:open` event instead.
import { definePlugin } from '../../runtime/public.ts';

/** Drawer elements with a `close()` method (Dawn: cart drawer, cart notification, search and other modals). */
const CLOSABLE = ['cart-drawer', 'cart-notification', 'details-modal', 'modal-dialog'];
/** Drawers that are open `<details>` toggles (Dawn's mobile menu, its header drawer and menu dropdowns). */
const DETAILS = ['menu-drawer details[open]', 'header-drawer details[open]', 'header-menu details[open]'];

type Closable = Element & { close?: () => void };

export function closeThemeDrawers(doc: Document): void {
  for (const element of doc.querySelectorAll<Closable>(CLOSABLE.join(','))) {
    if (typeof element.close === 'function') element.close();
  }
  for (const details of doc.querySelectorAll(DETAILS.join(','))) details.removeAttribute('open');
}

export const shopifyThemePlugin = definePlugin({
  apiVersion: 1,
  id: 'shopify-theme',
  name: 'Shopify theme drawers',
  version: '1.0.0',
  provider: 'Status',
  description: "Closes the theme's cart and menu drawers when the panel opens, so they never cover it.",
  hooks: ['open'],
  // A few lines: shipped inline rather than as a chunk of its own.
  setup(ctx) {
    ctx.hooks.open.tap(() => closeThemeDrawers(document));
  },
});
