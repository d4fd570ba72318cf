// Hand-written samples per schema file (keyed by path under schemas/), each with the outcome it must have.
// validators.test.ts runs them through the generated validator and a live ajv compile; schemas without an
// entry (e.g. schemas/api/*, owned elsewhere) still get the generic samples built from their shape.

export interface Samples {
  valid: unknown[];
  /** Each must fail: wrong type, bad enum value, unknown (typo'd) property, broken cross-field rule. */
  invalid: unknown[];
}

/** Groups whose only setting is the isActive switch. */
const toggle: Samples = {
  valid: [{}, { isActive: true }, { isActive: false }],
  invalid: [{ isActive: 'true' }, { isActive: 1 }, { active: true }, [], null],
};

export const SAMPLES: Record<string, Samples> = {
  'settings/popularToday.json': toggle,
  'settings/orders.json': toggle,
  'settings/plugins.json': {
    valid: [[], [{ id: 'acme-loyalty', src: 'https://cdn.acme.example/acme-loyalty.js' }, { id: 'smile', src: '/apps/smile/plugin.js', isActive: false }]],
    invalid: [
      {},
      [{ id: 'acme-loyalty' }],
      [{ id: 'Acme', src: 'https://cdn.acme.example/a.js' }],
      [{ id: 'acme', src: 'http://cdn.acme.example/a.js' }],
      [{ id: 'acme', src: '//evil.example/a.js' }],
      [{ id: 'acme', src: 'javascript:alert(1)' }],
      [{ id: 'acme', src: '/a.js', extra: true }],
    ],
  },
  'settings/recentlyViewedCollections.json': toggle,
  'settings/tracking.json': toggle,
  'settings/openForReturningCustomer.json': toggle,
  'settings/showAllProducts.json': toggle,
  'settings/refund.json': toggle,
  'settings/limitCartCreation.json': toggle,
  'settings/klaviyoEvents.json': toggle,
  'settings/appProxyLogin.json': toggle,
  'settings/oidcLogin.json': toggle,
  'settings/acceptsMarketingToggle.json': {
    valid: [{}, { isActive: true, enabledByDefault: true }],
    invalid: [{ isActive: 'yes' }, { enabledByDefualt: true }],
  },
  'settings/meButton.json': {
    valid: [{}, { isActive: true, loggedInOnly: true, placement: 'top-left', display: 'text', text: 'Me' }],
    invalid: [{ placement: 'middle' }, { display: 'both' }, { icon: '' }, { lable: 'Me' }],
  },
  'settings/nav.json': {
    valid: [{}, { orders: { visible: false } }, { foryou: { visible: true }, orders: {}, profile: { visible: false } }],
    invalid: [{ orders: { visible: 'no' } }, { orders: { hidden: true } }, { order: { visible: false } }, { profile: false }],
  },
  'settings/returns.json': {
    valid: [{}, { isActive: true, portalLink: 'https://returns.example.com' }],
    invalid: [{ isActive: true }, { portalLink: 5 }, { portal: 'https://returns.example.com' }],
  },
  'settings/saved.json': {
    valid: [{}, { isActive: true, redirectToCart: false }],
    invalid: [{ redirectToCart: 'false' }, { redirect: true }],
  },
  'settings/wishlist.json': {
    valid: [{}, { isActive: true, showInAppButtons: true, icon: 'custom', iconMarkup: '<svg></svg>', notificationDestination: 'widget' }],
    invalid: [{ icon: 'hearts' }, { icon: 'custom' }, { notificationDestination: 'toast' }, { showInAppButton: true }],
  },
  'settings/look.json': {
    valid: [{}, { background: 'dark', accent: '#F5C400', text: '#fafafa', radius: 0, font: 'serif', placement: 'centred' }],
    invalid: [{ accent: 'red' }, { accent: '#fff' }, { radius: 40 }, { radius: 4.5 }, { font: 'Comic Sans' }, { placement: 'top' }, { colour: '#000000' }],
  },
  'settings/buyItAgain.json': {
    valid: [{}, { isActive: true, redirectToCart: false }],
    invalid: [{ redirectToCart: 0 }, { redirectTocart: true }],
  },
  'settings/credit.json': {
    // Active without a token: the customer's store credit in Shopify.
    valid: [{}, { isActive: true, accessToken: 'tok_123', name: 'Gift balance' }, { isActive: true }],
    invalid: [{ accessToken: '' }, { token: 'tok_123' }, { isActive: 'yes' }],
  },
  'settings/points.json': {
    valid: [{}, { isActive: true, name: 'Stars', link: '/pages/rewards', refreshOnRewardsPage: true }],
    invalid: [{ name: 3 }, { refreshOnRewardPage: true }],
  },
  'settings/membership.json': {
    valid: [{}, { isActive: true, link: '/pages/club' }],
    invalid: [{ link: '' }, { url: '/pages/club' }],
  },
  'settings/subscriptions.json': {
    valid: [{}, { isActive: true, countries: ['US', 'ca'], storeIdHash: 'abc123' }],
    invalid: [{ countries: 'US' }, { countries: ['USA'] }, { countries: ['US', 'US'] }, { country: ['US'] }],
  },
  'settings/giftReceipt.json': {
    valid: [{}, { isActive: true, link: '/pages/gift-receipt' }],
    invalid: [{ isActive: true }, { link: 1 }, { url: '/x' }],
  },
  'settings/signInMethods.json': {
    valid: [{}, { isActive: true, google: false }],
    invalid: [{ google: 'no' }, { facebook: true }],
  },
  'settings/loginRefresh.json': {
    valid: [{}, { isActive: true, alwaysRefresh: false, pagesToRefresh: ['/pages/rewards'] }],
    invalid: [{ pagesToRefresh: ['pages/rewards'] }, { pagesToRefresh: '/pages/rewards' }, { pages: ['/a'] }],
  },
  'settings/authMethod.json': {
    valid: [{}, { method: 'otp' }, { method: 'magicLink' }],
    invalid: [{ method: 'sms' }, { method: 'magic-link' }, { type: 'otp' }],
  },
  'settings/utmTracking.json': {
    valid: [{}, { isActive: true, source: 'widget', medium: 'email', campaign: 'spring' }],
    invalid: [{ medium: '' }, { campaing: 'spring' }],
  },
  'settings/notificationTriggers.json': {
    valid: [
      {},
      { isActive: true, triggers: [{ amount: 3, toastMessage: 'Like what you see?', toastActionLabel: 'Save', destination: '#status-favorites', page: 'product' }] },
    ],
    invalid: [
      { triggers: [{ amount: 0, toastMessage: 'x' }] },
      { triggers: [{ amount: 1.5, toastMessage: 'x' }] },
      { triggers: [{ toastMessage: 'x' }] },
      { triggers: [{ amount: 2, toastMessage: 'x', delay: -1 }] },
      { triggers: [{ amount: 2, toastMessage: 'x', event: 'click' }] },
      { triggers: [{ amount: 2, toastMessage: 'x', dealy: 500 }] },
      { triggers: {} },
    ],
  },
  'settings/personalization.json': {
    valid: [
      {},
      { isActive: true, data: [{ key: 'size', label: 'Size', type: 'single', options: [{ label: 'S', value: 's' }] }, { key: 'birthday', type: 'date' }] },
    ],
    invalid: [
      { data: [{ key: 'size' }] },
      { data: [{ key: 'size', type: 'multiple', options: [] }] },
      { data: [{ key: 'has space', type: 'text' }] },
      { data: [{ label: 'Size', type: 'text' }] },
      { data: [{ key: 'size', type: 'radio' }] },
      { data: [{ key: 'size', type: 'single', options: [{ label: 'S' }] }] },
    ],
  },
  'settings/personalizationQuizzes.json': {
    valid: [
      {},
      {
        isActive: true,
        quizzes: [{ handle: 'skin-type', title: 'Skin type', trigger: 'login', isActive: true, reminder: true, fields: [{ key: 'skin', options: [{ label: 'Dry', value: 'dry' }] }] }],
      },
    ],
    invalid: [
      { quizzes: [{ handle: 'Skin Type' }] },
      { quizzes: [{ handle: 'skin', trigger: 'always' }] },
      { quizzes: [{ handle: 'skin', fields: [{ key: 'skin', type: 'single' }] }] },
      { quizzes: [{}] },
      { quizzes: [{ handle: 'skin', remind: true }] },
    ],
  },
  'settings/privacyPolicy.json': {
    valid: [{}, { isActive: true, privacyPolicy: '/pages/privacy', termsOfService: 'https://example.com/terms' }],
    invalid: [{ privacyPolicy: '' }, { privacy: '/pages/privacy' }],
  },
  'settings/orderLabel.json': {
    valid: [{}, { display: 'name' }, { display: 'status' }],
    invalid: [{ display: 'number' }, { show: 'name' }],
  },
  'settings/dynamicPages.json': {
    valid: [
      [],
      [{ route: 'about-us', heading: 'About', authRequired: false, previous: 'profile', content: [{ id: 'b1', type: 'link-list', links: [{ label: 'FAQ', url: '/pages/faq' }] }] }],
    ],
    invalid: [{}, [{ route: 'About Us' }], [{ heading: 'About' }], [{ route: 'about', content: [{ id: 'b1', type: 'video' }] }], [{ route: 'about', auth: false }]],
  },
  'settings/content.json': {
    valid: [
      [],
      [
        { id: 'b1', type: 'image-text', slot: 'forYou.actions.after', image: { url: '/banner.png' }, text: 'Hello' },
        { id: 'b2', type: 'link-button', slot: 'profile.pageLinks.after', links: [{ label: 'Help', url: '/pages/help' }], requiresLogin: true, order: 2 },
      ],
    ],
    invalid: [
      {},
      [{ id: 'b1', type: 'image-text', image: { url: '/banner.png' } }],
      [{ id: 'b1', type: 'image-text', slot: 'forYou.actions.after' }],
      [{ id: 'b1', type: 'link-list', slot: 'forYou.actions.after' }],
      [{ id: 'b1', type: 'link-list', slot: 'forYou.actions.after', links: [] }],
      [{ id: 'b1', type: 'link-button', slot: 'For You', links: [{ label: 'Help', url: '/' }] }],
      [{ id: 'b1', type: 'carousel', slot: 'forYou.actions.after' }],
      [{ id: 'b1', type: 'link-list', slot: 'forYou.actions.after', links: [{ label: 'Help' }] }],
      [{ id: 'b1', type: 'image-text', slot: 'forYou.actions.after', image: { url: '/banner.png' }, titel: 'Hi' }],
    ],
  },
  'settings.json': {
    valid: [{}, { wishlist: { isActive: true }, 'my-loyalty': { anything: 1 } }],
    invalid: [{ wishlist: { icon: 'star-outline' } }, { authMethod: 'otp' }, { content: {} }, { dynamicPages: [{ route: 'Bad Route' }] }, []],
  },
  'theme.json': {
    valid: [{}, { widget: { position: 'left' }, customCss: '.status { color: red }' }, { widget: { position: 'centred' }, vars: '--status-bg:#18181b' }],
    invalid: [{ widget: { position: 'top' } }, { widget: { pos: 'left' } }, { customCSS: '' }, { customCss: 1 }],
  },
  'customer.json': {
    valid: [
      { customerId: '42' },
      { customerId: '42', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', personalizations: { size: 's', tags: ['a', 'b'], age: 30, vip: true, note: null } },
    ],
    invalid: [{}, { customerId: '' }, { customerId: 42 }, { customerId: '42', email: 'not-an-email' }, { customerId: '42', personalizations: { size: {} } }, { customerId: '42', personalizations: { tags: [1] } }],
  },
  'plugin-manifest.json': {
    valid: [
      { apiVersion: 1, id: 'wishlist', name: 'Wishlist', version: '1.0.0', provider: 'Status' },
      {
        apiVersion: 1, id: 'points-smile', name: 'Smile points', version: '0.2.0-beta.1', provider: 'Smile',
        activeBy: 'points-smile', settings: ['points'], requires: ['foryou'], slots: ['forYou.actions.before', 'points-smile.history'],
        routes: ['points-history'], hooks: ['open', 'login'], capabilities: ['identity', 'http'],
        // Code and bundles are checked by the registry, not the schema.
        load: null,
      },
    ],
    invalid: [
      { apiVersion: 1, id: 'Wishlist', name: 'Wishlist', version: '1.0.0', provider: 'Status' },
      { apiVersion: 1, id: 'wish_list', name: 'Wishlist', version: '1.0.0', provider: 'Status' },
      { apiVersion: 1, id: 'wishlist', name: 'Wishlist', version: '1.0', provider: 'Status' },
      { apiVersion: 1, id: 'wishlist', name: 'Wishlist', provider: 'Status' },
      { apiVersion: 1, id: 'wishlist', name: '', version: '1.0.0', provider: 'Status' },
      { apiVersion: 1, id: 'wishlist', name: 'Wishlist', version: '1.0.0' },
      { id: 'wishlist', name: 'Wishlist', version: '1.0.0', provider: 'Status' },
      { apiVersion: 2, id: 'wishlist', name: 'Wishlist', version: '1.0.0', provider: 'Status' },
      { apiVersion: 1, id: 'wishlist', name: 'Wishlist', version: '1.0.0', provider: 'Status', requires: ['foryou', 'foryou'] },
      { apiVersion: 1, id: 'wishlist', name: 'Wishlist', version: '1.0.0', provider: 'Status', slots: ['foryou'] },
      { apiVersion: 1, id: 'wishlist', name: 'Wishlist', version: '1.0.0', provider: 'Status', routes: ['Favorites'] },
      { apiVersion: 1, id: 'wishlist', name: 'Wishlist', version: '1.0.0', provider: 'Status', hooks: ['settings'] },
      { apiVersion: 1, id: 'wishlist', name: 'Wishlist', version: '1.0.0', provider: 'Status', capabilities: ['everything'] },
    ],
  },
};
