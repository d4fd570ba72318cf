// The For you tab: the home page, a layout of slots that feature plugins fill, with the product
// sections recently viewed and popular today (sections.tsx) and the collection:{name} page. Only this manifest
// is in the panel chunk; the setup (with the page and the English messages) and the sections are chunks.
import { definePlugin } from '../../runtime/public.ts';

export const manifest = definePlugin({
  apiVersion: 1,
  id: 'foryou',
  name: 'For you',
  version: '1.0.0',
  provider: 'Status',
  description: 'The home tab: greeting, product strips and the sections other plugins fill.',
  routes: ['foryou', 'collection'],
  slots: ['forYou.recentCollections', 'forYou.recentlyViewed', 'forYou.popularToday'],
  hooks: ['open'],
});

export const foryouPlugin = definePlugin({
  ...manifest,
  messages: { en: () => import('./setup.ts').then((m) => ({ default: m.en })), de: () => import('./messages/de.ts') },
  load: () => import('./setup.ts'),
});
