// Which bottom-nav tabs show: each unless its nav visible flag is false.
import type { ResolvedRoute } from '../../router/routes.ts';
import type { Router } from '../../router/index.ts';
import { formatHash } from '../../router/index.ts';
import validateNav, { type NavSettings } from '../../../schemas/generated/settings/nav.js';
import { formatErrors } from '../../../schemas/validate.ts';
import { NAV_TABS } from '../../dom/panel-constants.ts';

const reported = new WeakSet<object>();

/**
 * The `nav` settings group (schemas/settings/nav.json), validated: `{ nav: { orders: { visible: false } } }`
 * hides the orders tab. An invalid group (a typo such as `visble`) is reported once, with the validator's
 * message, and ignored: every tab shows.
 */
export function navSettings(settings: Readonly<Record<string, unknown>>): NavSettings | null {
  const raw = settings.nav;
  // A plain copy: the validator fills defaults in place, and the store's settings are snapshots.
  const value: unknown = JSON.parse(JSON.stringify(raw ?? {}));
  if (validateNav(value)) return value;
  const key = typeof raw === 'object' && raw !== null ? raw : settings;
  if (!reported.has(key)) {
    reported.add(key);
    console.warn(`Status: invalid settings "nav" (every tab shows): ${formatErrors(validateNav.errors ?? [], 'nav')}`);
  }
  return null;
}


/**
 * The tabs to show, in order: registered as a `tab: true` route, reachable under the current state (the
 * router would not send the shopper elsewhere) and not hidden by settings.
 */
export function visibleTabs(router: Pick<Router, 'resolve'>, settings: Readonly<Record<string, unknown>>): ResolvedRoute[] {
  const nav = navSettings(settings);
  const tabs: ResolvedRoute[] = [];
  for (const name of NAV_TABS) {
    if (nav?.[name].visible === false) continue;
    const { route, redirect } = router.resolve(formatHash(name));
    if (!redirect && route.name === name && route.definition.tab) tabs.push(route);
  }
  return tabs;
}
