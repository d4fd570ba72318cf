// The Profile tab and personal info through the SDK harness, the Status API on msw: the page links (preferences
// only when personalization is on with data), the support links, and the info form, which sends only what changed.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { builtinPlugins } from '../../app/plugins.ts';
import type { AuthUser } from '../../runtime/public.ts';
import { createFakeAuthService, renderWithRuntime } from '../../tests/render-app.tsx';
import { jsonError, jsonHandler, type RecordedRequest } from '../../tests/msw/handlers.ts';
import { createTestServer } from '../../tests/msw/server.ts';
import { personalInfoPlugin } from './index.ts';
import { supportLinks } from './links.tsx';
import { formatPhone, numberInput } from '../../runtime/public.ts';

const CUSTOMER = { customerId: '7', email: 'sam@example.com', firstName: 'Sam', lastName: 'Rivera', phone: '(555) 010-2000', birthday: '1990-04-12', acceptsMarketing: false, addresses: [] };
let puts: RecordedRequest[] = [];
const server = createTestServer(
  jsonHandler('get', '/customer/test-shop/7', { customer: CUSTOMER }),
  jsonHandler('get', '/customer/test-shop/7/personalizations', { personalizations: {} }),
  jsonHandler('post', '/orders/test-shop/orders', { items: [] }),
  jsonHandler('put', '/customer/test-shop/7', (req) => ({ customer: { ...CUSTOMER, ...(req.data as unknown as { customFields: object }).customFields } }), (req) => void puts.push(req)),
);
const runtimes: { dispose(): void }[] = [];
afterEach(() => {
  puts = [];
  runtimes.splice(0).forEach((runtime) => runtime.dispose());
});

const user: AuthUser = { uid: 'u-7', email: 'sam@example.com', isAnonymous: false };

async function open(hash: string, { settings = {}, signedIn = true, language = 'en' }: { settings?: Record<string, unknown>; signedIn?: boolean; language?: string } = {}) {
  const rendered = await renderWithRuntime({
    // Until app/plugins.ts registers it (the lead commits that file).
    plugins: builtinPlugins.includes(personalInfoPlugin) ? [] : [personalInfoPlugin],
    auth: createFakeAuthService(signedIn ? user : null),
    initData: { settings, locale: { language, countryCode: 'US' }, ...(signedIn ? { customer: { customerId: '7', email: user.email! } } : {}) },
  });
  runtimes.push(rendered.runtime);
  await act(async () => {
    await rendered.runtime.session.start();
    rendered.runtime.open(hash);
  });
  return rendered;
}

describe('phone and number inputs', () => {
  it('formats digits as (xxx) xxx-xxxx while typing', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('5')).toBe('(5');
    expect(formatPhone('555')).toBe('(555');
    expect(formatPhone('5550')).toBe('(555) 0');
    expect(formatPhone('555010')).toBe('(555) 010');
    expect(formatPhone('5550102')).toBe('(555) 010-2');
    expect(formatPhone('555-010-2000')).toBe('(555) 010-2000');
    expect(formatPhone('(555) 010-2000')).toBe('(555) 010-2000');
    expect(formatPhone('abc')).toBe('');
  });
  it('number inputs keep digits and dots only', () => {
    expect(numberInput('12a.5-x')).toBe('12.5');
    expect(numberInput('€ 3,99')).toBe('399');
  });
});

describe('profile tab', { timeout: 20_000 }, () => {
  it('shows a signed-in customer the links to info and addresses; preferences only when personalization is on with data', async () => {
    await open('#status-profile');
    const nav = await screen.findByRole('navigation', { name: 'Your account' }, { timeout: 5000 });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Personal info', '#status-info'],
      ['Addresses', '#status-addresses'],
    ]);
  });

  it('links to preferences (icon magic) when personalization is active and has data', async () => {
    await open('#status-profile', { settings: { personalization: { isActive: true, data: [{ key: 'fit', type: 'text' }] } } });
    const nav = await screen.findByRole('navigation', { name: 'Your account' }, { timeout: 5000 });
    const link = within(nav).getByRole('link', { name: 'Preferences' });
    expect(link.getAttribute('href')).toBe('#status-preferences');
    expect(link.querySelector('[data-icon="magic"]')).toBeTruthy();
  });

  it('speaks German in a German shop: the links', async () => {
    await open('#status-profile', { language: 'de' });
    const nav = await screen.findByRole('navigation', { name: 'Dein Konto' }, { timeout: 5000 });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Persönliche Daten', 'Adressen']);
    expect(nav.textContent).toContain('Angemeldet als');
  });

  // Its own test: a second runtime on the same window within one test met the first's late hash events.
  it('speaks German in a German shop: the personal info form', async () => {
    await open('#status-info', { language: 'de' });
    expect(await screen.findByRole('textbox', { name: 'Vorname' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Persönliche Daten' })).toBeVisible();
  });

  it('shows a guest the sign-in section, no page links', async () => {
    await open('#status-profile', { signedIn: false });
    await screen.findByRole('region', { name: 'Sign in' }, { timeout: 5000 });
    expect(screen.queryByRole('navigation', { name: 'Your account' })).toBeNull();
  });

  it('support heading only when a content link targets forYou.actions.after', () => {
    const content = [
      { id: 'a', type: 'link-list', slot: 'forYou.actions.after', links: [{ label: 'Help center', url: '/pages/help' }, { label: 'Bad', url: 'javascript:alert(1)' }] },
      { id: 'b', type: 'link-list', slot: 'forYou.collections.after', links: [{ label: 'Elsewhere', url: '/x' }] },
      { id: 'c', type: 'link-button', slot: 'forYou.actions.after', requiresLogin: true, links: [{ label: 'Members', url: '/m' }] },
    ];
    expect(supportLinks(content, false).map((l) => l.label)).toEqual(['Help center']);
    expect(supportLinks(content, true).map((l) => l.label)).toEqual(['Help center', 'Members']);
    expect(supportLinks([content[1]], true)).toEqual([]);
  });

  it('renders the support heading and links on the page', async () => {
    await open('#status-profile', {
      settings: { content: [{ id: 'a', type: 'link-list', slot: 'forYou.actions.after', links: [{ label: 'Help center', url: '/pages/help' }] }] },
    });
    const support = await screen.findByRole('region', { name: 'Support' }, { timeout: 5000 });
    expect(within(support).getByRole('link', { name: 'Help center' })).toBeVisible();
  });
});

describe('the profile page outline', () => {
  it("a merchant's block among its sections is a section of the page: its heading skips no level", async () => {
    await open('#status-profile', {
      settings: {
        content: [
          { id: 'm', type: 'link-button', slot: 'profile.pageLinks.after', title: 'Members club', links: [{ label: 'See member perks', url: '/m' }] },
          { id: 'a', type: 'link-list', slot: 'forYou.actions.after', links: [{ label: 'Help center', url: '/pages/help' }] },
        ],
      },
    });
    await screen.findByRole('region', { name: 'Support' }, { timeout: 5000 });
    const dialog = screen.getByRole('dialog', { name: 'Profile' });
    const levels = Array.from(dialog.querySelectorAll('h1, h2, h3, h4, h5, h6'), (h) => [Number(h.tagName[1]), h.textContent]);
    expect(levels).toContainEqual([2, 'Members club']);
    // Each heading at most one level below the one before it (axe: heading-order).
    levels.forEach(([level], i) => expect(level).toBeLessThanOrEqual(i === 0 ? 1 : Number(levels[i - 1]![0]) + 1));
  });
});

describe('personal info', { timeout: 20_000 }, () => {
  it('saves only the changed field, then says so', async () => {
    await open('#status-info');
    const first = await screen.findByRole('textbox', { name: 'First name' }, { timeout: 5000 });
    expect((first as HTMLInputElement).value).toBe('Sam');
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(first, { target: { value: 'Samantha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Personal info saved', {}, { timeout: 5000 });
    expect(puts.map((p) => (p.data as unknown as { customFields: unknown }).customFields)).toEqual([{ firstName: 'Samantha' }]);
  });

  it('formats the phone as typed and sends it alone', async () => {
    await open('#status-info');
    const phone = await screen.findByRole('textbox', { name: /Phone/ }, { timeout: 5000 });
    fireEvent.change(phone, { target: { value: '4155550123' } });
    expect((phone as HTMLInputElement).value).toBe('(415) 555-0123');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect((puts[0]!.data as unknown as { customFields: unknown }).customFields).toEqual({ phone: '(415) 555-0123' });
  });

  it('sends nothing when nothing changed', async () => {
    await open('#status-info');
    await screen.findByRole('textbox', { name: 'First name' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Nothing changed yet', {}, { timeout: 5000 });
    expect(puts).toEqual([]);
  });

  it('the accepts-marketing toggle shows only when acceptsMarketingToggle is active', async () => {
    await open('#status-info', { settings: { acceptsMarketingToggle: { isActive: true } } });
    const toggle = await screen.findByRole('checkbox', { name: 'Email me with news and offers' }, { timeout: 5000 });
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect((puts[0]!.data as unknown as { customFields: unknown }).customFields).toEqual({ acceptsMarketing: true });
  });

  it('without the setting there is no toggle', async () => {
    await open('#status-info');
    await screen.findByRole('textbox', { name: 'First name' }, { timeout: 5000 });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it("the store's refusal of the phone (400 store_refused) shows its words under the phone field", async () => {
    const refusal = { error: { code: 'store_refused', message: 'Unable to save personal info', fields: [{ path: 'data.customFields.phone', message: 'Phone is invalid' }] } };
    server.use(jsonHandler('put', '/customer/test-shop/7', () => HttpResponse.json(refusal, { status: 400 })));
    await open('#status-info');
    const phone = await screen.findByRole('textbox', { name: /Phone/ }, { timeout: 5000 });
    fireEvent.change(phone, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Unable to save personal info', {}, { timeout: 5000 });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe('Phone is invalid');
    expect(screen.getByRole('textbox', { name: 'First name' }).getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(phone, { target: { value: '4155550123' } });
    expect(phone.getAttribute('aria-invalid')).toBeNull();
  });

  it("a failed save shows 'Unable to save personal info'", async () => {
    server.use(jsonHandler('put', '/customer/test-shop/7', () => jsonError(500, 'internal', 'down')));
    await open('#status-info');
    const last = await screen.findByRole('textbox', { name: 'Last name' }, { timeout: 5000 });
    fireEvent.change(last, { target: { value: 'R.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Unable to save personal info', {}, { timeout: 5000 });
  });
});
