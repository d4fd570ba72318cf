// The panel shell (docs/behaviour.md, The panel). Modes from `config.theme.widget.position`: 'bottom'
// (slide-up panel), 'left'/'right' (side flyout) and 'centred' (a window), modal over an overlay with the page
// scroll locked, all the slide-up panel on a phone; and 'standalone' (inline in the host element, not modal).
//
// Opening and navigating go through the runtime (`runtime.open` runs the `open` hook: that is where a
// store-specific plugin closes its theme's drawers, plugins/shopify-theme for Shopify's themes; themes can
// also listen to the `status:open` event).
// Closing clears the route at once and keeps showing the last page for the 400 ms close transition, then
// calls `onClosed` (the loader clears the hash and returns focus to the opener). Closed, the panel stays
// rendered and laid out, hidden (`hidden`, styled in styles/panel.ts: its contents skipped with
// `content-visibility: hidden`, its box clipped away, out of the accessibility tree and the tab order, its
// animations reset): opening it again on the same route is then a change of attributes, not a restyle, a
// layout or a render of the whole panel (a second open ≤ 50 ms to interactive), and its page keeps
// what it loaded. A reopen moves focus in within its own commit, not a frame later; the page's scroll locks
// after the frame that shows the panel interactive, on every open (it repaints the whole page).
//
// A frame the loader drew on a tap, while this chunk loaded (runtime/loader/frame.ts), is taken over by the
// commit that shows the open panel: before that commit paints, the panel's animations are set to where the
// frame's are (a negative animation-delay: the same slide, not a second one) and the frame is removed. Its
// page skeleton shows at once, not after SKELETON_DELAY_MS, so the frame's skeleton does not blink out.
// A frame with a form the shopper may be typing into (a guest's login card) hands its card over in that commit:
// the card moves to the top of the panel's page, focus and typing kept (runtime/dom/frame-form.ts), so the panel
// is interactive at once, and stays there until the panel's own form took it over (focus following the field),
// its page went (another route), or FRAME_HOLD_MS passed.
import { hideOthers } from 'aria-hidden';
import { useDeferredValue, useEffect, useLayoutEffect, useRef } from 'react';
import type { ResolvedRoute } from '../../router/routes.ts';
import { useRuntime, useStore } from '../context.tsx';
import { afterNextFrame, whenIdle } from '../../dom/after-next-frame.ts';
import { FRAME_ATTRIBUTE } from '../../dom/styles/frame.ts';
import { adoptCard, FRAME_CARD, FRAME_TAKEN_EVENT, frameFormWaiting, handOverFocus } from '../../dom/frame-form.ts';
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
  // The first open frame renders as a transition: React works on it in slices of a few ms between which the
  // page stays responsive, instead of in one long task (budget: no task over 50 ms). Once the panel has been
  // open, a reopen renders little (the closed panel kept its page): urgent, in one short task, without the
  // frames a transition's slices let through (a second open ≤ 50 ms).
  const hasOpened = useRef(false);
  // Once warm, the deferred value is held still, so React schedules no background render to catch it up.
  const deferredOpen = useDeferredValue(hasOpened.current ? true : ui.isOpen);
  const isOpen = hasOpened.current ? ui.isOpen : deferredOpen;
  // Laid out from an open before: a reopen takes focus in its commit.
  const warm = hasOpened.current;
  // Set once the open committed, not while rendering it: React may run this function twice for one render
  // (usePanelPhase updates its state during the render), and the second run must not see a first open as warm.
  useLayoutEffect(() => {
    if (isOpen) hasOpened.current = true;
  }, [isOpen]);
  const phase = usePanelPhase(isOpen, onClosed);
  const route = useLastRoute(isOpen ? ui.route : null);
  const root = useRef<HTMLDivElement>(null);
  const showing = phase !== 'closed';
  // The loader draws its frame only while the panel chunk loads, so only a first open can find one (the lookup
  // searches the whole shadow root: ~3 ms of a signed-in shopper's reopen at 4× CPU, twice).
  const frame = showing && !warm ? loaderFrame(root.current) : null;

  useLayoutEffect(() => {
    const shell = root.current;
    if (!showing || warm || !shell) return;
    // Looked up again: the frame's card may have been drawn while this open rendered.
    const drawn = loaderFrame(shell);
    const card = drawn && frameFormWaiting(drawn) ? drawn.querySelector(`.${FRAME_CARD}`) : null;
    const page = shell.querySelector('.status-page');
    if (card && page) {
      // React leaves a node it did not render where it is: first in the page, until the page goes.
      adoptCard(card, page);
      const release = (): void => handOverFocus(card, shell);
      card.addEventListener(FRAME_TAKEN_EVENT, release, { once: true });
      setTimeout(release, FRAME_HOLD_MS);
    }
    takeOver(shell);
  }, [showing]);
  useLayoutEffect(() => {
    // The close transition starts from its beginning.
    if (phase === 'closing') root.current?.querySelectorAll<HTMLElement>(ANIMATED).forEach((element) => element.style.removeProperty('animation-delay'));
  }, [phase]);

  // The page's scroll locks after the first frame that shows the panel interactive (focus in), on every open:
  // `overflow: hidden` on the page's root updates the paint properties of the whole page (and measuring the
  // scrollbar reads layout). Locked in a reopen's commit, the focus that moves in forced that work into the tap's
  // own task; a first open locked after its opening frame, so the frame that showed it interactive drew it.
  // Traced at 4× CPU on the bench's store-size page, a reopen's PrePaint before interactive went 24–25 → 5–9 ms;
  // untraced (tracing inflates paint) the gain is a few ms there, more on a longer page (README, "The scroll locks
  // after the open's frame"). A finger on the page in the frame before the lock scrolls it.
  const scrollLock = useRef<ScrollLock | null>(null);
  const lockScrollSoon = (): void => {
    if (!modal || scrollLock.current) return;
    const doc = root.current?.ownerDocument ?? document;
    const lock: ScrollLock = { cancel: () => {} };
    lock.cancel = afterNextFrame(doc.defaultView ?? window, () => {
      lock.unlock = lockScroll(doc);
    });
    scrollLock.current = lock;
  };
  useEffect(() => {
    if (!modal || !showing) return;
    return () => {
      const lock = scrollLock.current;
      scrollLock.current = null;
      lock?.cancel();
      lock?.unlock?.();
    };
  }, [modal, showing]);
  // While the modal panel is open, the rest of the page is hidden from assistive technology (`aria-hidden` on
  // every branch of the body but the widget's): `aria-modal` alone left the page's banner, main and regions in
  // Chromium's accessibility tree beside the dialog, where a screen reader's browse mode could wander off to
  // them (docs/decisions.md). Attributes the page set itself are left as they were. Once the browser is idle
  // after the open (at most PAGE_HIDE_IDLE_MS): it searches the page for live regions, which stay, and the
  // attributes may restyle the page; kept out of the open's tasks (right after the frame instead, one bench run
  // measured a tap's longest task at 71.4 ms: docs/decisions.md).
  // Given back as the close begins, so the page is whole again when the loader returns focus to the opener.
  useEffect(() => {
    if (!modal || phase !== 'open' || !root.current) return;
    const shell = root.current;
    const target = (shell.getRootNode() as Partial<ShadowRoot>).host ?? shell;
    let reveal: (() => void) | undefined;
    const cancel = whenIdle(shell.ownerDocument.defaultView ?? window, () => {
      // A panel no longer in the document (its host removed) hides nothing: hideOthers, finding no target in the
      // page, would hide whatever is there.
      if (target.isConnected) reveal = hideOthers(target);
    }, PAGE_HIDE_IDLE_MS);
    return () => {
      cancel();
      reveal?.();
    };
  }, [modal, phase]);

  const onInteractive = (shown: ResolvedRoute): void => {
    lockScrollSoon();
    onOpened?.(shown);
  };

  return (
    <div ref={root} className="status-shell" data-mode={mode}>
      {config.theme.customCss && <style>{config.theme.customCss}</style>}
      {route && (
        <>
          {modal && <div className="status-overlay" data-state={phase} hidden={!showing} onClick={() => runtime.close()} />}
          <PanelSurface route={route} phase={phase} modal={modal} fromFrame={!!frame} warm={warm} onInteractive={() => onInteractive(route)} />
        </>
      )}
      <Toasts placement="page" />
    </div>
  );
}

/** The longest a frame's card stays in the panel when its own form did not take it over (a chunk that failed). */
const FRAME_HOLD_MS = 5000;

/** The longest the page waits, once the modal panel is open, to be hidden from assistive technology. */
const PAGE_HIDE_IDLE_MS = 250;

/** A scroll lock on its way (`cancel`) or in place (`unlock`). */
interface ScrollLock {
  cancel: () => void;
  unlock?: () => void;
}

/** The route to show: the current one, or during the close transition the last one shown. */
function useLastRoute(route: ResolvedRoute | null): ResolvedRoute | null {
  const last = useRef(route);
  if (route) last.current = route;
  return route ?? last.current;
}

/** What runs a CSS animation in the open frame (the loader's frame has each of them too). */
const ANIMATED = '.status-overlay, .status-panel, .status-page';

/** The loader's frame in the shell's shadow root, if one is showing. */
function loaderFrame(shell: HTMLElement | null): HTMLElement | null {
  const root = shell?.getRootNode() as ShadowRoot | Document | undefined;
  return root?.querySelector<HTMLElement>(`[${FRAME_ATTRIBUTE}]`) ?? null;
}

/** In the commit that shows the panel: continue the frame's animations, then remove the frame. */
function takeOver(shell: HTMLElement | null): void {
  const frame = loaderFrame(shell);
  if (!shell || !frame) return;
  const elapsed = performance.now() - Number(frame.getAttribute(FRAME_ATTRIBUTE));
  if (elapsed > 0) {
    shell.querySelectorAll<HTMLElement>(ANIMATED).forEach((element) => element.style.setProperty('animation-delay', `${-elapsed}ms`));
    // The shimmer runs on the blocks' ::after (styles/frame.ts), which reads its delay from this property.
    shell.querySelectorAll<HTMLElement>('.status-skeleton-block').forEach((element) => element.style.setProperty('--status-shimmer-delay', `${-elapsed}ms`));
  }
  handOverFocus(frame, shell);
}
