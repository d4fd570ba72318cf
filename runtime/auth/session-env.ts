// What the session needs from the host page: its URL, leaving it (shop logout, reload), the shop's cart
// endpoint and storage. Injectable so unit tests never navigate jsdom and the e2e runs the real thing.

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & Partial<Pick<Storage, 'key' | 'length'>>;

export interface SessionEnvironment {
  /** The page's current URL. */
  href(): string;
  /** Leaves the page (shop logout, a shop login redirect). */
  assign(url: string): void;
  reload(): void;
  /** fetch against the storefront (same origin), for `/cart/update.js`. */
  fetch(input: string, init?: RequestInit): Promise<Response>;
  /** Persists across visits: login type, whether the shopper ever logged in; recently viewed lives here too. */
  localStorage: StorageLike | null;
  /** Per tab: the marker that the next page load follows a sign-in (isInitialLoginSession). */
  sessionStorage: StorageLike | null;
  /** Waits between shop login attempts. */
  sleep(ms: number): Promise<void>;
}

function storage(read: () => Storage): StorageLike | null {
  try {
    const s = read();
    s.getItem('status:probe');
    return s;
  } catch {
    return null; // privacy modes and sandboxed frames throw on access
  }
}

/**
 * The real page, with `overrides` in place of its parts (tests); outside a browser (node tests) every effect is
 * a no-op. Storage is probed on first use, not when the runtime starts: a page's first sessionStorage access
 * opens the tab's storage area (~1 ms of main thread, ~4 ms at 4× CPU), which the first open's mount paid for a
 * marker read only after a sign-in.
 */
export function browserSessionEnvironment(overrides: Partial<SessionEnvironment> = {}): SessionEnvironment {
  const win = typeof window === 'undefined' ? null : window;
  const lazyStorage = (read: () => Storage) => {
    let probed: StorageLike | null | undefined;
    return () => (probed === undefined ? (probed = win ? storage(read) : null) : probed);
  };
  const local = lazyStorage(() => win!.localStorage);
  const session = lazyStorage(() => win!.sessionStorage);
  return {
    href: () => win?.location.href ?? 'http://localhost/',
    assign: (url) => win?.location.assign(url),
    reload: () => win?.location.reload(),
    fetch: (input, init) => (win ? win.fetch(input, init) : Promise.reject(new Error('no window'))),
    get localStorage() {
      return local();
    },
    get sessionStorage() {
      return session();
    },
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    // An override replaces the getter with its value (a spread defines data properties).
    ...overrides,
  };
}

export function readJson<T>(store: StorageLike | null, key: string): T | null {
  try {
    const raw = store?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(store: StorageLike | null, key: string, value: unknown): void {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: the state simply isn't remembered.
  }
}

export function removeKey(store: StorageLike | null, key: string): void {
  try {
    store?.removeItem(key);
  } catch {
    // unavailable storage has nothing to remove
  }
}

/** Removes every key that starts with one of `prefixes`. */
export function removeKeysWithPrefix(store: StorageLike | null, prefixes: readonly string[]): void {
  if (!store?.key || typeof store.length !== 'number') return;
  const keys: string[] = [];
  try {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key && prefixes.some((p) => key.startsWith(p))) keys.push(key);
    }
  } catch {
    return;
  }
  keys.forEach((key) => removeKey(store, key));
}
