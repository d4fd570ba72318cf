// A guest's login card in the loader's frame (frame-login.ts): the login section's markup and texts, what the
// shop's settings change in it, and a submit that waits for the panel.
import { drawLogin } from './frame-login.ts';

function frame(): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute('data-status-frame', '1');
  root.innerHTML = '<div class="status-page"><div class="status-skeleton"></div></div>';
  document.body.replaceChildren(root);
  return root;
}

describe("the frame's login card", () => {
  it("is the login section's: heading, text, a labelled e-mail field and the code button, first in the page", () => {
    const root = frame();
    drawLogin(root, { shopId: 'shop-1' }, '#status');
    // First in the page, in the one element the panel moves into its own page when it opens.
    const card = root.querySelector('.status-page > .status-frame-card:first-child > section.status-card[data-section="login"]')!;
    expect(root.querySelector('.status-page section')).toBe(card);
    expect(card.querySelector(`#${card.getAttribute('aria-labelledby')}`)?.textContent).toBe('Sign in');
    expect(card.querySelector('p.status-muted')?.textContent).toBe('Sign in to see your orders and keep your saved items and favorites on every device.');
    const input = card.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(input.type).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(card.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Email');
    expect(card.querySelector('button[type="submit"]')?.textContent).toBe('Get login code');
    expect(card.querySelector('input[type="checkbox"]')).toBeNull();
    expect(root.querySelector('style')?.textContent).toContain('.status-login-input');
    // Google's row, as the form draws it below the form (so nothing moves when the form takes over), not yet usable.
    expect(card.querySelector('form + p.status-login-divider')?.textContent).toBe('or');
    const google = card.querySelector('p.status-login-divider + button')!;
    expect(google.textContent).toBe('Sign in with Google');
    expect(google.getAttribute('aria-disabled')).toBe('true');
    // Drawn with the form's own rules: the divider's lines, the button's busy look.
    expect(root.querySelector('style')?.textContent).toContain('.status-login-divider::before');
    expect(root.querySelector('style')?.textContent).toContain('.status-login .status-button[aria-disabled="true"]');
  });

  it("draws no Google row when the shop turned Google off, or in a browser where its popup cannot work", () => {
    drawLogin(frame(), { shopId: 'shop-1', settings: { signInMethods: { isActive: true, google: false } } }, '#status');
    expect(document.querySelector('.status-login-divider')).toBeNull();
    const agent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Version/17.2 Mobile/15E148 Safari/604.1');
    try {
      drawLogin(frame(), { shopId: 'shop-1' }, '#status');
      expect(document.querySelector('.status-login-divider')).toBeNull();
      expect(document.querySelectorAll('button')).toHaveLength(1);
    } finally {
      agent.mockRestore();
    }
  });

  it("follows the shop's settings: the magic link's button, the opt-in checked by default", () => {
    const root = frame();
    drawLogin(root, { shopId: 'shop-1', settings: { authMethod: { method: 'magicLink' }, acceptsMarketingToggle: { isActive: true, enabledByDefault: true } } }, '#status');
    expect(root.querySelector('button[type="submit"]')?.textContent).toBe('Get login link');
    const box = root.querySelector<HTMLInputElement>('input[type="checkbox"][name="acceptsMarketing"]')!;
    expect(box.checked).toBe(true);
    expect(root.querySelector(`label[for="${box.id}"]`)?.textContent).toBe('Email me with news and offers');
    expect(root.querySelector('.status-login-legal')).toBeNull(); // the opt-in replaces the privacy line
  });

  it('draws the privacy line where the form has it, its words not yet links', () => {
    const root = frame();
    drawLogin(root, { shopId: 'shop-1', settings: { privacyPolicy: { isActive: true } } }, '#status');
    const legal = root.querySelector('.status-login > .status-login-legal:last-child')!;
    expect(legal.textContent).toBe('By signing in, you agree to our Terms of Service and Privacy Policy.');
    expect(legal.querySelector('a')).toBeNull();
  });

  it("names the frame's dialog by the tab's heading, in the page's language", () => {
    const root = frame();
    root.insertAdjacentHTML('afterbegin', '<div class="status-panel" role="dialog"><h1 class="status-heading"></h1></div>');
    drawLogin(root, { shopId: 'shop-1', locale: { language: 'de' } }, '#status-orders');
    const heading = root.querySelector('.status-heading')!;
    expect(heading.textContent).toBe('Bestellungen');
    expect(root.querySelector('[role="dialog"]')?.getAttribute('aria-labelledby')).toBe(heading.id);
  });

  it('keeps a submit for the panel, and gives what the shopper did to the form that takes it over', () => {
    const root = frame();
    drawLogin(root, { shopId: 'shop-1', settings: { acceptsMarketingToggle: { isActive: true } } }, '#status');
    const form = root.querySelector('form')!;
    form.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'jane@example.com';
    const submit = new Event('submit', { cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const taken = vi.fn();
    root.addEventListener('status-frame-taken', taken);
    const state = { values: {}, submitted: false };
    form.dispatchEvent(new CustomEvent('status-frame-take', { detail: state }));
    expect(state).toEqual({ values: { email: 'jane@example.com', acceptsMarketing: false }, submitted: true });
    expect(form.hasAttribute('data-taken')).toBe(true);
    expect(taken).toHaveBeenCalledTimes(1);
  });

  it('moves focus to the same control of the form that takes it over: button to button, field to field', () => {
    // The panel's form as LoginForm draws it: its controls in the card's order, marked as taken over from the start.
    const panel = document.createElement('div');
    panel.innerHTML = `<div class="status-login"><form data-frame-form="login" data-taken=""><input name="email" type="email">
      <input name="acceptsMarketing" type="checkbox"><button type="submit">Get login code</button></form>
      <p class="status-login-divider">or</p><button type="button">Sign in with Google</button></div>`;
    /** Focuses `selector` in a fresh card, lets the panel's form take the card over, and says where focus went. */
    const handedOver = (selector: string): Element | null => {
      const root = frame();
      drawLogin(root, { shopId: 'shop-1', settings: { acceptsMarketingToggle: { isActive: true } } }, '#status');
      document.body.append(panel);
      root.querySelector<HTMLElement>(selector)!.focus();
      root.querySelector('form')!.dispatchEvent(new CustomEvent('status-frame-take', { detail: { values: {}, submitted: false } }));
      return document.activeElement;
    };
    expect(handedOver('button[type="submit"]')).toBe(panel.querySelector('button[type="submit"]'));
    expect(handedOver('p.status-login-divider + button')).toBe(panel.querySelector('p.status-login-divider + button'));
    // A field's focus goes straight to the form's same field (a phone's keyboard stays up), the opt-in's too.
    expect(handedOver('input[name="acceptsMarketing"]')).toBe(panel.querySelector('input[name="acceptsMarketing"]'));
    expect(handedOver('input[name="email"]')).toBe(panel.querySelector('input[name="email"]'));
  });
});
