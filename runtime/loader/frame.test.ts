// The loader's frame (frame.ts): drawn in the click's task when the panel chunk is not there yet, in the
// widget's shadow root with the shell's frame stylesheet; its close button cancels the open; a failed chunk
// removes it; a panel that opened removes any frame left.
import { HOST_ELEMENT_ID } from './panel';
import type { HostWindow } from '../dom/host-window';
import type { PanelModule } from '../dom/contract';
import { createFakePanel, type FakePanel, PANEL_URL, resetPage, settle, SHOP, startLoader } from '../testing/loader';

const win = window as HostWindow;

function click(href = '#status'): HTMLAnchorElement {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  document.body.append(a);
  a.focus();
  window.addEventListener('click', (e) => e.preventDefault(), { once: true });
  a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  return a;
}

const shadow = () => document.getElementById(HOST_ELEMENT_ID)?.shadowRoot ?? null;
const frame = () => shadow()?.querySelector('[data-status-frame]') ?? null;

describe('the frame a tap paints before the panel chunk arrived', () => {
  let panel: FakePanel;
  let stop: () => void;
  let arrive: (module: PanelModule) => void;
  beforeEach(async () => {
    resetPage('/products/aurora-jacket');
    win.StatusInitData = { ...SHOP, theme: { widget: { position: 'right' } }, locale: { language: 'de' } };
    panel = createFakePanel();
    panel.importPanel.mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    const started = startLoader(panel);
    stop = started.stop;
    await started.api.ready;
  });
  afterEach(() => stop());

  it('is drawn in the click, in the shadow root, with the shell\'s markup, mode and stylesheet', () => {
    click('#status');
    const drawn = frame();
    expect(drawn).not.toBeNull();
    expect(Number(drawn!.getAttribute('data-status-frame'))).toBeGreaterThan(0);
    expect(drawn!.querySelector('.status-shell')?.getAttribute('data-mode')).toBe('right');
    expect(drawn!.querySelector('.status-overlay[data-state="open"]')).not.toBeNull();
    expect(drawn!.querySelector('.status-panel[role="dialog"][aria-busy="true"]')).not.toBeNull();
    expect(drawn!.querySelectorAll('.status-skeleton-block')).toHaveLength(3);
    expect(drawn!.querySelector('.status-nav')).not.toBeNull(); // #status is a tab route
    expect(drawn!.querySelector('.status-close')?.getAttribute('aria-label')).toBe('Schließen');
    expect(shadow()!.querySelector('style[data-status="frame"]')?.textContent).toContain('.status-panel');
    // No focus taken: the panel's trap moves it once interactive.
    expect(shadow()!.activeElement).toBeNull();
  });

  it('has no bottom-nav bar on a route that is not a tab', () => {
    click('#status-favorites');
    expect(frame()!.querySelector('.status-nav')).toBeNull();
  });

  it('its close button cancels the open: the frame slides out, the panel never opens, focus goes back', async () => {
    const account = click('#status');
    frame()!.querySelector<HTMLButtonElement>('.status-close')!.click();
    expect(frame()!.querySelector('.status-panel')?.getAttribute('data-state')).toBe('closing');
    expect(location.hash).toBe('');
    expect(document.activeElement).toBe(account);
    arrive({ mount: panel.mount });
    await settle();
    expect(panel.calls).toEqual([]);
    await vi.waitFor(() => expect(frame()).toBeNull(), { timeout: 1000 });
  });

  it('goes when the chunk fails to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    panel.importPanel.mockRejectedValueOnce(new Error('network down'));
    stop();
    resetPage('/products/aurora-jacket');
    win.StatusInitData = SHOP;
    const started = startLoader(panel);
    stop = started.stop;
    await started.api.ready;
    click('#status');
    expect(frame()).not.toBeNull();
    await settle();
    expect(frame()).toBeNull();
    error.mockRestore();
  });

  it('is left to the panel, which takes it over; one still there when the panel reports open goes', async () => {
    click('#status');
    arrive({ mount: panel.mount });
    await settle();
    expect(panel.calls).toEqual(['open #status']); // the fake panel emits status:open without a takeover
    expect(frame()).toBeNull();
  });

  it('is not drawn when the panel is mounted already (the hover path)', async () => {
    click('#status');
    arrive({ mount: panel.mount });
    await settle();
    win.Status!.close();
    click('#status');
    expect(frame()).toBeNull();
  });
});

describe("a guest's login card in the frame", () => {
  const CARD_URL = 'https://shop.test/cdn/chunks/frame-login-TEST.js';
  /** The login plugin's preload as the build writes it: the one plugin with a guest's chunk. */
  const login = (activeBy = '') => [{ activeBy, activeByDefault: true, urls: ['https://shop.test/cdn/chunks/setup-LOGIN.js'], guest: ['https://shop.test/cdn/chunks/LoginSection-TEST.js'] }];
  let panel: FakePanel;
  let stop: () => void;
  let cardArrives: () => void;
  let cardImports: string[];

  async function start(initData: typeof SHOP, preloads = login()): Promise<void> {
    resetPage('/products/aurora-jacket');
    win.StatusInitData = initData;
    panel = createFakePanel();
    cardImports = [];
    const card = new Promise<void>((resolve) => (cardArrives = resolve));
    const started = startLoader(panel, {
      pluginPreloads: preloads,
      frameLoginUrl: CARD_URL,
      importFrameLogin: async (url) => {
        cardImports.push(url);
        await card;
        return import('../../app/frame-login.ts');
      },
    });
    stop = started.stop;
    await started.api.ready;
  }
  afterEach(() => stop());

  it("is drawn into a guest's tab page, in the page's language; the panel's import does not wait for it", async () => {
    await start({ ...SHOP, locale: { language: 'de' } });
    panel.importPanel.mockImplementation(() => new Promise(() => {})); // the panel's chunk still on its way
    click('#status-orders');
    expect(cardImports).toEqual([CARD_URL]);
    expect(panel.importPanel).toHaveBeenCalledTimes(1); // beside the card, in the click
    cardArrives();
    await vi.waitFor(() => expect(frame()!.querySelector('form[data-frame-form="login"]')).not.toBeNull());
    const card = frame()!.querySelector('[data-section="login"]')!;
    expect(card.querySelector('h2')?.textContent).toBe('Anmelden');
    expect(card.querySelector('label')?.textContent).toBe('E-Mail');
    expect(card.querySelector('button[type="submit"]')?.textContent).toBe('Anmeldecode anfordern');
    // First in the page, above the skeleton of what else the page will hold.
    expect(frame()!.querySelector('.status-page > .status-frame-card:first-child > section')).toBe(card);
    expect(frame()!.querySelectorAll('.status-skeleton-block')).toHaveLength(3);
  });

  it('is not fetched on an intent: a hover mounts the panel, and then no frame is drawn', async () => {
    await start(SHOP);
    const account = document.createElement('a');
    account.href = '#status';
    document.body.append(account);
    account.dispatchEvent(new Event('touchstart', { bubbles: true }));
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(preloads).toContain(PANEL_URL);
    expect(preloads).not.toContain(CARD_URL);
    expect(cardImports).toEqual([]);
  });

  it('is not drawn for a customer, with the login plugin off, or on a page that is not a tab', async () => {
    await start({ ...SHOP, customerId: '42' });
    click('#status');
    expect(cardImports).toEqual([]);
    expect(panel.importPanel).toHaveBeenCalledTimes(1); // no wait for a card
    stop();

    await start({ ...SHOP, settings: { loginGroup: { isActive: false } } }, login('loginGroup'));
    click('#status');
    expect(cardImports).toEqual([]);
    stop();

    await start(SHOP);
    click('#status-favorites');
    expect(cardImports).toEqual([]);
  });

  it('is not drawn into a frame the panel took over meanwhile', async () => {
    await start(SHOP);
    click('#status');
    frame()!.remove(); // what the panel's takeover does
    cardArrives();
    await settle();
    await settle();
    expect(shadow()!.querySelector('[data-frame-form]')).toBeNull();
  });
});
