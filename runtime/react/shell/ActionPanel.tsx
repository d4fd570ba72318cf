// The action panel: a sheet over the panel with a heading, a close button, its own focus
// trap, an optional footer Done button, and a height of 50% or 92.5%. Exported for plugins:
//   <ActionPanel open={open} heading={t('rename')} onClose={() => setOpen(false)} onDone={save}>…</ActionPanel>
// Escape closes the action panel only (the panel underneath stays open); focus returns to the opener.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../context.tsx';
import { CloseIcon } from './icons.tsx';
import { useShellLayer } from './layer.tsx';
import { useFocusTrap } from './useFocusTrap.ts';

export interface ActionPanelProps {
  open: boolean;
  heading: string;
  onClose: () => void;
  /** 'half' is at most 50% of the panel's height; 'tall' is 92.5%. */
  height?: 'half' | 'tall';
  /** Shows a footer Done button. */
  onDone?: () => void;
  doneLabel?: string;
  children?: ReactNode;
}

export function ActionPanel({ open, heading, onClose, height = 'half', onDone, doneLabel, children }: ActionPanelProps) {
  const layer = useShellLayer();
  if (!open) return null;
  const sheet = <ActionSheet {...{ heading, onClose, height, onDone, doneLabel, children }} />;
  return layer ? createPortal(sheet, layer) : sheet;
}

function ActionSheet({ heading, onClose, height, onDone, doneLabel, children }: Omit<ActionPanelProps, 'open'>) {
  const t = useT();
  const headingId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusTrap(sheet, true, { initialFocus: headingRef, returnFocus: true });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <div className="status-action-layer">
      <div className="status-action-scrim" onClick={onClose} aria-hidden="true" />
      <div ref={sheet} className="status-action-panel" data-height={height} role="dialog" aria-modal="true"
        aria-labelledby={headingId} tabIndex={-1} onKeyDown={onKeyDown}>
        <div className="status-action-header">
          <h2 id={headingId} ref={headingRef} tabIndex={-1}>{heading}</h2>
          <button type="button" className="status-icon-button" onClick={onClose} aria-label={t('panel.close')}>
            <CloseIcon />
          </button>
        </div>
        <div className="status-action-body">{children}</div>
        {onDone && (
          <div className="status-action-footer">
            <button type="button" className="status-button" data-variant="primary" onClick={onDone}>
              {doneLabel ?? t('actionPanel.done')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
