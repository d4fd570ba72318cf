// A guest's login card, drawn in plain DOM into the loader's frame while the panel chunk loads (a tap on a tab
// page with nothing prefetched): the login section's markup, texts and styles (plugins/login: LoginSection,
// LoginForm), so the shopper can type their e-mail at once. Built as a file of its own beside the loader
// (build/elements.ts), fetched when the frame is drawn. The panel moves the card into its own page when it
// opens (Panel.tsx); the panel's LoginForm, once there, takes the typed address, the opt-in, focus and a submit
// over (runtime/dom/frame-form.ts), and the card goes.
import type { InitData } from '../runtime/dom/contract';
import { FRAME_CARD, FRAME_FORM, FRAME_TAKE_EVENT, FRAME_TAKEN, FRAME_TAKEN_EVENT, type FrameFormState } from '../runtime/dom/frame-form.ts';
import { BLOCKS_CSS } from '../runtime/dom/styles/content.ts';
import { TABS_DE, TABS_EN } from '../runtime/i18n/tabs.ts';
import { readFormSettings } from '../plugins/login/form-settings.ts';
import { currentBrowser, isGoogleSignInSupported } from '../plugins/login/google-support.ts';
import { FORM_CSS } from '../plugins/login/login-css.ts';
import { card as de } from '../plugins/login/messages/card-de.ts';
import { card as en } from '../plugins/login/messages/card-en.ts';

type Attributes = Record<string, string | boolean>;

function element(doc: Document, tag: string, attributes: Attributes, ...children: (Node | string)[]): HTMLElement {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== false) node.setAttribute(name, value === true ? '' : value);
  node.append(...children);
  return node;
}

/**
 * Draws the card first in the frame's page (above its skeleton), and the tab's name (`hash`: a tab's route) in
 * the frame's heading, which names its dialog. Does nothing when the frame has no page.
 */
export function drawLogin(frame: HTMLElement, initData: InitData, hash: string): void {
  const page = frame.querySelector('.status-page');
  if (!page) return;
  const doc = frame.ownerDocument;
  const german = initData.locale?.language === 'de';
  const t = german ? de : en;
  const tab = `nav.${hash.slice('#status-'.length) || 'foryou'}` as keyof typeof TABS_EN;
  const heading = frame.querySelector('.status-heading');
  if (heading) {
    heading.textContent = (german ? TABS_DE : TABS_EN)[tab] ?? '';
    heading.id = 'status-frame-heading';
    frame.querySelector('.status-panel')?.setAttribute('aria-labelledby', heading.id);
  }
  const { method, marketing, google, policyText } = readFormSettings(initData.settings ?? {});
  const h = (tag: string, attributes: Attributes, ...children: (Node | string)[]) => element(doc, tag, attributes, ...children);
  const form = h(
    'form',
    { novalidate: true, [FRAME_FORM]: 'login' },
    h(
      'div',
      { class: 'status-login-field' },
      h('label', { for: 'status-frame-email' }, t.emailLabel),
      h('input', { id: 'status-frame-email', name: 'email', type: 'email', class: 'status-login-input', autocomplete: 'email', autocapitalize: 'off', spellcheck: 'false', required: true }),
    ),
    ...(marketing.isActive
      ? [h('div', { class: 'status-login-check' }, h('input', { id: 'status-frame-marketing', name: 'acceptsMarketing', type: 'checkbox', checked: marketing.enabledByDefault }), h('label', { for: 'status-frame-marketing' }, t.marketing))]
      : []),
    h('button', { type: 'submit', class: 'status-button', 'data-variant': 'primary' }, method === 'magicLink' ? t.getLink : t.getCode),
  );
  // Submitted before the panel is there: the panel's form sends it when it takes over.
  let submitted = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted = true;
  });
  // What the form draws below it, as it draws it, so nothing below moves when the form takes over: Google's row
  // (its button works from then) and the privacy line (its words become links then).
  const after: HTMLElement[] = [];
  if (google && isGoogleSignInSupported(currentBrowser())) after.push(h('p', { class: 'status-login-divider' }, t.or), h('button', { type: 'button', class: 'status-button', 'aria-disabled': 'true' }, t.google));
  if (policyText) after.push(h('p', { class: 'status-login-legal' }, t.privacyText.replace('{terms}', t.terms).replace('{privacy}', t.privacy)));
  const login = h('div', { class: 'status-login' }, form, ...after);
  // The panel's login form takes the card over: what the shopper did, into the event's detail.
  form.addEventListener(FRAME_TAKE_EVENT, (event) => {
    const state = (event as CustomEvent<FrameFormState>).detail;
    for (const input of form.querySelectorAll('input')) state.values[input.name] = input.type === 'checkbox' ? input.checked : input.value;
    state.submitted = submitted;
    focusTwin(login, form);
    form.setAttribute(FRAME_TAKEN, '');
    form.dispatchEvent(new Event(FRAME_TAKEN_EVENT, { bubbles: true }));
  });
  const card = h(
    'section',
    { class: 'status-card', 'data-section': 'login', 'aria-labelledby': 'status-frame-login' },
    h('h2', { id: 'status-frame-login' }, t.sectionHeading),
    h('p', { class: 'status-muted' }, t.sectionText),
    login,
  );
  // One element the panel moves to the top of its page when it opens (runtime/dom/frame-form.ts: adoptCard),
  // laid out as if it were not there; while the card is there, the login section's own placeholder is not.
  const cardCss = `.${FRAME_CARD}{display:contents}.${FRAME_CARD}~div[${FRAME_FORM}]{display:none}`;
  page.prepend(h('div', { class: FRAME_CARD }, h('style', {}, BLOCKS_CSS, FORM_CSS, cardCss), card));
}

/**
 * Focus in the card moves to the same control of the panel's form, which draws its controls in the card's order,
 * before the card goes: straight from field to field (a phone's keyboard stays up, typing goes on), or from button
 * to button (a keyboard's Tab goes on from there).
 */
function focusTwin(login: HTMLElement, form: Element): void {
  const root = login.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement as HTMLElement | null;
  const twin = [...root.querySelectorAll(`form[${FRAME_FORM}="login"][${FRAME_TAKEN}]`)].find((other) => other !== form)?.parentElement;
  if (!twin || !active || !login.contains(active)) return;
  const controls = (box: Element) => [...box.querySelectorAll<HTMLElement>('input, button')];
  controls(twin)[controls(login).indexOf(active)]?.focus({ preventScroll: true });
}
