// The plugin contract: how a plugin is declared (manifest, setup, the context it gets), the names it may use
// (hooks, slots, routes) and the errors and data it meets. No React: runtime/public/react.ts has the bindings.

// Declaring a plugin: the manifest, its setup, the context and settings derived from the manifest.
export { definePlugin, defineSetup, PLUGIN_API_VERSION, CAPABILITIES } from '../plugin.ts';
export type {
  AnyPlugin, Capability, ContextOf, ManifestSlot, MessageLoaders, Messages, PluginDefinition, PluginManifest, PluginSettings,
  PluginSetup, RoutesOf, SettingsValidator, SlotsOf, Teardown,
} from '../plugin.ts';
export type { DeepReadonly, PluginContext, PluginI18n, PluginRoute, ScopedHooks, TapOptions } from '../plugin-context-types.ts';

// Hooks a setup taps, and when.
export { STAGE } from '../hooks.ts';
export { afterFirstOpen } from '../after-first-open.ts';
export type { CartChangeInfo, CartItemInfo, HookName, LoginInfo, PageViewInfo, RequestInfo, ResponseInfo } from '../hooks.ts';

// Slot ids, their contexts and the order of fills.
export { FILL_ORDER } from '../slots/fills.ts';
export type { AnySlotId, FillOptions, FillProps, PluginSlotId, SlotContextOf } from '../slots/fills.ts';
export { PAGE_LAYOUTS, SLOT_IDS } from '../slots/catalogue.ts';
export type { OrderSlotContext, PageSlotContext, ProductCardSlotContext, SlotContextMap, SlotId } from '../slots/catalogue.ts';

// Routes and pages.
export type { PageLoader, PageProps, ResolvedRoute, RouteDefinition } from '../router/routes.ts';

// Errors a plugin meets.
export { ApiError, isApiError } from '../api/errors.ts';
export { EMAIL_ERROR_CODES, emailErrorMessage, extractEmail } from '../api/email-errors.ts';
export { AuthError } from '../auth/service.ts';
export { ShopLoginError } from '../auth/shop-login.ts';
export { classifyCartError, type CartAddFailure } from '../cart-errors.ts';

// Data types: the API, products, the cart, sign-in, the shop's config and settings.
export type { ApiClient, RequestOptions } from '../api/client.ts';
export type { ProductClient, ProductData, ProductRef } from '../api/products.ts';
export type { CartLine } from '../cart.ts';
export type { ReferralRecord } from '../cart-referrals.ts';
export type { UtmSettings } from '../utm.ts';
export type { UrlPolicyOptions } from '../url-policy.ts';
export type { LocalizedText } from '../i18n/localized.ts';
export type { AuthService, AuthUser } from '../auth/service.ts';
export type { Session, SignInOptions, SignInResult } from '../auth/session.ts';
export type { ShopLoginOutcome, ShopLoginRequest, ShopLoginStrategy } from '../auth/shop-login.ts';
export type { ToastInput } from '../toasts.ts';
export type { PluginHttp } from '../http/types.ts';
export type { AuthState, Customer, ShopConfig, TrackEvent } from '../types.ts';
export type { Settings } from '../../schemas/generated/settings.js';
export type { SettingsGroupName } from '../../schemas/generated/settings-groups.js';
