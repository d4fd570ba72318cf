// A small stand-in of Shopify's Customer Privacy API (`window.Shopify.customerPrivacy`) and of the cookie banner a
// store in the EU shows, for the devstore's shops whose country requires consent (demo-store-de). Faithful to what
// the widget reads: analyticsProcessingAllowed() and marketingAllowed() answer true where no consent is required
// and, where it is, only after the shopper said yes; setTrackingConsent() records the choice (in the
// `_tracking_consent` cookie, as Shopify does) and dispatches `visitorConsentCollected` on document. Served as a
// file from the storefront's origin, so a strict CSP (script-src 'self') runs it.
import type { Hono } from 'hono';
import { html } from 'hono/html';
import type { Messages } from './i18n.ts';

export const CUSTOMER_PRIVACY_PATH = '/devstore/customer-privacy.js';

/** Countries whose shoppers must opt in first (the EU and EEA, the UK, Switzerland). */
const CONSENT_COUNTRIES = new Set('AT BE BG CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK'.split(' '));
export const requiresConsent = (countryCode: string): boolean => CONSENT_COUNTRIES.has(countryCode.toUpperCase());

const SCRIPT = `(() => {
  const COOKIE = '_tracking_consent';
  // Printed only in shops whose country requires consent (layout.ts); Shopify answers true elsewhere.
  const required = true;
  const read = () => {
    const match = document.cookie.match(/(?:^|; )_tracking_consent=([^;]*)/);
    try { return match ? JSON.parse(decodeURIComponent(match[1])) : null; } catch { return null; }
  };
  const allowed = (purpose) => !required || read()?.[purpose] === true;
  const api = {
    analyticsProcessingAllowed: () => allowed('analytics'),
    marketingAllowed: () => allowed('marketing'),
    preferencesProcessingAllowed: () => allowed('preferences'),
    saleOfDataAllowed: () => allowed('sale_of_data'),
    userCanBeTracked: () => allowed('analytics') && allowed('marketing'),
    shouldShowBanner: () => required && read() === null,
    currentVisitorConsent: () => {
      const c = read();
      const v = (k) => (c ? (c[k] ? 'yes' : 'no') : '');
      return { analytics: v('analytics'), marketing: v('marketing'), preferences: v('preferences'), sale_of_data: v('sale_of_data') };
    },
    setTrackingConsent(consent, callback) {
      const c = { analytics: !!consent.analytics, marketing: !!consent.marketing, preferences: !!consent.preferences, sale_of_data: !!(consent.sale_of_data ?? consent.marketing) };
      document.cookie = COOKIE + '=' + encodeURIComponent(JSON.stringify(c)) + '; path=/; max-age=31536000; samesite=lax';
      document.dispatchEvent(new CustomEvent('visitorConsentCollected', { detail: { analyticsAllowed: c.analytics, marketingAllowed: c.marketing, preferencesAllowed: c.preferences, saleOfDataAllowed: c.sale_of_data } }));
      if (typeof callback === 'function') callback();
    },
  };
  window.Shopify = window.Shopify || {};
  window.Shopify.customerPrivacy = api;
  // The banner (printed by the layout, hidden) shows until the shopper chose; each button records a choice.
  const banner = () => {
    const el = document.getElementById('consent-banner');
    if (!el) return;
    if (api.shouldShowBanner()) el.hidden = false;
    el.addEventListener('click', (event) => {
      const choice = event.target.closest('button[data-consent]')?.dataset.consent;
      if (!choice) return;
      const yes = choice === 'accept';
      api.setTrackingConsent({ analytics: yes, marketing: yes, preferences: yes }, () => { el.hidden = true; });
    });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', banner);
  else banner();
})();
`;

export function customerPrivacyRoutes(app: Hono<any>): void {
  app.get(CUSTOMER_PRIVACY_PATH, (c) => c.body(SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }));
}

/** The script tag for <head> of a shop that requires consent: before the widget's loader, so the API is there when the widget asks. */
export const customerPrivacyScript = html`<script src="${CUSTOMER_PRIVACY_PATH}"></script>`;

/** The banner, hidden until the script finds no choice made; on a phone it sits above the widget's me button. */
export const consentBanner = (t: Messages) => html`<section id="consent-banner" class="consent-banner" aria-labelledby="consent-title" hidden>
  <h2 id="consent-title">${t.consentTitle}</h2>
  <p>${t.consentText} <a href="/policies/privacy-policy">${t.privacy}</a></p>
  <div class="consent-actions">
    <button type="button" class="consent-button" data-consent="decline">${t.consentDecline}</button>
    <button type="button" class="consent-button consent-accept" data-consent="accept">${t.consentAccept}</button>
  </div>
</section>`;
