// Loads a route's page lazily (each page is its own chunk) and decides when to show a skeleton: only when
// the load takes longer than SKELETON_DELAY_MS (300 ms), so fast loads never flash one.
import { useEffect, useState, type ComponentType } from 'react';
import type { PageLoader, PageProps } from '../../router/routes.ts';
import { SKELETON_DELAY_MS } from '../../dom/panel-constants.ts';

export type PageState =
  | { status: 'loading'; skeleton: boolean }
  | { status: 'ready'; Component: ComponentType<PageProps> | null }
  | { status: 'error'; error: unknown };

// Loaded pages by loader, so revisiting a page renders it at once. Loaders are per route definition, so
// separate runtimes with separate routes never share entries.
const loadedPages = new WeakMap<PageLoader, ComponentType<PageProps>>();

function initialState(load: PageLoader | undefined, skeleton: boolean): PageState {
  if (!load) return { status: 'ready', Component: null };
  const Component = loadedPages.get(load);
  return Component ? { status: 'ready', Component } : { status: 'loading', skeleton };
}

/**
 * Use with a `key` per route so each route starts from its own state. `skeleton`: from the start rather than
 * after SKELETON_DELAY_MS (a skeleton is showing already: the loader's frame).
 */
export function usePage(load: PageLoader | undefined, onError: (error: unknown) => void, skeleton = false): PageState {
  const [state, setState] = useState(() => initialState(load, skeleton));
  const pending = state.status === 'loading';

  useEffect(() => {
    if (!load || !pending) return;
    let live = true;
    const timer = setTimeout(() => {
      if (live) setState((s) => (s.status === 'loading' ? { status: 'loading', skeleton: true } : s));
    }, SKELETON_DELAY_MS);
    load().then(
      (module) => {
        loadedPages.set(load, module.default);
        if (live) setState({ status: 'ready', Component: module.default });
      },
      (error: unknown) => {
        onError(error);
        if (live) setState({ status: 'error', error });
      },
    ).finally(() => clearTimeout(timer));
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // onError is read once per load on purpose: a new callback identity must not restart the load.
  }, [load, pending]);

  return state;
}
