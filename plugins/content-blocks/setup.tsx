// Merchant content blocks: each block in settings.content is a fill of the slot it
// names. Blocks may require a signed-in customer.
import { defineSetup, SLOT_IDS, type SlotId } from '../../runtime/public.ts';
import type { manifest } from './index.ts';
import { LocalizedContentBlock } from './ContentBlockView.tsx';

export default defineSetup<typeof manifest>((ctx) => {
  const cleanups = ctx.settings.content.map((block) => {
    if (!(SLOT_IDS as readonly string[]).includes(block.slot ?? '')) {
      ctx.report(new Error(`Content block "${block.id}" names unknown slot "${block.slot}"`), 'content blocks');
      return () => {};
    }
    return ctx.slots.fill(block.slot as SlotId, {
      order: block.order ?? 0,
      when: (c) => !block.requiresLogin || c.isCustomer,
      component: () => <LocalizedContentBlock block={block} />,
    });
  });
  return () => cleanups.forEach((cleanup) => cleanup());
});
