// The dev inbox: the login codes and magic links the API sent over SMTP to the devstore's mail server, and the
// store login's own codes (stored directly), newest first, as a page for people and as JSON for tests. The
// page reloads itself only when new mail arrives.
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { listInbox } from '../../server/inbox.ts';
import type { StorefrontConfig, StorefrontEnv } from './context.ts';
import { STOREFRONT_CSS } from './styles.ts';

const RELOAD_ON_NEW_MAIL = `
const known = document.querySelectorAll('tbody tr[data-mail]').length;
setInterval(async () => {
  const mails = await fetch('/devstore/inbox.json' + location.search).then((r) => r.json()).catch(() => null);
  if (Array.isArray(mails) && mails.length !== known) location.reload();
}, 2000);`;

export function inboxRoutes(config: StorefrontConfig): Hono<StorefrontEnv> {
  const app = new Hono<StorefrontEnv>();
  // listInbox answers newest first.
  const mailsFor = (to: string | undefined) => listInbox(config.db, to ? { to } : {});

  app.get('/devstore/inbox.json', async (c) => c.json(await mailsFor(c.req.query('to'))));

  app.get('/devstore/inbox', async (c) => {
    const to = c.req.query('to');
    const mails = await mailsFor(to);
    return c.html(html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev inbox${to ? ` – ${to}` : ''}</title>
<link rel="icon" href="data:,">
<style>${raw(STOREFRONT_CSS)}</style>
</head>
<body>
<main>
<h1>Dev inbox${to ? ` for ${to}` : ''}</h1>
<p>Emails the development store sent, newest first. New mail appears by itself. <a href="/">Back to the store</a></p>
${mails.length === 0
  ? html`<p>No emails yet. Ask for a login code or a magic link in the widget.</p>`
  : html`<table>
  <thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Code</th><th scope="col">Link</th><th scope="col">Sent</th></tr></thead>
  <tbody>${mails.map((m) => html`<tr data-mail>
    <td>${m.to}</td>
    <td>${m.subject}</td>
    <td>${m.code ? html`<code data-code>${m.code}</code>` : ''}</td>
    <td>${m.link ? html`<a href="${m.link}" data-link>Open link</a>` : ''}</td>
    <td><time datetime="${new Date(m.createdAt).toISOString()}">${new Date(m.createdAt).toLocaleString('en-GB')}</time></td>
  </tr>`)}</tbody>
</table>`}
</main>
<script>${raw(RELOAD_ON_NEW_MAIL)}</script>
</body>
</html>`);
  });

  return app;
}
