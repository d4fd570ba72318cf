// localStorage throws in some privacy modes and sandboxed frames: every access fails soft through here.
import type { HostWindow } from './host-window';

export function readStorage(win: HostWindow, key: string): string | null {
  try {
    return win.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(win: HostWindow, key: string, value: string): void {
  try {
    win.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the next page simply won't know the previous page type.
  }
}
