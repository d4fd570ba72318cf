// The settings groups the login form reads, with defaults applied here: the groups
// belong to the shop as a whole, not to this plugin, so they are read from the merged settings. Policy links
// are merchant URLs: they pass the runtime's URL policy (http(s) and relative only) or are not rendered.
import { safeUrl } from '../../runtime/public.ts';

export interface LoginSettings {
  /** otp by default. */
  method: 'otp' | 'magicLink';
  /** signInMethods: active with Google on by default; the browser check is separate (google-support.ts). */
  google: boolean;
  /** acceptsMarketingToggle: the opt-in checkbox instead of the privacy text. */
  marketing: { isActive: boolean; enabledByDefault: boolean };
  /** privacyPolicy: the privacy and terms text shows only when the group is active (and the opt-in is not). */
  policyText: boolean;
  /** privacyPolicy links (default paths); null when the URL policy refused the setting. */
  privacyPolicy: string | null;
  termsOfService: string | null;
}

export const DEFAULT_PRIVACY_POLICY = '/policies/privacy-policy';
export const DEFAULT_TERMS_OF_SERVICE = '/policies/terms-of-service';

type Group = Record<string, unknown> | undefined;
const group = (settings: Readonly<Record<string, unknown>>, key: string): Group => {
  const value = settings[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
};
const link = (value: unknown, fallback: string) => safeUrl(typeof value === 'string' && value.trim() ? value : fallback);

export function readLoginSettings(settings: Readonly<Record<string, unknown>>): LoginSettings {
  const methods = group(settings, 'signInMethods');
  const toggle = group(settings, 'acceptsMarketingToggle');
  const privacy = group(settings, 'privacyPolicy');
  return {
    method: group(settings, 'authMethod')?.method === 'magicLink' ? 'magicLink' : 'otp',
    google: methods?.isActive !== false && methods?.google !== false,
    marketing: { isActive: toggle?.isActive === true, enabledByDefault: toggle?.enabledByDefault === true },
    policyText: privacy?.isActive === true && toggle?.isActive !== true,
    privacyPolicy: link(privacy?.privacyPolicy, DEFAULT_PRIVACY_POLICY),
    termsOfService: link(privacy?.termsOfService, DEFAULT_TERMS_OF_SERVICE),
  };
}
