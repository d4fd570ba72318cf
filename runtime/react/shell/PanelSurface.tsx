// The panel itself: a modal dialog named by the page heading (role="region" when standalone), with the
// focus trap, Escape to close, the header, alerts, the page (or the share-preview notice), the bottom nav,
// the in-panel toast region and the layer action panels portal into.
import { useEffect, useId, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import type { ResolvedRoute } from '../../router/routes.ts';
import { useRuntime, useStore, useT } from '../context.tsx';
import { Alerts } from './Alerts.tsx';
import { BottomNav } from './BottomNav.tsx';
import { Header } from './Header.tsx';
import { routeHeading } from './heading.ts';
import { ShellLayer } from './layer.tsx';
import { visibleTabs } from './nav-tabs.ts';
import { PageContent } from './PageContent.tsx';
import { Skeleton } from './Skeleton.tsx';
import { SharePreviewNotice } from './SharePreviewNotice.tsx';
import { Toasts } from './Toasts.tsx';
import type { PanelPhase } from './usePanelPhase.ts';
import { useFocusTrap } from './useFocusTrap.ts';

export interface PanelSurfaceProps {
  route: ResolvedRoute;
  /** 'closed': rendered hidden, for the next open (Panel.tsx). */
  phase: PanelPhase;
  modal: boolean;
  /** Called once focus is inside the open panel: it is interactive. */
  onInteractive?: () => void;
  /** It takes over the loader's frame, whose page skeleton is showing (the page shows its own at once). */
  fromFrame?: boolean;
  /**
   * It has been open before and stayed laid out while closed (Panel.tsx): opening it again, the focus moves in
   * within the opening commit's effects (its layout is there: the reads are cheap); a first open moves it in
   * from a task of its own right after them (useFocusTrap's `ownTask`).
   */
  warm?: boolean;
}

export function PanelSurface({ route, phase, modal, onInteractive, fromFrame = false, warm = false }: PanelSurfaceProps) {
  const runtime = useRuntime();
  const t = useT();
  const store = useStore();
  const { ui, customer, settings, config } = store;
  // A route with params may take its heading from its plugin's state (a collection's name, known
  // once its page loaded it): reading that state here re-renders the heading when it changes. Only then: the
  // snapshot tracks what a render reads, and `plugins` read whole would re-render the surface (its header, nav
  // and toasts) whenever any plugin's state changed: seven times just after a guest's first open, as they start.
  if (route.params.length > 0) void store.plugins[route.definition.pluginId ?? ''];
  const headingId = useId();
  const surface = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const open = phase === 'open';

  // Modal: interactive once the trap has moved focus in. Standalone (no trap): once open.
  useFocusTrap(surface, modal && open, { initialFocus: heading, onActivate: onInteractive, ownTask: !warm });
  useEffect(() => {
    if (open && !modal) onInteractive?.();
    // Once per opening; a new callback identity must not count as a second one.
  }, [open]);

  // The scroller resets to top on route change. Focus follows the page when the control that had
  // it went away with the old page (a link inside it, the back button on arriving at a tab).
  // Not on mount: a new scroller is at the top already, and the focus trap places the first focus. Setting
  // scrollTop forces a synchronous layout, which the opening commit must not pay (no long task).
  const mounted = useRef(false);
  useLayoutEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (scroller.current) scroller.current.scrollTop = 0;
    const root = surface.current?.getRootNode() as Document | ShadowRoot | undefined;
    const active = root?.activeElement ?? null;
    if (open && (!active || !surface.current?.contains(active))) heading.current?.focus({ preventScroll: true });
  }, [route.hash]);

  const tabs = useMemo(() => visibleTabs(runtime.router, settings), [runtime.router, settings, ui.route]);
  const sharePreview = config.sharePreview;
  const navShown = !sharePreview && tabs.length > 0 && !route.definition.floatingNav;
  const title = sharePreview ? t('sharePreview.heading') : routeHeading(route, customer, t, (error) => runtime.report({ error, pluginId: route.definition.pluginId, where: `heading of ${route.name}` }));
  const canGoBack = open && !sharePreview && runtime.router.canGoBack();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && modal) {
      event.stopPropagation();
      runtime.close();
    }
  };

  return (
    <div
      ref={surface}
      className="status-panel"
      data-state={phase}
      hidden={phase === 'closed'}
      aria-hidden={phase === 'closed' || undefined}
      data-nav={navShown || undefined}
      role={modal ? 'dialog' : 'region'}
      aria-modal={modal || undefined}
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <ShellLayer>
        <Header
          heading={ui.pendingRoute ? '' : title}
          headingId={headingId}
          headingRef={heading}
          headingHidden={!sharePreview && route.definition.headingHidden}
          onBack={canGoBack ? () => runtime.back() : undefined}
          onClose={modal ? () => runtime.close() : undefined}
        />
        <div ref={scroller} className="status-scroller">
          <Alerts />
          {sharePreview ? (
            <SharePreviewNotice />
          ) : ui.pendingRoute ? (
            <div className="status-page" aria-busy="true">
              <Skeleton />
            </div>
          ) : (
            <PageContent key={route.hash} route={route} transition={ui.transition} skeleton={fromFrame} />
          )}
        </div>
        {navShown && <BottomNav tabs={tabs} current={route.name} />}
        <Toasts placement="panel" navShown={navShown} />
      </ShellLayer>
    </div>
  );
}
