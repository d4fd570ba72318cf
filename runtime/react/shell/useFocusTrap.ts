// A focus trap on an element while `active` (focus-trap). Escape is handled by the caller, not the trap: an
// action panel inside the panel closes first.
//
// `afterFrame`: the trap activates after the next frame, not in the commit that shows the element.
// Activating finds the tabbable nodes, which reads layout (getClientRects per candidate); inside the commit
// that opens the panel it is a forced layout of the whole new panel on top of creating it: one task of
// 50–70 ms at 4× CPU (DESIGN §9: no task over 50 ms). After the frame the layout is done and the reads are
// cheap. `onActivate` runs once focus is inside. Without `afterFrame` (a reopen, whose layout is there) focus
// moves in within the commit and, unless focus is to be returned (action panels), the trap itself is set up
// when the browser is next idle after the frame, or at the shopper's first key, whichever comes first
// (`whenIdleOrKey`): its scan of the tabbable nodes is ~1.2 ms of main thread on Jane's For you (~5 ms at 4×
// CPU, profiled), and in a task right after the frame it ran just where the shopper's next input comes.
import { useEffect, useRef, type RefObject } from 'react';
import { createFocusTrap } from 'focus-trap';
import { afterNextFrame, whenIdle } from './after-next-frame.ts';

export interface FocusTrapSettings {
  /** Element focused when the trap activates; the container itself when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Give focus back to where it was when the trap ends (action panels). The main panel leaves that to the loader. */
  returnFocus?: boolean;
  /** Called once focus is inside: with the trap active, or, on an immediate activation that returns no focus, a frame before it. */
  onActivate?: () => void;
  /** Activate after the next frame instead of in the commit (the main panel's first open); read at activation. */
  afterFrame?: boolean;
}

export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, settings: FocusTrapSettings = {}): void {
  const { initialFocus, returnFocus = false, afterFrame = false } = settings;
  const onActivate = useRef(settings.onActivate);
  onActivate.current = settings.onActivate;
  // Read when the trap activates: a change while it is active does not restart it.
  const deferred = useRef(afterFrame);
  deferred.current = afterFrame;
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    const trap = createFocusTrap(element, {
      document: element.ownerDocument,
      // Set up after focus moved in (a reopen), the trap leaves focus where the shopper has it.
      initialFocus: () => (focusIsInside(element) ? false : (initialFocus?.current ?? element)),
      fallbackFocus: element,
      // Focus moves in synchronously on activation, so "activated" really means focus is inside.
      delayInitialFocus: false,
      escapeDeactivates: false,
      clickOutsideDeactivates: false,
      // Clicks on the overlay close the panel themselves.
      allowOutsideClick: true,
      returnFocusOnDeactivate: returnFocus,
      // Visibility by Element.checkVisibility() (one native call per candidate; getClientRects and computed
      // styles up the tree otherwise): activating on an open took ~25 ms at 4× CPU with those. The candidates
      // come from one querySelectorAll on the container, which works inside the panel's shadow root: tabbable's
      // `getShadowRoot` walks every element one by one instead, to look into shadow roots nested in the panel
      // (it has none: 2.9 against 0.8 ms per scan of Jane's For you at 4× CPU). A plugin's own shadow DOM
      // inside a section stays reachable by Tab, in the browser's order; focus leaving the panel from there
      // is brought back by the trap.
      tabbableOptions: { displayCheck: 'full-native' },
    });
    const activate = (): void => {
      trap.activate();
      onActivate.current?.();
    };
    const win = element.ownerDocument.defaultView ?? window;
    let cancel: (() => void) | undefined;
    if (deferred.current) cancel = afterNextFrame(win, activate);
    else if (returnFocus) activate(); // the trap records where focus was, to give it back: it must come first
    else {
      (initialFocus?.current ?? element).focus();
      onActivate.current?.();
      cancel = whenIdleOrKey(win, () => trap.activate());
    }
    return () => {
      cancel?.();
      trap.deactivate();
    };
  }, [active, container, initialFocus, returnFocus]);
}

/** The longest a reopen's trap waits for the browser to be idle. */
const TRAP_IDLE_TIMEOUT_MS = 250;

function focusIsInside(element: HTMLElement): boolean {
  const active = (element.getRootNode() as Document | ShadowRoot).activeElement;
  return !!active && element.contains(active);
}

/**
 * Runs `run` once: when the browser is next idle (`whenIdle`, at most TRAP_IDLE_TIMEOUT_MS), or at the first
 * keydown, from window's capture phase: the trap set up there still gets that very key, its listener being on
 * the document, later on the event's path. Returns a cancel.
 */
function whenIdleOrKey(win: Window, run: () => void): () => void {
  const stop = (): void => {
    win.removeEventListener('keydown', once, true);
    cancelIdle();
  };
  function once(): void {
    stop();
    run();
  }
  win.addEventListener('keydown', once, true);
  const cancelIdle = whenIdle(win, once, TRAP_IDLE_TIMEOUT_MS);
  return stop;
}
