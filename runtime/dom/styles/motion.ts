// Keyframes, and the reduced-motion rules: with `prefers-reduced-motion: reduce` nothing slides or shimmers;
// the panel only fades (a fade is not motion), so the 400 ms close still reads as a close.
export const MOTION_CSS = /* css */ `
@keyframes status-fade-in { from { opacity: 0; } }
@keyframes status-fade-out { to { opacity: 0; } }
@keyframes status-slide-up { from { transform: translateY(100%); } }
@keyframes status-slide-down { to { transform: translateY(100%); } }
@keyframes status-slide-from-left { from { transform: translateX(-100%); } }
@keyframes status-slide-to-left { to { transform: translateX(-100%); } }
@keyframes status-slide-from-right { from { transform: translateX(100%); } }
@keyframes status-slide-to-right { to { transform: translateX(100%); } }
@keyframes status-shimmer-sweep { from { transform: translateX(-100%); } to { transform: translateX(100%); } }
@media (prefers-reduced-motion: reduce) {
  .status-root *, .status-root *::before, .status-root *::after { transition: none !important; }
  .status-shell .status-panel, .status-action-panel { animation: status-fade-in 200ms ease both !important; }
  .status-shell .status-panel[data-state="closing"] { animation: status-fade-out 400ms ease both !important; }
  .status-shell .status-panel[hidden] { animation: none !important; }
  .status-page, .status-toast { animation: none !important; }
  .status-skeleton-block::after { animation: none !important; opacity: 0; }
}
`;
