// @vitest-environment node
// Back button, back stack and page transitions as the shopper moves around the panel.
import { createRouter } from './index';
import type { ResolvedRoute } from './routes';
import type { RouteTransition } from './types';
import { anonymous, createTestRouter, customer } from '../../tests/builtin-routes.ts';

function recordedRouter(...args: Parameters<typeof createTestRouter>) {
  const test = createTestRouter(...args);
  const changes: { route: string | null; transition: RouteTransition }[] = [];
  test.router.subscribe((route: ResolvedRoute | null, transition) => changes.push({ route: route?.name ?? null, transition }));
  return { ...test, changes };
}

const slide = (direction: 'forward' | 'back'): RouteTransition => ({ kind: 'slide', direction });
const fade = (direction: 'forward' | 'back'): RouteTransition => ({ kind: 'fade', direction });

describe('back stack', () => {
  it('tab switches fade and build no back stack', () => {
    const { router, changes } = recordedRouter();
    for (const hash of ['#status-foryou', '#status-orders', '#status-profile', '#status-orders']) router.navigate(hash);
    expect(changes.map((c) => c.transition)).toEqual([fade('forward'), fade('forward'), fade('forward'), fade('forward')]);
    expect(router.canGoBack()).toBe(false);
    expect(router.back().name).toBe('foryou');
  });

  it('a page opened from another page slides in with a back button and slides back to it', () => {
    const { router, changes } = recordedRouter();
    router.navigate('#status-foryou');
    router.navigate('#status-verify');
    expect(router.canGoBack()).toBe(true);
    expect(router.back().name).toBe('foryou');
    expect(router.canGoBack()).toBe(false);
    expect(changes.slice(1)).toEqual([
      { route: 'verify', transition: slide('forward') },
      { route: 'foryou', transition: slide('back') },
    ]);
  });

  it('walks the stack before the declared previous page', () => {
    const { router } = recordedRouter();
    router.navigate('#status-orders');
    router.navigate('#status-collection:popularToday'); // declares foryou
    router.navigate('#status-order:1001'); // declares orders
    expect(router.back().hash).toBe('#status-collection:popularToday');
    expect(router.back().name).toBe('orders');
  });

  it('a deep link climbs the declared previous pages up to its tab', () => {
    const { router } = recordedRouter();
    router.navigate('#status-address:42');
    const trail = [router.back(), router.back(), router.back()].map((route) => route.name);
    expect(trail).toEqual(['addresses', 'profile', 'foryou']);
    expect(router.canGoBack()).toBe(false);
  });

  it('returning to a page on the stack unwinds to it instead of stacking it again', () => {
    const { router, changes } = recordedRouter();
    router.navigate('#status-profile');
    router.navigate('#status-addresses');
    router.navigate('#status-add-address');
    router.navigate('#status-addresses'); // e.g. after saving the form
    expect(changes.at(-1)).toEqual({ route: 'addresses', transition: slide('back') });
    expect(router.back().name).toBe('profile');
  });

  it('going to a tab from a deep page fades and clears the trail', () => {
    const { router, changes } = recordedRouter();
    router.navigate('#status-orders');
    router.navigate('#status-order:1001');
    router.navigate('#status-profile');
    expect(changes.at(-1)).toEqual({ route: 'profile', transition: fade('forward') });
    expect(router.canGoBack()).toBe(false);
  });

  it('opening the page already shown changes nothing', () => {
    const { router, changes } = recordedRouter();
    router.navigate('#status-orders');
    router.navigate('#status-order:1001');
    router.navigate('#status-order:1001');
    expect(changes).toHaveLength(2);
    expect(router.back().name).toBe('orders');
  });

  it('replace swaps the current page without stacking it', () => {
    const { router } = recordedRouter();
    router.navigate('#status-orders');
    router.navigate('#status-order:1001');
    router.navigate('#status-order:1002', { replace: true });
    expect(router.current?.hash).toBe('#status-order:1002');
    expect(router.back().name).toBe('orders');
  });

  it('back does not show a stacked page the shopper may no longer see', () => {
    const { router, state } = recordedRouter();
    router.navigate('#status-orders');
    router.navigate('#status-order:1001');
    router.navigate('#status-verify');
    state.value = anonymous();
    expect(router.back().name).toBe('foryou');
  });

  it('back skips stacked pages that now lead to the page already shown', () => {
    const state = { value: customer() };
    const router = createRouter({ getState: () => state.value });
    router.add({ name: 'foryou', authRequired: false }); // a foryou that is not a tab keeps the stack
    router.add({ name: 'faq', authRequired: false });
    router.add({ name: 'members' });
    for (const hash of ['#status-faq', '#status-members', '#status-foryou']) router.navigate(hash);
    state.value = anonymous(); // members now falls back to foryou, the page shown
    expect(router.back().name).toBe('faq');
  });

  it('a stacked page that disappeared falls back to foryou, and back continues down the stack', () => {
    const { router, state } = recordedRouter();
    router.navigate('#status-orders');
    router.navigate('#status-favorites');
    router.navigate('#status-favorites-collections');
    state.value = customer({}); // wishlist switched off
    expect(router.back().name).toBe('foryou');
    expect(router.back().name).toBe('orders');
  });

  it('back from nothing opens foryou', () => {
    const { router } = recordedRouter();
    expect(router.back().name).toBe('foryou');
  });
});

describe('closing and listeners', () => {
  it('reset forgets the page and the stack but keeps the login redirect', () => {
    const { router, changes } = recordedRouter(anonymous());
    router.navigate('#status-verify');
    router.navigate('#status-info');
    router.navigate('#status-magic-link');
    router.reset();
    expect(router.current).toBeNull();
    expect(router.canGoBack()).toBe(false);
    expect(changes.at(-1)).toEqual({ route: null, transition: fade('back') });
    expect(router.takeRedirect()).toBe('#status-info');
    expect(router.navigate('#status-magic-link').name).toBe('magic-link');
    expect(router.canGoBack()).toBe(false);
  });

  it('stops calling a listener after unsubscribe, and one failing listener does not stop the others', () => {
    const { router, warnings } = createTestRouter();
    const seen: string[] = [];
    router.subscribe(() => {
      throw new Error('boom');
    });
    const unsubscribe = router.subscribe((route) => seen.push(route?.name ?? 'closed'));
    router.navigate('#status-orders');
    unsubscribe();
    router.navigate('#status-profile');
    expect(seen).toEqual(['orders']);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/boom/);
  });
});
