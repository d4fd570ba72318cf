// The theme's drawers close when the panel opens, and nothing else on the page changes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRuntime } from '../../runtime/testing/runtime.ts';
import { shopifyThemePlugin } from './index.ts';

class CartDrawer extends HTMLElement {
  close = vi.fn(() => this.classList.remove('active'));
}
customElements.define('cart-drawer', CartDrawer);

afterEach(() => void (document.body.innerHTML = ''));

describe('shopify theme drawers', () => {
  it('closes the cart drawer and the open menu drawer on open, and leaves other toggles alone', async () => {
    document.body.innerHTML = `
      <header-drawer><details open id="menu"><summary>Menu</summary></details></header-drawer>
      <cart-drawer class="active"></cart-drawer>
      <main><details open id="faq"><summary>Shipping?</summary></details></main>`;
    const runtime = createTestRuntime({ plugins: [shopifyThemePlugin] });
    await runtime.start();
    const drawer = document.querySelector('cart-drawer') as CartDrawer;
    expect(drawer.close).not.toHaveBeenCalled();
    runtime.open('#status');
    expect(drawer.close).toHaveBeenCalledTimes(1);
    expect(drawer.classList.contains('active')).toBe(false);
    expect(document.getElementById('menu')!.hasAttribute('open')).toBe(false);
    expect(document.getElementById('faq')!.hasAttribute('open')).toBe(true);
  });
});
