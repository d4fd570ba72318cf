// The merchant's look (settings group `look`, schemas/settings/look.json) as the CSS custom properties the
// panel's stylesheet already reads (runtime/dom/styles/base.ts). Computed where page data is written (the
// devstore's storefront, the app's metafield, GET /init): the loader sets the string on the panel's host in one
// assignment and carries none of this. Also the contrast checks the admin shows beside the look's form.
import type { LookSettings } from '../../schemas/generated/settings/look.js';

export type Look = Partial<LookSettings>;
export type Placement = LookSettings['placement'];
export type Position = 'bottom' | 'left' | 'right' | 'centred' | 'standalone';

/** Font stacks every device has (no download): the store's own font is the panel's host inheriting it. */
export const FONT_STACKS: Record<Exclude<LookSettings['font'], 'store'>, string> = {
  system: 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif',
  humanist: 'Seravek,"Gill Sans Nova",Ubuntu,Calibri,"DejaVu Sans",source-sans-pro,sans-serif',
  serif: 'Charter,"Bitstream Charter","Sitka Text",Cambria,Georgia,serif',
  rounded: 'ui-rounded,"Hiragino Maru Gothic ProN",Quicksand,Comfortaa,Manjari,"Arial Rounded MT",Calibri,source-sans-pro,sans-serif',
};

/** The light palette is the stylesheet's own (base.ts); the dark one replaces every colour token. */
const LIGHT = { bg: '#ffffff', surface: '#f4f4f5', text: '#18181b', muted: '#52525b', accent: '#18181b' };
const DARK: Record<string, string> = {
  bg: '#18181b',
  surface: '#27272a',
  text: '#fafafa',
  'text-muted': '#a1a1aa',
  border: '#3f3f46',
  accent: '#fafafa',
  'accent-text': '#18181b',
  focus: '#60a5fa',
  overlay: 'rgb(0 0 0/.6)',
  danger: '#fda29b',
  'danger-bg': '#55160c',
  warning: '#fec84b',
  'warning-bg': '#4e1d09',
  success: '#75e0a7',
  'success-bg': '#053321',
  'toast-bg': '#fafafa',
  'toast-text': '#18181b',
};
const DEFAULT_RADIUS = 20;
const HEX = /^#[0-9a-f]{6}$/i;

const channels = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** `a` moved toward `b` by `t` (0–1), channel by channel. */
function mix(a: string, b: string, t: number): string {
  const [ca, cb] = [channels(a), channels(b)];
  return `#${ca.map((c, i) => Math.round(c + (cb[i]! - c) * t).toString(16).padStart(2, '0')).join('')}`;
}

/** White or near-black, whichever reads better on `background` (at least 4.5:1 for any colour). */
export const textOn = (background: string): string => (contrast(background, '#ffffff') >= contrast(background, '#18181b') ? '#ffffff' : '#18181b');

/** The colours a look resolves to: what the merchant chose, or the background's defaults. */
export function lookColours(look: Look = {}): { bg: string; surface: string; text: string; muted: string; accent: string; accentText: string } {
  const dark = look.background === 'dark';
  const bg = dark ? DARK.bg! : LIGHT.bg;
  const text = look.text && HEX.test(look.text) ? look.text.toLowerCase() : dark ? DARK.text! : LIGHT.text;
  const accent = look.accent && HEX.test(look.accent) ? look.accent.toLowerCase() : dark ? DARK.accent! : LIGHT.accent;
  const defaultMuted = dark ? DARK['text-muted']! : LIGHT.muted;
  // A chosen text colour gets a muted shade of its own: a third of the way to the background, or the text
  // colour itself where that shade would fall under 4.5:1.
  const softened = mix(text, bg, 0.3);
  const muted = !look.text ? defaultMuted : contrast(softened, bg) >= 4.5 ? softened : text;
  return { bg, surface: dark ? DARK.surface! : LIGHT.surface, text, muted, accent, accentText: textOn(accent) };
}

/**
 * The look as declarations for the panel's host (`--status-bg:#18181b;…`): only what differs from the
 * stylesheet's defaults. `--status-brand*` is the accent the merchant chose, for the theme elements on the
 * store's own pages (they keep their defaults while there is none: a dark panel's white accent would vanish on a
 * white page).
 */
export function lookVars(look: Look = {}): string {
  const vars: Record<string, string> = look.background === 'dark' ? { ...DARK } : {};
  const colours = lookColours(look);
  if (look.text && HEX.test(look.text)) Object.assign(vars, { text: colours.text, 'text-muted': colours.muted });
  if (look.accent && HEX.test(look.accent)) {
    Object.assign(vars, { accent: colours.accent, 'accent-text': colours.accentText, brand: colours.accent, 'brand-text': colours.accentText });
  }
  const radius = Number.isInteger(look.radius) ? Math.min(28, Math.max(0, look.radius!)) : DEFAULT_RADIUS;
  if (radius !== DEFAULT_RADIUS) Object.assign(vars, { radius: `${radius}px`, 'radius-small': `${Math.round(radius * 0.6)}px` });
  const font = look.font && look.font !== 'store' ? FONT_STACKS[look.font] : undefined;
  if (font) vars.font = font;
  return Object.entries(vars)
    .map(([name, value]) => `--status-${name}:${value}`)
    .join(';');
}

/** Where the panel opens: the look's placement, except a standalone page or a left flyout the theme set. */
export function lookPosition(look: Look = {}, position?: string): Position {
  if (position === 'standalone') return 'standalone';
  const placement = look.placement ?? 'flyout';
  if (placement === 'sheet') return 'bottom';
  if (placement === 'centred') return 'centred';
  return position === 'left' ? 'left' : 'right';
}

/** What page data carries as `theme`: the stored theme's CSS, the look's position and its custom properties. */
export function pageTheme(theme: Record<string, unknown> | undefined, look: unknown): { widget: { position: Position }; vars: string; customCss: string } {
  const chosen = (look && typeof look === 'object' ? look : {}) as Look;
  const widget = (theme?.widget && typeof theme.widget === 'object' ? theme.widget : {}) as { position?: string };
  return {
    widget: { position: lookPosition(chosen, widget.position) },
    vars: lookVars(chosen),
    customCss: typeof theme?.customCss === 'string' ? theme.customCss : '',
  };
}

export interface ContrastCheck {
  /** What the pair is, as the admin names it. */
  pair: string;
  ratio: number;
  /** WCAG AA: 4.5 for text, 3 for a control against what is around it. */
  needed: number;
  ok: boolean;
}

/** The look's colour pairs against WCAG AA. The server stores any look; the admin warns about these. */
export function contrastChecks(look: Look = {}): ContrastCheck[] {
  const c = lookColours(look);
  const pairs: [string, string, string, number][] = [
    ['Text on the background', c.text, c.bg, 4.5],
    ['Text on cards', c.text, c.surface, 4.5],
    ['Secondary text on the background', c.muted, c.bg, 4.5],
    ['Buttons against the background', c.accent, c.bg, 3],
    ['Text on buttons', c.accentText, c.accent, 4.5],
  ];
  return pairs.map(([pair, a, b, needed]) => {
    const ratio = contrast(a, b);
    return { pair, ratio: Math.floor(ratio * 100) / 100, needed, ok: ratio >= needed };
  });
}
