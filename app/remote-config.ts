// Config from the API (GET /init/{shopId}/user, merged with cached data): after the first open
// the panel asks for the shop's settings and customizations, caches them for the next page (localStorage
// `status:cache`, read at mount by readCachedConfig) and applies them at once: every plugin's groups are
// re-validated, what is now enabled starts, what is not stops. This is how a merchant's admin changes reach
// shoppers on a real store, whose page data carries no settings. It never blocks an open.
import { CACHE_KEY } from '../runtime/react/shell/boot/sources.ts';
import type { Runtime } from '../runtime/runtime.ts';

interface InitUserResponse {
  settings?: Record<string, unknown>;
  customizations?: { theme?: Record<string, unknown>; content?: unknown[] };
}

export async function refreshConfig(runtime: Runtime, storage: Pick<Storage, 'setItem'> | undefined): Promise<void> {
  const response = await runtime.api.get<InitUserResponse>(`/init/${encodeURIComponent(runtime.store.config.shopId)}/user`);
  if (!response || typeof response !== 'object' || !response.settings || typeof response.settings !== 'object') return;
  const cached = {
    settings: response.settings,
    ...(response.customizations?.theme ? { theme: response.customizations.theme } : {}),
    ...(Array.isArray(response.customizations?.content) ? { content: response.customizations.content } : {}),
  };
  try {
    storage?.setItem(CACHE_KEY, JSON.stringify(cached));
  } catch {
    // A full or disabled storage only costs the next page its cache.
  }
  await runtime.applyCachedConfig(cached);
}
