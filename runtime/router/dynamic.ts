// Dynamic pages from settings (settings.dynamicPages): each one
// becomes a route definition rendered by the DynamicPage component.
import type { PageLoader, RouteDefinition } from './routes';
import { isKebabCase } from './names';

/** One entry of the `dynamicPages` settings group. */
export interface DynamicPageSettings {
  route: string;
  /** Text, or a function the shell calls at each render (a heading written per language picks the current one). */
  heading?: RouteDefinition['heading'];
  authRequired?: boolean;
  previous?: string;
  content?: unknown[];
}

/**
 * Turns settings into definitions keyed by the name they take over. `canonicalName` maps an alias to its
 * route so a page written as `saved` replaces `saved-from-cart`. Merchant data must not crash the widget:
 * malformed or duplicate entries are skipped and reported through `warn`.
 */
export function dynamicDefinitions(
  pages: readonly DynamicPageSettings[],
  load: PageLoader,
  canonicalName: (name: string) => string,
  warn: (message: string) => void,
): Map<string, RouteDefinition> {
  const definitions = new Map<string, RouteDefinition>();
  for (const page of pages) {
    const route: unknown = page?.route;
    if (typeof route !== 'string' || !isKebabCase(route)) {
      warn(`Dynamic page skipped: route ${JSON.stringify(route)} is not a kebab-case route name.`);
      continue;
    }
    const name = canonicalName(route);
    if (definitions.has(name)) {
      warn(`Dynamic page skipped: route "${route}" appears more than once in settings.`);
      continue;
    }
    definitions.set(name, {
      name,
      heading: page.heading,
      authRequired: page.authRequired,
      previous: page.previous,
      content: page.content,
      load,
    });
  }
  return definitions;
}

/**
 * A dynamic page replacing a plugin route keeps the route's aliases (old links still work) and its tab flag
 * (a bottom-nav tab stays a tab, so switching to it does not grow a back stack). Everything else, including
 * the feature's availability check, comes from the page: the merchant chose to show it.
 */
export function replaceDefinition(base: RouteDefinition, page: RouteDefinition): RouteDefinition {
  return { ...page, aliases: base.aliases, tab: base.tab };
}
