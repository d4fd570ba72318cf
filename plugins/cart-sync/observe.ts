// Observes the storefront's cart requests: `/cart/add(.js)` and `/cart/change(.js)`
// (with or without a locale prefix such as /de/cart/add.js), sent with fetch or XMLHttpRequest, as themes
// use both. The page's request is never changed: the same promise / XHR goes back to the theme, and the
// response is read from a clone after it succeeded.
//
// `window.fetch` and `XMLHttpRequest.prototype.open/send` are wrapped once per window, however many
// observers start (several runtimes, a plugin restarted after new settings); the last observer to stop
// puts the originals back. If another script wrapped them after us, ours stay in place as a pass-through.

export type CartAction = 'add' | 'change';

/** What a cart request answered, parsed: a line item, `{ items }` or a whole cart; null when not JSON. */
export type CartListener = (action: CartAction, body: unknown) => void;

const CART_PATH = /\/cart\/(add|change)(?:\.js)?\/?$/;

/** The cart action of a same-origin POST to the cart API, else null. */
export function cartActionOf(method: string | undefined, url: string | URL | undefined, base = location.href): CartAction | null {
  if (!url || (method ?? 'GET').toUpperCase() !== 'POST') return null;
  let parsed: URL;
  try {
    parsed = new URL(String(url), base);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(base).origin) return null;
  const match = CART_PATH.exec(parsed.pathname);
  return match ? (match[1] as CartAction) : null;
}

interface Installed {
  listeners: Set<CartListener>;
  fetch: typeof fetch;
  wrappedFetch: typeof fetch;
  open: XMLHttpRequest['open'];
  send: XMLHttpRequest['send'];
  wrappedOpen: XMLHttpRequest['open'];
  wrappedSend: XMLHttpRequest['send'];
}

const KEY = Symbol.for('status.cartObserver');
type Host = typeof globalThis & { [KEY]?: Installed };

function emit(installed: Installed, action: CartAction, body: unknown): void {
  for (const listener of [...installed.listeners]) {
    try {
      listener(action, body);
    } catch {
      // A listener's failure is its own (sync.ts reports); the theme's request is never affected.
    }
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function install(host: Host): Installed {
  const originalFetch = host.fetch;
  const proto = host.XMLHttpRequest?.prototype;
  const requests = new WeakMap<XMLHttpRequest, CartAction | null>();

  const installed: Installed = {
    listeners: new Set(),
    fetch: originalFetch,
    open: proto?.open,
    send: proto?.send,
  } as Installed;

  installed.wrappedFetch = function statusObservedFetch(this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    const result = originalFetch.call(this ?? host, input, init);
    try {
      const isRequest = typeof Request !== 'undefined' && input instanceof Request;
      const action = installed.listeners.size
        ? cartActionOf(init?.method ?? (isRequest ? input.method : 'GET'), isRequest ? input.url : (input as string | URL))
        : null;
      if (action) {
        result
          .then((response) => (response.ok ? response.clone().text() : null))
          .then((text) => text !== null && emit(installed, action, parse(text)))
          .catch(() => {});
      }
    } catch {
      // Never let observing break the theme's request.
    }
    return result;
  } as typeof fetch;
  host.fetch = installed.wrappedFetch;

  if (proto) {
    const { open, send } = installed;
    installed.wrappedOpen = function statusObservedOpen(this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
      try {
        requests.set(this, cartActionOf(method, url));
      } catch {
        requests.delete(this);
      }
      return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
    } as XMLHttpRequest['open'];
    installed.wrappedSend = function statusObservedSend(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const action = requests.get(this);
      if (action && installed.listeners.size) {
        this.addEventListener('load', () => {
          if (this.status < 200 || this.status > 299) return;
          const type = this.responseType;
          const parsed = type === 'json' ? (this.response as unknown) : type === '' || type === 'text' ? parse(this.responseText) : null;
          emit(installed, action, parsed);
        });
      }
      return send.call(this, body);
    };
    proto.open = installed.wrappedOpen;
    proto.send = installed.wrappedSend;
  }
  return installed;
}

function uninstall(host: Host, installed: Installed): void {
  const proto = host.XMLHttpRequest?.prototype;
  const ours = host.fetch === installed.wrappedFetch && (!proto || (proto.open === installed.wrappedOpen && proto.send === installed.wrappedSend));
  // Another script wrapped over ours: leave everything in place (ours passes through without listeners) and
  // keep the record, so the next observer reuses it instead of wrapping twice.
  if (!ours) return;
  host.fetch = installed.fetch;
  if (proto) {
    proto.open = installed.open;
    proto.send = installed.send;
  }
  delete host[KEY];
}

/** Starts observing; returns the function that stops (and restores the originals when it was the last). */
export function observeCart(listener: CartListener, host: Host = globalThis as Host): () => void {
  const installed = (host[KEY] ??= install(host));
  installed.listeners.add(listener);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    installed.listeners.delete(listener);
    if (installed.listeners.size === 0) uninstall(host, installed);
  };
}

/** The original fetch (the cart reads cart sync makes itself are not observed). */
export function unobservedFetch(host: Host = globalThis as Host): typeof fetch {
  return host[KEY]?.fetch ?? host.fetch;
}
