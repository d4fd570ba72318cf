// What the plugin's components share: its messages and the shop's number formats, re-rendered when the
// shop's language changes.
import { useMemo } from 'react';
import { useStore, useT } from '@status/sdk';
import { formatters, localeTag, type Formatters } from './format.ts';

export const PLUGIN_ID = 'acme-loyalty';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The plugin's messages (`acme-loyalty.<key>`) and formatters in the shop's locale. */
export function useAcme(): { t: Translate; format: Formatters; locale: string; currency: string } {
  const t = useT();
  const { config } = useStore();
  const { language, countryCode, currency } = config.locale;
  return useMemo(() => {
    const own: Translate = (key, vars) => t(`${PLUGIN_ID}.${key}`, vars);
    const locale = localeTag(language, countryCode);
    return { t: own, format: formatters(locale, own), locale, currency: currency ?? 'USD' };
  }, [t, language, countryCode, currency]);
}
