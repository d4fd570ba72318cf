// Store credit through the SDK harness: the card a signed-in customer sees (amount in the shop's currency,
// expiry, the code with Copy code putting it on the clipboard), from our API only (no provider, no token in the
// browser); hidden without a card; a failing call explained; nothing for a guest.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonError, jsonHandler } from '../../tests/msw/handlers.ts';
import { CARD_WAIT, openForYou } from '../../tests/msw/programs.ts';
import { createTestServer } from '../../tests/msw/server.ts';

const server = createTestServer();
const runtimes: { dispose(): void }[] = [];
const writeText = vi.fn();
beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => runtimes.splice(0).forEach((r) => r.dispose()));

const CARD = { amount: 42.5, currency: 'USD', giftCardId: '512345', expiresOn: '2027-07-01', code: 'DEMO-1A2B-0001' };

async function open(answer: () => unknown, options: { customer?: boolean; language?: string; hash?: string } = {}) {
  let calls = 0;
  const rendered = await openForYou(server, {
    ...(options.hash ? { hash: options.hash } : {}),
    settings: { credit: { isActive: true, name: options.language ? 'Guthaben' : 'Store credit' } },
    ...(options.customer === false ? { customer: false } : {}),
    ...(options.language ? { locale: { language: options.language, countryCode: 'DE', currency: 'EUR' } } : {}),
    handlers: [jsonHandler('get', '/credit/test-shop/6000000001', answer as () => never, () => void calls++)],
  });
  runtimes.push(rendered.runtime);
  return { ...rendered, calls: () => calls };
}

describe('store credit card', { timeout: 30_000 }, () => {
  it('shows the amount, the expiry and the code; Copy code puts the code on the clipboard and says Copied', async () => {
    await open(() => CARD);
    const card = await screen.findByRole('region', { name: 'Store credit' }, CARD_WAIT);
    await within(card).findByText('$42.50', {}, CARD_WAIT);
    expect(within(card).getByText('Expires July 1, 2027')).toBeVisible();
    expect(within(card).getByLabelText('Gift card code: DEMO-1A2B-0001').textContent).toBe('DEMO-1A2B-0001');
    fireEvent.click(within(card).getByRole('button', { name: 'Copy code' }));
    await within(card).findByRole('button', { name: 'Copied' });
    expect(writeText).toHaveBeenCalledWith('DEMO-1A2B-0001');
    expect(within(card).getByRole('status').textContent).toBe('Copied');
  });

  it('store credit (no code): the card says it applies at checkout and offers nothing to copy', async () => {
    await open(() => ({ ...CARD, expiresOn: null, code: null }));
    const card = await screen.findByRole('region', { name: 'Store credit' }, CARD_WAIT);
    await within(card).findByText('$42.50', {}, CARD_WAIT);
    expect(within(card).getByText('Applied at checkout when you’re signed in.')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Copy code' })).toBeNull();
    expect(within(card).queryByText(/Gift card code|512345/)).toBeNull();
  });

  it('in German: euro amount, German date and labels', async () => {
    await open(() => ({ ...CARD, amount: 30, currency: 'EUR' }), { language: 'de' });
    const card = await screen.findByRole('region', { name: 'Guthaben' }, CARD_WAIT);
    await within(card).findByText('30 €', {}, CARD_WAIT);
    expect(within(card).getByText('Gültig bis 1. Juli 2027')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Code kopieren' })).toBeVisible();
  });

  it('hidden when the customer has no card (404); a failing provider is explained in the card', async () => {
    const none = await open(() => jsonError(404, 'no_gift_card', 'No gift card'));
    await vi.waitFor(() => expect(none.calls()).toBe(1), CARD_WAIT);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('region', { name: 'Store credit' })).toBeNull();
    none.unmount();

    await open(() => jsonError(502, 'provider_unavailable', 'The gift-card provider could not answer'));
    const card = await screen.findByRole('region', { name: 'Store credit' }, CARD_WAIT);
    await within(card).findByText('We couldn’t load your store credit right now.', {}, CARD_WAIT);
    expect(within(card).queryByRole('button', { name: 'Copy code' })).toBeNull();
  });

  it('asks for the card once the plugin starts, not when the card mounts: For you then shows it with no second call', async () => {
    const { runtime, calls } = await open(() => CARD, { hash: '#status-collection:popularToday' });
    await vi.waitFor(() => expect(calls()).toBe(1), CARD_WAIT);
    expect(screen.queryByRole('region', { name: 'Store credit' })).toBeNull();
    await act(async () => runtime.navigate('#status'));
    await within(await screen.findByRole('region', { name: 'Store credit' }, CARD_WAIT)).findByText('$42.50');
    expect(calls()).toBe(1);
  });

  it('nothing for a guest, and nothing asked', async () => {
    const guest = await open(() => CARD, { customer: false });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByRole('region', { name: 'Store credit' })).toBeNull();
    expect(guest.calls()).toBe(0);
  });
});
