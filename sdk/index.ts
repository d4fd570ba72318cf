// `@status/sdk`: the one module a plugin imports. For TypeScript and tests it is the runtime's public entry;
// in a plugin built with the preset (./preset.mjs) it is the host page's copy (`__STATUS_HOST__`).
export * from '../runtime/public.ts';
// The page's `window.Status` (registerPlugin resolves with a PluginOutcome) for a provider's own script.
export type { StatusApi, StatusQueueCallback } from '../runtime/dom/contract.ts';
export type { PluginOutcome } from '../runtime/registry.ts';
