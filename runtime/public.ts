// The runtime's public entry: the only module a plugin imports, built-in or third-party. An
// outside plugin built with the SDK's esbuild preset (sdk/) takes this module from the host page, as it takes
// react, react-dom and react/jsx-runtime, so a provider ships kilobytes, not a second runtime.

// The contract.
export { definePlugin, defineSetup, PLUGIN_API_VERSION, CAPABILITIES } from './plugin.ts';
export type {
  AnyPlugin, Capability, ContextOf, ManifestSlot, MessageLoaders, Messages, PluginDefinition, PluginManifest, PluginSettings,
  PluginSetup, RoutesOf, SettingsValidator, SlotsOf, Teardown,
} from './plugin.ts';
export type { DeepReadonly, PluginContext, PluginI18n, PluginRoute, ScopedHooks, TapOptions } from './plugin-context-types.ts';
export { STAGE } from './hooks.ts';
export { afterFirstOpen } from './after-first-open.ts';
export type { CartChangeInfo, CartItemInfo, HookName, LoginInfo, PageViewInfo, RequestInfo, ResponseInfo } from './hooks.ts';

// Slots and fills.
export { Slot, useFill, useSlotContext } from './react/Slot.tsx';
export type { FillApi } from './react/Slot.tsx';
export { FILL_ORDER } from './slots/fills.ts';
export type { AnySlotId, FillOptions, FillProps, PluginSlotId, SlotContextOf } from './slots/fills.ts';
export { PAGE_LAYOUTS, SLOT_IDS } from './slots/catalogue.ts';
export type { OrderSlotContext, PageSlotContext, ProductCardSlotContext, SlotContextMap, SlotId } from './slots/catalogue.ts';

// Routes and pages.
export type { PageLoader, PageProps, ResolvedRoute, RouteDefinition } from './router/routes.ts';

// React bindings a plugin's components may use: read-only store snapshots, core messages, navigation.
export { NO_IDENTITY_WAIT_MS, useIdentity, useNavigate, usePlugin, useStore, useT } from './react/context.tsx';
export type { PluginApi } from './react/context.tsx';
export { useSnapshot } from 'valtio/react';
// A sheet over the panel with a heading, a close button, its own focus trap and Escape, an optional Done button.
export { ActionPanel, type ActionPanelProps } from './react/shell/ActionPanel.tsx';

// Data types and errors a plugin meets.
export type { ApiClient, RequestOptions } from './api/client.ts';
export { ApiError, isApiError } from './api/errors.ts';
export { EMAIL_ERROR_CODES, emailErrorMessage, extractEmail } from './api/email-errors.ts';

import type { CartLine } from './cart.ts';
import type { CartAddFailure } from './cart-errors.ts';
// Merchant- and API-supplied URLs: the one URL policy.
export { safeUrl, sameOriginPath } from './url-policy.ts';
/** Merchant markup (a custom icon) without scripts, handlers or refused URLs; DOMPurify loads on the first call. */
export const sanitizeMarkup = (markup: string, options?: { svg?: boolean }): Promise<string> =>
  import('./sanitize-markup.ts').then((module) => module.sanitizeMarkup(markup, options));
// UTM parameters (utmTracking): the panel adds them to clicked links itself; a plugin navigating from code uses this.
export { withUtm } from './utm.ts';
// The referral record: after the widget put products into the shop's cart, say where they came from.
export { recordCartReferrals, REFERRALS_ATTRIBUTE, REFERRALS_KEY } from './cart-referrals.ts';
export type { ReferralRecord } from './cart-referrals.ts';
// The one add to the shop's cart (a line marked with its source): null when added, else why not; loaded when used.
export const addToCart = (root: string | undefined, line: CartLine): Promise<CartAddFailure | null> => import('./cart.ts').then((m) => m.addToCart(root, line));
export type { CartLine } from './cart.ts';
export { classifyCartError, type CartAddFailure } from './cart-errors.ts';
export type { UtmSettings } from './utm.ts';
export type { UrlPolicyOptions } from './url-policy.ts';
export type { ProductClient, ProductData, ProductRef } from './api/products.ts';
// Product display (card, strip, grid), loaded when used so none of it weighs on the first open.
export const loadProductUi = () => import('./react/products/index.tsx');
export type { ProductCardProps, ProductGridProps, ProductStripProps } from './react/products/index.tsx';
// Program cards (points, credit, membership, subscriptions: card, skeleton, Copy ID, the customer's data), loaded when used.
export const loadProgramUi = () => import('./react/programs/index.tsx');
export type { CopyCodeProps, CustomerResource, ProgramCardProps, ProgramFormat, ProgramMark, ResourceView } from './react/programs/index.tsx';
// Whether a merchant's link (a path or a URL of this shop) names the page the shopper is on (a rewards page).
export { isPageAt } from './auth/after-login.ts';
export { AUTH_RECORD_KEY } from './auth/auth-record.ts';
// Date display (relative words, weekday, short date), loaded when used: nothing of it in the first open.
export const loadDates = () => import('./dates.ts');
export { formatPhone, numberInput } from './input-rules.ts';
// A merchant's text written once or per language, as the shopper reads it.
export { localized } from './i18n/localized.ts';
export type { LocalizedText } from './i18n/localized.ts';
export type { DayKind, DayText, FormatDayOptions } from './dates.ts';
export { AuthError } from './auth/service.ts';
export type { AuthService, AuthUser } from './auth/service.ts';
export type { Session, SignInOptions, SignInResult } from './auth/session.ts';
export { ShopLoginError } from './auth/shop-login.ts';
export type { ShopLoginOutcome, ShopLoginRequest, ShopLoginStrategy } from './auth/shop-login.ts';
export type { ToastInput } from './toasts.ts';
export type { PluginHttp } from './http/types.ts';
export type { AuthState, Customer, ShopConfig, TrackEvent } from './types.ts';
export type { Settings } from '../schemas/generated/settings.js';
export type { SettingsGroupName } from '../schemas/generated/settings-groups.js';
