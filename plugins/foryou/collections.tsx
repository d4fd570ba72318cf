// Recent collections: the shop collections this
// shopper viewed lately, as a row of links to the storefront's collection pages. No login needed; shown only
// when the merchant turned on `recentlyViewedCollections` (off by default) and hidden when there is nothing
// to show. Loaded with the product sections, after the first open.
//
// Data: POST /saved/collections answers the last 8. It carries the collection views this browser
// kept since the last call (`collectionIds`, most recent first: the loader writes a collection page's
// collection on pagehide), the open page's collection first; the sent ones are then taken off.
import { useEffect, useId } from 'react';
import { safeUrl, useIdentity, useSnapshot, type PluginContext } from '../../runtime/public.ts';
import type sectionMessages from './messages/sections-en.ts';

type Id = string | number;

/** A collection entry, plus the storefront URL the API gives. */
export interface CollectionEntry {
  title: string;
  collection_id: number | string;
  name: string;
  url?: string;
}

export interface RecentCollectionsState {
  /** null until the first answer. */
  recentCollections: CollectionEntry[] | null;
}

/** What the section needs of the product UI module (the loader's storage helpers travel with it). */
export interface CollectionViews {
  readCollectionViews(win: Window): Id[];
  markCollectionViewsSent(win: Window, sent: readonly Id[]): void;
}

export const COLLECTIONS_SHOWN = 8;
/** 4 skeletons in a strip. */
const SKELETONS = 4;
const REFRESH_AFTER_MS = 30_000;

const CSS = /* css */ `
.status-collections { display: flex; flex-direction: column; gap: 12px; }
.status-collections h2 { font-size: 18px; font-weight: 700; line-height: 1.3; letter-spacing: -0.01em; }
.status-collections-list {
  display: flex; gap: 8px; margin: -4px calc(-1 * var(--status-page-inline, 24px)); padding: 4px var(--status-page-inline, 24px) 8px;
  list-style: none; overflow-x: auto; overscroll-behavior-x: contain; scrollbar-width: thin;
}
.status-collections-list > li { flex: none; display: flex; }
.status-collection-link {
  display: inline-flex; align-items: center; gap: 8px; min-height: 44px; padding: 0 18px; border-radius: 999px;
  border: 1px solid var(--status-border); background: var(--status-bg); color: inherit;
  font-size: 15px; font-weight: 600; text-decoration: none; white-space: nowrap; transition: background-color 150ms ease;
}
@media (hover: hover) { .status-collection-link:hover { background: var(--status-surface); } }
.status-collection-link svg { width: 16px; height: 16px; flex: none; color: var(--status-text-muted); }
.status-collection-skeleton {
  display: block; width: 112px; height: 44px; border-radius: 999px;
}
.status-collections-list > li:nth-child(2n) .status-collection-skeleton { width: 88px; }
`;

const isActive = (settings: Record<string, unknown>) =>
  (settings.recentlyViewedCollections as { isActive?: unknown } | undefined)?.isActive === true;

function validEntries(value: unknown): CollectionEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is CollectionEntry =>
      !!entry && typeof entry === 'object' && typeof (entry as CollectionEntry).title === 'string' && (entry as CollectionEntry).title.trim() !== '' &&
      typeof (entry as CollectionEntry).name === 'string',
  );
}

export function createRecentCollections(
  ctx: PluginContext,
  views: CollectionViews,
  state: RecentCollectionsState,
  t: (key: keyof typeof sectionMessages) => string,
): () => void {
  let inflight: Promise<void> | null = null;
  let fetchedAt = -Infinity;

  const refresh = (): Promise<void> => {
    if (inflight || Date.now() - fetchedAt < REFRESH_AFTER_MS) return inflight ?? Promise.resolve();
    const pending = views.readCollectionViews(window);
    const current = ctx.store.config.page.collectionId;
    const open = current === null || current === undefined || current === '' ? [] : [current];
    const collectionIds = [...open, ...pending.filter((id) => String(id) !== String(current))].slice(0, 16);
    inflight = ctx.api
      .post<{ collections?: unknown }>('/saved/collections', collectionIds.length ? { collectionIds } : {})
      .then(
        (answer) => {
          views.markCollectionViewsSent(window, pending);
          fetchedAt = Date.now();
          state.recentCollections = validEntries(answer?.collections).slice(0, COLLECTIONS_SHOWN);
        },
        (error: unknown) => {
          ctx.report(error, 'POST /saved/collections');
          state.recentCollections ??= []; // nothing to show: hidden (the views stay unsent for next time)
        },
      )
      .finally(() => {
        inflight = null;
      });
    return inflight;
  };

  function RecentCollections() {
    const identity = useIdentity();
    const { recentCollections } = useSnapshot(state);
    const headingId = useId();
    useEffect(() => {
      // The API needs an identity; none coming: hidden.
      if (identity === 'present') void refresh();
      else if (identity === 'none') state.recentCollections ??= [];
    }, [identity]);

    if (recentCollections && recentCollections.length === 0) return null;
    const root = ctx.store.config.routes.root || '/';
    const links = recentCollections?.flatMap((entry) => {
      const fallback = `${root.endsWith('/') ? root : `${root}/`}collections/${encodeURIComponent(entry.name)}`;
      const href = safeUrl(entry.url) ?? safeUrl(fallback);
      return href ? [{ key: String(entry.collection_id), href, title: entry.title }] : [];
    });
    if (links && links.length === 0) return null;
    return (
      <section className="status-collections" aria-labelledby={headingId} aria-busy={links ? undefined : true}>
        <style>{CSS}</style>
        <h2 id={headingId}>{t('recentCollections')}</h2>
        {links ? (
          <ul className="status-collections-list">
            {links.map((link) => (
              <li key={link.key}>
                <a className="status-collection-link" href={link.href}>
                  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                    <path d="M2 3.5h5l1.5 1.5H14v7.5H2z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
                  </svg>
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <ul className="status-collections-list" aria-label={t('loadingCollections')}>
            {Array.from({ length: SKELETONS }, (_, i) => (
              <li key={i}>
                <span className="status-collection-skeleton status-skeleton-block" aria-hidden="true" />
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  }

  return ctx.slots.fill('forYou.recentCollections', {
    when: () => isActive(ctx.store.settings as Record<string, unknown>),
    component: RecentCollections,
  });
}
