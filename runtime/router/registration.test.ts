// Routes come from plugins and settings; the router knows only the foryou fallback.
import { createRouter, type RouteResolution } from './index';
import { anonymous, createTestRouter, customer, dynamicPageLoader } from '../../tests/builtin-routes.ts';

describe('plugin routes', () => {
  it('refuses a route name that is already registered', () => {
    const { router } = createTestRouter();
    expect(() => router.add({ name: 'orders' })).toThrow('Route name "orders" of "orders" is already registered by route "orders"');
  });

  it('refuses names or aliases that clash with another route', () => {
    const { router } = createTestRouter();
    expect(() => router.add({ name: 'quiz' })).toThrow(/already registered by route "survey"/);
    expect(() => router.add({ name: 'saved-items', aliases: ['saved'] })).toThrow(/alias "saved".*"saved-from-cart"/);
    expect(() => router.add({ name: 'wishlist', aliases: ['favorites'] })).toThrow(/alias "favorites"/);
    expect(router.resolve('#status-saved').route.name).toBe('saved-from-cart');
  });

  it('refuses names that are not kebab-case', () => {
    const { router } = createTestRouter();
    for (const name of ['myPage', 'my_page', 'My-page', '-page', 'page-', '']) {
      expect(() => router.add({ name })).toThrow(/kebab-case/);
    }
  });

  it('unregistering a route removes it and its aliases, and frees the name', () => {
    const { router } = createTestRouter();
    const remove = router.add({ name: 'rewards', aliases: ['points'], authRequired: false });
    expect(router.resolve('#status-points').route.name).toBe('rewards');
    remove();
    expect(router.resolve('#status-rewards').route.name).toBe('foryou');
    expect(router.resolve('#status-points').route.name).toBe('foryou');
    expect(() => router.add({ name: 'rewards' })).not.toThrow();
  });

  it('still renders foryou when no plugin registered it', () => {
    const router = createRouter({ getState: () => customer() });
    for (const hash of ['#status', '#status-orders', '#nope']) {
      const { route } = router.resolve(hash);
      expect(route).toMatchObject({ name: 'foryou', hash: '#status-foryou', definition: { authRequired: false } });
    }
  });

  it('sends unknown routes to foryou and leaves other hashes alone', () => {
    const { router } = createTestRouter();
    expect(router.resolve('#status-rewards')).toMatchObject({ route: { name: 'foryou' }, redirect: { from: '#status-rewards', reason: 'unavailable' } });
    expect(router.navigate('#status-rewards').name).toBe('foryou');
    expect(router.takeRedirect()).toBeNull();
    expect(router.parse('#reviews')).toBeNull();
    expect(router.hashFor('add', ['collection', '12', '34'])).toBe('#status-add:collection+12+34');
  });

  it('treats a broken availability check as an unavailable route', () => {
    const { router, warnings } = createTestRouter();
    router.add({ name: 'rewards', isAvailable: () => { throw new Error('no settings'); } });
    expect(router.resolve('#status-rewards').route.name).toBe('foryou');
    expect(warnings[0]).toMatch(/rewards.*no settings/);
  });
});

describe('login redirect', () => {
  it('counts a signed-in user without a customer id as anonymous', () => {
    const { router } = createTestRouter({ ...anonymous(), isSignedIn: true });
    expect(router.resolve('#status-orders').route.name).toBe('orders');
    expect(router.resolve('#status-order:7').redirect).toEqual({ from: '#status-order:7', reason: 'auth' });
  });

  it('remembers only navigations, the latest one, under its canonical hash', () => {
    const { router } = createTestRouter(anonymous());
    router.resolve('#status-info');
    expect(router.takeRedirect()).toBeNull();
    router.navigate('#status-info');
    router.navigate('#status-saved-collections');
    expect(router.takeRedirect()).toBe('#status-favorites-collections');
    expect(router.takeRedirect()).toBeNull();
  });
});

describe('dynamic pages', () => {
  it('a new page needs login unless it says otherwise, and goes back to its declared page', () => {
    const { router, state } = createTestRouter(anonymous());
    router.mergeDynamicPages([{ route: 'size-guide', previous: 'profile' }], dynamicPageLoader);
    expect(router.resolve('#status-size-guide').redirect).toEqual({ from: '#status-size-guide', reason: 'auth' });
    state.value = customer();
    expect(router.navigate('#status-size-guide').definition.load).toBe(dynamicPageLoader);
    expect(router.canGoBack()).toBe(true);
    expect(router.back().name).toBe('profile');
  });

  it('a page named by an alias replaces the aliased route', () => {
    const { router } = createTestRouter();
    router.mergeDynamicPages([{ route: 'saved', heading: 'Your cart picks' }], dynamicPageLoader);
    expect(router.resolve('#status-saved-from-cart').route.definition.heading).toBe('Your cart picks');
  });

  it('a page replacing a tab keeps it a tab', () => {
    const { router } = createTestRouter();
    router.mergeDynamicPages([{ route: 'orders', authRequired: false }], dynamicPageLoader);
    router.navigate('#status-foryou');
    router.navigate('#status-orders');
    expect(router.current?.definition.load).toBe(dynamicPageLoader);
    expect(router.canGoBack()).toBe(false);
  });

  it('also replaces a plugin route registered after the merge', () => {
    const { router } = createTestRouter();
    router.mergeDynamicPages([{ route: 'rewards', heading: 'Merchant rewards' }], dynamicPageLoader);
    router.add({ name: 'rewards', heading: 'Plugin rewards', aliases: ['points'] });
    expect(router.resolve('#status-points').route.definition).toMatchObject({ heading: 'Merchant rewards', aliases: ['points'] });
  });

  it('skips and reports malformed entries, merging the rest', () => {
    const { router, warnings } = createTestRouter();
    const pages = [{ route: 'Size Guide' }, { route: 'size-guide' }, { route: 'size-guide' }, { heading: 'no route' }];
    router.mergeDynamicPages(pages as never, dynamicPageLoader);
    expect(warnings).toHaveLength(3);
    expect(router.resolve('#status-size-guide').route.name).toBe('size-guide');
  });
});

describe('resolveHook', () => {
  it('rewrites the resolution after the built-in rules', () => {
    const seen: RouteResolution[] = [];
    const { router } = createTestRouter(customer(), {
      resolveHook: (resolution) => {
        seen.push(resolution);
        if (resolution.redirect?.from !== '#status-rewards') return resolution;
        return { route: { ...resolution.route, name: 'profile', hash: '#status-profile', definition: { name: 'profile', tab: true } } };
      },
    });
    expect(router.navigate('#status-rewards').name).toBe('profile');
    expect(seen[0]).toMatchObject({ route: { name: 'foryou' }, redirect: { reason: 'unavailable' } });
    expect(router.resolve('#status-orders').route.name).toBe('orders');
  });
});
