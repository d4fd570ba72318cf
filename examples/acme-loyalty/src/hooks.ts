// What the plugin's components share: the plugin (usePlugin, typed by its manifest), its store, the signed-in
// customer and the shop's number formats.
import { useMemo } from 'react';
import { usePlugin, useStore } from '@status/sdk';
import { formatters, localeTag } from './format.ts';
import type { manifest } from './manifest.ts';
import type { AcmeStore } from './store.ts';

export function useAcme() {
  const plugin = usePlugin<typeof manifest, AcmeStore>();
  const { config, customer } = useStore();
  const { language, countryCode, currency } = config.locale;
  const format = useMemo(() => formatters(localeTag(language, countryCode), plugin.t), [plugin.t, language, countryCode]);
  return { ...plugin, store: plugin.provided, format, currency: currency ?? 'USD', customerId: customer?.customerId ?? null, root: config.routes.root };
}
