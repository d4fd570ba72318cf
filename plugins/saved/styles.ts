// Saved from cart's styles, in the panel's shadow root; they build on the shell's tokens (runtime/dom/styles).
export const SAVED_CSS = /* css */ `
.status-saved-list { display: flex; flex-direction: column; gap: 12px; margin: 0; padding: 0; list-style: none; }
.status-saved-item {
  display: grid; grid-template-columns: 80px minmax(0, 1fr) auto; grid-template-areas: "media info remove" "media action action";
  column-gap: 14px; row-gap: 10px; align-items: start; padding: 12px;
  border: 1px solid var(--status-border); border-radius: var(--status-radius-small); background: var(--status-bg);
}
.status-saved-media {
  grid-area: media; width: 80px; height: 80px; overflow: hidden;
  border-radius: calc(var(--status-radius-small) - 4px); background: var(--status-surface);
}
.status-saved-media img { display: block; width: 100%; height: 100%; object-fit: cover; }
.status-saved-info { grid-area: info; display: flex; flex-direction: column; gap: 2px; min-width: 0; padding-top: 2px; }
.status-saved-title {
  font-weight: 600; line-height: 1.35; color: inherit; text-decoration: none;
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden;
}
@media (hover: hover) { a.status-saved-title:hover { text-decoration: underline; text-underline-offset: 2px; } }
.status-saved-variant { font-size: 14px; }
.status-saved-price { display: flex; align-items: center; flex-wrap: wrap; gap: 8px; font-size: 15px; font-variant-numeric: tabular-nums; }
.status-saved-badge {
  padding: 1px 8px; border-radius: 999px; font-size: 12px; font-weight: 600;
  color: var(--status-warning); background: var(--status-warning-bg);
}
.status-saved-remove { grid-area: remove; margin: -8px -8px 0 0; color: var(--status-text-muted); }
.status-saved-action { grid-area: action; justify-self: stretch; min-height: 44px; font-size: 15px; }
.status-saved-action[aria-disabled="true"] { opacity: 0.7; cursor: progress; }
.status-saved-line {
  display: block; height: 14px; margin: 4px 0; border-radius: 6px; width: 80%;
}
.status-saved-line[data-short] { width: 45%; }
.status-saved-empty { align-items: flex-start; }
.status-saved-empty .status-button { margin-top: 8px; }
.status-saved { container-type: inline-size; }
@container (min-width: 520px) {
  .status-saved-item { grid-template-columns: 80px minmax(0, 1fr) auto auto; grid-template-areas: "media info action remove"; align-items: center; }
  .status-saved-action { justify-self: end; padding: 0 20px; }
  .status-saved-remove { margin: 0; }
}
`;
