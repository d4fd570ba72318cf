// The loader's extras chunk (built apart like the theme elements' chunk, build/elements.ts): the floating me
// button and the notification triggers. Only shops that turn one of them on download it (start.ts imports it
// once the init data says so), so their code is not part of every shop's status.js: the loader's frame (a
// tap paints at once, frame.ts) needed those bytes within the 10,000 B budget (docs/performance.md).
import type { TrackFn } from '../dom/contract';
import type { HostWindow } from '../dom/host-window';
import type { ReadyInitData } from './init-data';
import { installMeButton } from './me-button';
import { installNotificationTriggers } from './notification-triggers';

export interface ExtrasStartOptions {
  win: HostWindow;
  initData: ReadyInitData;
  track: TrackFn;
  /** The theme elements' site toast (their chunk loads when a trigger fires). */
  notify(message: string, action?: { label: string; href: string }): void;
  signal?: AbortSignal;
}

/** The extras chunk's module shape. */
export interface ExtrasModule {
  start(options: ExtrasStartOptions): void;
}

export function start({ win, initData, track, notify, signal }: ExtrasStartOptions): void {
  installMeButton(win, initData, track, signal);
  installNotificationTriggers(win, initData, notify, signal);
}
