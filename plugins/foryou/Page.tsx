// The For you page: its regions in order (PAGE_LAYOUTS.foryou; docs/behaviour.md, For you). The points cards
// and the credit card share one row at the top, the shopper's balances at a glance: it scrolls sideways with the
// next card peeking in, and gets arrows (from the product UI, loaded when a mouse or the keyboard reaches the row).
import { useRef, useState, type ComponentType, type RefObject } from 'react';
import { loadProductUi, PAGE_LAYOUTS, Slot, useT } from '../../runtime/public.ts';

const ROW = new Set(['forYou.points', 'forYou.credit']);
// Membership and subscriptions are one row each (their pages have the whole card), listed together.
const LIST = new Set(['forYou.membership', 'forYou.subscriptions']);

// Only what the page needs before any card arrives: no heading over an empty row. The row's layout comes with
// the cards (the program UI's styles), so it costs the first open nothing.
const CSS = '.status-foryou-rewards:not(:has(.status-foryou-rail>*)),.status-foryou-programs:empty{display:none}';

type Arrows = ComponentType<{ track: RefObject<HTMLElement | null> }>;

function RewardsRow() {
  const t = useT();
  const rail = useRef<HTMLDivElement>(null);
  const [arrows, setArrows] = useState<{ Arrows: Arrows } | null>(null);
  const want = () => {
    if (!arrows) void loadProductUi().then((ui) => setArrows({ Arrows: ui.ScrollArrows }), () => {});
  };
  return (
    <section className="status-foryou-rewards" aria-labelledby="status-foryou-rewards" onPointerEnter={want} onFocus={want}>
      <style>{CSS}</style>
      <div className="status-foryou-rewards-head">
        <h2 id="status-foryou-rewards">{t('foryou.rewards')}</h2>
        {arrows ? <arrows.Arrows track={rail} /> : null}
      </div>
      <div className="status-foryou-rail" ref={rail}>
        <Slot id="forYou.points" />
        <Slot id="forYou.credit" />
      </div>
    </section>
  );
}

function ProgramList() {
  return (
    <div className="status-foryou-programs">
      <Slot id="forYou.membership" />
      <Slot id="forYou.subscriptions" />
    </div>
  );
}

export default function ForYouPage() {
  return (
    <>
      {PAGE_LAYOUTS.foryou.map((id) =>
        id === 'forYou.points' ? <RewardsRow key={id} /> : id === 'forYou.membership' ? <ProgramList key={id} /> : ROW.has(id) || LIST.has(id) ? null : <Slot key={id} id={id} />,
      )}
    </>
  );
}
