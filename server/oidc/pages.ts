// The provider's few HTML pages: plain, readable without JavaScript, keyboard-usable (native controls only).

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A whole page around `body` (trusted HTML: callers escape what they put in). */
export function statusPage(title: string, body: string, lang = 'en'): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1a1a1a;background:#f6f6f6}
main{max-width:26rem;margin:0 auto;background:#fff;padding:1.5rem;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.4rem;margin-top:0}
button,input{font:inherit}
button{padding:.6rem 1rem;border:0;border-radius:6px;background:#1a1a1a;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * What an authorization request without a Status session shows (no prompt=none): the shopper signs in to Status
 * on the store, then the store's login starts again; or goes back to the store without signing in.
 */
export function signInPage(opts: { abortUrl: string; loginHint: string | null }): string {
  const who = opts.loginHint ? ` as <strong>${escapeHtml(opts.loginHint)}</strong>` : '';
  return statusPage(
    'Sign in',
    `<h1>Sign in</h1>
<p>You are not signed in${who} yet. Sign in with the account button on the store, then sign in to the store again.</p>
<form method="post" action="${escapeHtml(opts.abortUrl)}"><button type="submit">Back to the store</button></form>`,
  );
}
