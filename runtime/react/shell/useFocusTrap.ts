// A focus trap on an element while `active` (focus-trap; the panel lives in a shadow root, so tabbable must
// look inside shadow roots). Escape is handled by the caller, not the trap: an action panel inside the
// panel closes first.
import { useEffect, type RefObject } from 'react';
import { createFocusTrap } from 'focus-trap';

export interface FocusTrapSettings {
  /** Element focused when the trap activates; the container itself when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Give focus back to where it was when the trap ends (action panels). The main panel leaves that to the loader. */
  returnFocus?: boolean;
}

export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, settings: FocusTrapSettings = {}): void {
  const { initialFocus, returnFocus = false } = settings;
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    const trap = createFocusTrap(element, {
      document: element.ownerDocument,
      initialFocus: () => initialFocus?.current ?? element,
      fallbackFocus: element,
      // Focus moves in synchronously, so "opened" (status:open) really means focus is inside.
      delayInitialFocus: false,
      escapeDeactivates: false,
      clickOutsideDeactivates: false,
      // Clicks on the overlay close the panel themselves.
      allowOutsideClick: true,
      returnFocusOnDeactivate: returnFocus,
      tabbableOptions: { getShadowRoot: true },
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [active, container, initialFocus, returnFocus]);
}
