// Building blocks the favorites pages share: product titles for accessible button names, the collection name
// form ('Name required', save disabled while empty), icons and the plugin's styles.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { loadProductUi, useResource, useSnapshot, type ProductData } from '../../runtime/public.ts';
import { listCollections } from './api.ts';
import { productRef, type Ctx, type Favorites } from './model.ts';
import { FAVORITES_CSS } from './styles.ts';

export type ProductUi = Awaited<ReturnType<typeof loadProductUi>>;

/** The product card, strip and grid module, once loaded (null until then). */
export function useProductUi(ctx: Ctx): ProductUi | null {
  const [ui, setUi] = useState<ProductUi | null>(null);
  useEffect(() => {
    let live = true;
    loadProductUi().then((m) => live && setUi(m), (error: unknown) => ctx.report(error, 'favorites: product UI'));
    return () => {
      live = false;
    };
  }, [ctx]);
  return ui;
}

/** The shopper's collections, fetched again (the shown list kept meanwhile) when they change (`collectionsVersion`). */
export function useCollections(ctx: Ctx, favorites: Favorites) {
  const { collectionsVersion } = useSnapshot(favorites.state);
  return useResource(
    async (signal) => {
      const collections = await listCollections(ctx.api, signal);
      collections.forEach((c) => favorites.rememberName(c));
      return collections;
    },
    [ctx, favorites, collectionsVersion],
    { keep: true, onError: (error) => ctx.report(error, 'favorites: POST /saved/wishlist-collections') },
  );
}

/** One product's data (picture, title, variant) from the batching, caching product client; null until it comes. */
export function useProduct(ctx: Ctx, item: { productId: number | string; variantId: number | string | null }): ProductData | null {
  const [data, setData] = useState<ProductData | null>(null);
  useEffect(() => {
    let live = true;
    ctx.products.load(productRef(item)).then(
      (loaded) => live && setData(loaded),
      () => {},
    );
    return () => {
      live = false;
    };
    // The product and variant ids stand for `item`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ctx, item.productId, item.variantId]);
  return data;
}

type Ref = { id: string | number; type?: string };
const keyOf = (ref: Ref) => `${ref.type ?? ''}:${String(ref.id)}`;

/** Titles of the products (through the batching, caching product client the cards use too: no extra request). */
export function useProductTitles(ctx: Ctx, refs: readonly Ref[]): Record<string, string | null> {
  const [titles, setTitles] = useState<Record<string, string | null>>({});
  const wanted = refs.map(keyOf).join(',');
  useEffect(() => {
    let live = true;
    for (const ref of refs) {
      const key = keyOf(ref);
      ctx.products.load(ref).then(
        (data) => live && setTitles((now) => (now[key] === data.title ? now : { ...now, [key]: typeof data.title === 'string' ? data.title : null })),
        () => live && setTitles((now) => ({ ...now, [key]: null })),
      );
    }
    return () => {
      live = false;
    };
    // `wanted` stands for `refs`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ctx, wanted]);
  return titles;
}

export const titleOf = (ctx: Ctx, titles: Record<string, string | null>, ref: Ref) => titles[keyOf(ref)] || ctx.i18n.t('unavailableTitle');

export function Styles() {
  return <style data-status="favorites">{FAVORITES_CSS}</style>;
}

export interface NameFormProps {
  ctx: Ctx;
  initial?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit(name: string): void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** The collection name form: required ('Name required'); save disabled while empty. */
export function NameForm({ ctx, initial = '', submitLabel, busy, onSubmit, onCancel, autoFocus }: NameFormProps) {
  const t = ctx.i18n.t;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const empty = name.trim() === '';
  const showError = touched && empty;
  useEffect(() => {
    if (autoFocus) input.current?.focus({ preventScroll: true });
  }, [autoFocus]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (empty || busy) return;
    onSubmit(name.trim());
  };
  return (
    <form className="status-fav-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <div className="status-fav-field">
        <label htmlFor={`${id}-name`}>{t('nameLabel')}</label>
        <input
          ref={input}
          id={`${id}-name`}
          name="name"
          className="status-fav-input"
          autoComplete="off"
          maxLength={100}
          required
          aria-invalid={showError || undefined}
          aria-describedby={showError ? `${id}-error` : undefined}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setTouched(true);
          }}
          onBlur={() => name !== initial && setTouched(true)}
        />
        {showError ? (
          <p id={`${id}-error`} className="status-fav-error" role="alert">
            {t('nameRequired')}
          </p>
        ) : null}
      </div>
      <div className="status-fav-form-actions">
        {onCancel ? (
          <button type="button" className="status-button" onClick={onCancel}>
            {t('cancel')}
          </button>
        ) : null}
        <button type="submit" className="status-button" data-variant="primary" disabled={empty} aria-disabled={busy || undefined}>
          {busy ? t('saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}

const svg = (path: ReactNode) => (
  <svg className="status-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    {path}
  </svg>
);
export const icons = {
  remove: () => svg(<path d="M6 6l12 12M18 6L6 18" />),
  add: () => svg(<path d="M12 5v14M5 12h14" />),
  share: () => svg(<><path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7" /><path d="M12 3v13M7 8l5-5 5 5" /></>),
  edit: () => svg(<path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />),
  trash: () => svg(<path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />),
  chevron: () => svg(<path d="M9 6l6 6-6 6" />),
  check: () => svg(<path d="M5 12l5 5 9-10" />),
  folder: () => svg(<path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7z" />),
  save: () => svg(<><path d="M4 6h16v12H4z" /><path d="M4 7l8 6 8-6" /></>),
};

/** A plain click on an in-panel link navigates inside the panel; modified clicks keep the browser's behaviour. */
export function go(event: { preventDefault(): void; button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean }, navigate: () => void) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate();
}

export function countText(ctx: Ctx, count: number): string {
  const t = ctx.i18n.t;
  return count === 0 ? t('itemsNone') : count === 1 ? t('itemsOne') : t('itemsMany', { count });
}

/**
 * After a remove button took its item away, focus goes to the remove button now at the same place (or the
 * last one), else to `fallback`: keyboard users stay in the list instead of starting over at the top.
 */
export function refocusAfterRemove(container: HTMLElement | null, index: number, fallback?: () => HTMLElement | null) {
  requestAnimationFrame(() => {
    const buttons = container ? [...container.querySelectorAll<HTMLElement>('.status-fav-remove')] : [];
    (buttons[Math.min(index, buttons.length - 1)] ?? fallback?.() ?? null)?.focus();
  });
}

/** Loading placeholder of a list: `count` skeleton blocks, announced by `label`. */
export function ListSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div className="status-skeleton" data-size="small">
      <span className="status-visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="status-skeleton-block" aria-hidden="true" />
      ))}
    </div>
  );
}
