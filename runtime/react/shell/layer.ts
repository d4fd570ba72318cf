// The panel's overlay layer: an element covering the panel surface that action panels portal into, so a
// plugin can open one from deep inside a page without being clipped by the page's scroller.
import { createContext, useContext } from 'react';

export const ShellLayerContext = createContext<HTMLElement | null>(null);

export function useShellLayer(): HTMLElement | null {
  return useContext(ShellLayerContext);
}
