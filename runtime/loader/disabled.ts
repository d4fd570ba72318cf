// The disabled rules (SPEC §4 Widget): a local state flag 'off', a timeout flag in the future, or the global
// enabled flag false. The local flags are checked before anything else runs; the global flag once init data
// arrived. A disabled widget installs no listeners and loads nothing.
import type { InitData } from './contract';
import type { HostWindow } from './host-window';
import { readStorage } from './storage';

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

export function initDataDisabledReason(data: InitData): string | null {
  return data.enabled === false ? 'window.StatusInitData.enabled is false' : null;
}
