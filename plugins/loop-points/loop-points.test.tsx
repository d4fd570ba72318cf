// Loop Rewards through the SDK harness: the points card a signed-in customer sees (name, balance, rewards
// link), nothing for a guest or with the group off, the error line and its retry, and the rewards page reload
// it asks for after a sign-in there, only when refreshOnRewardsPage is on and on that page.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonError, jsonHandler } from '../../tests/msw/handlers.ts';
import { CARD_WAIT, openForYou } from '../../tests/msw/programs.ts';
import { createTestServer } from '../../tests/msw/server.ts';

const server = createTestServer();
const runtimes: { dispose(): void }[] = [];
afterEach(() => runtimes.splice(0).forEach((r) => r.dispose()));

const loopPoints = { isActive: true, name: 'Loop Rewards', link: '/pages/rewards', refreshOnRewardsPage: true };

async function open(options: { settings?: Record<string, unknown>; customer?: boolean; points?: () => unknown; language?: string; hash?: string } = {}) {
  let calls = 0;
  const rendered = await openForYou(server, {
    settings: options.settings ?? { loopPoints },
    ...(options.hash ? { hash: options.hash } : {}),
    ...(options.customer === false ? { customer: false } : {}),
    ...(options.language ? { locale: { language: options.language, countryCode: 'DE', currency: 'EUR' } } : {}),
    handlers: [jsonHandler('get', '/points/test-shop', (options.points ?? (() => ({ points: 4129 }))) as () => never, () => void calls++)],
  });
  runtimes.push(rendered.runtime);
  return { ...rendered, calls: () => calls };
}

const card = () => screen.findByRole('region', { name: 'Loop Rewards' }, CARD_WAIT);

describe('Loop Rewards points card', { timeout: 20_000 }, () => {
  it('shows a signed-in customer the program name, the balance and the link to the rewards page', async () => {
    const { calls } = await open();
    const region = await card();
    await within(region).findByText('4,129');
    expect(within(region).getByText('points')).toBeVisible();
    expect(within(region).getByText('You earn 1 point for every $1 you spend.')).toBeVisible();
    expect(within(region).getByRole('link', { name: 'See your rewards' }).getAttribute('href')).toBe('/pages/rewards');
    expect(calls()).toBe(1);
  });

  it('speaks German in the German shop, with its own name', async () => {
    await open({ language: 'de', settings: { loopPoints: { ...loopPoints, name: 'Loop Prämien' } } });
    const region = await screen.findByRole('region', { name: 'Loop Prämien' }, CARD_WAIT);
    await within(region).findByText('4.129');
    expect(within(region).getByText('Punkte')).toBeVisible();
    expect(within(region).getByRole('link', { name: 'Zu deinen Prämien' })).toBeVisible();
  });

  it('a skeleton while loading; a failing call explains itself in the card, and Try again loads it', async () => {
    let fail = true;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await open({ points: async () => (await gate, fail ? jsonError(503, 'down', 'Down') : { points: 80 }) });
    expect(await screen.findByText('Loading your points…', {}, CARD_WAIT)).toBeVisible();
    await act(async () => release());
    const region = await card();
    await within(region).findByText('We couldn’t load your points right now.', {}, { timeout: 5000 });
    expect(within(region).queryByRole('link')).toBeNull();
    fail = false;
    fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    await within(await card()).findByText('80', {}, { timeout: 5000 });
  });

  it('asks for the points once the plugin starts, not when the card mounts: For you then shows them with no second call', async () => {
    const { runtime, calls } = await open({ hash: '#status-collection:popularToday' });
    await vi.waitFor(() => expect(calls()).toBe(1), CARD_WAIT);
    expect(screen.queryByRole('region', { name: 'Loop Rewards' })).toBeNull();
    await act(async () => runtime.navigate('#status'));
    await within(await card()).findByText('4,129');
    expect(calls()).toBe(1);
  });

  it('nothing for a guest (no call), nothing with the group off (its code never loads)', async () => {
    const guest = await open({ customer: false });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(screen.queryByRole('region', { name: 'Loop Rewards' })).toBeNull();
    expect(guest.calls()).toBe(0);
    guest.unmount();

    const off = await open({ settings: { loopPoints: { ...loopPoints, isActive: false } } });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(off.runtime.registry.status('loop-points')).toBe('disabled');
    expect(screen.queryByRole('region', { name: 'Loop Rewards' })).toBeNull();
    expect(off.calls()).toBe(0);
  });

  it('asks for the reload after a sign-in on its rewards page only, with refreshOnRewardsPage on', async () => {
    const cases = [
      ['/pages/rewards', loopPoints, 1],
      ['/pages/other', loopPoints, 0],
      ['/pages/rewards', { ...loopPoints, refreshOnRewardsPage: false }, 0],
    ] as const;
    for (const [path, settings, asked] of cases) {
      window.history.replaceState(null, '', path);
      const { runtime, unmount } = await open({ settings: { loopPoints: settings } });
      await card();
      const reloadPage = vi.fn();
      await act(() => runtime.hooks.login.promise({ customerId: '6000000001', email: 'jane@example.com', loginType: 'otp', reloadPage }));
      expect(reloadPage, `${path} ${JSON.stringify(settings)}`).toHaveBeenCalledTimes(asked);
      unmount();
      runtimes.splice(0).forEach((r) => r.dispose());
    }
    window.history.replaceState(null, '', '/');
  });
});
