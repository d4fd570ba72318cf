// The modules an outside plugin takes from this page instead of bundling its own copies: React,
// react-dom, the JSX runtime and the runtime's public entry (`@status/sdk`). The SDK's esbuild preset
// (sdk/preset.mjs) turns a plugin's `import … from 'react'` into a read of `__STATUS_HOST__.modules.react`,
// the way WordPress's dependency extraction maps `react` to `window.React`. One React on the page means the
// plugin's hooks and components work inside the panel's tree, and a provider ships kilobytes.
import * as react from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import * as publicEntry from '../runtime/public.ts';

/** The version of this contract: what `__STATUS_HOST__` holds. The preset checks it. */
export const HOST_API_VERSION = 1;

/** Module specifiers the host provides, and what each is. */
export interface HostModules {
  readonly react: typeof react;
  readonly 'react-dom': typeof ReactDOM;
  readonly 'react-dom/client': typeof ReactDOMClient;
  readonly 'react/jsx-runtime': typeof jsxRuntime;
  readonly '@status/sdk': typeof publicEntry;
}

export interface StatusHost {
  readonly apiVersion: typeof HOST_API_VERSION;
  readonly modules: HostModules;
}

declare global {
  interface Window {
    /** Set by the panel chunk before plugins load: the modules outside plugins share with the widget. */
    __STATUS_HOST__?: StatusHost;
  }
}

/** Puts the host modules on `win`. Idempotent: once set (not writable, not configurable), it stays. */
export function exposeHostModules(win: Window): StatusHost {
  const existing = Object.getOwnPropertyDescriptor(win, '__STATUS_HOST__');
  if (existing && !existing.configurable) return existing.value as StatusHost;
  const host: StatusHost = Object.freeze({
    apiVersion: HOST_API_VERSION,
    modules: Object.freeze({
      react,
      'react-dom': ReactDOM,
      'react-dom/client': ReactDOMClient,
      'react/jsx-runtime': jsxRuntime,
      '@status/sdk': publicEntry,
    }),
  });
  // A page script cannot swap React under the panel (a value a page set before is replaced).
  Object.defineProperty(win, '__STATUS_HOST__', { value: host, writable: false, configurable: false, enumerable: false });
  return host;
}
