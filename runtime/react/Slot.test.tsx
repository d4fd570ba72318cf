import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Slot, useFill, useSlotContext } from './Slot.tsx';
import { contentBlocksPlugin } from '../../plugins/content-blocks/index.ts';
import { createTestRuntime, renderWithRuntime, testPlugin, type RenderWithRuntimeOptions } from '../testing/index.ts';
import { SLOT_IDS, PAGE_LAYOUTS } from '../slots/catalogue.ts';
import type { InitData } from '../dom/contract.ts';

/** `ui` inside a started test runtime with the given plugins (the test kit's renderWithRuntime). */
async function renderSlot(ui: React.ReactNode, opts: RenderWithRuntimeOptions = {}) {
  return (await renderWithRuntime({ ...opts, ui })).runtime;
}

describe('<Slot>', () => {
  it('renders fills in order, registration order breaking ties', async () => {
    await renderSlot(<Slot id="forYou.actions.after" />, {
      plugins: [
        testPlugin({ id: 'late', setup: (ctx) => void ctx.slots.fill('forYou.actions.after', { order: 20, component: () => <p>third</p> }) }),
        testPlugin({
          id: 'early',
          setup(ctx) {
            ctx.slots.fill('forYou.actions.after', { order: 10, component: () => <p>first</p> });
            ctx.slots.fill('forYou.actions.after', { order: 10, component: () => <p>second</p> });
          },
        }),
      ],
    });
    expect(screen.getAllByText(/first|second|third/).map((p) => p.textContent)).toEqual(['first', 'second', 'third']);
  });

  it('renders nothing for a broken fill, reports it with the plugin id, and keeps the others', async () => {
    const onError = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('render failed');
    };
    await renderSlot(<Slot id="profile.pageLinks.after" />, {
      onError,
      plugins: [
        testPlugin({ id: 'broken-fill', setup: (ctx) => void ctx.slots.fill('profile.pageLinks.after', { component: Broken }) }),
        testPlugin({ id: 'ok-fill', setup: (ctx) => void ctx.slots.fill('profile.pageLinks.after', { order: 1, component: () => <p>still here</p> }) }),
      ],
    });
    expect(screen.getByText('still here')).toBeVisible();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ pluginId: 'broken-fill', where: 'slot profile.pageLinks.after' }));
  });

  it('renders its wrapper only when some fill shows', async () => {
    const wrap = (fills: React.ReactNode) => <section aria-label="Support">{fills}</section>;
    const runtime = await renderSlot(<Slot id="profile.support">{wrap}</Slot>, {
      plugins: [testPlugin({ id: 'support', setup: (ctx) => void ctx.slots.fill('profile.support', { when: (c) => c.isCustomer, component: () => <a href="/help">Help</a> }) })],
    });
    expect(screen.queryByRole('region', { name: 'Support' })).toBeNull();
    runtime.store.auth.isSignedIn = true;
    runtime.store.customer = { customerId: '7' };
    expect(await screen.findByRole('region', { name: 'Support' })).toBeVisible();
  });

  it('gives fills their typed slot context and refuses it elsewhere', async () => {
    const Fill = () => <p>{useSlotContext('forYou.login').isSignedIn ? 'in' : 'out'}</p>;
    await renderSlot(<Slot id="forYou.login" />, { plugins: [testPlugin({ id: 'login-probe', setup: (ctx) => void ctx.slots.fill('forYou.login', { component: Fill }) })] });
    expect(screen.getByText('out')).toBeVisible();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Fill />)).toThrow(/outside a fill/);
  });

  it('rejects a fill for an unknown slot', async () => {
    const onError = vi.fn();
    const runtime = createTestRuntime({
      onError,
      plugins: [testPlugin({ id: 'typo', slots: ['forYou.action.after'], setup: (ctx) => void ctx.slots.fill('forYou.action.after' as never, { component: () => null }) })],
    });
    expect((await runtime.start()).skipped[0]?.reason).toMatch(/Unknown slot "forYou.action.after"/);
  });

  it('gives a fill its typed API (context, settings, messages, navigate) through useFill, and refuses it elsewhere', async () => {
    const Card = () => {
      const fill = useFill<'forYou.points', { orders: { isActive: boolean } }>('forYou.points');
      return (
        <button type="button" onClick={() => fill.navigate('#status-orders')}>
          {fill.t('title')} {fill.context.isCustomer ? 'customer' : 'guest'} {String(fill.settings.orders.isActive)} {fill.pluginId}
        </button>
      );
    };
    const runtime = await renderSlot(<Slot id="forYou.points" />, {
      plugins: [
        testPlugin({
          id: 'points-probe',
          settings: ['orders'],
          messages: { en: async () => ({ default: { title: 'Probe points' } }) },
          setup: (ctx) => void ctx.slots.fill('forYou.points', { component: Card }),
        }),
        testPlugin({ id: 'orders-tab', routes: ['orders'], setup: (ctx) => void ctx.routes.add({ name: 'orders', tab: true, authRequired: false }) }),
      ],
    });
    const button = screen.getByRole('button', { name: 'Probe points guest true points-probe' });
    button.click();
    expect(runtime.store.ui.route?.name).toBe('orders');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Card />)).toThrow(/useFill\('forYou.points'\) used outside a fill/);
  });

  it("renders a plugin's own slot filled by another plugin that declares it", async () => {
    await renderSlot(<Slot id="acme-loyalty.rewardsInfo" />, {
      plugins: [testPlugin({ id: 'filler', slots: ['acme-loyalty.rewardsInfo'], setup: (ctx) => void ctx.slots.fill('acme-loyalty.rewardsInfo', { component: () => <p>How you earn</p> }) })],
    });
    expect(screen.getByText('How you earn')).toBeVisible();
  });
});

describe('slot catalogue', () => {
  it('lists the ForYou regions in the For you order with the public slots between them', () => {
    expect(PAGE_LAYOUTS.foryou).toEqual([
      'forYou.login', 'forYou.points', 'forYou.credit', 'forYou.alerts.after', 'forYou.actions.before', 'forYou.membership',
      'forYou.subscriptions', 'forYou.quizReminder', 'forYou.highlightedOrder', 'forYou.actions.after', 'forYou.collections.before',
      'forYou.recentCollections', 'forYou.recentlyViewed', 'forYou.savedFromCart', 'forYou.wishlist', 'forYou.popularToday',
      'forYou.collections.after',
    ]);
    for (const id of ['profile.pageLinks.before', 'profile.pageLinks.after', 'profile.collections.before', 'profile.collections.after']) {
      expect(SLOT_IDS).toContain(id);
    }
  });
});

describe('merchant content blocks', () => {
  const content: InitData['content'] = [
    { id: 'help', type: 'link-button', slot: 'forYou.actions.after', title: 'Need help?', links: [{ label: 'Contact us', url: '/pages/contact' }] },
    { id: 'vip', type: 'link-list', slot: 'forYou.actions.after', requiresLogin: true, title: 'Members only', links: [{ label: 'VIP sale', url: '/collections/vip' }, { label: 'Bad', url: 'javascript:alert(1)' }] },
  ];

  it('render as fills of their slot; login-only blocks wait for a signed-in customer', async () => {
    const runtime = await renderSlot(<Slot id="forYou.actions.after" />, { initData: { content }, plugins: [contentBlocksPlugin] });
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/pages/contact');
    expect(screen.queryByText('Members only')).toBeNull();
    runtime.store.auth.isSignedIn = true;
    runtime.store.customer = { customerId: '1' };
    expect(await screen.findByText('Members only')).toBeVisible();
    expect(screen.getByRole('link', { name: 'VIP sale' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
  });

  it('an invalid block list disables content blocks only', async () => {
    const runtime = createTestRuntime({ initData: { content: [{ id: 'x', type: 'banner' }] }, plugins: [contentBlocksPlugin] });
    const report = await runtime.start();
    expect(report.skipped[0]).toMatchObject({ id: 'content-blocks', reason: expect.stringContaining('invalid settings "content"') });
  });
});
