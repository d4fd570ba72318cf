// Theme elements on the loader's side: the custom elements a theme places are defined here as
// stubs. The first one that connects imports the elements chunk (runtime/elements/index.ts, no React) once,
// which reserves their sizes unless the theme printed them (runtime/dom/element-styles.ts) and renders every
// element; a page without elements loads nothing. Also the JS API's saveItem/removeItem and the page's
// `status:save-item`/`status:remove-item` events, with their id check here, so an invalid call loads nothing either.
import type { ElementsHandle, SavedItemIds, StatusCommandEventMap, TrackFn } from '../dom/contract';
import type { ElementsOptions as ChunkOptions } from '../elements/index';
import type { Emit } from './events';
import type { HostWindow } from '../dom/host-window';
import type { PageReading } from '../dom/page-data';
import type { ReadyInitData } from './init-data';
import { checkItemIds, INVALID_ID_WARNING } from '../dom/item-ids';
import { reportError } from './report';

export { checkItemIds, INVALID_ID_WARNING };

export const ELEMENT_TAGS = [
  'status-favorite-toggle',
  'status-save-button',
  'status-saved-items-link',
  'status-login-block',
  'status-collection-strip',
] as const;

/** The elements chunk's module: its `start` takes the loader's id check beside the contract's options. */
export type ImportElements = (url: string) => Promise<{ start(options: ChunkOptions): ElementsHandle }>;

/** The ids as strings, or null with the fixed console warning; the elements chunk gets this check too. */
export function idsOf(item: unknown): SavedItemIds | null {
  const ids = checkItemIds(item);
  if (!ids) console.warn(INVALID_ID_WARNING);
  return ids;
}

export interface ElementsLoader {
  /** Saves or removes after the id check; false (and a console warning) for invalid ids. */
  setSaved(item: unknown, saved: boolean): Promise<boolean>;
  /** A site toast from the elements chunk (loaded now if no element loaded it). */
  notify(message: string, action?: { label: string; href: string }): void;
}

interface StubTarget {
  connect(element: HTMLElement): void;
  disconnect(element: HTMLElement): void;
  changed(element: HTMLElement): void;
}

/** The stubs call whoever installed last (one loader per page; tests install many on one registry). */
let current: StubTarget | null = null;

/** Defines the stubs; true when they were defined already (another loader on this registry: tests). */
function defineStubs(win: HostWindow): boolean {
  const registry = win.customElements;
  let defined = false;
  for (const tag of ELEMENT_TAGS) {
    if (registry?.get(tag)) defined = true;
    if (!registry || registry.get(tag)) continue;
    registry.define(
      tag,
      class extends win.HTMLElement {
        // A getter, not a static field: the field compiles to a helper the loader would carry for it alone.
        static get observedAttributes(): string[] {
          return ['product-id', 'variant-id', 'type', 'product-amount'];
        }
        connectedCallback(): void {
          current?.connect(this);
        }
        disconnectedCallback(): void {
          current?.disconnect(this);
        }
        attributeChangedCallback(): void {
          current?.changed(this);
        }
      },
    );
  }
  return defined;
}

export interface ElementsOptions {
  win: HostWindow;
  initData: ReadyInitData;
  /** The page data as start.ts read it, handed to the chunk. */
  reading: PageReading;
  url: string;
  importElements: ImportElements;
  emit: Emit;
  signal?: AbortSignal | undefined;
  /** The tracking queue (tracking.ts), handed to the elements chunk. */
  track?: TrackFn;
}

export function installElements({ win, initData, reading, url, importElements, emit, signal, track }: ElementsOptions): ElementsLoader {
  const doc = win.document;
  let handle: ElementsHandle | null = null;
  let loading: Promise<ElementsHandle> | null = null;
  const waiting = new Set<HTMLElement>();

  const load = (): Promise<ElementsHandle> =>
    (loading ??= importElements(url).then(
      (module) => {
        const started = module.start({ initData, emit, idsOf, ...reading, ...(track ? { track } : {}) });
        handle = started;
        waiting.forEach((element) => element.isConnected && started.connect(element));
        waiting.clear();
        return started;
      },
      (error: unknown) => {
        loading = null; // the next element or call tries again
        reportError(emit, new Error(`Status: the theme elements could not be loaded (${error instanceof Error ? error.message : String(error)})`));
        throw error;
      },
    ));

  const connect = (element: HTMLElement): void => {
    if (handle) handle.connect(element);
    else {
      waiting.add(element);
      load().catch(() => {});
    }
  };

  const disconnect = (element: HTMLElement): void => {
    waiting.delete(element);
    handle?.disconnect(element);
  };
  const changed = (element: HTMLElement): void => {
    if (handle && element.isConnected) handle.connect(element);
  };
  current = { connect, disconnect, changed };
  // Elements upgraded by an earlier definition connected to that one: hand them over.
  if (defineStubs(win)) doc.querySelectorAll<HTMLElement>(ELEMENT_TAGS.join(',')).forEach(connect);
  const setSaved = async (item: unknown, saved: boolean): Promise<boolean> => {
    const ids = idsOf(item);
    if (!ids) return false;
    try {
      return await (await load()).setSaved(ids, saved);
    } catch {
      return false;
    }
  };

  // The page's events, dispatched on window or on document (bubbling or not): each handled once.
  const seen = new WeakSet<Event>();
  const onCommand = (saved: boolean) => (event: Event): void => {
    if (seen.has(event)) return;
    seen.add(event);
    void setSaved((event as CustomEvent<unknown>).detail, saved);
  };
  const commands: [keyof StatusCommandEventMap, boolean][] = [['status:save-item', true], ['status:remove-item', false]];
  for (const [name, saved] of commands) {
    const listener = onCommand(saved);
    win.addEventListener(name, listener, { signal });
    doc.addEventListener(name, listener, { signal });
  }
  const notify = (message: string, action?: { label: string; href: string }): void => {
    load().then((handle) => handle.notify(message, action), () => {});
  };
  return { setSaved, notify };
}
