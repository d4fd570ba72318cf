// Test doubles for the session's host page: in-memory storages, recorded navigations and cart posts.
import type { SessionEnvironment } from '../auth/session-env.ts';
import { createFakeAuthService } from './fake-auth.ts';
import type { AuthService, AuthUser } from '../auth/service.ts';

export function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, String(value)),
    removeItem: (key: string) => void map.delete(key),
    key: (index: number) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
    dump: () => Object.fromEntries(map),
  };
}

export interface FakeSessionEnvironment extends SessionEnvironment {
  localStorage: ReturnType<typeof memoryStorage>;
  sessionStorage: ReturnType<typeof memoryStorage>;
  assigned: string[];
  reloads: number;
  /** Cart posts: URL and parsed JSON body. */
  cartPosts: { url: string; body: unknown }[];
  sleeps: number[];
  setHref(href: string): void;
}

export function createFakeSessionEnv(options: { href?: string; local?: Record<string, string>; cartStatus?: number } = {}): FakeSessionEnvironment {
  let href = options.href ?? 'https://shop.test/products/tee';
  const env: FakeSessionEnvironment = {
    href: () => href,
    setHref: (next) => void (href = next),
    assigned: [],
    reloads: 0,
    cartPosts: [],
    sleeps: [],
    assign: (url) => void env.assigned.push(url),
    reload: () => void env.reloads++,
    fetch: async (url, init) => {
      env.cartPosts.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return new Response('{}', { status: options.cartStatus ?? 200 });
    },
    localStorage: memoryStorage(options.local),
    sessionStorage: memoryStorage(),
    sleep: async (ms) => void env.sleeps.push(ms),
  };
  return env;
}

/** Lets pending promise chains (auth callbacks, msw responses) settle. */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A fake identity service that answers only once `load()` is called (the lazily imported firebase chunk). */
export function createLazyAuth(initial: AuthUser | null = null) {
  const inner = createFakeAuthService(initial);
  let release!: () => void;
  const loaded = new Promise<void>((resolve) => (release = resolve));
  const service: AuthService = {
    currentUser: () => null,
    onChange(listener) {
      let stop: (() => void) | null = null;
      void loaded.then(() => (stop = inner.onChange(listener)));
      return () => stop?.();
    },
    getIdToken: async () => (await loaded, inner.getIdToken()),
    signInAnonymously: async () => (await loaded, inner.signInAnonymously()),
    signInWithCustomToken: async (t) => (await loaded, inner.signInWithCustomToken(t)),
    signInWithGoogle: async () => (await loaded, inner.signInWithGoogle()),
    signOut: async () => (await loaded, inner.signOut()),
  };
  return { service, inner, load: () => release() };
}
