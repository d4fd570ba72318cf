// The test kit an outside plugin uses (`@status/sdk/testing`) renders the runtime with the plugins a test
// passes and nothing else; the widget's own helper (tests/render-app.tsx) is where the built-ins come in.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRuntime } from '@status/sdk/testing';
import acmeLoyalty from '../../examples/acme-loyalty/src/index.tsx';
import { renderWithRuntime as renderWithBuiltins } from '../render-app.tsx';

const ids = (runtime: { registry: { list(): { plugin: { id: string } }[] } }) => runtime.registry.list().map(({ plugin }) => plugin.id);

describe('the SDK test kit', () => {
  it('registers only the plugin a test passes: acme-loyalty alone brings no favorites, orders or tabs', async () => {
    const { runtime } = await renderWithRuntime({ plugins: [acmeLoyalty] });
    expect(ids(runtime)).toEqual(['acme-loyalty']);
    // A built-in plugin's page is no route here: asking for it falls back as for any unknown page.
    expect(runtime.router.resolve('#status-orders').redirect).toEqual({ from: '#status-orders', reason: 'unavailable' });
    // The panel has no tab of a built-in plugin to offer.
    expect(screen.queryByRole('tab', { name: /for you|orders|profile/i })).not.toBeInTheDocument();
  });

  it('leaves the built-ins to the widget’s own helper, which passes them all', async () => {
    const { runtime } = await renderWithBuiltins({ plugins: [acmeLoyalty] });
    expect(ids(runtime)).toEqual(expect.arrayContaining(['favorites', 'orders', 'foryou', 'acme-loyalty']));
    expect(runtime.router.resolve('#status-orders').route.name).toBe('orders');
  });
});
