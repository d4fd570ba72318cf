// Stamp Club through the SDK harness, beside Loop Rewards: both cards for one customer, each with its own name
// and messages; Stamp Club's balance and the way to its next reward from its app proxy (asked with the
// customer's id, no ID token: the plugin does not declare `identity`); its error line.
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonHandler } from '../../tests/msw/handlers.ts';
import { CARD_WAIT, openForYou } from '../../tests/msw/programs.ts';
import { createTestServer } from '../../tests/msw/server.ts';

const server = createTestServer();
const runtimes: { dispose(): void }[] = [];
afterEach(() => runtimes.splice(0).forEach((r) => r.dispose()));

const settings = {
  loopPoints: { isActive: true, name: 'Loop Rewards', link: '/pages/rewards' },
  stampPoints: { isActive: true, name: 'Stamp Club', link: '/pages/stamp-club' },
};

describe('Stamp Club points card', { timeout: 30_000 }, () => {
  it('asks for the points once the plugin starts, not when the card mounts: For you then shows them with no second call', async () => {
    let asked = 0;
    const rendered = await openForYou(server, {
      settings: { stampPoints: settings.stampPoints },
      hash: '#status-collection:popularToday',
      handlers: [http.get('*/apps/stamp-club/points', () => (asked++, HttpResponse.json({ points: 1325 })))],
    });
    runtimes.push(rendered.runtime);
    await vi.waitFor(() => expect(asked).toBe(1), CARD_WAIT);
    expect(screen.queryByRole('region', { name: 'Stamp Club' })).toBeNull();
    await act(async () => rendered.runtime.navigate('#status'));
    await within(await screen.findByRole('region', { name: 'Stamp Club' }, CARD_WAIT)).findByText('1,325');
    expect(asked).toBe(1);
  });

  it('runs beside Loop Rewards: two cards, each its own name, balance and link; its backend gets the customer id only', async () => {
    const asked: Request[] = [];
    const rendered = await openForYou(server, {
      settings,
      handlers: [
        jsonHandler('get', '/points/test-shop', { points: 4129 }),
        http.get('*/apps/stamp-club/points', ({ request }) => (asked.push(request), HttpResponse.json({ points: 1325 }))),
      ],
    });
    runtimes.push(rendered.runtime);
    const stamp = await screen.findByRole('region', { name: 'Stamp Club' }, CARD_WAIT);
    await within(stamp).findByText('1,325', {}, CARD_WAIT);
    expect(within(stamp).getByText('175 points to your next reward')).toBeVisible();
    expect(within(stamp).getByRole('meter', { name: 'Progress to your next reward' }).getAttribute('aria-valuenow')).toBe('325');
    expect(within(stamp).getByRole('link', { name: 'Open Stamp Club' }).getAttribute('href')).toBe('/pages/stamp-club');
    const loop = await screen.findByRole('region', { name: 'Loop Rewards' }, CARD_WAIT);
    await within(loop).findByText('4,129', {}, CARD_WAIT);
    expect(within(loop).getByRole('link', { name: 'See your rewards' }).getAttribute('href')).toBe('/pages/rewards');
    // Loop's card comes first (registration order), both in the points slot.
    expect(loop.compareDocumentPosition(stamp) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    expect(new URL(asked[0]!.url).searchParams.get('customer_id')).toBe('6000000001');
    expect(asked[0]!.headers.get('authorization')).toBeNull();
    expect(asked[0]!.headers.get('x-status-plugin')).toBe('stamp-points');
  });

  it('names the program as the shop set it, in the title and on the button alike', async () => {
    const rendered = await openForYou(server, {
      settings: { stampPoints: { ...settings.stampPoints, name: 'Stempelclub' } },
      handlers: [http.get('*/apps/stamp-club/points', () => HttpResponse.json({ points: 20 }))],
    });
    runtimes.push(rendered.runtime);
    const stamp = await screen.findByRole('region', { name: 'Stempelclub' }, CARD_WAIT);
    await within(stamp).findByText('20', {}, CARD_WAIT);
    expect(within(stamp).getByRole('link', { name: 'Open Stempelclub' })).toBeVisible();
    expect(within(stamp).queryByText(/Stamp Club/)).toBeNull();
  });

  it('explains a failing Stamp Club in its own card; Loop Rewards is unaffected', async () => {
    const rendered = await openForYou(server, {
      settings,
      handlers: [
        jsonHandler('get', '/points/test-shop', { points: 12 }),
        http.get('*/apps/stamp-club/points', () => HttpResponse.json({ error: 'Not logged in as this customer' }, { status: 403 })),
      ],
    });
    runtimes.push(rendered.runtime);
    const stamp = await screen.findByRole('region', { name: 'Stamp Club' }, CARD_WAIT);
    await within(stamp).findByText('Stamp Club isn’t answering right now.', {}, CARD_WAIT);
    expect(within(stamp).getByRole('button', { name: 'Try again' })).toBeVisible();
    await within(await screen.findByRole('region', { name: 'Loop Rewards' })).findByText('12', {}, CARD_WAIT);
  });
});
