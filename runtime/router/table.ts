// The route table: routes registered by plugins, with dynamic pages from settings layered on top.
// Two layers keep "undo the previous merge" trivial (swap the top layer) and let a plugin that registers
// after the merge still be overridden by the merchant's page of the same name.
import type { PageLoader, RouteDefinition } from './routes';
import { dynamicDefinitions, replaceDefinition, type DynamicPageSettings } from './dynamic';
import { isKebabCase } from './names';

export interface RouteMatch {
  /** Canonical name (aliases resolved). */
  name: string;
  definition: RouteDefinition;
}

export interface RouteTable {
  /** Registers a plugin route; returns a function that unregisters it. Throws on bad or taken names. */
  add(definition: RouteDefinition): () => void;
  /** Replaces the previous set of dynamic pages with these. */
  setDynamicPages(pages: readonly DynamicPageSettings[], load: PageLoader): void;
  /** Finds a route by name or alias, dynamic pages applied. */
  find(name: string): RouteMatch | undefined;
}

export function createRouteTable(warn: (message: string) => void): RouteTable {
  const routes = new Map<string, RouteDefinition>();
  const aliases = new Map<string, string>(); // alias → canonical name
  let dynamic = new Map<string, RouteDefinition>(); // canonical name → page from settings

  const takenBy = (name: string): string | undefined => (routes.has(name) ? name : aliases.get(name));

  function assertFree(name: string, what: string, owner: string): void {
    if (!isKebabCase(name)) throw new Error(`Route ${what} "${name}" of "${owner}" must be kebab-case (e.g. "favorites-collection").`);
    const holder = takenBy(name);
    if (holder !== undefined) {
      throw new Error(
        `Route ${what} "${name}" of "${owner}" is already registered by route "${holder}". ` +
          'Route names are unique; only dynamic pages from settings replace a route.',
      );
    }
  }

  function canonicalName(name: string): string {
    return routes.has(name) || dynamic.has(name) ? name : (aliases.get(name) ?? name);
  }

  return {
    add(definition) {
      assertFree(definition.name, 'name', definition.name);
      const own = definition.aliases ?? [];
      own.forEach((alias, i) => {
        if (alias === definition.name || own.indexOf(alias) !== i) throw new Error(`Route alias "${alias}" of "${definition.name}" is repeated.`);
        assertFree(alias, 'alias', definition.name);
      });
      routes.set(definition.name, definition);
      for (const alias of own) aliases.set(alias, definition.name);
      return () => {
        if (routes.get(definition.name) !== definition) return;
        routes.delete(definition.name);
        for (const alias of own) if (aliases.get(alias) === definition.name) aliases.delete(alias);
      };
    },

    setDynamicPages(pages, load) {
      // Canonicalise against plugin routes only, so a page never resolves to a page of the previous merge.
      dynamic = new Map();
      dynamic = dynamicDefinitions(pages, load, canonicalName, warn);
    },

    find(name) {
      const canonical = canonicalName(name);
      const base = routes.get(canonical);
      const page = dynamic.get(canonical);
      if (page) return { name: canonical, definition: base ? replaceDefinition(base, page) : page };
      return base ? { name: canonical, definition: base } : undefined;
    },
  };
}
