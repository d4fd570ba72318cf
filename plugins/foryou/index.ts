// The For you tab (SPEC §2): the home page, a layout of slots that feature plugins fill. Only this manifest
// is in the panel chunk; the setup and the page are chunks of their own.
import { definePlugin } from '../../runtime/public.ts';

export const foryouPlugin = definePlugin({
  apiVersion: 1,
  id: 'foryou',
  name: 'For you',
  version: '1.0.0',
  provider: 'Status',
  description: 'The home tab: a greeting and the For you sections that other plugins fill (SPEC §2).',
  routes: ['foryou'],
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
  load: () => import('./setup.ts'),
});
