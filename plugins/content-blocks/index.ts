// Merchant content blocks: blocks from `settings.content`, each a fill of the slot it
// names; login-only blocks wait for a signed-in customer. Invalid blocks skip this plugin only, with a report.
import { definePlugin, SLOT_IDS } from '../../runtime/public.ts';

export const manifest = definePlugin({
  apiVersion: 1,
  id: 'content-blocks',
  name: 'Content blocks',
  version: '1.0.0',
  provider: 'Status',
  description: "The merchant's own content: images with text and links, placed in the panel's slots.",
  settings: ['content'],
  slots: SLOT_IDS,
});

export const contentBlocksPlugin = definePlugin({
  ...manifest,
  load: () => import('./setup.tsx'),
});
