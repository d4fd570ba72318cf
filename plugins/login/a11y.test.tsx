// axe-core on the login and verify screens in jsdom (WCAG 2.1 A/AA rules that need no layout; the e2e
// journeys run the full set in Chromium).
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderLogin, settleLogin, setupAuthServer } from './testing.tsx';

setupAuthServer();

async function violations() {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } }, // jsdom has no layout or computed colours
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility', { timeout: 30_000 }, () => {
  it('the login form, also with its errors shown, has no violations', async () => {
    const { user } = await renderLogin({ settings: { acceptsMarketingToggle: { isActive: true } } });
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Get login code' }));
    expect(await violations()).toEqual([]);
  });

  it('the verify screen, also after a wrong code, has no violations', async () => {
    const { user } = await renderLogin();
    const form = within(screen.getByRole('region', { name: 'Sign in' }));
    await user.type(form.getByLabelText('Email'), 'jane@example.com');
    await user.click(form.getByRole('button', { name: 'Get login code' }));
    await settleLogin();
    expect(await violations()).toEqual([]);
    await user.keyboard('9999');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The code you entered is incorrect'));
    expect(await violations()).toEqual([]);
  });
});
