// One route's page: loaded lazily, a skeleton only after 300 ms, an error note when the chunk fails or the
// page throws while rendering (reported with the plugin that added the route; the rest of the panel keeps
// working). Rendered with `key={route.hash}`, so the entry transition replays and state starts fresh per route.
import { memo, useState } from 'react';
import type { ResolvedRoute } from '../../router/routes.ts';
import type { RouteTransition } from '../../router/index.ts';
import { PluginScope, useRuntime, useT } from '../context.tsx';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { Skeleton } from './Skeleton.tsx';
import { usePage } from './usePage.ts';

interface PageContentProps {
  route: ResolvedRoute;
  transition: RouteTransition;
  /** Show the skeleton at once while loading (the loader's frame showed one already). */
  skeleton?: boolean;
}

/**
 * Memoised by the route's hash: the panel re-renders when it opens, closes or its chrome changes, and a page
 * that was showing does not render again for that (a second open on the same route renders no page). The
 * transition is the page's entry and `skeleton` its first state, both read when it mounts: a reopen, which
 * has no loader's frame to take over, or one that changes the router's transition renders it no more.
 */
export const PageContent = memo(PageContentOf, (before, after) => before.route.hash === after.route.hash);

function PageContentOf({ route, transition, skeleton = false }: PageContentProps) {
  const runtime = useRuntime();
  const t = useT();
  const report = (error: unknown) => runtime.report({ error, pluginId: route.definition.pluginId, where: `page ${route.name}` });
  const state = usePage(route.definition.load, report, skeleton);
  const [animation] = useState(() => (transition.kind === 'slide' ? `slide-${transition.direction}` : 'fade'));
  const failed = (
    <p className="status-page-error" role="alert">
      {t('panel.loadError')}
    </p>
  );
  return (
    <div className="status-page" data-transition={animation} data-route={route.name} aria-busy={state.status === 'loading' || undefined}>
      {state.status === 'loading' && state.skeleton && <Skeleton />}
      {state.status === 'error' && failed}
      {state.status === 'ready' && state.Component && (
        <ErrorBoundary onError={report} fallback={failed}>
          <PluginScope.Provider value={route.definition.pluginId ?? null}>
            <state.Component route={route} />
          </PluginScope.Provider>
        </ErrorBoundary>
      )}
    </div>
  );
}
