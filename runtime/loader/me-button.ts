// The floating "Me" button (meButton: shown only when the group is active, the widget initialized
// and, with loggedInOnly, the shopper signed in). It is a plain `<a href="#status">` in the page's light DOM (in a
// `<nav>` named "My account"),
// so the loader's link handling opens the panel and its intent triggers preload it, exactly as for the
// theme's own account link. Drawn by the loader's extras chunk (extras.ts), which only shops with the button
// (or notification triggers) download: it shows once that small chunk (on a page with theme elements, the
// elements chunk built with it) arrived, a request after the loader.
// Signed in means the shop knows the customer (init data), or the panel just signed them in (`status:login`);
// `status:logout` takes it away again for loggedInOnly.
import type { ExtrasStartOptions } from './extras';

export const ME_BUTTON_CLASS = 'status-me-button';
const STYLE_ID = 'status-me-button-style';
const PLACEMENTS = ['bottom-right', 'bottom-left', 'top-right', 'top-left'];

/** Accessible name and the text mode's fallback label, in the shop's language (English default). */
const LABELS: Record<string, string> = { en: 'My account', de: 'Mein Konto' };

/** The account icon (a merchant's other icon names fall back to it: the loader carries one). */
const ICON = '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z"/></svg>';

const C = `.${ME_BUTTON_CLASS}`;
const edge = (side: string) => `${C}[data-placement*=${side}]{${side}:calc(16px + env(safe-area-inset-${side},0px))}`;
const CSS =
  `${C}{position:fixed;z-index:2147483000;display:flex;align-items:center;gap:8px;box-sizing:border-box;min-width:56px;height:56px;` +
  'padding:0 16px;border-radius:28px;justify-content:center;background:var(--status-me-button-background,#111);' +
  'color:var(--status-me-button-color,#fff);font:600 15px system-ui,sans-serif;text-decoration:none;box-shadow:0 6px 20px #0003}' +
  `${C}:focus-visible{outline:3px solid #2563eb;outline-offset:3px}${C} svg{width:24px;fill:currentColor}${C}[data-display=icon]{padding:0}` +
  ['bottom', 'top', 'right', 'left'].map(edge).join('') +
  `@media print{${C}{display:none}}`;

interface MeButtonSettings {
  isActive?: unknown;
  loggedInOnly?: unknown;
  placement?: unknown;
  display?: unknown;
  icon?: unknown;
  text?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Installs the button when the settings turn it on; `track` records `me_button_clicked`. */
export function installMeButton(options: Pick<ExtrasStartOptions, 'win' | 'initData' | 'track' | 'signal' | 'settings' | 'customerId' | 'settingsGroup'>): void {
  const { win, initData, track, signal, customerId } = options;
  // The settings and the customer as the loader read them (the page data's rules), the language from the page.
  const settings = options.settingsGroup(options.settings, 'meButton') as MeButtonSettings | undefined;
  if (!settings || settings.isActive !== true) return;
  const doc = win.document;
  const language = String((initData.locale as { language?: unknown } | undefined)?.language || 'en').slice(0, 2).toLowerCase();
  const label = LABELS[language] ?? LABELS.en!;
  const display = settings.display === 'text' ? 'text' : 'icon';
  const placement = PLACEMENTS.includes(settings.placement as string) ? (settings.placement as string) : PLACEMENTS[0]!;
  let button: HTMLAnchorElement | null = null;

  const show = (): void => {
    if (button?.isConnected) return;
    if (!doc.getElementById(STYLE_ID)) {
      const style = doc.createElement('style');
      style.id = STYLE_ID;
      style.textContent = CSS;
      doc.head.appendChild(style);
    }
    button = doc.createElement('a');
    button.href = '#status';
    button.className = ME_BUTTON_CLASS;
    button.dataset.placement = placement;
    button.dataset.display = display;
    if (display === 'text') {
      button.textContent = text(settings.text) ?? label;
    } else {
      button.setAttribute('aria-label', label);
      button.innerHTML = ICON;
    }
    button.addEventListener('click', () => track('me_button_clicked'));
    // In a navigation landmark of its own, named like the button: a floating button outside every landmark is
    // missed by a screen reader's landmark list (axe: region). The landmark has no box (its button is fixed).
    const landmark = doc.createElement('nav');
    landmark.setAttribute('aria-label', label);
    landmark.append(button);
    doc.body.appendChild(landmark);
  };
  const hide = (): void => {
    button?.parentElement?.remove();
    button = null;
  };

  if (settings.loggedInOnly !== true) return show();
  if (customerId) show();
  win.addEventListener('status:login', (event) => {
    if ((event as CustomEvent<{ customerId?: unknown }>).detail?.customerId) show();
  }, { signal });
  win.addEventListener('status:logout', hide, { signal });
}
