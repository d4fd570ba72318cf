// A dynamic page's heading and its blocks' titles and texts, and a content block's in a slot, may be written per
// language: a shopper reads the ones of their language, English where it is missing.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dynamicPageLoader } from '../../app/plugins.ts';
import { renderWithRuntime, settle } from '../../tests/render-app.tsx';

const PAGE = {
  route: 'help-centre',
  heading: { en: 'Help centre', de: 'Hilfe' },
  authRequired: false,
  content: [
    { id: 'faq', type: 'link-list', title: { en: 'Questions', de: 'Fragen' }, text: { en: 'Answers to the usual ones.' }, links: [{ label: 'FAQ', url: '/pages/faq' }] },
  ],
};

async function openAs(language: string) {
  const { runtime } = await renderWithRuntime({ initData: { locale: { language }, settings: { dynamicPages: [PAGE] } }, dynamicPageLoader });
  runtime.open('#status-help-centre');
  await settle(50);
  await screen.findByRole('link', { name: 'FAQ' }, { timeout: 5000 });
}

describe('dynamic pages per language', () => {
  it('shows a German shopper the German heading and title, and the English text where no German one is written', async () => {
    await openAs('de');
    expect(screen.getByRole('dialog', { name: 'Hilfe' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Fragen' })).toBeVisible();
    expect(screen.getByText('Answers to the usual ones.')).toBeVisible();
  });

  it('shows an English shopper the English ones', async () => {
    await openAs('en-GB');
    expect(screen.getByRole('dialog', { name: 'Help centre' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Questions' })).toBeVisible();
  });

  it("shows a content block placed in a slot in the shopper's language too", async () => {
    const block = { id: 'help', type: 'link-list', slot: 'forYou.actions.after', title: { en: 'Need help?', de: 'Hilfe gefällig?' }, links: [{ label: 'FAQ', url: '/pages/faq' }] };
    const { runtime } = await renderWithRuntime({ initData: { locale: { language: 'de' }, settings: { content: [block] } } });
    runtime.open('#status-foryou');
    expect(await screen.findByRole('heading', { name: 'Hilfe gefällig?' }, { timeout: 5000 })).toBeVisible();
  });
});
