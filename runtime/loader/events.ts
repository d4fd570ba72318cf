// Typed DOM events on window (the public JS API): `status:*` CustomEvents whose detail is typed by
// StatusEventMap.
import type { StatusEventMap, StatusEventName } from '../dom/contract';
import type { HostWindow } from '../dom/host-window';

export type Emit = <K extends StatusEventName>(name: K, detail: StatusEventMap[K]) => void;

export function createEmit(win: HostWindow): Emit {
  return (name, detail) => {
    win.dispatchEvent(new win.CustomEvent(name, { detail }));
  };
}

/** Calls `listener` with each event's detail; returns the function that stops listening. */
export function listen<K extends StatusEventName>(
  win: HostWindow,
  name: K,
  listener: (detail: StatusEventMap[K]) => void,
): () => void {
  const handler = (event: Event): void => listener((event as CustomEvent<StatusEventMap[K]>).detail);
  win.addEventListener(name, handler);
  return () => win.removeEventListener(name, handler);
}
