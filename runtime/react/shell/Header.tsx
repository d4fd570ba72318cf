// The panel's top bar: back button (pages with a previous page or a non-empty stack), the page heading
// that names the dialog, and the close button. A <div>, not a <header>: outside sectioning content a <header> is a
// banner landmark, and the store's page has its own (axe: landmark-no-duplicate-banner).
import type { RefObject } from 'react';
import { useT } from '../context.tsx';
import { BackIcon, CloseIcon } from './icons.tsx';

export interface HeaderProps {
  heading: string;
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement>;
  /** Visually hidden but still the dialog's name (the quiz page). */
  headingHidden?: boolean;
  onBack?: () => void;
  onClose?: () => void;
}

export function Header({ heading, headingId, headingRef, headingHidden, onBack, onClose }: HeaderProps) {
  const t = useT();
  return (
    <div className="status-header" data-heading-hidden={headingHidden || undefined}>
      {onBack && (
        <button type="button" className="status-icon-button" onClick={onBack} aria-label={t('panel.back')}>
          <BackIcon />
        </button>
      )}
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className={headingHidden ? 'status-visually-hidden' : 'status-heading'}>
        {heading}
      </h1>
      {onClose && (
        <button type="button" className="status-icon-button status-close" onClick={onClose} aria-label={t('panel.close')}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
