import type { HostWindow } from '../dom/host-window';
import { ME_BUTTON_CLASS } from './me-button';
import { createFakePanel, EXTRAS_URL, resetPage, settle, SHOP, startLoader } from '../testing/loader';

const win = window as HostWindow;
const meButton = () => document.querySelector<HTMLAnchorElement>(`.${ME_BUTTON_CLASS}`);

async function start(meButtonSettings: Record<string, unknown> | undefined, extra: Record<string, unknown> = {}) {
  resetPage('/products/aurora-jacket');
  win.StatusInitData = { ...SHOP, ...extra, settings: { ...(meButtonSettings ? { meButton: meButtonSettings } : {}) } };
  const panel = createFakePanel();
  const started = startLoader(panel);
  await started.extras();
  return { panel, stop: started.stop, extrasImports: started.extrasImports };
}

describe('me button', () => {
  let stop: () => void = () => {};
  afterEach(() => {
    stop();
    meButton()?.parentElement?.remove();
  });

  it('is not there unless the meButton group is active; only then is its chunk downloaded', async () => {
    let extrasImports: string[];
    ({ stop, extrasImports } = await start(undefined));
    expect(meButton()).toBeNull();
    expect(extrasImports).toEqual([]);
    stop();
    ({ stop, extrasImports } = await start({ isActive: false }));
    expect(meButton()).toBeNull();
    expect(extrasImports).toEqual([]);
    stop();
    ({ stop, extrasImports } = await start({ isActive: true }));
    expect(meButton()).not.toBeNull();
    expect(extrasImports).toEqual([EXTRAS_URL]);
  });

  it('an icon button with an accessible name at its placement; a tap opens the panel', async () => {
    let panel;
    ({ stop, panel } = await start({ isActive: true, placement: 'top-left' }));
    const button = meButton()!;
    expect(button.getAttribute('aria-label')).toBe('My account');
    expect(button.dataset.placement).toBe('top-left');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    // In a landmark of its own, so a screen reader's list of landmarks finds it.
    expect(button.parentElement?.localName).toBe('nav');
    expect(button.parentElement?.getAttribute('aria-label')).toBe('My account');
    button.click();
    await settle();
    expect(panel.calls).toEqual(['open #status']);
  });

  it('text display: the merchant text, else the translated default', async () => {
    ({ stop } = await start({ isActive: true, display: 'text', text: 'Mein Bereich' }));
    expect(meButton()!.textContent).toBe('Mein Bereich');
    stop();
    meButton()?.parentElement?.remove();
    ({ stop } = await start({ isActive: true, display: 'text' }, { locale: { language: 'de' } }));
    expect(meButton()!.textContent).toBe('Mein Konto');
  });

  it("a page's locale that is not what it should be: the English name, and the button still shows", async () => {
    for (const locale of ['de', { language: 7 }, null]) {
      ({ stop } = await start({ isActive: true }, { locale }));
      expect(meButton()!.getAttribute('aria-label')).toBe('My account');
      stop();
      meButton()?.parentElement?.remove();
    }
  });

  it('loggedInOnly: hidden for a guest, shown once the panel signs them in, gone on logout; shown for a known customer', async () => {
    ({ stop } = await start({ isActive: true, loggedInOnly: true }));
    expect(meButton()).toBeNull();
    window.dispatchEvent(new CustomEvent('status:login', { detail: { customerId: null, email: 'a@b.c' } }));
    expect(meButton()).toBeNull(); // an identity without a shop customer is not "signed in" yet
    window.dispatchEvent(new CustomEvent('status:login', { detail: { customerId: '42', email: 'a@b.c' } }));
    expect(meButton()).not.toBeNull();
    window.dispatchEvent(new CustomEvent('status:logout', { detail: {} }));
    expect(meButton()).toBeNull();
    expect(document.querySelector('nav[aria-label="My account"]')).toBeNull(); // its landmark went with it
    stop();
    ({ stop } = await start({ isActive: true, loggedInOnly: true }, { customer: { customerId: '42', email: 'a@b.c' } }));
    expect(meButton()).not.toBeNull();
  });
});
