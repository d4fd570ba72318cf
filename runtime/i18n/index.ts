// i18n: English built in, other languages loaded on demand. Plugins add their own messages per
// namespace with an English table and lazy loaders for other languages, so German ships in its own chunks.
import { en } from './en.ts';

export type Messages = Record<string, string>;
export type LocaleLoader = () => Promise<{ default: Messages }>;

export interface MessageBundle {
  en: Messages;
  /** Other languages, loaded when the shop uses them: `{ de: () => import('./de.ts') }`. */
  load?: Record<string, LocaleLoader>;
}

export interface I18n {
  readonly language: string;
  /** Message for `key` with `{name}` placeholders filled; English when the language lacks it; the key itself last. */
  t(key: string, vars?: Record<string, string | number>): string;
  /** Adds messages to a namespace (keys become `namespace.key`), more than once too; loads the current language if needed. */
  add(namespace: string, bundle: MessageBundle): Promise<void>;
  /** Switches language, loading every namespace's table for it. */
  setLanguage(language: string): Promise<void>;
}

const coreBundle: MessageBundle = { en, load: { de: () => import('./de.ts') } };

export function createI18n(language = 'en'): I18n {
  const bundles: [string, MessageBundle][] = [];
  const tables = new Map<string, Messages>(); // language → flat table
  let current = baseLanguage(language);

  const table = (lang: string) => {
    let t = tables.get(lang);
    if (!t) tables.set(lang, (t = {}));
    return t;
  };

  async function loadInto(lang: string, namespace: string, bundle: MessageBundle) {
    const messages = lang === 'en' ? bundle.en : (await bundle.load?.[lang]?.())?.default;
    if (!messages) return;
    const target = table(lang);
    for (const [k, v] of Object.entries(messages)) target[namespace ? `${namespace}.${k}` : k] = v;
  }

  const i18n: I18n = {
    get language() {
      return current;
    },
    t(key, vars) {
      const message = tables.get(current)?.[key] ?? tables.get('en')?.[key] ?? key;
      return vars ? message.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : message;
    },
    async add(namespace, bundle) {
      // The same table again (a page's texts, added each time its route loads) is there already.
      if (bundles.some(([ns, known]) => ns === namespace && known.en === bundle.en)) return;
      bundles.push([namespace, bundle]);
      await loadInto('en', namespace, bundle);
      if (current !== 'en') await loadInto(current, namespace, bundle);
    },
    async setLanguage(lang) {
      const next = baseLanguage(lang);
      if (next !== 'en' && !tables.has(next)) {
        await Promise.all([...bundles].map(([ns, b]) => loadInto(next, ns, b)));
      }
      current = next;
    },
  };
  void i18n.add('', coreBundle);
  return i18n;
}

/** `de-CH` → `de`: tables are per base language. */
function baseLanguage(language: string) {
  return (language || 'en').toLowerCase().split(/[-_]/)[0] || 'en';
}
