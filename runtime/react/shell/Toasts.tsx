// The toast region (SPEC §4 Toasts): a live region that shows the queue's head. Two regions exist: one
// inside the panel (while it is open every toast shows there, since the panel is modal and the page behind
// it is covered) and one on the page for when the panel is closed (site and button toasts, mostly).
// Hover or focus pauses the toast; leaving resumes it with 2 s more (runtime/toasts.ts).
import { useRef, type FocusEvent } from 'react';
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
      {mine && <ToastView key={mine.id} toast={mine} />}
    </div>
  );
}

function ToastView({ toast }: { toast: Readonly<Toast> }) {
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
  return (
    <div
      className="status-toast"
      data-tone={toast.tone}
      data-target={toast.target}
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
