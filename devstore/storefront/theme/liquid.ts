// Renders the theme app extension's Liquid (shopify/extensions/status-theme/blocks/*.liquid) the way Shopify
// does for a store, with liquidjs: the `{% schema %}` is read (setting defaults, available_if, enabled_on) and
// left out of the output; the filters a block uses that liquidjs lacks or treats differently are Shopify's:
// `asset_url` (the devstore serves the extension's assets at /status/, from dist/: see README), `json`
// (escapes <, >, & and the line separators, as Shopify's does, so a value cannot close a script element) and
// `t` (the extension's storefront locales/*.json) and `color_contrast` (the WCAG ratio of two colours, to one
// decimal, as Shopify's).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Drop, Liquid, type Template } from 'liquidjs';
import { EXTENSION_DIR } from '../../../shopify/build-assets.ts';
import { contrast } from '../../../runtime/dom/look.ts';

export type AppBlockType = 'collection-strip' | 'login-block' | 'favorite-toggle' | 'save-button' | 'saved-items-link';
export const APP_EMBED = 'status-embed';

interface SchemaSetting { id?: string; type: string; default?: unknown }
export interface BlockSchema {
  name: string;
  target: 'section' | 'head' | 'body';
  settings?: SchemaSetting[];
  available_if?: string;
  enabled_on?: { templates?: string[] };
}

/** A metafield as Liquid sees it: `.value`, and the value itself when printed or compared. */
export class MetafieldDrop extends Drop {
  constructor(readonly value: unknown) {
    super();
  }
  override valueOf(): unknown {
    return this.value;
  }
}

/** What Shopify hands a block's Liquid (the objects this extension reads). */
export interface LiquidObjects {
  shop: { permanent_domain: string; name: string };
  customer: {
    id: string;
    email: string;
    first_name: string | null;
    metafields: { status: { personalizations?: MetafieldDrop } };
  } | null;
  product: { id: number; title: string; handle: string; selected_or_first_available_variant: { id: number } } | null;
  collection: { id: number; title: string; handle: string } | null;
  request: { page_type: string; path: string; design_mode: boolean; locale: { iso_code: string } };
  localization: { country: { iso_code: string; currency: { iso_code: string } } };
  /** Deprecated in Shopify's Liquid but still answered: `role` is 'main' unless an unpublished theme is previewed. */
  theme: { role: 'main' | 'unpublished' };
  app: { metafields: { status: Record<string, MetafieldDrop> } };
}

const JSON_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

export function shopifyJson(value: unknown): string {
  const plain = value instanceof Drop ? (value.valueOf() as unknown) : value;
  return (JSON.stringify(plain) ?? 'null').replace(/[<>&\u2028\u2029]/g, (ch) => JSON_ESCAPES[ch]!);
}

interface Parsed { mtimeMs: number; template: Template[]; schema: BlockSchema }

export class ExtensionRenderer {
  private readonly engine: Liquid;
  private readonly cache = new Map<string, Parsed>();
  private readonly locales = new Map<string, Record<string, unknown>>();

  constructor(private readonly dir = EXTENSION_DIR, private readonly assetBase = '/status/') {
    // `{% render 'name' %}` finds the extension's snippets/name.liquid.
    this.engine = new Liquid({ root: [path.join(dir, 'snippets')], extname: '.liquid', ownPropertyOnly: true, cache: false });
    this.engine.registerFilter('asset_url', (name: unknown) => `${this.assetBase}${encodeURIComponent(String(name))}`);
    this.engine.registerFilter('json', shopifyJson);
    this.engine.registerFilter('color_contrast', (a: unknown, b: unknown) => Number(contrast(String(a), String(b)).toFixed(1)));
    const renderer = this;
    this.engine.registerFilter('t', function (this: { context: { getSync(path: string[]): unknown } }, key: unknown) {
      const language = String(this.context.getSync(['request', 'locale', 'iso_code']) ?? 'en');
      return renderer.translate(language, String(key));
    });
  }

  /** The block's template and schema, parsed again when the file changed (the devstore picks up edits). */
  block(name: string): Parsed {
    const file = path.join(this.dir, 'blocks', `${name}.liquid`);
    const { mtimeMs } = statSync(file);
    const cached = this.cache.get(name);
    if (cached?.mtimeMs === mtimeMs) return cached;
    const source = readFileSync(file, 'utf8');
    const match = /{%-?\s*schema\s*-?%}([\s\S]*?){%-?\s*endschema\s*-?%}/.exec(source);
    if (!match) throw new Error(`${file}: no {% schema %}`);
    const parsed = {
      mtimeMs,
      template: this.engine.parse(source.replace(match[0], ''), file),
      schema: JSON.parse(match[1]!) as BlockSchema,
    };
    this.cache.set(name, parsed);
    return parsed;
  }

  /** The block's settings: the schema's defaults (a checkbox without one is false), then the theme's values. */
  settingsOf(schema: BlockSchema, values: Record<string, unknown> = {}): Record<string, unknown> {
    const defaults = Object.fromEntries(
      (schema.settings ?? []).filter((s) => s.id).map((s) => [s.id!, s.default ?? (s.type === 'checkbox' ? false : null)]),
    );
    const known = new Set(Object.keys(defaults));
    for (const key of Object.keys(values)) if (!known.has(key)) throw new Error(`${schema.name}: no setting '${key}'`);
    return { ...defaults, ...values };
  }

  /**
   * One block's output, or '' when Shopify would not render it: `available_if` false (its app metafield), or
   * a template its `enabled_on` leaves out.
   */
  async render(name: string, objects: LiquidObjects, values: Record<string, unknown> = {}, id = name): Promise<string> {
    const { template, schema } = this.block(name);
    const templates = schema.enabled_on?.templates;
    if (templates && !templates.includes('*') && !templates.includes(objects.request.page_type)) return '';
    if (schema.available_if) {
      const available = String(await this.engine.parseAndRender(schema.available_if, objects)).trim();
      if (available !== 'true') return '';
    }
    const block = { id, type: name, settings: this.settingsOf(schema, values), shopify_attributes: '' };
    return String(await this.engine.render(template, { ...objects, block })).trim();
  }

  translate(language: string, key: string): string {
    const table = this.locale(language) ?? this.locale('en.default')!;
    const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), table);
    return typeof found === 'string' ? found : `translation missing: ${language}.${key}`;
  }

  private locale(name: string): Record<string, unknown> | null {
    const file = name === 'en' ? 'en.default' : name;
    if (!this.locales.has(file)) {
      try {
        this.locales.set(file, JSON.parse(readFileSync(path.join(this.dir, 'locales', `${file}.json`), 'utf8')) as Record<string, unknown>);
      } catch {
        return null;
      }
    }
    return this.locales.get(file)!;
  }
}
