// Membership through the SDK harness: the card links to the membership page with the customer's id,
// keeps the link's own query, refuses a hostile link, tracks membership_button_clicked, and shows no card to
// a guest.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CARD_WAIT, openForYou } from '../../tests/msw/programs.ts';
import { createTestServer } from '../../tests/msw/server.ts';
import { membershipHref } from './setup.tsx';

const server = createTestServer();
const runtimes: { dispose(): void }[] = [];
afterEach(() => runtimes.splice(0).forEach((r) => r.dispose()));

describe('membership card', { timeout: 30_000 }, () => {
  it('links to the membership page with ?customerId= and tracks the click', async () => {
    const rendered = await openForYou(server, { settings: { membership: { isActive: true, name: 'Members Club' } } });
    runtimes.push(rendered.runtime);
    const card = await screen.findByRole('region', { name: 'Members Club' }, CARD_WAIT);
    const link = within(card).getByRole('link', { name: 'View membership' });
    expect(link.getAttribute('href')).toBe('/community/membership?customerId=6000000001'); // the default link
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom does not navigate
    fireEvent.click(link);
    expect(rendered.tracked.map((e) => e.event)).toContain('membership_button_clicked');
  });

  it('keeps the link’s query, replaces a customerId in it, and refuses a script link', () => {
    const base = 'https://shop.test/products/tee';
    expect(membershipHref('/pages/club?ref=widget&customerId=1', '77', base)).toBe('/pages/club?ref=widget&customerId=77');
    expect(membershipHref('https://club.example/join', '77', base)).toBe('https://club.example/join?customerId=77');
    expect(membershipHref('javascript:alert(1)', '77', base)).toBeNull();
  });

  it('no card for a guest', async () => {
    const rendered = await openForYou(server, { settings: { membership: { isActive: true } }, customer: false });
    runtimes.push(rendered.runtime);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByRole('region', { name: 'Membership' })).toBeNull();
  });
});
