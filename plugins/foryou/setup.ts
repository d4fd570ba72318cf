import { defineSetup } from '../../runtime/public.ts';
import ForYouPage from './Page.tsx';
import type { ForYouSections } from './sections.tsx';

// The page and the English messages travel in this chunk: all three are needed for every first open, and one
// file instead of three saves the per-file bytes and requests (the manifest loads `en` from here).
export { default as en } from './messages/en.ts';

/**
 * The product sections (sections.tsx: recently viewed, popular today, the collection page) load this long
 * after the panel became interactive (`status:open`), outside the panel's first open and its byte budget; a
 * panel without the loader's event waits FALLBACK_MS. They fill the last For you slots, so arriving later
 * moves nothing above them.
 */
const AFTER_INTERACTIVE_MS = 300;
const FALLBACK_MS = 1500;

export default defineSetup((ctx) => {
  let sections: Promise<ForYouSections> | undefined;
  const load = () => (sections ??= import('./sections.tsx').then((m) => m.createSections(ctx)));
  const later = () => void setTimeout(() => load().catch(ctx.report), AFTER_INTERACTIVE_MS);
  ctx.hooks.open.tap(() => {
    addEventListener('status:open', later, { once: true });
    setTimeout(later, FALLBACK_MS);
  });
  const cleanups = [
    ctx.routes.add({
      name: 'foryou',
      tab: true,
      authRequired: false,
      heading: () => ctx.i18n.t('heading'),
      headingFallback: () => ctx.i18n.t('headingFallback'),
      load: async () => ({ default: ForYouPage }),
    }),
    // `collection:{name}` (SPEC §2): a strip's whole list; the heading is the name's message.
    ctx.routes.add({
      name: 'collection',
      authRequired: false,
      previous: 'foryou',
      heading: ([name = '']) => ctx.i18n.t(name),
      load: () => load().then((s) => ({ default: s.CollectionPage })),
    }),
  ];
  return () => {
    cleanups.forEach((cleanup) => cleanup());
    void sections?.then((s) => s.dispose());
  };
});
