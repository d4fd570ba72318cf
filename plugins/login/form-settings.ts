// The settings the login form's lines depend on (the method's button, the opt-in checkbox, Google's row, the
// privacy line), read without the runtime: the guest's login card the loader's frame draws
// (app/frame-login.ts) reads them too.

type Group = Record<string, unknown> | undefined;

export const group = (settings: Readonly<Record<string, unknown>>, key: string): Group => {
  const value = settings[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
};

export interface FormSettings {
  /** otp by default. */
  method: 'otp' | 'magicLink';
  /** acceptsMarketingToggle: the opt-in checkbox instead of the privacy text. */
  marketing: { isActive: boolean; enabledByDefault: boolean };
  /** signInMethods: active with Google on by default; the browser check is separate (google-support.ts). */
  google: boolean;
  /** privacyPolicy: the privacy and terms text shows only when the group is active (and the opt-in is not). */
  policyText: boolean;
}

export function readFormSettings(settings: Readonly<Record<string, unknown>>): FormSettings {
  const toggle = group(settings, 'acceptsMarketingToggle');
  const methods = group(settings, 'signInMethods');
  return {
    method: group(settings, 'authMethod')?.method === 'magicLink' ? 'magicLink' : 'otp',
    marketing: { isActive: toggle?.isActive === true, enabledByDefault: toggle?.enabledByDefault === true },
    google: methods?.isActive !== false && methods?.google !== false,
    policyText: group(settings, 'privacyPolicy')?.isActive === true && toggle?.isActive !== true,
  };
}
