// The settings the login form's first lines depend on (the method's button, the opt-in checkbox), read without
// the runtime: the guest's login card the loader's frame draws (app/frame-login.ts) reads them too.

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
}

export function readFormSettings(settings: Readonly<Record<string, unknown>>): FormSettings {
  const toggle = group(settings, 'acceptsMarketingToggle');
  return {
    method: group(settings, 'authMethod')?.method === 'magicLink' ? 'magicLink' : 'otp',
    marketing: { isActive: toggle?.isActive === true, enabledByDefault: toggle?.enabledByDefault === true },
  };
}
