// What plugins use from the panel shell: the action panel, skeletons, the heading helper. Toasts are plain TS:
// `showToast(ctx.store, { message })` from runtime/toasts.ts.
export { ActionPanel, type ActionPanelProps } from './ActionPanel.tsx';
export { Skeleton, type SkeletonProps } from './Skeleton.tsx';
export { formatHeading } from './heading.ts';
export { CLOSE_TRANSITION_MS, SKELETON_DELAY_MS } from '../../dom/panel-constants.ts';
