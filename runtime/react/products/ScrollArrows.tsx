// Arrow buttons for a row that scrolls sideways (a product strip, For you's rewards): a mouse has no swipe.
// Hidden where nothing can hover (a touch screen swipes, and the next card peeking in says the row scrolls);
// each arrow is disabled at its end and both go when the row fits. A press scrolls by most of the visible width.
import { useEffect, useState, type RefObject } from 'react';
import { useT } from '../context.tsx';

const ARROW_CSS = /* css */ `
.status-arrows { display: flex; gap: 8px; }
.status-arrow {
  display: grid; place-items: center; width: 36px; height: 36px; padding: 0; border: 1px solid var(--status-border);
  border-radius: 50%; background: var(--status-bg); color: var(--status-text); cursor: pointer;
}
.status-arrow:disabled { opacity: 0.4; cursor: default; }
@media (hover: hover) { .status-arrow:not(:disabled):hover { background: var(--status-surface); } }
@media (hover: none) { .status-arrows { display: none; } }
`;

const CHEVRON = { previous: 'M15 6l-6 6 6 6', next: 'M9 6l6 6-6 6' } as const;

/** `track`: the scrolling element; its content is watched, so cards arriving later bring the arrows. */
export function ScrollArrows({ track }: { track: RefObject<HTMLElement | null> }) {
  const t = useT();
  const [ends, setEnds] = useState({ start: true, end: true });
  useEffect(() => {
    const row = track.current;
    if (!row) return;
    const measure = () => {
      const start = row.scrollLeft <= 1;
      const end = row.scrollLeft + row.clientWidth >= row.scrollWidth - 1;
      setEnds((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resize?.observe(row);
    const content = typeof MutationObserver === 'function' ? new MutationObserver(measure) : null;
    content?.observe(row, { childList: true, subtree: true });
    return () => {
      row.removeEventListener('scroll', measure);
      resize?.disconnect();
      content?.disconnect();
    };
  }, [track]);
  if (ends.start && ends.end) return null;
  const scroll = (direction: 1 | -1) => {
    const row = track.current;
    row?.scrollBy({ left: direction * Math.max(120, row.clientWidth * 0.8), behavior: 'smooth' });
  };
  const arrow = (name: 'previous' | 'next', disabled: boolean) => (
    <button type="button" className="status-arrow" aria-label={t(`rail.${name}`)} disabled={disabled} onClick={() => scroll(name === 'next' ? 1 : -1)}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d={CHEVRON[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
  return (
    <div className="status-arrows">
      <style>{ARROW_CSS}</style>
      {arrow('previous', ends.start)}
      {arrow('next', ends.end)}
    </div>
  );
}
