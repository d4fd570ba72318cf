// One route's page: loaded lazily, a skeleton only after 300 ms, an error note when the chunk fails or the
// page throws while rendering (reported with the plugin that added the route; the rest of the panel keeps
// working). Rendered with `key={route.hash}`, so the entry transition replays and state starts fresh per route.
import type { ResolvedRoute } from '../../router/routes.ts';
import type { RouteTransition } from '../../router/index.ts';
import { useRuntime, useT } from '../context.tsx';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { Skeleton } from './Skeleton.tsx';
import { usePage } from './usePage.ts';

/** `skeleton`: show the skeleton at once while loading (the loader's frame showed one already). */
export function PageContent({ route, transition, skeleton = false }: { route: ResolvedRoute; transition: RouteTransition; skeleton?: boolean }) {
  const runtime = useRuntime();
  const t = useT();
  const report = (error: unknown) => runtime.report({ error, pluginId: route.definition.pluginId, where: `page ${route.name}` });
  const state = usePage(route.definition.load, report, skeleton);
  const animation = transition.kind === 'slide' ? `slide-${transition.direction}` : 'fade';
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
          <state.Component route={route} />
        </ErrorBoundary>
      )}
    </div>
  );
}
