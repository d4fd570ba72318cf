// One route's page: loaded lazily, a skeleton only after 300 ms, an error note when the chunk fails.
// Rendered with `key={route.hash}`, so the entry transition replays and state starts fresh per route.
import type { ResolvedRoute } from '../../router/routes.ts';
import type { RouteTransition } from '../../router/index.ts';
import { useRuntime, useT } from '../context.tsx';
import { Skeleton } from './Skeleton.tsx';
import { usePage } from './usePage.ts';

export function PageContent({ route, transition }: { route: ResolvedRoute; transition: RouteTransition }) {
  const runtime = useRuntime();
  const t = useT();
  const state = usePage(route.definition.load, (error) => runtime.report({ error, where: `page ${route.name}` }));
  const animation = transition.kind === 'slide' ? `slide-${transition.direction}` : 'fade';
  return (
    <div className="status-page" data-transition={animation} data-route={route.name} aria-busy={state.status === 'loading' || undefined}>
      {state.status === 'loading' && state.skeleton && <Skeleton />}
      {state.status === 'error' && (
        <p className="status-page-error" role="alert">
          {t('panel.loadError')}
        </p>
      )}
      {state.status === 'ready' && state.Component && <state.Component route={route} />}
    </div>
  );
}
