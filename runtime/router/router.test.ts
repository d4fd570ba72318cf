// @vitest-environment node
// One row per route the built-in plugins really register (tests/builtin-routes.ts starts them all and records
// each route they add): params, aliases, login, availability, declared previous page, redirect memory and
// dynamic pages. Back-stack behaviour is in router/stack.test.ts, registration and hooks in
// router/registration.test.ts, the hash format in router/hash.test.ts.
import type { RouteTransition } from './index';
import { allFeaturesOn, anonymous, builtinRoutes, createTestRouter, customer, declaredRoutes, dynamicPageLoader } from '../../tests/builtin-routes.ts';

type Settings = Record<string, unknown>;

interface RouteRow {
  /** Canonical route name. */
  route: string;
  /** Canonical hash with sample params. */
  hash: string;
  params: string[];
  /** Other links that open the same page (aliases, the bare `#status`). */
  alsoFrom: string[];
  /** Needs a signed-in customer (authRequired not false). */
  auth: boolean;
  /** Settings under which the page does not exist; none means it never depends on settings. */
  offUnder: Settings[];
  /** Where back goes when the page was opened directly (empty stack). */
  previous: string;
  /** Whether the page opened directly shows a back button (it declares a previous page). */
  backButton: boolean;
}

const without = (key: string, value: unknown): Settings => ({ ...allFeaturesOn, [key]: value });

// prettier-ignore
const rows: RouteRow[] = [
  { route: 'foryou', hash: '#status-foryou', params: [], alsoFrom: ['#status', '#status-'], auth: false, offUnder: [], previous: 'foryou', backButton: false },
  { route: 'collection', hash: '#status-collection:popularToday', params: ['popularToday'], alsoFrom: [], auth: false, offUnder: [], previous: 'foryou', backButton: true },
  { route: 'orders', hash: '#status-orders', params: [], alsoFrom: [], auth: false, offUnder: [], previous: 'foryou', backButton: false },
  { route: 'order', hash: '#status-order:1001', params: ['1001'], alsoFrom: [], auth: true, offUnder: [], previous: 'orders', backButton: true },
  { route: 'confirmation', hash: '#status-confirmation:1001', params: ['1001'], alsoFrom: [], auth: false, offUnder: [], previous: 'foryou', backButton: false },
  { route: 'buy-again', hash: '#status-buy-again:1001', params: ['1001'], alsoFrom: [], auth: true, offUnder: [], previous: 'orders', backButton: true },
  { route: 'profile', hash: '#status-profile', params: [], alsoFrom: [], auth: false, offUnder: [], previous: 'foryou', backButton: false },
  { route: 'info', hash: '#status-info', params: [], alsoFrom: [], auth: true, offUnder: [], previous: 'profile', backButton: true },
  { route: 'addresses', hash: '#status-addresses', params: [], alsoFrom: [], auth: true, offUnder: [], previous: 'profile', backButton: true },
  { route: 'add-address', hash: '#status-add-address', params: [], alsoFrom: [], auth: true, offUnder: [], previous: 'addresses', backButton: true },
  { route: 'address', hash: '#status-address:42', params: ['42'], alsoFrom: [], auth: true, offUnder: [], previous: 'addresses', backButton: true },
  { route: 'saved-from-cart', hash: '#status-saved-from-cart', params: [], alsoFrom: ['#status-saved'], auth: false, offUnder: [], previous: 'foryou', backButton: false },
  { route: 'survey', hash: '#status-survey:style-quiz', params: ['style-quiz'], alsoFrom: ['#status-quiz:style-quiz'], auth: false, offUnder: [without('personalizationQuizzes', { isActive: false })], previous: 'foryou', backButton: true },
  { route: 'survey-sign-in', hash: '#status-survey-sign-in:style-quiz', params: ['style-quiz'], alsoFrom: [], auth: true, offUnder: [without('personalizationQuizzes', { isActive: false })], previous: 'foryou', backButton: true },
  { route: 'preferences', hash: '#status-preferences', params: [], alsoFrom: [], auth: true, offUnder: [without('personalization', { isActive: false, data: [{ key: 'style' }] }), without('personalization', { isActive: true, data: [] })], previous: 'profile', backButton: true },
  { route: 'favorites', hash: '#status-favorites', params: [], alsoFrom: [], auth: false, offUnder: [without('wishlist', { isActive: false })], previous: 'foryou', backButton: false },
  { route: 'favorites-collections', hash: '#status-favorites-collections', params: [], alsoFrom: ['#status-saved-collections'], auth: true, offUnder: [without('wishlist', { isActive: false })], previous: 'favorites', backButton: true },
  { route: 'favorites-collection', hash: '#status-favorites-collection:9f1c2d3e', params: ['9f1c2d3e'], alsoFrom: ['#status-saved-collection:9f1c2d3e'], auth: false, offUnder: [without('wishlist', { isActive: false })], previous: 'favorites-collections', backButton: true },
  { route: 'add', hash: '#status-add:collection+123+456', params: ['collection', '123', '456'], alsoFrom: [], auth: true, offUnder: [], previous: 'favorites', backButton: true },
  { route: 'create', hash: '#status-create', params: [], alsoFrom: [], auth: true, offUnder: [], previous: 'favorites-collections', backButton: true },
  { route: 'verify', hash: '#status-verify', params: [], alsoFrom: [], auth: false, offUnder: [], previous: 'foryou', backButton: false },
  { route: 'magic-link', hash: '#status-magic-link', params: [], alsoFrom: [], auth: false, offUnder: [], previous: 'foryou', backButton: false },
  { route: 'sign-out', hash: '#status-sign-out', params: [], alsoFrom: [], auth: false, offUnder: [], previous: 'foryou', backButton: false },
  { route: 'save-progress', hash: '#status-save-progress', params: [], alsoFrom: [], auth: false, offUnder: [], previous: 'foryou', backButton: false },
];

it('the built-in plugins register every route their manifests declare, and no other', () => {
  expect(builtinRoutes.map((route) => route.name).sort()).toEqual([...declaredRoutes].sort());
});

it('the table covers every route the built-in plugins register', () => {
  expect(rows.map((row) => row.route).sort()).toEqual(builtinRoutes.map((route) => route.name).sort());
});

it('sends a link to no registered page, or not ours, to foryou', () => {
  const { router } = createTestRouter(customer());
  expect(router.resolve('#status-no-such-page:1')).toMatchObject({ route: { name: 'foryou' }, redirect: { from: '#status-no-such-page:1', reason: 'unavailable' } });
  expect(router.resolve('#reviews')).toMatchObject({ route: { name: 'foryou' }, redirect: { from: '#reviews', reason: 'unavailable' } });
});

describe.each(rows)('$hash', (row) => {
  it(`opens ${row.route} with its params, also from its aliases`, () => {
    const { router } = createTestRouter(customer());
    for (const hash of [row.hash, ...row.alsoFrom]) {
      const { route, redirect } = router.resolve(hash);
      expect({ name: route.name, params: route.params, hash: route.hash, redirect }).toEqual({
        name: row.route,
        params: row.params,
        hash: row.hash,
        redirect: undefined,
      });
    }
  });

  it(row.auth ? 'sends an anonymous shopper to foryou and follows the route once after login' : 'opens for an anonymous shopper', () => {
    const { router, state } = createTestRouter(anonymous());
    const shown = router.navigate(row.alsoFrom[0] ?? row.hash);
    if (!row.auth) {
      expect(shown.name).toBe(row.route);
      expect(router.takeRedirect()).toBeNull();
      return;
    }
    expect(shown.name).toBe('foryou');
    expect(router.resolve(row.hash).redirect).toEqual({ from: row.hash, reason: 'auth' });
    state.value = customer();
    const remembered = router.takeRedirect();
    expect(remembered).toBe(row.hash);
    expect(router.takeRedirect()).toBeNull();
    expect(router.navigate(remembered!).name).toBe(row.route);
  });

  it(row.offUnder.length ? 'exists only while its feature is on' : 'does not depend on settings', () => {
    const { router, state } = createTestRouter(customer({}));
    if (row.offUnder.length === 0) {
      expect(router.resolve(row.hash).route.name).toBe(row.route);
      return;
    }
    for (const settings of row.offUnder) {
      state.value = customer(settings);
      expect(router.resolve(row.hash)).toMatchObject({ route: { name: 'foryou' }, redirect: { from: row.hash, reason: 'unavailable' } });
    }
    state.value = customer(allFeaturesOn);
    expect(router.resolve(row.hash).route.name).toBe(row.route);
  });

  it(`goes back to ${row.previous} when opened directly`, () => {
    const { router } = createTestRouter(customer());
    const transitions: RouteTransition[] = [];
    router.navigate(row.hash);
    router.subscribe((_route, transition) => transitions.push(transition));
    expect(router.canGoBack()).toBe(row.backButton);
    expect(router.back().name).toBe(row.previous);
    if (row.route !== row.previous) expect(transitions).toEqual([{ kind: row.backButton ? 'slide' : 'fade', direction: 'back' }]);
  });

  it('can be replaced by a dynamic page from settings until the next merge', () => {
    const { router, state } = createTestRouter(customer());
    const original = router.resolve(row.hash).route.definition;
    const content = [{ type: 'text', text: 'Hello' }];
    router.mergeDynamicPages([{ route: row.route, heading: 'Our story', authRequired: false, content }], dynamicPageLoader);

    for (const hash of [row.hash, ...row.alsoFrom]) {
      const { route } = router.resolve(hash);
      expect(route.name).toBe(row.route);
      expect(route.definition).toMatchObject({ heading: 'Our story', content, load: dynamicPageLoader, aliases: original.aliases });
    }
    state.value = anonymous();
    expect(router.resolve(row.hash).route.name).toBe(row.route); // the page says no login

    state.value = customer();
    router.mergeDynamicPages([{ route: 'size-guide', heading: 'Size guide' }], dynamicPageLoader);
    expect(router.resolve(row.hash).route.definition).toBe(original);
    expect(router.resolve('#status-size-guide').route.definition.heading).toBe('Size guide');
  });
});
