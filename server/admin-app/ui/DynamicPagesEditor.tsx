// The merchant's dynamic pages (settings `dynamicPages`), edited page by page in both admins: add, rename and
// remove pages; add, reorder and remove a page's blocks (slots picked from a list, never typed; images with
// text; buttons; link lists); headings and texts per language; a preview of the unsaved page. Each page is
// saved on its own (PUT …/settings/dynamicPages/{route}), so the other pages are never rewritten, and the
// server's refusals show beside the block or field they name.
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AdminApi, FieldError } from './api.ts';
import { SaveError } from './api.ts';
import type { SlotChoice } from './slot-choices.ts';
import './dynamic-pages.css';

const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'German' },
] as const;
type Language = (typeof LANGUAGES)[number]['code'];
type Text = string | Partial<Record<Language, string>>;

type BlockType = 'slot' | 'image-text' | 'link-button' | 'link-list';
interface Link {
  label: string;
  url: string;
}
interface Item {
  type: BlockType;
  slot?: string;
  id?: string;
  title?: Text;
  text?: Text;
  image?: { url: string; alt?: string };
  links?: Link[];
  [other: string]: unknown;
}
interface Page {
  route: string;
  heading?: Text;
  authRequired?: boolean;
  content?: Item[];
  [other: string]: unknown;
}

/** A page being edited: its blocks carry keys of their own (for React and for focus after a move). */
interface Draft {
  key: string;
  /** The route it is stored under; null until first saved. */
  stored: string | null;
  page: Page;
  keys: string[];
  /** What was last loaded or saved, to tell unsaved edits. */
  saved: string | null;
}

export const BLOCK_NAMES: Record<BlockType, string> = { slot: 'Slot', 'image-text': 'Image with text', 'link-button': 'Button', 'link-list': 'Links' };
const BLOCK_HELP: Record<BlockType, string> = {
  slot: 'A part of the widget, or of a plugin, shown on this page.',
  'image-text': 'An image with a title and a text.',
  'link-button': 'A title and buttons that open links.',
  'link-list': 'A title and a list of links.',
};

/** JSON with keys sorted: what a page says, whatever order its keys were written in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v));

let counter = 0;
const newKey = () => `k${Date.now().toString(36)}${(counter++).toString(36)}`;

const asPage = (value: unknown): Page | null =>
  value && typeof value === 'object' && !Array.isArray(value) && typeof (value as Page).route === 'string' ? (value as Page) : null;

function draftOf(page: Page, stored: string | null): Draft {
  const content = Array.isArray(page.content) ? page.content : [];
  const draft: Page = { ...page, content };
  return { key: newKey(), stored, page: draft, keys: content.map(newKey), saved: stored ? canonical(cleanPage(draft)) : null };
}

/** `{ en: 'x', de: '' }` → `{ en: 'x' }`; nothing written → undefined. */
function cleanText(text: Text | undefined): Text | undefined {
  if (text === undefined || typeof text === 'string') return text === '' ? undefined : text;
  const kept = Object.fromEntries(Object.entries(text).filter(([, value]) => value && value.trim() !== ''));
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** The page as the API takes it: empty texts and image alts left out. */
function cleanPage(page: Page): Page {
  const content = (page.content ?? []).map((item) => {
    const { title, text, ...rest } = item;
    const out: Item = { ...rest };
    const t = cleanText(title);
    const x = cleanText(text);
    if (t !== undefined) out.title = t;
    if (x !== undefined) out.text = x;
    return out;
  });
  const { heading, ...rest } = page;
  const h = cleanText(heading);
  return { ...rest, ...(h !== undefined ? { heading: h } : {}), content };
}

const textIn = (text: Text | undefined, language: Language): string => (typeof text === 'string' ? (language === 'en' ? text : '') : (text?.[language] ?? ''));
const withText = (text: Text | undefined, language: Language, value: string): Text => ({
  ...(typeof text === 'string' ? { en: text } : text),
  [language]: value,
});
/** What a shopper in `language` reads: theirs, else English, else the first written. */
const shown = (text: Text | undefined, language: Language): string => {
  if (typeof text === 'string') return text;
  return text?.[language] || text?.en || Object.values(text ?? {}).find(Boolean) || '';
};

function freeRoute(drafts: readonly Draft[]): string {
  const taken = new Set(drafts.map((d) => d.page.route));
  for (let i = 1; ; i++) {
    const route = i === 1 ? 'new-page' : `new-page-${i}`;
    if (!taken.has(route)) return route;
  }
}

function newItem(type: BlockType): Item {
  if (type === 'slot') return { type, slot: '' };
  if (type === 'image-text') return { type, id: newKey(), title: { en: '' }, image: { url: '', alt: '' } };
  return { type, id: newKey(), title: { en: '' }, links: [{ label: '', url: '' }] };
}

type Status = { kind: 'idle' } | { kind: 'busy'; what: string } | { kind: 'saved'; text: string } | { kind: 'error'; text: string; fields: FieldError[] };

export interface DynamicPagesEditorProps {
  api: Pick<AdminApi, 'savePage' | 'deletePage'>;
  /** The shop's stored `dynamicPages`. */
  pages: unknown;
  slots: readonly SlotChoice[];
  /** The shop's storefront, to open a saved page on it (`…#status-<route>`). */
  storefrontUrl: string;
  /** Heading level of the section's title (the devstore's admin: 2). */
  headingLevel?: 2 | 3;
}

export function DynamicPagesEditor({ api, pages, slots, storefrontUrl, headingLevel = 2 }: DynamicPagesEditorProps) {
  const [drafts, setDrafts] = useState<Draft[]>(() => (Array.isArray(pages) ? pages.flatMap((p) => (asPage(p) ? [draftOf(asPage(p)!, asPage(p)!.route)] : [])) : []));
  const [selected, setSelected] = useState<string | null>(() => drafts[0]?.key ?? null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const uid = useId().replace(/:/g, '');
  const Heading = `h${headingLevel}` as const;
  const current = drafts.find((d) => d.key === selected) ?? null;

  const update = (key: string, change: (page: Page, keys: string[]) => { page: Page; keys?: string[] }) => {
    setDrafts((all) => all.map((d) => (d.key === key ? (({ page, keys }) => ({ ...d, page, keys: keys ?? d.keys }))(change(d.page, d.keys)) : d)));
    setStatus((s) => (s.kind === 'saved' ? { kind: 'idle' } : s));
  };

  const addPage = () => {
    const draft = draftOf({ route: freeRoute(drafts), heading: { en: 'New page' }, authRequired: false, content: [] }, null);
    setDrafts((all) => [...all, draft]);
    setSelected(draft.key);
    setStatus({ kind: 'idle' });
  };

  const save = async (draft: Draft) => {
    setStatus({ kind: 'busy', what: 'Saving…' });
    const page = cleanPage(draft.page);
    try {
      const { warning } = await api.savePage(draft.stored ?? page.route, page, draft.stored === null);
      setDrafts((all) => all.map((d) => (d.key === draft.key ? { ...d, stored: page.route, saved: canonical(page) } : d)));
      setStatus({ kind: 'saved', text: `Saved. The page opens at #status-${page.route}.${warning ? ` ${warning}` : ''}` });
    } catch (error) {
      const fields = error instanceof SaveError ? error.fields : [];
      setStatus({ kind: 'error', text: `Not saved: ${error instanceof Error ? error.message : String(error)}`, fields });
    }
  };

  const remove = async (draft: Draft) => {
    setStatus({ kind: 'busy', what: 'Deleting…' });
    try {
      if (draft.stored) await api.deletePage(draft.stored);
      const rest = drafts.filter((d) => d.key !== draft.key);
      setDrafts(rest);
      setSelected(rest[0]?.key ?? null);
      setStatus({ kind: 'saved', text: `The page ${draft.page.route || 'without a name'} was deleted.` });
    } catch (error) {
      setStatus({ kind: 'error', text: `Not deleted: ${error instanceof Error ? error.message : String(error)}`, fields: [] });
    }
  };

  return (
    <section className="dp" aria-labelledby={`${uid}-title`}>
      <div className="dp-head">
        <Heading id={`${uid}-title`} className="dp-title">
          Pages
        </Heading>
        <p className="dp-note">Pages of your own in the widget, made of your texts, links and images, and parts of the widget or of plugins. Each page is saved on its own.</p>
      </div>
      <div className="dp-layout">
        <nav className="dp-pages" aria-label="Your pages">
          {drafts.length === 0 ? (
            <p className="dp-empty">No pages yet.</p>
          ) : (
            <ul>
              {drafts.map((d) => {
                const unsaved = d.saved !== canonical(cleanPage(d.page));
                return (
                  <li key={d.key}>
                    <button type="button" className="dp-page-button" aria-current={d.key === selected ? 'true' : undefined} onClick={() => setSelected(d.key)}>
                      <span className="dp-page-name">{shown(d.page.heading, 'en') || d.page.route || 'Untitled page'}</span>
                      <span className="dp-page-route">#status-{d.page.route}</span>
                      {unsaved && <span className="dp-badge">Unsaved</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <button type="button" className="dp-button dp-add-page" onClick={addPage}>
            Add a page
          </button>
        </nav>
        {current ? (
          <PageEditor
            key={current.key}
            subheading={headingLevel === 2 ? 'h3' : 'h4'}
            draft={current}
            slots={slots}
            storefrontUrl={storefrontUrl}
            status={status}
            onChange={(change) => update(current.key, change)}
            onSave={() => save(current)}
            onDelete={() => remove(current)}
          />
        ) : (
          <div className="dp-editor dp-editor-empty">
            <p>Add a page to put your own content, or parts of the widget, on a page a link can open.</p>
            <p className="dp-status" role="status">
              {status.kind === 'saved' ? status.text : ''}
            </p>
          </div>
        )}
      </div>
    </section>
  );
}

interface PageEditorProps {
  subheading: 'h3' | 'h4';
  draft: Draft;
  slots: readonly SlotChoice[];
  storefrontUrl: string;
  status: Status;
  onChange(change: (page: Page, keys: string[]) => { page: Page; keys?: string[] }): void;
  onSave(): void;
  onDelete(): void;
}

function PageEditor({ subheading: Subheading, draft, slots, storefrontUrl, status, onChange, onSave, onDelete }: PageEditorProps) {
  const { page, keys } = draft;
  const content = page.content ?? [];
  const id = `dp-${draft.key}`;
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfter.current) return;
    (document.getElementById(focusAfter.current) ?? document.getElementById(`${focusAfter.current}-en`))?.focus();
    focusAfter.current = null;
  });
  const fields = status.kind === 'error' ? status.fields : [];
  const errorsAt = (path: string) => fields.filter((f) => f.path === path || f.path.startsWith(`${path}.`) || f.path.startsWith(`${path}[`)).map((f) => f.message);
  const unplaced = fields.filter((f) => !/^(route|heading|authRequired|content\[\d+\])/.test(f.path));

  const setItem = (index: number, item: Item) => onChange((p) => ({ page: { ...p, content: (p.content ?? []).map((it, i) => (i === index ? item : it)) } }));
  const move = (index: number, by: -1 | 1, label: string) => {
    const to = index + by;
    if (to < 0 || to >= content.length) return;
    onChange((p, k) => {
      const items = [...(p.content ?? [])];
      const order = [...k];
      [items[index], items[to]] = [items[to]!, items[index]!];
      [order[index], order[to]] = [order[to]!, order[index]!];
      return { page: { ...p, content: items }, keys: order };
    });
    // Focus stays on the button pressed, now on the block's new place (or its other arrow at either end).
    const edge = (by < 0 && to === 0) || (by > 0 && to === content.length - 1);
    focusAfter.current = `${id}-${keys[index]}-${edge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down'}`;
    setAnnouncement(`${label} moved to position ${to + 1} of ${content.length}.`);
  };
  const removeItem = (index: number, label: string) => {
    onChange((p, k) => ({ page: { ...p, content: (p.content ?? []).filter((_, i) => i !== index) }, keys: k.filter((_, i) => i !== index) }));
    focusAfter.current = `${id}-add`;
    setAnnouncement(`${label} removed.`);
  };
  const add = (type: BlockType) => {
    const key = newKey();
    onChange((p, k) => ({ page: { ...p, content: [...(p.content ?? []), newItem(type)] }, keys: [...k, key] }));
    focusAfter.current = `${id}-${key}-first`;
  };

  const pageUrl = draft.stored ? `${storefrontUrl}#status-${draft.stored}` : null;

  return (
    <div className="dp-editor">
      <div className="dp-editor-main">
        <div className="dp-fields">
          <Field id={`${id}-route`} label="Route name" help={`Links to #status-${page.route || '…'} open this page. Lowercase words joined by hyphens.`} errors={errorsAt('route')}>
            <input
              id={`${id}-route`}
              className="dp-input"
              value={page.route}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => onChange((p) => ({ page: { ...p, route: e.target.value.trim().toLowerCase() } }))}
            />
          </Field>
          <TextFields id={`${id}-heading`} legend="Heading" value={page.heading} errors={errorsAt('heading')} onChange={(heading) => onChange((p) => ({ page: { ...p, heading } }))} />
          <label className="dp-check">
            <input type="checkbox" checked={page.authRequired !== false} onChange={(e) => onChange((p) => ({ page: { ...p, authRequired: e.target.checked } }))} />
            Only signed-in customers can open it
          </label>
        </div>

        <Subheading className="dp-subtitle">Content, top to bottom</Subheading>
        {content.length === 0 && <p className="dp-empty">No blocks yet: add one below.</p>}
        <ol className="dp-blocks">
          {content.map((item, index) => {
            const key = keys[index] ?? String(index);
            const label = `Block ${index + 1} (${BLOCK_NAMES[item.type] ?? item.type})`;
            const blockErrors = errorsAt(`content[${index}]`);
            return (
              <li key={key} className={`dp-block${blockErrors.length ? ' dp-block-invalid' : ''}`}>
                <fieldset>
                  <legend className="visually-hidden">{label}</legend>
                  <div className="dp-block-head">
                    <span className="dp-block-name" aria-hidden="true">
                      <span className="dp-block-number">{index + 1}</span> {BLOCK_NAMES[item.type] ?? item.type}
                    </span>
                    <button type="button" id={`${id}-${key}-up`} className="dp-icon-button" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => move(index, -1, label)}>
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button type="button" id={`${id}-${key}-down`} className="dp-icon-button" aria-label={`Move ${label} down`} disabled={index === content.length - 1} onClick={() => move(index, 1, label)}>
                      <span aria-hidden="true">↓</span>
                    </button>
                    <button type="button" className="dp-icon-button dp-remove" aria-label={`Remove ${label}`} onClick={() => removeItem(index, label)}>
                      <span aria-hidden="true">✕</span>
                    </button>
                  </div>
                  {blockErrors.length > 0 && (
                    <ul className="dp-errors">
                      {blockErrors.map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </ul>
                  )}
                  <BlockFields id={`${id}-${key}`} item={item} slots={slots} onChange={(next) => setItem(index, next)} />
                </fieldset>
              </li>
            );
          })}
        </ol>
        <div className="dp-add" role="group" aria-label="Add a block">
          {(Object.keys(BLOCK_NAMES) as BlockType[]).map((type, i) => (
            <button key={type} type="button" id={i === 0 ? `${id}-add` : undefined} className="dp-button" title={BLOCK_HELP[type]} onClick={() => add(type)}>
              + {BLOCK_NAMES[type]}
            </button>
          ))}
        </div>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>

        <div className="dp-actions">
          <button type="button" className="dp-button dp-button-primary" disabled={status.kind === 'busy'} onClick={onSave}>
            {status.kind === 'busy' ? status.what : 'Save page'}
          </button>
          {confirming ? (
            <span className="dp-confirm">
              Delete this page?
              <button type="button" className="dp-button dp-danger" onClick={onDelete}>
                Delete
              </button>
              <button type="button" className="dp-button" onClick={() => setConfirming(false)}>
                Keep it
              </button>
            </span>
          ) : (
            <button type="button" className="dp-button dp-danger-text" onClick={() => setConfirming(true)}>
              Delete page
            </button>
          )}
          {pageUrl && (
            <a className="dp-open" href={pageUrl} target="_blank" rel="noopener">
              Open the saved page on the storefront
            </a>
          )}
        </div>
        <div className={`dp-status dp-status-${status.kind}`} role="status">
          {status.kind === 'saved' && status.text}
          {status.kind === 'error' && (
            <>
              <p>{status.text}</p>
              {unplaced.length > 0 && (
                <ul>
                  {unplaced.map((f) => (
                    <li key={`${f.path}:${f.message}`}>{f.path ? `${f.path}: ${f.message}` : f.message}</li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </div>
      <Preview page={page} slots={slots} />
    </div>
  );
}

function Field({ id, label, help, errors, children }: { id: string; label: string; help?: string; errors: string[]; children: ReactNode }) {
  return (
    <div className={`dp-field${errors.length ? ' dp-field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {help && <p className="dp-help">{help}</p>}
      {errors.map((message) => (
        <p key={message} className="dp-error">
          {message}
        </p>
      ))}
    </div>
  );
}

/** One text per language of the shop. */
function TextFields({ id, legend, value, errors = [], multiline, onChange }: { id: string; legend: string; value: Text | undefined; errors?: string[]; multiline?: boolean; onChange(text: Text): void }) {
  return (
    <fieldset className={`dp-texts${errors.length ? ' dp-field-invalid' : ''}`}>
      <legend>{legend}</legend>
      <div className="dp-text-row">
        {LANGUAGES.map(({ code, name }) => (
          <div key={code} className="dp-field">
            <label htmlFor={`${id}-${code}`}>{name}</label>
            {multiline ? (
              <textarea id={`${id}-${code}`} className="dp-input" rows={2} value={textIn(value, code)} onChange={(e) => onChange(withText(value, code, e.target.value))} />
            ) : (
              <input id={`${id}-${code}`} className="dp-input" value={textIn(value, code)} onChange={(e) => onChange(withText(value, code, e.target.value))} />
            )}
          </div>
        ))}
      </div>
      {errors.map((message) => (
        <p key={message} className="dp-error">
          {message}
        </p>
      ))}
    </fieldset>
  );
}

function BlockFields({ id, item, slots, onChange }: { id: string; item: Item; slots: readonly SlotChoice[]; onChange(item: Item): void }) {
  const groups = useMemo(() => [...new Set(slots.map((s) => s.group))], [slots]);
  if (item.type === 'slot') {
    const known = slots.some((s) => s.id === item.slot);
    return (
      <div className="dp-field">
        <label htmlFor={`${id}-first`}>What it shows</label>
        <select id={`${id}-first`} className="dp-input" value={item.slot ?? ''} onChange={(e) => onChange({ ...item, slot: e.target.value })}>
          <option value="">Choose a part…</option>
          {!known && item.slot && <option value={item.slot}>{item.slot} (no longer available)</option>}
          {groups.map((group) => (
            <optgroup key={group} label={group}>
              {slots
                .filter((s) => s.group === group)
                .map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.label}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
    );
  }
  const links = item.links ?? [];
  const setLink = (i: number, link: Link) => onChange({ ...item, links: links.map((l, j) => (j === i ? link : l)) });
  return (
    <>
      <TextFields id={`${id}-first`} legend="Title" value={item.title} onChange={(title) => onChange({ ...item, title })} />
      {item.type !== 'link-list' && <TextFields id={`${id}-text`} legend="Text" multiline value={item.text} onChange={(text) => onChange({ ...item, text })} />}
      {item.type === 'image-text' ? (
        <div className="dp-text-row">
          <div className="dp-field">
            <label htmlFor={`${id}-image`}>Image address (URL)</label>
            <input id={`${id}-image`} className="dp-input" inputMode="url" value={item.image?.url ?? ''} onChange={(e) => onChange({ ...item, image: { alt: '', ...item.image, url: e.target.value } })} />
          </div>
          <div className="dp-field">
            <label htmlFor={`${id}-alt`}>Image description</label>
            <input id={`${id}-alt`} className="dp-input" value={item.image?.alt ?? ''} onChange={(e) => onChange({ ...item, image: { url: '', ...item.image, alt: e.target.value } })} />
            <p className="dp-help">For shoppers who cannot see it; empty when it is decoration.</p>
          </div>
        </div>
      ) : (
        <fieldset className="dp-links">
          <legend>Links</legend>
          {links.map((link, i) => (
            <div key={i} className="dp-link-row">
              <div className="dp-field">
                <label htmlFor={`${id}-link${i}-label`}>Label {links.length > 1 ? i + 1 : ''}</label>
                <input id={`${id}-link${i}-label`} className="dp-input" value={link.label} onChange={(e) => setLink(i, { ...link, label: e.target.value })} />
              </div>
              <div className="dp-field">
                <label htmlFor={`${id}-link${i}-url`}>Address {links.length > 1 ? i + 1 : ''}</label>
                <input id={`${id}-link${i}-url`} className="dp-input" inputMode="url" placeholder="/pages/faq" value={link.url} onChange={(e) => setLink(i, { ...link, url: e.target.value })} />
              </div>
              <button type="button" className="dp-icon-button dp-remove" aria-label={`Remove link ${i + 1}`} onClick={() => onChange({ ...item, links: links.filter((_, j) => j !== i) })}>
                <span aria-hidden="true">✕</span>
              </button>
            </div>
          ))}
          <button type="button" className="dp-button dp-small" onClick={() => onChange({ ...item, links: [...links, { label: '', url: '' }] })}>
            + Link
          </button>
        </fieldset>
      )}
    </>
  );
}

/** The unsaved page drawn as the widget lays it out: heading, then each block; slots show what fills them. */
function Preview({ page, slots }: { page: Page; slots: readonly SlotChoice[] }) {
  const [language, setLanguage] = useState<Language>('en');
  const name = useId();
  return (
    <aside className="dp-preview" aria-label="Preview">
      <div className="dp-preview-head">
        <span className="dp-preview-title">Preview</span>
        <span className="dp-segmented" role="radiogroup" aria-label="Preview language">
          {LANGUAGES.map(({ code, name: languageName }) => (
            <label key={code} className={language === code ? 'dp-segment dp-segment-on' : 'dp-segment'}>
              <input type="radio" name={name} value={code} checked={language === code} onChange={() => setLanguage(code)} />
              {languageName}
            </label>
          ))}
        </span>
      </div>
      <div className="dp-phone" lang={language}>
        <div className="dp-phone-bar">
          <span className="dp-phone-back" aria-hidden="true">‹</span>
          <span className="dp-phone-heading">{shown(page.heading, language) || page.route}</span>
        </div>
        <div className="dp-phone-body">
          {(page.content ?? []).length === 0 && <p className="dp-phone-empty">The page is empty.</p>}
          {(page.content ?? []).map((item, i) => {
            if (item.type === 'slot') {
              const choice = slots.find((s) => s.id === item.slot);
              return (
                <div key={i} className="dp-phone-slot">
                  {choice ? choice.label : 'Choose a part to show here'}
                </div>
              );
            }
            const title = shown(item.title, language);
            const text = shown(item.text, language);
            const links = (item.links ?? []).filter((l) => l.label);
            return (
              <div key={i} className={`dp-phone-block dp-phone-${item.type}`}>
                {item.type === 'image-text' && <div className="dp-phone-image">{item.image?.alt || 'Image'}</div>}
                {title && <p className="dp-phone-block-title">{title}</p>}
                {text && <p className="dp-phone-text">{text}</p>}
                {item.type === 'link-button' && links.map((l, j) => <span key={j} className="dp-phone-button">{l.label}</span>)}
                {item.type === 'link-list' && links.length > 0 && (
                  <ul>
                    {links.map((l, j) => (
                      <li key={j}>{l.label}</li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      </div>
      <p className="dp-help">Drawn from your unsaved edits. The parts of the widget show with the shopper's own data on the storefront.</p>
    </aside>
  );
}
