// The panel's lifecycle: 'open', 'closing' for the 400 ms close transition, then 'closed'.
// `onClosed` runs once per close, after the transition; reopening during it cancels the close.
import { useEffect, useRef, useState } from 'react';
import { CLOSE_TRANSITION_MS } from '../../dom/panel-constants.ts';

export type PanelPhase = 'open' | 'closing' | 'closed';

export function usePanelPhase(isOpen: boolean, onClosed?: () => void): PanelPhase {
  const [phase, setPhase] = useState<PanelPhase>(isOpen ? 'open' : 'closed');
  // Opening shows at once: the state follows in this same render (React runs the component again before it
  // commits), not in an effect whose update renders the panel again a task later. On a reopen that render
  // landed between the frame showing the panel and the shopper's next input (≤ 50 ms).
  if (isOpen && phase !== 'open') setPhase('open');
  const phaseRef = useRef(phase);
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;

  useEffect(() => {
    const move = (next: PanelPhase) => {
      phaseRef.current = next;
      setPhase(next);
    };
    if (isOpen) {
      phaseRef.current = 'open';
      return;
    }
    if (phaseRef.current === 'closed') return;
    move('closing');
    const timer = setTimeout(() => {
      move('closed');
      onClosedRef.current?.();
    }, CLOSE_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [isOpen]);

  // Opening shows at once, without waiting for the effect.
  return isOpen ? 'open' : phase;
}
