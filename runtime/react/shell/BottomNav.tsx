// The bottom nav: links to the tab routes, the current one marked with aria-current. Links
// rather than buttons: they are navigation and carry the route's hash; the click is handled in the panel.
import type { MouseEvent } from 'react';
import type { ResolvedRoute } from '../../router/routes.ts';
import { useRuntime, useT } from '../context.tsx';
import { TAB_ICONS } from './icons.tsx';

export function BottomNav({ tabs, current }: { tabs: readonly ResolvedRoute[]; current: string | null }) {
  const runtime = useRuntime();
  const t = useT();
  const go = (event: MouseEvent, tab: ResolvedRoute) => {
    event.preventDefault();
    runtime.navigate(tab.hash);
  };
  return (
    <nav className="status-nav" aria-label={t('nav.label')}>
      <ul>
        {tabs.map((tab) => {
          const Icon = TAB_ICONS[tab.name];
          return (
            <li key={tab.name}>
              <a href={tab.hash} aria-current={tab.name === current ? 'page' : undefined} onClick={(e) => go(e, tab)}>
                {Icon && <Icon />}
                <span>{t(`nav.${tab.name}`)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
