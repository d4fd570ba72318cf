// The storefront's whole stylesheet: a plain theme with AA contrast (dark text on white, #0b4f8a links,
// near-black buttons), visible focus, and a product grid. Inlined in the layout: one request less per page.
export const STOREFRONT_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fff}
a{color:#0b4f8a}
a:focus-visible,button:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid #0b4f8a;outline-offset:2px}
.skip-link{position:absolute;left:-999px;top:0;background:#1a1a1a;color:#fff;padding:8px 12px;z-index:10}
.skip-link:focus{left:8px}
.site-header{display:flex;flex-wrap:wrap;align-items:center;gap:16px 24px;padding:16px 24px;border-bottom:1px solid #d6d6d6}
.brand{font-weight:700;font-size:1.25rem;color:#1a1a1a;text-decoration:none}
.site-nav ul,.site-footer ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px 20px}
.header-actions{margin-left:auto;display:flex;align-items:center;gap:16px}
.header-actions a{display:inline-flex;align-items:center;gap:6px;color:#1a1a1a;text-decoration:none;min-height:44px;min-width:44px;justify-content:center}
.header-actions svg{width:24px;height:24px}
.preview-banner{margin:0;padding:8px 24px;background:#fff4d6;color:#1a1a1a;border-bottom:1px solid #c9a227}
.consent-banner{position:fixed;left:16px;bottom:16px;z-index:50;max-width:420px;box-sizing:border-box;padding:20px;background:#fff;color:#1a1a1a;border:1px solid #d4d4d8;border-radius:12px;box-shadow:0 8px 28px rgba(0,0,0,.18)}
.consent-banner[hidden]{display:none}
.consent-banner h2{margin:0 0 8px;font-size:1.05rem}
.consent-banner p{margin:0 0 16px;font-size:.9rem;line-height:1.45}
.consent-banner a{color:inherit}
.consent-actions{display:flex;gap:8px;justify-content:flex-end}
.consent-button{min-height:44px;padding:0 18px;border-radius:8px;border:1px solid #1a1a1a;background:#fff;color:#1a1a1a;font:inherit;font-weight:600;cursor:pointer}
.consent-button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.consent-accept{background:#1a1a1a;color:#fff}
@media (max-width:520px){.consent-banner{left:8px;right:8px;bottom:84px;max-width:none}.consent-actions .consent-button{flex:1}}
main{max-width:1100px;margin:0 auto;padding:24px}
h1{font-size:2rem;margin:0 0 16px}
.grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:24px}
.card{display:block;color:#1a1a1a;text-decoration:none}
.card img{width:100%;height:auto;aspect-ratio:1;border-radius:8px;background:#f2f2f2}
.card-title{display:block;font-weight:600;margin-top:8px;text-decoration:underline}
.price{color:#333}
.product{display:grid;grid-template-columns:repeat(auto-fit,minmax(280px,1fr));gap:32px}
.product img{width:100%;height:auto;aspect-ratio:1;border-radius:8px}
.field{display:flex;flex-direction:column;gap:4px;margin:12px 0;max-width:280px}
select,input{font:inherit;padding:8px;border:1px solid #6b6b6b;border-radius:4px;color:#1a1a1a;background:#fff}
.button{font:inherit;display:inline-block;padding:12px 20px;border:0;border-radius:4px;background:#1a1a1a;color:#fff;cursor:pointer;text-decoration:none}
.button[disabled]{background:#6b6b6b;cursor:not-allowed}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:8px;border-bottom:1px solid #d6d6d6;vertical-align:top}
.site-footer{border-top:1px solid #d6d6d6;padding:24px 24px 96px;display:flex;flex-wrap:wrap;gap:24px;justify-content:space-between;background:#f7f7f7}
.grid li{position:relative}
.grid status-favorite-toggle{position:absolute;top:8px;right:8px;--status-favorite-background:#fff}
.buy-row{display:flex;align-items:center;gap:12px}
.strip-area status-collection-strip{margin-top:40px}
.strip-area status-collection-strip[hide-if-empty=true]{margin-top:0}
.strip-area status-collection-strip[hide-if-empty=true]>.status-strip{padding-top:40px}
.login-area status-login-block{margin:24px 0;max-width:520px}
status-save-button{margin-top:12px}
.site-footer h2{font-size:1rem;margin:0 0 8px}
`;
