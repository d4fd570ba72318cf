// The policy pages the widget links to by default: /policies/privacy-policy, /policies/terms-of-service.
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { StorefrontConfig, StorefrontEnv } from './context.ts';
import type { Messages } from './i18n.ts';
import { renderPage } from './page.ts';

const POLICIES: Record<string, { title: (t: Messages) => string; text: string }> = {
  'privacy-policy': {
    title: (t) => t.privacy,
    text: 'This development store keeps what you enter (email, addresses, saved items) in a local database on this machine. Nothing is sent anywhere else.',
  },
  'terms-of-service': {
    title: (t) => t.terms,
    text: 'This is a demo store: nothing is for sale, no order is real and no payment is taken.',
  },
};

export function policyPages(config: StorefrontConfig): Hono<StorefrontEnv> {
  const app = new Hono<StorefrontEnv>();
  app.get('/policies/:handle', (c, next) => {
    const policy = POLICIES[c.req.param('handle')];
    if (!policy) return next();
    return renderPage(c, config, {
      title: policy.title,
      body: (t) => html`<h1>${policy.title(t)}</h1><p lang="en">${policy.text}</p>`,
    });
  });
  return app;
}
