// usePlugin(): a plugin's page and its fill reach the plugin (its messages first, then the core's; its own
// state; what its setup provided) without being wrapped, and a page follows a change of language.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { definePlugin, Slot, usePlugin, useSnapshot } from './public.ts';
import { renderPlugins } from './testing/render-core.tsx';

interface Counter {
  count: number;
}

function Stamps() {
  const { t, state, provided } = usePlugin<unknown, { label: string }, Counter>();
  const { count } = useSnapshot(state);
  return (
    <p>
      {t('title')} · {provided.label} · {count} · {t('panel.loadError')}
    </p>
  );
}

const stamps = definePlugin({
  apiVersion: 1, id: 'stamps', name: 'Stamps', version: '1.0.0', provider: 'Stamps Inc.',
  routes: ['stamps'], slots: ['stamps.banner'], routesRequireSignIn: false,
  messages: { en: async () => ({ default: { title: 'Stamp card' } }), de: async () => ({ default: { title: 'Stempelkarte' } }) },
  setup: (ctx) => {
    ctx.state<Counter>({ count: 3 });
    ctx.provide({ label: 'from setup' });
    ctx.routes.add({ name: 'stamps', heading: () => 'Stamps', load: async () => ({ default: Stamps }) });
    ctx.slots.fill('stamps.banner', { component: Stamps });
  },
});

describe('usePlugin()', () => {
  it("gives a page its plugin's messages, own state and what the setup provided, and follows the language", async () => {
    const { runtime } = await renderPlugins({ plugins: [stamps], open: '#status-stamps' });
    expect(await screen.findByText('Stamp card · from setup · 3 · This page could not be loaded. Please try again.')).toBeVisible();
    await act(async () => {
      (runtime.store.plugins.stamps as Counter).count = 4;
      await runtime.i18n.setLanguage('de');
      runtime.store.config.locale.language = 'de';
    });
    expect(await screen.findByText(/Stempelkarte · from setup · 4/)).toBeVisible();
  });

  it('gives a fill the plugin that added it', async () => {
    await renderPlugins({ plugins: [stamps], ui: <Slot id="stamps.banner" /> });
    expect(await screen.findByText(/Stamp card · from setup · 3/)).toBeVisible();
  });
});
