// A focus trap on an element while `active` (focus-trap). Escape is handled by the caller, not the trap: an
// action panel inside the panel closes first.
//
// The main panel (no `returnFocus`) moves focus in first and sets the trap itself up when the browser is next
// idle, or at the shopper's first key, whichever comes first (`whenIdleOrKey`): the trap's scan of the
// tabbable nodes is ~1.2 ms of main thread on Jane's For you (~5 ms at 4× CPU, profiled), and in a task right
// after the frame it ran just where the shopper's next input comes. `onActivate` runs once focus is inside.
// A reopen (its layout is there: the reads are cheap) moves focus in within the opening commit's effects.
// `ownTask` (the first open): focus moves in from a task of its own right after those effects. Focusing forces
// the style and layout of the whole new panel: in the effects' task, after every section's own effects, that
// task came to 30–40 ms at 4× CPU (budget: no task over 50 ms). Earlier the first open moved focus
// in after the next frame had rendered, when the layout was done: a frame later, and the shopper's tap waited
// for that frame and the next (interleaved, 16 rounds: tap to interactive 311 → 253 ms median without it).
import { useEffect, useRef, type RefObject } from 'react';
import { createFocusTrap } from 'focus-trap';
import { whenIdle } from '../../dom/after-next-frame.ts';

export interface FocusTrapSettings {
  /** Element focused when the trap activates; the container itself when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Give focus back to where it was when the trap ends (action panels). The main panel leaves that to the loader. */
  returnFocus?: boolean;
  /** Called once focus is inside (the trap may be set up later, see above). */
  onActivate?: () => void;
  /** Move focus in from a task of its own, not in the commit's effects (the main panel's first open); read at activation. */
  ownTask?: boolean;
}

export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, settings: FocusTrapSettings = {}): void {
  const { initialFocus, returnFocus = false, ownTask = false } = settings;
  const onActivate = useRef(settings.onActivate);
  onActivate.current = settings.onActivate;
  // Read when the trap activates: a change while it is active does not restart it.
  const inOwnTask = useRef(ownTask);
  inOwnTask.current = ownTask;
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
    const win = element.ownerDocument.defaultView ?? window;
    let cancel: (() => void) | undefined;
    const moveIn = (): void => {
      // Focus already inside (a field of the loader's frame handed over: Panel.tsx) stays where the shopper has it.
      if (!focusIsInside(element)) (initialFocus?.current ?? element).focus();
      onActivate.current?.();
      cancel = whenIdleOrKey(win, () => trap.activate());
    };
    if (returnFocus) {
      // The trap records where focus was, to give it back: it must come first.
      trap.activate();
      onActivate.current?.();
    } else if (inOwnTask.current) {
      const timer = win.setTimeout(moveIn, 0);
      cancel = () => win.clearTimeout(timer);
    } else moveIn();
    return () => {
      cancel?.();
      trap.deactivate();
    };
  }, [active, container, initialFocus, returnFocus]);
}

/** The longest the main panel's trap waits for the browser to be idle once focus is inside. */
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
