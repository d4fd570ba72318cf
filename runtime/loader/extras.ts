// The loader's extras chunk (built apart like the theme elements' chunk, build/elements.ts): the floating me
// button and the notification triggers. Only shops that turn one of them on download it (start.ts imports it
// once the init data says so), so their code is not part of every shop's status.js: the loader's frame (a
// tap paints at once, frame.ts) needed those bytes within the 10,000 B budget (docs/performance.md). On a page
// with theme elements the build's elements chunk with the extras in it brings them instead: one file, not two.
import type { TrackFn } from '../dom/contract';
import type { HostWindow } from '../dom/host-window';
import type { PageReading } from '../dom/page-data';
import type { pageTypeFromPath } from '../dom/page-type';
import type { readStorage, writeStorage } from '../dom/storage';
import type { ReadyInitData } from './init-data';
import { installMeButton } from './me-button';
import { installNotificationTriggers } from './notification-triggers';
import type { runWhenIdle } from './prefetch';

/**
 * What the loader hands over: besides the page and its tracking queue, its reading of the page data and the
 * helpers it carries anyway (storage, page type, idle), so this chunk has no second copy of them.
 */
export interface ExtrasStartOptions extends PageReading {
  win: HostWindow;
  initData: ReadyInitData;
  track: TrackFn;
  /** The theme elements' site toast (their chunk loads when a trigger fires). */
  notify(message: string, action?: { label: string; href: string }): void;
  signal?: AbortSignal | undefined;
  readStorage: typeof readStorage;
  writeStorage: typeof writeStorage;
  pageTypeFromPath: typeof pageTypeFromPath;
  runWhenIdle: typeof runWhenIdle;
}

/** The extras' module shape: the extras chunk's, and the elements chunk's built with them (build/elements.ts). */
export interface ExtrasModule {
  startExtras(options: ExtrasStartOptions): void;
}

export function startExtras(options: ExtrasStartOptions): void {
  installMeButton(options);
  installNotificationTriggers(options);
}
