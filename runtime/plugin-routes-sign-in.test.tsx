// A plugin's manifest sets whether its routes need sign-in when a route does not say: by default a guest who
// opens one is sent to For you; with `routesRequireSignIn: false` the guest sees the page.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { definePlugin, type PageProps } from './public.ts';
import { renderPlugins } from './testing/render-core.tsx';

const Page = (_props: PageProps) => <p>Stamp card</p>;
const stamps = (routesRequireSignIn?: boolean) =>
  definePlugin({
    apiVersion: 1, id: 'stamps', name: 'Stamps', version: '1.0.0', provider: 'Stamps Inc.', routes: ['stamps'],
    ...(routesRequireSignIn === undefined ? {} : { routesRequireSignIn }),
    setup: (ctx) => ctx.routes.add({ name: 'stamps', heading: () => 'Stamps', load: async () => ({ default: Page }) }),
  });

describe("a plugin's routes and sign-in", () => {
  it('need a signed-in customer by default: a guest does not see the page', async () => {
    await renderPlugins({ plugins: [stamps()], open: '#status-stamps' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Stamp card')).toBeNull();
  });

  it('are open to guests when the manifest says routesRequireSignIn: false', async () => {
    await renderPlugins({ plugins: [stamps(false)], open: '#status-stamps' });
    expect(await screen.findByText('Stamp card')).toBeVisible();
  });
});
