// The panel shell (SPEC §2 page behaviour, §4 widget; DESIGN §4 "Panel shell UI"). Three modes from
// `config.theme.widget.position`: 'bottom' (slide-up panel), 'left'/'right' (side flyout), both modal over
// an overlay with the page scroll locked; and 'standalone' (inline in the host element, not modal).
//
// Opening and navigating go through the runtime (`runtime.open` runs the `open` hook: that is where a
// store-specific plugin closes its theme's drawers, plugins/shopify-theme for Shopify's themes; themes can
// also listen to the `status:open` event).
// Closing clears the route at once and keeps showing the last page for the 400 ms close transition, then
// calls `onClosed` (the loader clears the hash and returns focus to the opener).
import { useDeferredValue, useEffect, useRef } from 'react';
import type { ResolvedRoute } from '../../router/routes.ts';
import { useRuntime, useStore } from '../context.tsx';
import { afterNextFrame } from './after-next-frame.ts';
import { PanelSurface } from './PanelSurface.tsx';
import { lockScroll } from './scroll-lock.ts';
import { Toasts } from './Toasts.tsx';
import { usePanelPhase } from './usePanelPhase.ts';

export interface PanelProps {
  /** The panel opened and focus is inside it. */
  onOpened?: (route: ResolvedRoute) => void;
  /** The close transition ended. */
  onClosed?: () => void;
}

export function Panel({ onOpened, onClosed }: PanelProps) {
  const runtime = useRuntime();
  const { ui, config } = useStore();
  const mode = config.theme.widget.position;
  const modal = mode !== 'standalone';
  // The open frame renders as a transition: React works on it in slices of a few ms between which the page
  // stays responsive, instead of in one long task (DESIGN §9: no task over 50 ms).
  const isOpen = useDeferredValue(ui.isOpen);
  const phase = usePanelPhase(isOpen, onClosed);
  const route = useLastRoute(isOpen ? ui.route : null);
  const root = useRef<HTMLDivElement>(null);
  const showing = phase !== 'closed';

  // After the first frame, like the focus trap: measuring the scrollbar reads layout, which inside the
  // opening commit would force a layout of the page and the new panel in that task.
  useEffect(() => {
    if (!modal || !showing) return;
    const doc = root.current?.ownerDocument ?? document;
    let unlock: (() => void) | undefined;
    const cancel = afterNextFrame(doc.defaultView ?? window, () => {
      unlock = lockScroll(doc);
    });
    return () => {
      cancel();
      unlock?.();
    };
  }, [modal, showing]);

  return (
    <div ref={root} className="status-shell" data-mode={mode}>
      {config.theme.customCss && <style>{config.theme.customCss}</style>}
      {showing && route && (
        <>
          {modal && <div className="status-overlay" data-state={phase} onClick={() => runtime.close()} />}
          <PanelSurface route={route} phase={phase} modal={modal} onInteractive={() => onOpened?.(route)} />
        </>
      )}
      <Toasts placement="page" />
    </div>
  );
}

/** The route to show: the current one, or during the close transition the last one shown. */
function useLastRoute(route: ResolvedRoute | null): ResolvedRoute | null {
  const last = useRef(route);
  if (route) last.current = route;
  return route ?? last.current;
}
