// The provider's own sign-in page (/oidc/sign-in/<uid>), for an authorization request that finds no Status
// session: the widget's e-mail code, magic link and Google sign-in, in the shop's language, with the widget's
// texts. It is server-rendered HTML a small script (sign-in-client.ts) brings to life; the script talks to the
// API's own /authentication routes and the Firebase Auth REST API as the widget does, then posts the ID token
// to /oidc/sign-in/<uid>/complete. Strict CSP: no inline script, the one style block allowed by its hash.
import { createHash } from 'node:crypto';
import codeErrorsDe from '../../plugins/login/messages/code-errors-de.ts';
import codeErrorsEn from '../../plugins/login/messages/code-errors-en.ts';
import loginDe from '../../plugins/login/messages/de.ts';
import loginEn from '../../plugins/login/messages/en.ts';
import { escapeHtml } from './pages';

/** The Firebase web config the page signs in with (public values: the widget's init data carries the same). */
export interface FirebaseWebConfig {
  apiKey: string;
  projectId: string;
  authDomain?: string;
  /** e.g. http://127.0.0.1:9099 against the Auth emulator. */
  emulatorUrl?: string;
}

/** What the page shows of the shop: its name, language and sign-in settings. */
export interface ShopLook {
  shopId: string;
  name: string;
  language: 'en' | 'de';
  method: 'otp' | 'magicLink';
  google: boolean;
}

// The page's own texts, where the widget has none.
const OWN = {
  en: {
    intro: 'Sign in with your email to continue to {shop}.',
    verify: 'Continue',
    back: 'Back to the store',
    noScript: 'This page needs JavaScript to sign you in. Turn it on, or go back to the store.',
  },
  de: {
    intro: 'Melde dich mit deiner E-Mail-Adresse an, um zu {shop} weiterzugehen.',
    verify: 'Weiter',
    back: 'Zurück zum Shop',
    noScript: 'Diese Seite braucht JavaScript, um dich anzumelden. Aktiviere es oder gehe zurück zum Shop.',
  },
};

export type SignInTexts = typeof loginEn & typeof codeErrorsEn & (typeof OWN)['en'];

export function signInTexts(language: 'en' | 'de'): SignInTexts {
  return language === 'de' ? { ...loginDe, ...codeErrorsDe, ...OWN.de } : { ...loginEn, ...codeErrorsEn, ...OWN.en };
}

/** The texts the script shows (the rest are in the HTML already). */
const SCRIPT_TEXTS = [
  'codeIncorrect', 'codeExpired', 'codeUsed', 'codeLocked', 'codeOffline', 'codeServerError', 'codeResent', 'codeSentTo',
  'emailFailed', 'emailInvalid', 'emailRequired', 'googleBlocked', 'googleFailed', 'linkEmailFailed', 'magicLinkSent',
  'rateLimited', 'rateLimitedNoWait', 'sending', 'signInFailed', 'signedIn', 'verifying', 'waitMinute', 'waitMinutes', 'waitSeconds',
] as const;
export type ScriptTexts = Pick<SignInTexts, (typeof SCRIPT_TEXTS)[number]>;

export function scriptTexts(texts: SignInTexts): ScriptTexts {
  return Object.fromEntries(SCRIPT_TEXTS.map((key) => [key, texts[key]])) as ScriptTexts;
}

/** What the script reads from the page (a JSON block: data, never run). */
export interface SignInPageData {
  shopId: string;
  apiBase: string;
  completeUrl: string;
  method: 'otp' | 'magicLink';
  google: boolean;
  firebase: FirebaseWebConfig;
  language: 'en' | 'de';
  texts: ScriptTexts;
}

const STYLE = `
:root{color-scheme:light;--ink:#1a1a1a;--muted:#5c5c5c;--line:#c9c9c9;--focus:#2563eb;--error:#b3261e}
*{box-sizing:border-box}
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;min-height:100vh;color:var(--ink);background:#f4f4f5;display:flex;flex-direction:column;align-items:center;padding:3rem 1rem}
header{margin-bottom:1.25rem;font-weight:600;font-size:1.05rem;letter-spacing:.01em;text-align:center}
main{width:100%;max-width:26rem;background:#fff;padding:2rem 1.75rem;border-radius:16px;box-shadow:0 1px 2px rgba(0,0,0,.06),0 8px 24px rgba(0,0,0,.06)}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .5rem}
h1:focus{outline:none}
p{margin:0 0 1.25rem;color:var(--muted)}
label{display:block;font-weight:600;margin-bottom:.35rem}
input{display:block;width:100%;font:inherit;padding:.7rem .85rem;border:1px solid var(--line);border-radius:10px;background:#fff;color:var(--ink)}
input[aria-invalid=true]{border-color:var(--error)}
input[inputmode=numeric]{font-size:1.5rem;letter-spacing:.6em;text-align:center;font-variant-numeric:tabular-nums}
button{font:inherit;font-weight:600;cursor:pointer;border-radius:10px}
.primary{display:block;width:100%;margin-top:1rem;padding:.75rem 1rem;border:0;background:var(--ink);color:#fff}
.primary[disabled]{opacity:.6;cursor:progress}
.secondary{display:flex;align-items:center;justify-content:center;gap:.6rem;width:100%;padding:.7rem 1rem;border:1px solid var(--line);background:#fff;color:var(--ink)}
.link{border:0;background:none;color:var(--ink);text-decoration:underline;padding:.25rem 0;font-weight:500}
.or{display:flex;align-items:center;gap:.75rem;margin:1.25rem 0;color:var(--muted);font-size:.9rem}
.or::before,.or::after{content:"";flex:1;border-top:1px solid var(--line)}
.error{color:var(--error);margin:.6rem 0 0;font-size:.95rem}
.error:empty{display:none}
.actions{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem;margin-top:1rem}
footer{margin-top:1.5rem;padding-top:1rem;border-top:1px solid #ececec;text-align:center}
#progress{margin:1rem 0 0}
#progress:empty{margin:0}
input:focus-visible,button:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
[hidden]{display:none!important}
@media (max-width:30rem){body{padding:1.5rem .75rem}main{padding:1.5rem 1.25rem}}
`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The page's Content-Security-Policy: our script, the identity service's calls and Google's popup frames. */
export function signInPageCsp(firebase: FirebaseWebConfig): string {
  const identity = firebase.emulatorUrl
    ? new URL(firebase.emulatorUrl).origin
    : 'https://identitytoolkit.googleapis.com https://securetoken.googleapis.com';
  const frames = firebase.emulatorUrl ? new URL(firebase.emulatorUrl).origin : `https://${firebase.authDomain ?? `${firebase.projectId}.firebaseapp.com`}`;
  return [
    "default-src 'none'",
    // apis.google.com: the Firebase SDK's popup helper (Google sign-in only).
    "script-src 'self' https://apis.google.com",
    `style-src ${STYLE_HASH}`,
    `connect-src 'self' ${identity}`,
    `frame-src ${frames}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const GOOGLE_ICON =
  '<svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48"><path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.6 13.2l7.9 6.2C12.4 13.6 17.7 9.5 24 9.5z"/><path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.2z"/><path fill="#FBBC05" d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.2C.9 16.5 0 20.1 0 24s.9 7.5 2.6 10.8l7.9-6.2z"/><path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.9 6.2C6.6 42.6 14.6 48 24 48z"/></svg>';

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, name: string) => vars[name] ?? m);

/**
 * The page: three steps (e-mail, code, link sent), the later two hidden until the script shows them. The
 * e-mail is pre-filled from login_hint. `scriptUrl` is the bundled sign-in-client.ts.
 */
export function renderSignInPage(opts: {
  look: ShopLook;
  texts: SignInTexts;
  data: SignInPageData;
  loginHint: string | null;
  abortUrl: string;
  scriptUrl: string;
}): string {
  const { look, data } = opts;
  const t = opts.texts;
  const e = escapeHtml;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const getLabel = look.method === 'magicLink' ? t.getLink : t.getCode;
  return `<!DOCTYPE html>
<html lang="${e(look.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="same-origin">
<link rel="icon" href="data:,">
<title>${e(t.sectionHeading)} · ${e(look.name)}</title>
<style>${STYLE}</style>
<script type="application/json" id="status-sign-in">${json}</script>
<script type="module" src="${e(opts.scriptUrl)}"></script>
</head>
<body>
<header>${e(look.name)}</header>
<main>
<section id="step-email" aria-labelledby="email-heading">
<h1 id="email-heading" tabindex="-1">${e(t.sectionHeading)}</h1>
<p>${e(fill(t.intro, { shop: look.name }))}</p>
<noscript><p class="error">${e(t.noScript)}</p></noscript>
<form id="email-form" novalidate>
<label for="email">${e(t.emailLabel)}</label>
<input id="email" name="email" type="email" autocomplete="email" inputmode="email" required spellcheck="false" aria-describedby="email-error" value="${e(opts.loginHint ?? '')}">
<p id="email-error" class="error" role="alert"></p>
<button class="primary" type="submit" id="email-submit">${e(getLabel)}</button>
</form>
${
  look.google
    ? `<div class="or">${e(t.or)}</div>
<button class="secondary" type="button" id="google">${GOOGLE_ICON}<span>${e(t.google)}</span></button>
<p id="google-error" class="error" role="alert"></p>`
    : ''
}
</section>
<section id="step-code" aria-labelledby="code-heading" hidden>
<h1 id="code-heading" tabindex="-1">${e(t.verifyHeading)}</h1>
<p id="code-sent"></p>
<form id="code-form" novalidate>
<label for="code">${e(t.codeLabel)}</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{4}" maxlength="4" required aria-describedby="code-sent code-error">
<p id="code-error" class="error" role="alert"></p>
<button class="primary" type="submit" id="code-submit">${e(t.verify)}</button>
</form>
<div class="actions">
<button class="link" type="button" id="resend">${e(t.sendAnother)}</button>
<button class="link" type="button" id="change-email">${e(t.differentEmail)}</button>
</div>
</section>
<section id="step-link" aria-labelledby="link-heading" hidden>
<h1 id="link-heading" tabindex="-1">${e(t.magicLinkSentHeading)}</h1>
<p id="link-sent"></p>
<div class="actions"><button class="link" type="button" id="link-change-email">${e(t.differentEmail)}</button></div>
</section>
<p id="progress" role="status"></p>
<form id="complete" method="post" action="${e(data.completeUrl)}" hidden><input type="hidden" name="id_token" value=""></form>
<footer><form method="post" action="${e(opts.abortUrl)}"><button class="link" type="submit">${e(t.back)}</button></form></footer>
</main>
</body>
</html>`;
}
