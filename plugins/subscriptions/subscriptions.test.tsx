// Subscriptions through the SDK harness: shown only in the configured countries (case-insensitively);
// with no provider token its link is the provider's login page, and a click asks the provider: a token →
// the subscription link with it (kept one hour under login-integration), no token → the login page;
// a kept token goes straight into the link; subscriptions_button_clicked tracked; the link cached 60 s.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonHandler } from '../../tests/msw/handlers.ts';
import { CARD_WAIT, openForYou } from '../../tests/msw/programs.ts';
import { createTestServer } from '../../tests/msw/server.ts';
import { inCountries, navigation, PROVIDER_TOKEN_MS, storedToken, TOKEN_KEY } from './provider.ts';

const server = createTestServer();
const runtimes: { dispose(): void }[] = [];
let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  assign.mockRestore();
  runtimes.splice(0).forEach((r) => r.dispose());
});

const LINK = 'https://shop.test/devstore/providers/subscriptions?customerId=6000000001';
const subscriptions = { isActive: true, name: 'Subscriptions', countries: ['us', 'CA'], storeIdHash: 'store-1' };

async function open(login: () => unknown, options: { countryCode?: string } = {}) {
  const logins: unknown[] = [];
  let linkCalls = 0;
  const rendered = await openForYou(server, {
    settings: { subscriptions },
    locale: { countryCode: options.countryCode ?? 'US' },
    handlers: [
      jsonHandler('get', '/integrations/test-shop/6000000001/subscription-link', { link: LINK }, () => void linkCalls++),
      http.post('*/apps/retextion/login', async ({ request }) => (logins.push(await request.json()), HttpResponse.json(login() as never))),
    ],
  });
  runtimes.push(rendered.runtime);
  return { ...rendered, logins, linkCalls: () => linkCalls };
}

const manage = async () => within(await screen.findByRole('region', { name: 'Subscriptions' }, CARD_WAIT)).findByRole('link', { name: 'Manage subscriptions' }, CARD_WAIT);
const loginPage = `${window.location.origin}/apps/retextion/login?store=store-1`;

describe('subscriptions card', { timeout: 30_000 }, () => {
  it('the countries rule: case-insensitive, absent means everywhere', () => {
    expect(inCountries(['us', 'CA'], 'US')).toBe(true);
    expect(inCountries(['de'], 'DE')).toBe(true);
    expect(inCountries(['US'], 'de')).toBe(false);
    expect(inCountries(undefined, 'FR')).toBe(true);
    expect(inCountries(['US'], null)).toBe(false);
  });

  it('without a token the link is the provider login; no token in the answer → the login page, tracked', async () => {
    const { logins, tracked } = await open(() => ({}));
    const link = await manage();
    expect(link.getAttribute('href')).toBe(loginPage);
    fireEvent.click(link);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(loginPage));
    expect(logins).toEqual([{ customerId: '6000000001' }]);
    expect(tracked.map((e) => e.event)).toContain('subscriptions_button_clicked');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('a token → the subscription link with it, kept one hour; the next visit links there at once', async () => {
    const first = await open(() => ({ token: 'tok-1' }));
    fireEvent.click(await manage());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${LINK}&token=tok-1`));
    const kept = JSON.parse(localStorage.getItem(TOKEN_KEY)!);
    expect(kept).toMatchObject({ customerId: '6000000001', token: 'tok-1' });
    expect(kept.expiresAt - Date.now()).toBeGreaterThan(PROVIDER_TOKEN_MS - 5000);
    expect(storedToken(localStorage, '6000000001', kept.expiresAt + 1)).toBeNull(); // an hour later: gone
    first.unmount();
    runtimes.splice(0).forEach((r) => r.dispose());

    localStorage.setItem(TOKEN_KEY, JSON.stringify(kept));
    const second = await open(() => ({ token: 'tok-2' }));
    expect((await manage()).getAttribute('href')).toBe(`${LINK}&token=tok-1`);
    expect(second.linkCalls()).toBe(1);
  });

  it('hidden outside the configured countries (nothing asked)', async () => {
    const { linkCalls } = await open(() => ({}), { countryCode: 'DE' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(screen.queryByRole('region', { name: 'Subscriptions' })).toBeNull();
    expect(linkCalls()).toBe(0);
  });
});
