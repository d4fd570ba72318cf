// The React helpers a plugin's pages and fills use: slots and fills, their own plugin (usePlugin), read-only
// store snapshots, core messages, navigation, and the action sheet.

// Slots and fills.
export { Slot, useFill, useSlotContext } from '../react/Slot.tsx';
export type { FillApi } from '../react/Slot.tsx';

// The page's or fill's plugin, the store, core messages, navigation.
export { NO_IDENTITY_WAIT_MS, useIdentity, useNavigate, usePlugin, useStore, useT } from '../react/context.tsx';
export type { PluginApi } from '../react/context.tsx';
export { useSnapshot } from 'valtio/react';

// A sheet over the panel with a heading, a close button, its own focus trap and Escape, an optional Done button.
export { ActionPanel, type ActionPanelProps } from '../react/shell/ActionPanel.tsx';
// Loading a list: loading, error (Try again), empty, ready; abort on unmount; load more. Its states shown alike.
export { EmptyCard, ListStatus, useResource, type ListStatusProps, type Resource, type ResourceOptions, type ResourceStatus } from '../react/use-resource.tsx';
