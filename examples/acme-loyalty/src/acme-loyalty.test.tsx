// Acme Rewards in a real runtime (the SDK's test harness): the points card for signed-in customers, its
// loading, error and retry states, the rewards page, German and the settings validator. Acme's backend is
// mocked with msw; the calls carry the shopper's ID token.
import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Slot } from '@status/sdk';
import { createFakeAuthService, inAct, renderWithRuntime, settle } from '@status/sdk/testing';
import acmeLoyalty from './index.tsx';
// The host's For you page, where the points slot is: the harness renders only the plugins a test passes.
import { foryouPlugin } from '../../../plugins/foryou/index.ts';
import validateSettings from './generated/settings.js';
import type { AcmePoints, AcmeRewards } from './api.ts';

const ACME = 'https://acme.test/v1';
const JANE = { customerId: '6000000001', firstName: 'Jane' };

const points: AcmePoints = {
  customerId: JANE.customerId,
  points: 1240,
  tier: 'silver',
  currency: 'USD',
  nextReward: { id: 'r-15', kind: 'discount', amount: 15, cost: 1500 },
};
const rewards: AcmeRewards = {
  ...points,
  pointsPerUnit: 1,
  rewards: [
    { id: 'r-ship', kind: 'freeShipping', cost: 250 },
    { id: 'r-5', kind: 'discount', amount: 5, cost: 500 },
    { id: 'r-15', kind: 'discount', amount: 15, cost: 1500 },
    { id: 'r-30', kind: 'discount', amount: 30, cost: 3000 },
  ],
};

const requests: Request[] = [];
// Any request msw has no handler for fails the test (the widget's own API is not called here).
const server = setupServer(
  http.get(`${ACME}/points`, ({ request }) => (requests.push(request), HttpResponse.json(points))),
  http.get(`${ACME}/rewards`, ({ request }) => (requests.push(request), HttpResponse.json(rewards))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

interface Options {
  settings?: Record<string, unknown>;
  language?: string;
  signedIn?: boolean;
}

/** The panel with the plugin, open on For you; Jane signed in unless `signedIn: false`. */
async function openPanel({ settings = {}, language = 'en', signedIn = true }: Options = {}) {
  const auth = createFakeAuthService(signedIn ? { uid: 'uid-jane', email: 'jane@example.com', isAnonymous: false } : null);
  const rendered = await renderWithRuntime({
    plugins: [foryouPlugin, acmeLoyalty],
    auth,
    initData: {
      ...(signedIn ? { customer: JANE } : {}),
      locale: language === 'de' ? { language: 'de', countryCode: 'DE', currency: 'EUR' } : { language: 'en', countryCode: 'US', currency: 'USD' },
      settings: { 'acme-loyalty': { apiUrl: ACME, ...settings } },
    },
  });
  await inAct(() => {
    rendered.runtime.store.auth.isSignedIn = signedIn;
    rendered.runtime.open('#status');
  });
  return rendered;
}

/** Waits for msw and React (real timers). */
const until = async (check: () => void) => {
  for (let i = 0; i < 100; i++) {
    try {
      check();
      return;
    } catch {
      await settle(10);
    }
  }
  check();
};

describe('the points card', { timeout: 20_000 }, () => {
  it("shows the signed-in customer's balance, tier and next reward, from Acme's backend with their ID token", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get(`${ACME}/points`, async ({ request }) => (requests.push(request), await answered, HttpResponse.json(points)), { once: true }));
    await openPanel();
    // A skeleton of the card's size while Acme answers.
    expect(await screen.findByText('Loading your points…')).toBeVisible();
    answer();
    const card = await screen.findByRole('region', { name: 'Acme Rewards' });
    expect(card.textContent).toContain('1,240');
    expect(within(card).getByText('points')).toBeVisible();
    expect(within(card).getByText('Silver member')).toBeVisible();
    expect(within(card).getByText('260 points to $15 off your order')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'See your rewards' }).getAttribute('href')).toBe('#status-acme-rewards');

    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer token-uid-jane');
    expect(requests[0]!.headers.get('x-status-plugin')).toBe('acme-loyalty');
  });

  it('uses the merchant’s program name and resolves a path apiUrl against the page', async () => {
    const seen: string[] = [];
    server.use(http.get(new URL('/apps/acme/points', document.baseURI).href, ({ request }) => (seen.push(request.url), HttpResponse.json(points))));
    await openPanel({ settings: { apiUrl: '/apps/acme', programName: 'Club Acme' } });
    expect(await screen.findByRole('region', { name: 'Club Acme' })).toBeVisible();
    expect(seen).toEqual([new URL('/apps/acme/points', document.baseURI).href]);
  });

  it('is not shown to guests, who cost Acme no request', async () => {
    await openPanel({ signedIn: false });
    await settle(50);
    expect(screen.queryByRole('region', { name: 'Acme Rewards' })).toBeNull();
    expect(screen.queryByText('Loading your points…')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('shows a clear error when Acme cannot answer, and Try again loads the points', async () => {
    server.use(http.get(`${ACME}/points`, () => HttpResponse.json({ error: { code: 'invalid_token', message: 'expired' } }, { status: 401 }), { once: true }));
    await openPanel();
    const card = await screen.findByRole('region', { name: 'Acme Rewards' });
    await until(() => expect(within(card).getByText('We couldn’t load your points right now.')).toBeVisible());
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Try again' })));
    await until(() => expect(screen.getByText('260 points to $15 off your order')).toBeVisible());
    expect(requests).toHaveLength(1); // the 401 was not retried by ctx.http; the button asked again
  });

  it('says so when every reward is unlocked', async () => {
    server.use(http.get(`${ACME}/points`, () => HttpResponse.json({ ...points, points: 5200, tier: 'gold', nextReward: null })));
    await openPanel();
    await until(() => expect(screen.getByText('Every reward is unlocked. Treat yourself at checkout.')).toBeVisible());
    expect(screen.getByText('Gold member')).toBeVisible();
  });
});

describe('the rewards page', { timeout: 20_000 }, () => {
  it('opens from the card and lists every reward with what it costs and how far away it is', async () => {
    await openPanel({ settings: { rewardsPath: '/pages/rewards' } });
    const card = await screen.findByRole('region', { name: 'Acme Rewards' });
    await act(async () => fireEvent.click(within(card).getByRole('link', { name: 'See your rewards' })));
    expect(await screen.findByRole('dialog', { name: 'Your rewards' })).toBeVisible();

    const list = await screen.findByRole('list', { name: 'Rewards' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/off your order|Free shipping/).textContent)).toEqual([
      'Free shipping',
      '$5 off your order',
      '$15 off your order',
      '$30 off your order',
    ]);
    expect(within(items[0]!).getByText('Ready to use')).toBeVisible();
    expect(within(items[1]!).getByText('500 points')).toBeVisible();
    expect(within(items[2]!).getByText('260 to go')).toBeVisible();
    expect(within(items[3]!).getByText('1,760 to go')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'How you earn' })).toBeVisible();
    expect(screen.getByText(/Earn 1 point for every \$1 you spend/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'About Acme Rewards' }).getAttribute('href')).toBe('/pages/rewards');
    expect(screen.getByRole('link', { name: 'Shop and earn points' }).getAttribute('href')).toBe('/');
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/v1/points', '/v1/rewards']);
  });

  it('in German: messages, numbers and money in the shop’s locale', async () => {
    server.use(
      http.get(`${ACME}/points`, () => HttpResponse.json({ ...points, currency: 'EUR' })),
      http.get(`${ACME}/rewards`, () => HttpResponse.json({ ...rewards, currency: 'EUR' })),
    );
    const { runtime } = await openPanel({ language: 'de' });
    const card = await screen.findByRole('region', { name: 'Acme Rewards' });
    await until(() => expect(card.textContent).toContain('1.240'));
    expect(within(card).getByText('Punkte')).toBeVisible();
    expect(within(card).getByText('Noch 260 Punkte bis 15 € Rabatt auf deine Bestellung')).toBeVisible();
    await inAct(() => runtime.navigate('#status-acme-rewards'));
    expect(await screen.findByRole('dialog', { name: 'Deine Prämien' })).toBeVisible();
    await until(() => expect(screen.getByText('Silber-Mitglied')).toBeVisible());
    expect(screen.getByText(/Pro 1 € Einkaufswert bekommst du 1 Punkt/)).toBeVisible();
  });
});

describe('the "How you earn" section (slot acme-loyalty.rewardsInfo)', () => {
  it('renders wherever the host places the slot, for guests too', async () => {
    await renderWithRuntime({
      plugins: [acmeLoyalty],
      initData: { settings: { 'acme-loyalty': { apiUrl: ACME } } },
      ui: <Slot id="acme-loyalty.rewardsInfo" />,
    });
    await settle();
    expect(screen.getByRole('region', { name: 'How you earn' }).textContent).toContain('Earn 1 point for every $1 you spend.');
  });
});

describe('settings (settings.schema.json, validated before setup)', () => {
  it('have no on/off of their own: the entry in the shop\'s plugin list is the one switch', () => {
    expect(acmeLoyalty).not.toHaveProperty('activeBy');
    expect(validateSettings({ apiUrl: ACME, isActive: false })).toBe(false);
  });

  it('fills in the defaults', () => {
    const settings: Record<string, unknown> = { apiUrl: '/devstore/providers/acme' };
    expect(validateSettings(settings)).toBe(true);
    expect(settings).toEqual({ apiUrl: '/devstore/providers/acme', programName: 'Acme Rewards' });
  });

  it('refuses a missing or unsafe apiUrl and unknown keys', () => {
    expect(validateSettings({})).toBe(false);
    expect(validateSettings({ apiUrl: 'javascript:alert(1)' })).toBe(false);
    expect(validateSettings({ apiUrl: '//evil.example/acme' })).toBe(false);
    expect(validateSettings({ apiUrl: 'http://acme.example' })).toBe(false);
    expect(validateSettings({ apiUrl: 'https://acme.example/v1', colour: 'red' })).toBe(false);
    expect(validateSettings({ apiUrl: 'https://acme.example/v1', programName: '' })).toBe(false);
  });

  it('a plugin with invalid settings is skipped, the widget keeps working', async () => {
    const { runtime } = await renderWithRuntime({
      plugins: [foryouPlugin, acmeLoyalty],
      initData: { settings: { 'acme-loyalty': { programName: 'No URL' } } },
    });
    expect(runtime.registry.status('acme-loyalty')).toBe('skipped');
    expect(runtime.registry.status('foryou')).toBe('started');
  });
});
