// The theme elements' reserved sizes (budget: layout shift from theme elements 0). Every size an
// element will have once its data arrived is decided here, from its attributes alone, so nothing moves when
// the elements chunk renders into it. A theme prints these rules render-blocking (the Shopify embed and the
// devstore inline them, `npm run build` writes dist/status-elements.css), so the space is reserved before the
// first paint, which may come before the deferred loader runs; where it did not, the elements chunk imports
// them (their own chunk) and adds them before it renders.
//
// Geometry of a strip's product card (runtime/elements/look.ts keeps to it): image
// var(--status-card-image) high, then 8px, a 40px title block (two lines, only with show-titles="true") and
// 2px, and a 20px price line. Strip: a 44px header and 12px, then one row of cards with 16px below for a
// scrollbar (carousel), or rows of cards 16px apart (carousel="false": 2 columns under 600px, else up to 4).
// hide-if-empty="true" reserves nothing: it appears only with products (place it where that moves nothing).

export const ELEMENTS_STYLE_ID = 'status-elements-reserve';

const STRIP = 'status-collection-strip';
const card = 'var(--status-card-image) + var(--status-card-text)';

function gridRows(amount: number, columns: number): string {
  const cols = Math.min(amount, columns);
  return `--status-cols:${cols};--status-rows:${Math.ceil(amount / cols)}`;
}

export function elementsReserveCss(): string {
  let narrow = '';
  let wide = '';
  for (let amount = 1; amount <= 12; amount++) {
    const selector = `${STRIP}[carousel=false]${amount === 4 ? '' : `[product-amount="${amount}"]`}`;
    narrow += `${selector}{${gridRows(amount, 2)}}`;
    wide += `${selector}{${gridRows(amount, 4)}}`;
  }
  return (
    // Size containment: a 44 px box whatever renders into it, also as a flex item in a theme header's row
    // (whose automatic minimum width follows content). A guard: an intermittent Lighthouse shift of the
    // devstore header's actions came from the page itself (a first frame drawn mid-header, with or without the
    // widget: devstore/storefront/layout.ts), not from these elements.
    'status-favorite-toggle,status-saved-items-link{display:inline-block;vertical-align:middle;position:relative;width:44px;height:44px;contain:size layout}' +
    'status-save-button{display:block;min-height:44px}' +
    'status-login-block{display:block;min-height:var(--status-login-block-height,160px)}' +
    `${STRIP}{display:block;--status-card-image:156px;--status-card-text:28px;min-height:calc(56px + ${card} + 16px)}` +
    `${STRIP}[show-titles=true]{--status-card-text:70px}` +
    narrow +
    `@media (min-width:600px){${wide}}` +
    `${STRIP}[carousel=false]{min-height:calc(56px + var(--status-rows) * (${card}) + (var(--status-rows) - 1) * 16px)}` +
    `${STRIP}[hide-if-empty=true]{min-height:0}` +
    'status-favorite-toggle[hidden],status-save-button[hidden],status-saved-items-link[hidden],status-login-block[hidden],status-collection-strip[hidden]{display:none}'
  );
}
