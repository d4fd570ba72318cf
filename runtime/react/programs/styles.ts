// The program cards' styles (points, credit, membership, subscriptions), in the panel's shadow root, on the
// shell's tokens. A card's brand colour comes from its plugin as `--program-accent` (text on white and white on
// it meet WCAG 2.1 AA: pick a dark enough colour) and `--program-soft` (its tint).
export const PROGRAM_CSS = /* css */ `
.status-program {
  --program-accent: #18181b; --program-soft: #f4f4f5;
  position: relative; overflow: hidden; display: flex; flex-direction: column; gap: 0; padding: 18px 20px 20px;
  border: 1px solid var(--status-border); border-radius: var(--status-radius-small);
  background: linear-gradient(150deg, var(--status-bg) 0%, var(--status-bg) 45%, var(--program-soft) 100%);
}
.status-program::after {
  content: ""; position: absolute; right: -48px; top: -48px; width: 144px; height: 144px; border-radius: 50%;
  background: radial-gradient(circle, var(--program-soft) 0%, transparent 70%); pointer-events: none;
}
.status-program-head { display: flex; align-items: center; gap: 10px; min-height: 32px; }
.status-program-mark {
  flex: none; display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px;
  border-radius: 10px; background: var(--program-accent); color: #ffffff;
}
.status-program-mark svg { width: 18px; height: 18px; }
.status-program-head h2 { flex: 1; min-width: 0; font-size: 16px; font-weight: 700; line-height: 1.3; letter-spacing: -0.01em; overflow-wrap: anywhere; }
.status-program-badge {
  flex: none; padding: 3px 10px; border-radius: 999px; background: var(--status-bg); color: var(--program-accent);
  font-size: 13px; font-weight: 600; box-shadow: inset 0 0 0 1px var(--status-border);
}
.status-program-value { display: flex; flex-wrap: wrap; align-items: baseline; gap: 6px 8px; margin-top: 14px !important; }
.status-program-value strong { font-size: 36px; font-weight: 800; line-height: 1.05; letter-spacing: -0.03em; font-variant-numeric: tabular-nums; }
.status-program-value span { font-size: 16px; font-weight: 600; color: var(--status-text-muted); }
.status-program-text { margin-top: 8px !important; font-size: 15px; line-height: 1.45; color: var(--status-text-muted); }
.status-program-text strong { color: var(--status-text); font-weight: 600; }
.status-program-meter { margin-top: 14px; height: 8px; border-radius: 999px; background: var(--status-surface); overflow: hidden; }
.status-program-meter > span { display: block; height: 100%; min-width: 8px; border-radius: inherit; background: var(--program-accent); }
.status-program-actions { position: relative; z-index: 1; display: flex; flex-wrap: wrap; gap: 8px; margin-top: 16px; }
.status-program-actions .status-button { flex: 1 1 auto; min-height: 44px; padding: 0 18px; gap: 6px; }
.status-program-actions .status-button[aria-busy="true"] { opacity: 0.7; cursor: progress; }
.status-program-arrow { width: 18px; height: 18px; transition: transform 150ms ease; }
@media (hover: hover) { .status-program-actions .status-button:hover .status-program-arrow { transform: translateX(2px); } }
.status-program-code {
  position: relative; z-index: 1; display: flex; align-items: center; gap: 8px; margin-top: 14px; padding: 6px 6px 6px 14px;
  border: 1px dashed var(--status-border); border-radius: 10px; background: var(--status-bg);
}
.status-program-code code {
  flex: 1; min-width: 0; font: 600 15px/1.3 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; letter-spacing: 0.04em;
  overflow-wrap: anywhere; user-select: all;
}
.status-program-code .status-button { flex: none; min-height: 40px; padding: 0 14px; gap: 6px; font-size: 14px; }
.status-program-code .status-button[data-copied] { background: var(--status-success-bg); border-color: var(--status-success-bg); color: var(--status-success); }
.status-program-code .status-button svg { width: 16px; height: 16px; }
.status-program-problem { display: flex; align-items: flex-start; gap: 10px; margin-top: 12px !important; font-size: 15px; color: var(--status-danger); }
.status-program-problem svg { flex: none; width: 20px; height: 20px; margin-top: 1px; }
.status-program-skeleton { display: flex; flex-direction: column; gap: 12px; padding: 18px 20px 20px; border: 1px solid var(--status-border); border-radius: var(--status-radius-small); }
.status-program-skeleton > span {
  display: block; height: 16px; width: 45%; border-radius: 6px;
}
.status-program-skeleton > span:nth-child(3) { width: 60%; height: 36px; }
.status-program-skeleton > span:nth-child(4) { width: 100%; height: 44px; border-radius: 999px; }
.status-program-skeleton[data-size="small"] > span:nth-child(4) { display: none; }
@media (prefers-reduced-motion: reduce) { .status-program-skeleton > span { animation: none; } .status-program-arrow, .status-program-chevron { transition: none; } }
/* A program condensed to one row: the whole row is its link (the anchor's box stretched over it). For you lists
   them in one bordered group (.status-foryou-programs), a divider between rows. */
.status-program-row {
  position: relative; display: flex; align-items: center; gap: 14px; min-height: 72px; padding: 14px 16px;
  border: 1px solid var(--status-border); border-radius: var(--status-radius-small); background: var(--status-bg);
}
.status-program-row-body { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
.status-program-row-body h2 { font-size: 16px; font-weight: 700; line-height: 1.3; letter-spacing: -0.01em; overflow-wrap: anywhere; }
.status-program-row-fact { font-size: 14px; line-height: 1.4; color: var(--status-text-muted); }
.status-program-row .status-program-problem { margin-top: 2px !important; font-size: 14px; }
.status-program-row .status-program-actions { margin-top: 8px; }
.status-program-row-link { flex: none; display: inline-flex; align-items: center; justify-content: center; width: 28px; height: 28px; color: var(--status-text-muted); border-radius: 999px; }
.status-program-row-link::after { content: ""; position: absolute; inset: 0; border-radius: inherit; }
.status-program-row-link:focus-visible { outline: none; }
.status-program-row:has(.status-program-row-link:focus-visible) { outline: 2px solid var(--status-focus); outline-offset: 2px; }
.status-program-row-link[aria-busy="true"] { opacity: 0.5; cursor: progress; }
.status-program-chevron { width: 20px; height: 20px; transition: transform 150ms ease; }
@media (hover: hover) {
  .status-program-row:has(.status-program-row-link:hover) { background: var(--status-surface); }
  .status-program-row:has(.status-program-row-link:hover) .status-program-chevron { transform: translateX(2px); }
}
.status-program-skeleton[data-size="row"] { flex-direction: row; align-items: center; gap: 14px; min-height: 72px; padding: 14px 16px; }
.status-program-skeleton[data-size="row"] > span:nth-child(3) { flex: none; width: 32px; height: 32px; border-radius: 10px; }
.status-program-skeleton[data-size="row"] > span:nth-child(4) { width: 55%; height: 16px; border-radius: 6px; }
.status-program-skeleton[data-size="row"] > span:nth-child(5) { display: none; }
.status-foryou-programs { display: flex; flex-direction: column; border: 1px solid var(--status-border); border-radius: var(--status-radius-small); overflow: hidden; }
.status-foryou-programs > * { border: 0; border-radius: 0; }
.status-foryou-programs > * + * { border-top: 1px solid var(--status-border); }
.status-foryou-programs .status-program-row:has(.status-program-row-link:focus-visible) { outline-offset: -2px; }
/* For you's rewards row (plugins/foryou): the cards side by side, scrolling sideways, the next one peeking in. */
.status-foryou-rewards { display: flex; flex-direction: column; gap: 10px; }
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
