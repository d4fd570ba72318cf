// Sample loyalty, credit and subscription integrations (docs/behaviour.md, Programs). Points (Loop Rewards, the
// loop-points plugin's provider) are derived from what the customer spent in the store; the credit card comes from the
// gift-card provider, called here with the shop's access token so that the token never reaches a browser; the
// subscription link points at the demo storefront's sample provider page.
import type { Hono } from 'hono';
import type { StoreCredit } from '../commerce/types';
import { type ApiDeps, numericParam, requireShop, requireUser } from '../context';
import { notFound } from '../errors';
import { fromStore } from '../orders';
import { requireCustomer, requireCustomerOwner } from '../owner';

export function integrationRoutes(app: Hono, deps: ApiDeps): void {
  const { db } = deps;

  app.get('/points/:shopId', async (c) => {
    const user = await requireUser(c, deps);
    const shop = await requireShop(deps, c.req.param('shopId'));
    const customerId = await requireCustomer(db, user.uid, shop.shopId);
    // The card's name is the points plugin's setting (loopPoints.name), not the API's.
    // One point per whole currency unit spent (Shopify's amountSpent: the orders that were not cancelled).
    const spent = await fromStore(() => deps.commerce(shop).amountSpent(customerId));
    return c.json({ points: spent ? Math.max(0, Math.floor(Number(spent.amount))) : 0 });
  });

  // The shopper's gift card (amount, giftCardId, expiresOn, code) for their own customer
  // only; the provider is asked with the shop's credit.accessToken. Without a token it is the customer's store
  // credit in Shopify (storeCreditJson). 404 credit_off when the shop has credit off, no_gift_card when there is
  // none; 502 when the provider or the store cannot answer.
  app.get('/credit/:shopId/:customerId', async (c) => {
    const shopId = c.req.param('shopId');
    const customerId = numericParam(c.req.param('customerId'), 'customer');
    const user = await requireUser(c, deps);
    const shop = await requireShop(deps, shopId);
    await requireCustomerOwner(db, user.uid, shopId, customerId);
    const credit = shop.settings.credit as { isActive?: unknown; accessToken?: unknown } | undefined;
    if (credit?.isActive !== true) throw notFound('Store credit is not on in this shop', 'credit_off');
    if (typeof credit.accessToken !== 'string' || !credit.accessToken) {
      const account = storeCreditJson(await fromStore(() => deps.commerce(shop).storeCredit(customerId)), shop.currency);
      if (!account) throw notFound('No store credit for this customer', 'no_gift_card');
      c.header('Cache-Control', 'private, no-store');
      return c.json(account);
    }
    const card = await deps.giftCards({ shopId, shopUrl: deps.storefrontUrl(shopId), customerId, accessToken: credit.accessToken });
    if (!card) throw notFound('No gift card for this customer', 'no_gift_card');
    c.header('Cache-Control', 'private, no-store');
    return c.json({
      amount: Number(card.amount),
      currency: shop.currency,
      giftCardId: card.gift_card_id,
      expiresOn: card.expires_on,
      code: card.code,
    });
  });

  app.get('/integrations/:shopId/:customerId/subscription-link', async (c) => {
    const shopId = c.req.param('shopId');
    const customerId = numericParam(c.req.param('customerId'), 'customer');
    const user = await requireUser(c, deps);
    await requireShop(deps, shopId);
    await requireCustomerOwner(db, user.uid, shopId, customerId);
    c.header('Cache-Control', 'private, max-age=60'); // subscription link cached 60 s
    const storefront = deps.storefrontUrl(shopId).replace(/\/+$/, '');
    return c.json({ link: `${storefront}/devstore/providers/subscriptions?customerId=${encodeURIComponent(customerId)}` });
  });
}

/**
 * The credit card's answer from Shopify's store credit: the account in the shop's currency (else the largest
 * balance), null when no account holds credit. Store credit has no code to type (Shopify applies it at checkout
 * to the signed-in customer), so `code` is null and `giftCardId` the account's id; it does not expire as a whole
 * (`expiresOn` null). Gift cards are not shown: Shopify never gives
 * an app their full code.
 */
export function storeCreditJson(credit: StoreCredit, shopCurrency: string) {
  const held = credit.accounts.filter((a) => Number(a.balance.amount) > 0);
  const account =
    held.find((a) => a.balance.currencyCode === shopCurrency) ?? [...held].sort((a, b) => Number(b.balance.amount) - Number(a.balance.amount))[0];
  if (!account) return null;
  return { amount: Number(account.balance.amount), currency: account.balance.currencyCode, giftCardId: account.id, expiresOn: null, code: null };
}
