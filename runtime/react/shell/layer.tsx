// The panel's overlay layer: an element covering the panel surface that action panels portal into, so a
// plugin can open one from deep inside a page without being clipped by the page's scroller.
import { createContext, useContext, useState, type ReactNode } from 'react';

const ShellLayerContext = createContext<HTMLElement | null>(null);

export function useShellLayer(): HTMLElement | null {
  return useContext(ShellLayerContext);
}

/**
 * Provides the layer to `children` and renders it after them. The element is known once it is attached, in the
 * commit that first shows the panel; the state that holds it lives here, not in the panel surface, so that
 * update re-renders only the layer's readers (the `children` element is unchanged), not the surface's header,
 * nav and toasts a second time within the opening commit.
 */
export function ShellLayer({ children }: { children: ReactNode }) {
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  return (
    <>
      <ShellLayerContext.Provider value={layer}>{children}</ShellLayerContext.Provider>
      <div ref={setLayer} className="status-layer" />
    </>
  );
}
