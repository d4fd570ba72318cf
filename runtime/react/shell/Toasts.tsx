// The toast region: a live region that shows the queue's head. Two regions exist: one
// inside the panel (while it is open every toast shows there, since the panel is modal and the page behind
// it is covered) and one on the page for when the panel is closed (site and button toasts, mostly). On the
// page a 'button' toast sits beside its anchor (below it, or above when there is no room), following it
// while the page scrolls; without a connected anchor it shows where a site toast does.
// Hover or focus pauses the toast; leaving resumes it with 2 s more (runtime/toasts.ts).
import { useLayoutEffect, useRef, useState, type CSSProperties, type FocusEvent, type RefObject } from 'react';
import type { Toast } from '../../store.ts';
import { TOAST_NAV_OFFSET_PX, toastQueueFor } from '../../toasts.ts';
import { useRuntime, useStore, useT } from '../context.tsx';
import { AlertIcon, CloseIcon } from './icons.tsx';

export interface ToastsProps {
  placement: 'panel' | 'page';
  /** Inside the panel: lift toasts above the bottom nav. */
  navShown?: boolean;
}

export function Toasts({ placement, navShown = false }: ToastsProps) {
  const { ui } = useStore();
  const head = ui.toasts[0];
  const mine = head && (placement === 'panel') === ui.isOpen ? head : null;
  return (
    <div
      className="status-toasts"
      data-placement={placement}
      style={placement === 'panel' ? { bottom: navShown ? TOAST_NAV_OFFSET_PX : 0 } : undefined}
      role="status"
      aria-live="polite"
      aria-atomic="true"
    >
      {mine && <ToastView key={mine.id} toast={mine} placement={placement} />}
    </div>
  );
}

/** Space between the anchor and the toast, and kept from the viewport's edges, px. */
export const TOAST_ANCHOR_GAP_PX = 8;
const EDGE_PX = 16;

/** Fixed position beside `anchor`: centred under it, above it when the toast would not fit below. */
export function besideAnchor(anchor: DOMRect, toast: { width: number; height: number }, viewport: { width: number; height: number }): { left: number; top: number } {
  const left = Math.max(EDGE_PX, Math.min(anchor.left + anchor.width / 2 - toast.width / 2, viewport.width - toast.width - EDGE_PX));
  const below = anchor.bottom + TOAST_ANCHOR_GAP_PX;
  const fitsBelow = below + toast.height <= viewport.height - EDGE_PX;
  return { left, top: fitsBelow ? below : Math.max(EDGE_PX, anchor.top - TOAST_ANCHOR_GAP_PX - toast.height) };
}

/** Keeps `element` beside `anchor` (scroll, resize) while mounted; null style when there is no anchor to follow. */
function useAnchoredStyle(anchor: Element | null, element: RefObject<HTMLDivElement | null>): CSSProperties | undefined {
  const [style, setStyle] = useState<CSSProperties | undefined>(undefined);
  useLayoutEffect(() => {
    const node = element.current;
    const win = node?.ownerDocument.defaultView;
    if (!anchor || !node || !win) return;
    const place = () => {
      const { width, height } = node.getBoundingClientRect();
      setStyle({ position: 'fixed', ...besideAnchor(anchor.getBoundingClientRect(), { width, height }, { width: win.innerWidth, height: win.innerHeight }) });
    };
    place();
    win.addEventListener('scroll', place, { passive: true, capture: true });
    win.addEventListener('resize', place);
    return () => {
      win.removeEventListener('scroll', place, { capture: true });
      win.removeEventListener('resize', place);
    };
  }, [anchor, element]);
  return anchor ? style : undefined;
}

function ToastView({ toast, placement }: { toast: Readonly<Toast>; placement: ToastsProps['placement'] }) {
  const runtime = useRuntime();
  const t = useT();
  const queue = toastQueueFor(runtime.store);
  // Paused while hovered or focused; resumed only when neither holds.
  const holds = useRef({ hover: false, focus: false });
  const hold = (kind: 'hover' | 'focus', on: boolean) => {
    const wasHeld = holds.current.hover || holds.current.focus;
    holds.current[kind] = on;
    const isHeld = holds.current.hover || holds.current.focus;
    if (isHeld && !wasHeld) queue.pause(toast.id);
    if (!isHeld && wasHeld) queue.resume(toast.id);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold('focus', false);
  };
  const element = useRef<HTMLDivElement>(null);
  const anchor = placement === 'page' && toast.target === 'button' && toast.anchor?.isConnected ? toast.anchor : null;
  const anchoredStyle = useAnchoredStyle(anchor, element);
  return (
    <div
      ref={element}
      className="status-toast"
      data-tone={toast.tone}
      data-target={toast.target}
      data-anchored={anchor ? '' : undefined}
      style={anchoredStyle}
      onMouseEnter={() => hold('hover', true)}
      onMouseLeave={() => hold('hover', false)}
      onFocus={() => hold('focus', true)}
      onBlur={onBlur}
    >
      {toast.tone === 'destructive' && <AlertIcon />}
      <p className="status-toast-message">{toast.message}</p>
      {toast.action && (
        <button
          type="button"
          className="status-toast-action"
          onClick={() => {
            toast.action?.run();
            queue.dismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" className="status-icon-button status-toast-dismiss" aria-label={t('toast.dismiss')} onClick={() => queue.dismiss(toast.id)}>
        <CloseIcon />
      </button>
    </div>
  );
}
