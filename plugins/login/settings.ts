// The settings groups the login form reads, with defaults applied here: the groups
// belong to the shop as a whole, not to this plugin, so they are read from the merged settings. Policy links
// are merchant URLs: they pass the runtime's URL policy (http(s) and relative only) or are not rendered.
import { safeUrl } from '../../runtime/public.ts';
import { group, readFormSettings, type FormSettings } from './form-settings.ts';

export interface LoginSettings extends FormSettings {
  /** privacyPolicy links (default paths); null when the URL policy refused the setting. */
  privacyPolicy: string | null;
  termsOfService: string | null;
}

export const DEFAULT_PRIVACY_POLICY = '/policies/privacy-policy';
export const DEFAULT_TERMS_OF_SERVICE = '/policies/terms-of-service';

const link = (value: unknown, fallback: string) => safeUrl(typeof value === 'string' && value.trim() ? value : fallback);

export function readLoginSettings(settings: Readonly<Record<string, unknown>>): LoginSettings {
  const privacy = group(settings, 'privacyPolicy');
  return {
    ...readFormSettings(settings),
    privacyPolicy: link(privacy?.privacyPolicy, DEFAULT_PRIVACY_POLICY),
    termsOfService: link(privacy?.termsOfService, DEFAULT_TERMS_OF_SERVICE),
  };
}
