// The disabled rules: a local state flag 'off', a timeout flag in the future, or the global
// enabled flag false. The global flag is checked once init data arrived: off, the widget installs no
// listeners and loads nothing. The local flags are read on first use (`localFlagsCheck`), not at page load:
// a page's first localStorage access waits on the browser process (~2 ms of main thread, 8–9 ms at 4× CPU,
// the largest and most variable part of the loader's cost), and most page views never use the widget.
import type { InitData } from '../dom/contract';
import type { HostWindow } from '../dom/host-window';
import { readStorage } from '../dom/storage';

export const STATE_KEY = 'status:state';
export const TIMEOUT_KEY = 'status:timeout';

/** The timeout flag holds a time in epoch milliseconds (or anything `Date.parse` reads); NaN when unset. */
function timeoutUntil(raw: string | null): number {
  if (!raw) return NaN;
  const ms = Number(raw);
  return Number.isNaN(ms) ? Date.parse(raw) : ms;
}

/** Why the local flags switch the widget off, or null when they don't. */
export function storageDisabledReason(win: HostWindow, now = Date.now()): string | null {
  if (readStorage(win, STATE_KEY) === 'off') return `localStorage '${STATE_KEY}' is 'off'`;
  const until = timeoutUntil(readStorage(win, TIMEOUT_KEY));
  if (until > now) return `localStorage '${TIMEOUT_KEY}' is in the future (${new Date(until).toISOString()})`;
  return null;
}

/**
 * Whether the local flags switch the widget off, read on the first call (logged then) and remembered: every
 * use of the widget (an open, an intent that would preload it) asks first.
 */
export function localFlagsCheck(win: HostWindow): () => boolean {
  let off: boolean | undefined;
  return () => {
    if (off === undefined) {
      const reason = storageDisabledReason(win);
      off = reason !== null;
      if (reason) console.info(`Status: disabled (${reason})`);
    }
    return off;
  };
}

export function initDataDisabledReason(data: InitData): string | null {
  return data.enabled === false ? 'window.StatusInitData.enabled is false' : null;
}
