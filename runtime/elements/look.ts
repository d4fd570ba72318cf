// The elements' minimal default look, in the page's light DOM: plain class names and CSS custom properties
// a theme overrides (--status-element-*), one class each, so a theme's own class rules win when later. Sizes follow
// the reserved geometry of runtime/dom/element-styles.ts exactly; nothing here makes an element larger.
// Colours meet WCAG 2.1 AA on a white page (text 4.5:1, icons and borders 3:1). Buttons take the look's accent
// (--status-brand, with its text colour --status-brand-text) when the merchant chose one.
import type { ElementsContext } from './context.ts';

export const ELEMENTS_LOOK_ID = 'status-elements-look';

export const ELEMENTS_LOOK_CSS = `
:is(.status-favorite,.status-saved-link):focus-visible{outline:3px solid var(--status-element-focus,#2563eb);outline-offset:2px}
.status-favorite{display:flex;align-items:center;justify-content:center;width:44px;height:44px;margin:0;padding:0;border:0;border-radius:50%;background:var(--status-favorite-background,transparent);color:var(--status-favorite-color,#1a1a1a);cursor:pointer;font:inherit}
.status-favorite svg{width:24px;height:24px;transition:transform .15s ease}
.status-favorite[aria-pressed=true]{color:var(--status-favorite-active,#b3261e)}
.status-favorite[aria-pressed=true] svg{fill:currentColor}
@media (hover: hover) { .status-favorite:hover svg{transform:scale(1.08)} }
.status-favorite[aria-busy=true]{cursor:progress}
.status-saved-link{position:relative;display:flex;align-items:center;justify-content:center;width:44px;height:44px;color:var(--status-saved-link-color,inherit);text-decoration:none}
.status-saved-link svg{width:24px;height:24px}
.status-badge{position:absolute;top:2px;right:0;box-sizing:border-box;min-width:18px;height:18px;padding:0 5px;border-radius:9px;background:var(--status-badge-background,#b3261e);color:var(--status-badge-color,#fff);font:700 11px/18px system-ui,sans-serif;text-align:center}
.status-badge[hidden]{display:none}
@media (prefers-reduced-motion:reduce){.status-favorite svg{transition:none}}
`;

/**
 * Rules that come with a part's own chunk (toast.ts, save-button.ts, login-block.ts, collection-strip.ts),
 * added once a page (id `status-elements-look-<part>`) right after the rules above: before the theme's, which win.
 */
export function addLook(doc: Document, part: string, css: string): void {
  const id = `${ELEMENTS_LOOK_ID}-${part}`;
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  const look = doc.getElementById(ELEMENTS_LOOK_ID);
  if (look) look.after(style);
  else doc.head.prepend(style);
}

/**
 * The accent the merchant chose for the panel (the look's --status-brand*, in page data), which colours the save
 * button and the login block too: added with their rules ('' when there is none).
 */
export function brandRule(initData: ElementsContext['initData']): string {
  const vars: unknown = initData.theme?.vars;
  const brand = typeof vars === 'string' ? vars.match(/--status-brand[\w-]*:[^;}]+/g) : null;
  return brand ? `:root{${brand.join(';')}}` : '';
}

/** The save button's rules (save-button.ts). */
export const SAVE_LOOK_CSS = `
status-save-button{position:relative}
.status-save:focus-visible{outline:3px solid var(--status-element-focus,#2563eb);outline-offset:2px}
.status-save{display:inline-grid;align-items:center;min-height:44px;margin:0;padding:0 20px;border:2px solid var(--status-save-border,var(--status-brand,#1a1a1a));border-radius:var(--status-element-radius,4px);background:var(--status-save-background,#fff);color:var(--status-save-color,#1a1a1a);font:inherit;font-weight:600;cursor:pointer}
.status-save[data-saved=true]{background:var(--status-save-active-background,var(--status-brand,#1a1a1a));color:var(--status-save-active-color,var(--status-brand-text,#fff))}
.status-save[aria-disabled=true]{cursor:progress}
.status-save__label{grid-area:1/1;text-align:center;white-space:nowrap}
.status-save__label[hidden]{display:block;visibility:hidden}
`;

/** The login block's rules (login-block.ts). */
export const LOGIN_LOOK_CSS = `
.status-login__action:focus-visible{outline:3px solid var(--status-element-focus,#2563eb);outline-offset:2px}
.status-login{box-sizing:border-box;display:flex;flex-direction:column;align-items:flex-start;gap:8px;min-height:var(--status-login-block-height,160px);padding:16px;border:1px solid var(--status-element-border,#8a8a8a);border-radius:var(--status-element-radius,8px);background:var(--status-element-background,transparent)}
.status-login__heading{margin:0;font-size:18px;line-height:24px;font-weight:700;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:100%}
.status-login__text{margin:0;font-size:15px;line-height:20px;max-height:40px;overflow:hidden}
.status-login__action{display:inline-flex;align-items:center;min-height:44px;margin-top:auto;padding:0 20px;border-radius:var(--status-element-radius,4px);background:var(--status-element-button-background,var(--status-brand,#1a1a1a));color:var(--status-element-button-color,var(--status-brand-text,#fff));font-weight:600;text-decoration:none}
`;

/** The toasts' and the button's own message's rules (toast.ts). */
export const TOAST_LOOK_CSS = `
.status-toast__close:focus-visible{outline:3px solid var(--status-element-focus,#2563eb);outline-offset:2px}
.status-element-message{position:absolute;z-index:10;top:calc(100% + 4px);left:50%;transform:translateX(-50%);width:max-content;max-width:220px;padding:6px 10px;border-radius:6px;background:#1a1a1a;color:#fff;font-size:13px;line-height:18px;text-align:center}
.status-toasts{position:fixed;z-index:2147483002;left:50%;bottom:16px;transform:translateX(-50%);width:max-content;max-width:calc(100vw - 32px)}
.status-toast{display:flex;align-items:center;gap:10px;padding:8px 8px 8px 14px;border-radius:8px;background:#1a1a1a;color:#fff;font-size:15px;line-height:20px;box-shadow:0 4px 16px rgba(0,0,0,.25)}
.status-toast__icon{flex:none;width:20px;height:20px;color:#ff8a80}
.status-toast__close{flex:none;width:44px;height:44px;border:0;border-radius:6px;background:transparent;color:#fff;font-size:22px;cursor:pointer}
.status-toast__body{flex:1 1 auto;display:flex;flex-wrap:wrap;align-items:center;column-gap:22px}
.status-toast__text{flex:1 1 12em}
.status-toast__action{flex:none;margin-left:-12px;padding:10px 12px;white-space:nowrap;border-radius:6px;color:#fff;font-weight:600;text-decoration:underline;text-underline-offset:3px}
.status-toast__action:focus-visible{outline:3px solid #8ab4f8;outline-offset:2px}
body:has(.status-me-button[data-placement^=bottom]) .status-toasts{bottom:88px}
`;

/**
 * The product strips' and their cards' rules (collection-strip.ts). The header keeps its reserved 44px: a heading
 * crowded by the link and arrows wraps onto two 22px lines rather than being cut.
 */
export const STRIP_LOOK_CSS = `
:is(.status-strip__action,.status-strip__arrow,.status-card):focus-visible{outline:3px solid var(--status-element-focus,#2563eb);outline-offset:2px}
.status-strip__header{display:flex;align-items:center;gap:12px;height:44px;margin-bottom:12px}
.status-strip__heading{flex:1;min-width:0;margin:0;font-size:20px;line-height:22px;font-weight:700;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden}
.status-strip[data-align=center] .status-strip__heading{text-align:center}
.status-strip[data-align=right] .status-strip__heading{text-align:right}
.status-strip__action{flex:none;display:inline-flex;white-space:nowrap;align-items:center;min-height:44px;color:var(--status-element-link,#0b4f8a);font-weight:600}
.status-strip__list{box-sizing:border-box;display:grid;gap:16px;margin:0;padding:0;list-style:none}
.status-strip__arrow{flex:none;display:grid;place-items:center;width:36px;height:36px;padding:0;border:1px solid var(--status-element-border,#c8c8c8);border-radius:50%;background:#fff;color:inherit;cursor:pointer}
.status-strip__arrow:disabled{opacity:.4;cursor:default}
.status-strip__arrow[hidden]{display:none}
@media (hover:none){.status-strip__arrow{display:none}}
.status-strip__list[data-layout=carousel]{grid-auto-flow:column;grid-auto-columns:var(--status-card-width,clamp(132px,calc((100% - 32px) / 2.4),156px));height:calc(var(--status-card-image) + var(--status-card-text) + 16px);overflow-x:auto;overflow-y:hidden;overscroll-behavior-x:contain;scroll-snap-type:x proximity;align-items:start}
.status-strip__list[data-layout=grid]{grid-template-columns:repeat(var(--status-cols,2),minmax(0,1fr))}
.status-strip__item{position:relative;height:calc(var(--status-card-image) + var(--status-card-text));min-width:0;scroll-snap-align:start}
.status-strip__item status-favorite-toggle{position:absolute;top:4px;right:4px}
.status-strip__item .status-favorite{background:var(--status-favorite-background,rgba(255,255,255,.92));box-shadow:0 1px 3px rgba(0,0,0,.25)}
.status-strip__list[data-empty]{display:flex;align-items:center;justify-content:center;padding:0 16px;border:1px dashed var(--status-element-border,#c8c8c8);border-radius:var(--status-element-radius,8px)}
.status-strip__empty{grid-column:1/-1;align-self:center;max-width:32em;margin:0;text-align:center;color:var(--status-element-muted,#555);font-size:15px;line-height:20px}
.status-card{display:flex;flex-direction:column;height:100%;color:inherit;text-decoration:none}
.status-card__media{display:block;flex:none;height:var(--status-card-image);margin-bottom:8px;overflow:hidden;border-radius:var(--status-element-radius,8px);background:#f2f2f2}
.status-card__media img{display:block;width:100%;height:100%;object-fit:cover}
.status-card__title{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;flex:none;height:40px;margin-bottom:2px;overflow:hidden;font-size:15px;line-height:20px;font-weight:600}
@media (hover: hover) { a.status-card:hover .status-card__title{text-decoration:underline} }
.status-card__price{display:block;flex:none;height:20px;overflow:hidden;font-size:15px;line-height:20px;font-variant-numeric:tabular-nums;white-space:nowrap;text-overflow:ellipsis}
.status-card[data-loading] .status-card__title,.status-card[data-loading] .status-card__price{border-radius:6px;background:#f2f2f2}
.status-card[data-loading] .status-card__price{width:55%}
`;
