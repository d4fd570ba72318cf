// The For you page: its regions in order (PAGE_LAYOUTS.foryou; docs/behaviour.md, For you). The points cards
// and the credit card share one row at the top, the shopper's balances at a glance: it scrolls sideways with the
// next card peeking in, and gets arrows (from the product UI, loaded when a mouse or the keyboard reaches the row).
import { useRef, useState, type ComponentType, type RefObject } from 'react';
import { loadProductUi, PAGE_LAYOUTS, Slot, useT } from '../../runtime/public.ts';

const ROW = new Set(['forYou.points', 'forYou.credit']);

const CSS = /* css */ `
.status-foryou-rewards { display: flex; flex-direction: column; gap: 10px; }
.status-foryou-rewards:not(:has(.status-foryou-rail > *)) { display: none; }
.status-foryou-rewards-head { display: flex; align-items: center; justify-content: space-between; gap: 12px; min-height: 36px; }
.status-foryou-rewards-head h2 { font-size: 18px; font-weight: 700; line-height: 1.3; letter-spacing: -0.01em; }
.status-foryou-rail {
  display: flex; gap: 12px; overflow-x: auto; overscroll-behavior-x: contain; scroll-snap-type: x mandatory; scrollbar-width: none;
  margin: -4px calc(-1 * var(--status-page-inline, 24px)); padding: 4px var(--status-page-inline, 24px) 8px;
  scroll-padding: 0 var(--status-page-inline, 24px);
}
.status-foryou-rail > * { flex: 0 0 86%; min-width: 0; margin: 0; scroll-snap-align: start; }
.status-foryou-rail > :only-child { flex-basis: 100%; }
`;

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

export default function ForYouPage() {
  return (
    <>
      {PAGE_LAYOUTS.foryou.map((id) => (id === 'forYou.points' ? <RewardsRow key={id} /> : ROW.has(id) ? null : <Slot key={id} id={id} />))}
    </>
  );
}
