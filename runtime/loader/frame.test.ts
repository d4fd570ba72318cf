// The loader's frame (frame.ts): drawn in the click's task when the panel chunk is not there yet, in the
// widget's shadow root with the shell's frame stylesheet; its close button cancels the open; a failed chunk
// removes it; a panel that opened removes any frame left.
import { HOST_ELEMENT_ID } from './panel';
import type { HostWindow } from '../dom/host-window';
import type { PanelModule } from '../dom/contract';
import { createFakePanel, type FakePanel, resetPage, settle, SHOP, startLoader } from '../testing/loader';

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
