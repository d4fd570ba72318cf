// localStorage throws in some privacy modes and sandboxed frames: every access fails soft through here.
import type { HostWindow } from './host-window';

/** Where the identity service keeps the session the panel, the elements and the tracking queue share. */
export const SESSION_KEY = 'status:auth';

/** localStorage when usable (the product caches); undefined in privacy modes that throw on access. */
export function usableStorage(win: Pick<Window, 'localStorage'>): Storage | undefined {
  try {
    const storage = win.localStorage;
    storage.getItem(SESSION_KEY);
    return storage;
  } catch {
    return undefined;
  }
}

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

/** Removes every key starting with one of `prefixes`. */
export function removeStored(win: HostWindow, prefixes: readonly string[]): void {
  try {
    const storage = win.localStorage;
    for (let i = storage.length; i--; ) {
      const key = storage.key(i);
      if (key && prefixes.some((prefix) => key.startsWith(prefix))) storage.removeItem(key);
    }
  } catch {
    // Storage unavailable: nothing stored to clear.
  }
}
