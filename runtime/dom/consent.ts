// The shopper's consent, as the store's Shopify Customer Privacy API (`window.Shopify.customerPrivacy`) tells it:
// analytics (recently viewed, tracking events) and marketing (Klaviyo pushes, UTM parameters). Asked each time
// something would be kept or sent, so a choice made later (Shopify's `visitorConsentCollected` event on document) counts at once.
// That API answers true where no consent is needed and false while a required choice is not made; a store
// without it asks for none. An API that throws counts as no consent.
type Privacy = { analyticsProcessingAllowed(): boolean; marketingAllowed(): boolean };

/** Whether analytics (or, with `marketing`, marketing) may keep or send anything now. */
export const consents = (win: object, marketing?: 1): boolean => {
  try {
    const api = (win as { Shopify?: { customerPrivacy?: Privacy } }).Shopify?.customerPrivacy;
    return !api || !!api[marketing ? 'marketingAllowed' : 'analyticsProcessingAllowed']();
  } catch {
    return false;
  }
};
