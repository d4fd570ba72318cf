// The loader entry: a classic script on every storefront page, built as an IIFE into
// dist/status.js. It stays tiny: no React, axios, ajv, firebase or tapable, only types from contract.ts.
// The build defines __STATUS_PANEL_CHUNK__ as the panel chunk's path relative to dist/ and
// __STATUS_PANEL_DEPENDENCIES__ as the chunks it imports statically, resolved against this script's own URL,
// so the chunks load from wherever status.js was served.
import type { ElementsModule, PanelModule } from '../dom/contract';
import type { ExtrasModule } from './extras';
import type { FrameLoginModule } from './frame';
import type { HostWindow } from '../dom/host-window';
import { startStatus } from './start';

declare const __STATUS_PANEL_CHUNK__: string;
declare const __STATUS_PANEL_DEPENDENCIES__: string[];
/** The theme elements' chunk (runtime/elements/index.ts), relative to dist/. */
declare const __STATUS_ELEMENTS_CHUNK__: string;
/** The extras chunk (runtime/loader/extras.ts: me button, notification triggers), relative to dist/. */
declare const __STATUS_EXTRAS_CHUNK__: string;
/** The elements chunk built with the extras (a page with theme elements on a shop with extras), relative to dist/. */
declare const __STATUS_ELEMENTS_EXTRAS_CHUNK__: string;
/** A guest's login card for the frame (app/frame-login.ts), relative to dist/. */
declare const __STATUS_FRAME_LOGIN_CHUNK__: string;
/** Each built-in plugin's preloads, in the build's compact form (build/preloads.ts PreloadWire), read below. */
declare const __STATUS_PLUGIN_PRELOADS__: [string, boolean, string[], [string, string[]][], string[]][];

// Only valid while the script runs synchronously: captured first.
const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src || location.href;
const win = window as HostWindow;
/** A chunk's path (relative to dist/) as an absolute URL. */
const chunkUrl = (chunk: string): string => new URL(chunk, scriptUrl).href;
const chunkUrls = (chunks: string[]): string[] => chunks.map(chunkUrl);
/** Every chunk is an ES module imported by its absolute URL. */
const load = <T>(url: string): Promise<T> => import(/* @vite-ignore */ url) as Promise<T>;

if (win.Status) {
  console.warn('Status: the loader was included twice; the second copy does nothing');
} else {
  startStatus({
    win,
    panelUrl: chunkUrl(__STATUS_PANEL_CHUNK__),
    panelDependencyUrls: chunkUrls(__STATUS_PANEL_DEPENDENCIES__),
    pluginPreloads: __STATUS_PLUGIN_PRELOADS__.map(([activeBy, activeByDefault, chunks, validators, guest]) => ({
      activeBy,
      activeByDefault,
      urls: chunkUrls(chunks),
      validators: validators.map(([group, files]) => ({ group, urls: chunkUrls(files) })),
      guest: chunkUrls(guest),
    })),
    importPanel: load<PanelModule>,
    elementsUrl: chunkUrl(__STATUS_ELEMENTS_CHUNK__),
    importElements: load<ElementsModule>,
    extrasUrl: chunkUrl(__STATUS_EXTRAS_CHUNK__),
    elementsExtrasUrl: chunkUrl(__STATUS_ELEMENTS_EXTRAS_CHUNK__),
    importExtras: load<ExtrasModule>,
    frameLoginUrl: chunkUrl(__STATUS_FRAME_LOGIN_CHUNK__),
    importFrameLogin: load<FrameLoginModule>,
  });
}
