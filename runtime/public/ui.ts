// UI pieces and page helpers: product and program display, dates and merchant markup (each loaded when first
// used, so none of it weighs on the first open), the cart, URLs, inputs and merchant texts.
import type { CartLine } from '../cart.ts';
import type { CartAddFailure } from '../cart-errors.ts';
import type { CartContext, CartFetch } from '../cart-referrals.ts';

// Product display (card, strip, grid).
export const loadProductUi = () => import('../react/products/index.tsx');
export type { ProductCardProps, ProductGridProps, ProductStripProps } from '../react/products/index.tsx';
// Program cards (points, credit, membership, subscriptions: card, skeleton, Copy ID, the customer's data).
export const loadProgramUi = () => import('../react/programs/index.tsx');
export type { CopyCodeProps, CustomerResource, ProgramCardProps, ProgramFormat, ProgramMark, ResourceView } from '../react/programs/index.tsx';
// An e-mail address in running text that wraps only at its @ (its default export, for React's lazy).
export const loadEmail = () => import('../react/Email.tsx');
// Date display (relative words, weekday, short date).
export const loadDates = () => import('../dates.ts');
export type { DayKind, DayText, FormatDayOptions } from '../dates.ts';
/** Merchant markup (a custom icon) without scripts, handlers or refused URLs; DOMPurify loads on the first call. */
export const sanitizeMarkup = (markup: string, options?: { svg?: boolean }): Promise<string> =>
  import('../sanitize-markup.ts').then((module) => module.sanitizeMarkup(markup, options));

// The one add to the shop's cart (a line marked with its source): null when added, else why not.
export const addToCart = (root: string | undefined, line: CartLine): Promise<CartAddFailure | null> => import('../cart.ts').then((m) => m.addToCart(root, line));
// The referral record: after the widget put products into the shop's cart, say where they came from.
export const recordCartReferrals = (ctx: CartContext, productIds: readonly (string | number)[], source: string, doFetch?: CartFetch): Promise<void> =>
  import('../cart-referrals.ts').then((m) => m.recordCartReferrals(ctx, productIds, source, doFetch));
export { REFERRALS_ATTRIBUTE, REFERRALS_KEY } from '../cart-referral-keys.ts';

// Merchant- and API-supplied URLs: the one URL policy.
export { safeUrl, sameOriginPath } from '../url-policy.ts';
// UTM parameters (utmTracking): the panel adds them to clicked links itself; a plugin navigating from code uses this.
export { withUtm } from '../utm.ts';
// Whether a merchant's link (a path or a URL of this shop) names the page the shopper is on (a rewards page).
export { isPageAt } from '../auth/after-login.ts';
export { AUTH_RECORD_KEY } from '../auth/auth-record.ts';

// Inputs as typed: a phone in (xxx) xxx-xxxx, digits and dots of a number.
export { formatPhone, numberInput } from '../input-rules.ts';
// A merchant's text written once or per language, as the shopper reads it.
export { localized } from '../i18n/localized.ts';
// A form the loader's frame drew before the panel was there (a guest's login card): the panel's form takes it over.
export { FRAME_FORM, FRAME_TAKE_EVENT, FRAME_TAKEN, type FrameFormState } from '../dom/frame-form.ts';
