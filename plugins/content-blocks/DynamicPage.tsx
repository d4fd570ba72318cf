// A merchant's dynamic page (settings.dynamicPages): its content,
// top to bottom, made of content blocks and slots that plugins fill (e.g. `acme-loyalty.rewardsInfo`). The
// composition root hands this page to the runtime as its dynamic page loader.
import { Slot, type PageProps } from '../../runtime/public.ts';
import { LocalizedContentBlock, type ContentBlock } from './ContentBlockView.tsx';

type Item = ContentBlock | { type: 'slot'; slot: string };

export default function DynamicPage({ route }: PageProps) {
  const items = (route.definition.content ?? []) as readonly Item[];
  return (
    <>
      {items.map((item, index) =>
        item.type === 'slot' ? <Slot key={`slot:${item.slot}:${index}`} id={item.slot as `${string}.${string}`} /> : <LocalizedContentBlock key={item.id} block={item} />,
      )}
    </>
  );
}
