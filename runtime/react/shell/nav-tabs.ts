// Which bottom-nav tabs show (SPEC §2 "each shown only if its nav visible flag is not false").
import type { ResolvedRoute } from '../../routes.ts';
import type { Router } from '../../router.ts';
import { formatHash } from '../../router.ts';
import { NAV_TABS } from './constants.ts';

/** The `nav` settings group: `{ nav: { orders: { visible: false } } }` hides the orders tab. */
export function isTabHiddenBySettings(settings: Readonly<Record<string, unknown>>, tab: string): boolean {
  const nav = settings.nav as Record<string, { visible?: unknown } | undefined> | undefined;
  return nav?.[tab]?.visible === false;
}

/**
 * The tabs to show, in order: registered as a `tab: true` route, reachable under the current state (the
 * router would not send the shopper elsewhere) and not hidden by settings.
 */
export function visibleTabs(router: Pick<Router, 'resolve'>, settings: Readonly<Record<string, unknown>>): ResolvedRoute[] {
  const tabs: ResolvedRoute[] = [];
  for (const name of NAV_TABS) {
    if (isTabHiddenBySettings(settings, name)) continue;
    const { route, redirect } = router.resolve(formatHash(name));
    if (!redirect && route.name === name && route.definition.tab) tabs.push(route);
  }
  return tabs;
}
