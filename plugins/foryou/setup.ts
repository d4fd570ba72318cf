import { afterFirstOpen, defineSetup } from '../../runtime/public.ts';
import type { manifest } from './index.ts';
import ForYouPage from './Page.tsx';
import type { ForYouSections } from './sections.tsx';

// The page and the English messages travel in this chunk: all three are needed for every first open, and one
// file instead of three saves the per-file bytes and requests (the manifest loads `en` from here).
export { default as en } from './messages/en.ts';

export default defineSetup<typeof manifest>((ctx) => {
  // The product sections (sections.tsx: recently viewed, popular today, the collection page) load after the
  // first open settled, outside its bytes; they fill the last For you slots, so arriving later moves nothing.
  let sections: Promise<ForYouSections> | undefined;
  const load = () => (sections ??= import('./sections.tsx').then((m) => m.createSections(ctx)));
  const cleanups = [
    afterFirstOpen(ctx.hooks, () => void load().catch(ctx.report)),
    ctx.routes.add({
      name: 'foryou',
      tab: true,
      authRequired: false,
      heading: () => ctx.i18n.t('heading'),
      headingFallback: () => ctx.i18n.t('headingFallback'),
      load: async () => ({ default: ForYouPage }),
    }),
    // `collection:{name}`: a strip's whole list; the heading is the name's message.
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
