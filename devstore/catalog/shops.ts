// The four seed shops. Settings follow schemas/settings.json: demo-store turns
// every feature on, demo-store-de is German/EUR with several features off and magic-link sign-in,
// demo-store-nokey has no Multipass secret so shop login answers 401, and demo-store-sso
// logs shoppers in to the store through Status as its OpenID Connect identity provider (single sign-on).
import type { ShopSeed } from './types';

const content = [
  {
    id: 'welcome',
    type: 'image-text',
    slot: 'forYou.alerts.after',
    order: 0,
    title: 'Welcome to the demo store',
    text: 'Everything here is fake: orders, points and credit come from the development store.',
    image: { url: '/devstore/images/welcome.svg', alt: '' },
  },
  {
    id: 'help-links',
    type: 'link-list',
    slot: 'forYou.actions.after',
    order: 0,
    title: 'Need help?',
    links: [
      { label: 'Shipping and returns', url: '/pages/shipping' },
      { label: 'Contact us', url: '/pages/contact' },
    ],
  },
  {
    id: 'members-club',
    type: 'link-button',
    slot: 'profile.pageLinks.after',
    order: 0,
    requiresLogin: true,
    title: 'Members club',
    links: [{ label: 'See member perks', url: '/community/membership' }],
  },
];

const styleQuiz = {
  handle: 'style-quiz',
  title: 'Tell us your style',
  trigger: 'login',
  isActive: true,
  reminder: true,
  fields: [
    {
      key: 'favoriteColor',
      label: 'Favorite color',
      type: 'single',
      options: [
        { label: 'Black', value: 'black' },
        { label: 'Sand', value: 'sand' },
        { label: 'Ocean', value: 'ocean' },
      ],
    },
    {
      key: 'interests',
      label: 'What do you shop for?',
      type: 'multiple',
      options: [
        { label: 'Apparel', value: 'apparel' },
        { label: 'Home', value: 'home' },
        { label: 'Kitchen', value: 'kitchen' },
        { label: 'Outdoors', value: 'outdoors' },
      ],
    },
  ],
};

/** The same quiz in the German shop's words (merchant texts are the merchant's own, per shop). */
const styleQuizDe = {
  ...styleQuiz,
  title: 'Erzähl uns von deinem Stil',
  fields: [
    {
      key: 'favoriteColor',
      label: 'Lieblingsfarbe',
      type: 'single',
      options: [
        { label: 'Schwarz', value: 'black' },
        { label: 'Sand', value: 'sand' },
        { label: 'Ozean', value: 'ocean' },
      ],
    },
    {
      key: 'interests',
      label: 'Wofür kaufst du ein?',
      type: 'multiple',
      options: [
        { label: 'Kleidung', value: 'apparel' },
        { label: 'Wohnen', value: 'home' },
        { label: 'Küche', value: 'kitchen' },
        { label: 'Draußen', value: 'outdoors' },
      ],
    },
  ],
};

const allFeaturesOn: Record<string, unknown> = {
  acceptsMarketingToggle: { isActive: true, enabledByDefault: false },
  meButton: { isActive: true, loggedInOnly: false, placement: 'bottom-right', display: 'icon', icon: 'account' },
  returns: { isActive: true, name: 'Returns', portalLink: '/pages/returns' },
  saved: { isActive: true, redirectToCart: true },
  wishlist: { isActive: true, showInAppButtons: true, icon: 'heart', notificationDestination: 'site' },
  buyItAgain: { isActive: true, redirectToCart: true },
  credit: { isActive: true, accessToken: 'devstore-credit-token', name: 'Store credit' },
  // Two points providers side by side, one settings group each (schemas/settings/points.json).
  loopPoints: { isActive: true, name: 'Loop Rewards', link: '/pages/rewards', refreshOnRewardsPage: true },
  stampPoints: { isActive: true, name: 'Stamp Club', link: '/pages/stamp-club', refreshOnRewardsPage: false },
  membership: { isActive: true, name: 'Membership', link: '/community/membership' },
  subscriptions: { isActive: true, name: 'Subscriptions', countries: ['US', 'CA'], storeIdHash: 'devstore' },
  popularToday: { isActive: true },
  recentlyViewedCollections: { isActive: true },
  tracking: { isActive: true },
  giftReceipt: { isActive: true, name: 'Gift receipt', link: '/pages/gift-receipt' },
  signInMethods: { isActive: true, google: true },
  openForReturningCustomer: { isActive: true },
  showAllProducts: { isActive: true },
  refund: { isActive: true },
  loginRefresh: { isActive: true, alwaysRefresh: false, pagesToRefresh: ['/pages/rewards'] },
  authMethod: { method: 'otp' },
  utmTracking: { isActive: true, source: 'status', medium: 'link', campaign: 'devstore' },
  limitCartCreation: { isActive: false },
  klaviyoEvents: { isActive: true },
  notificationTriggers: {
    isActive: true,
    triggers: [
      {
        event: 'productView',
        amount: 3,
        page: 'product',
        delay: 1000,
        toastMessage: 'Keep your favorites in one place',
        toastActionLabel: 'Sign in',
        destination: '#status',
      },
    ],
  },
  personalization: {
    isActive: true,
    data: [
      ...styleQuiz.fields,
      { key: 'fitNotes', label: 'Anything we should know about fit?', type: 'text' },
      { key: 'specialDate', label: 'A date worth celebrating', type: 'date' },
    ],
  },
  personalizationQuizzes: { isActive: true, quizzes: [styleQuiz] },
  privacyPolicy: {
    isActive: true,
    privacyPolicy: '/policies/privacy-policy',
    termsOfService: '/policies/terms-of-service',
  },
  orderLabel: { display: 'status' },
  // An outside plugin added by URL (on by its entry): examples/acme-loyalty, built with the SDK preset and
  // served by the storefront; its own settings group is validated by the plugin's schema. Its backend is the sample
  // provider at /devstore/providers/acme (devstore/storefront/acme-provider.ts).
  plugins: [{ id: 'acme-loyalty', src: '/devstore/plugins/acme-loyalty/acme-loyalty.js' }],
  'acme-loyalty': { apiUrl: '/devstore/providers/acme', programName: 'Acme Rewards' },
  dynamicPages: [
    {
      route: 'rewards-info',
      heading: 'How rewards work',
      authRequired: false,
      content: [
        {
          id: 'rewards-text',
          type: 'link-button',
          title: 'Earn a point for every dollar you spend.',
          links: [{ label: 'See rewards', url: '/pages/rewards' }],
        },
        // Filled by the Acme Loyalty plugin (examples/acme-loyalty): a plugin fills a merchant page's slot.
        { type: 'slot', slot: 'acme-loyalty.rewardsInfo' },
      ],
    },
  ],
  content,
};

export const shops: ShopSeed[] = [
  {
    shopId: 'demo-store',
    name: 'Status Demo Store',
    locale: 'en',
    countryCode: 'US',
    currency: 'USD',
    currencyMultiplier: 1,
    settings: allFeaturesOn,
    theme: { widget: { position: 'bottom' }, customCss: '' },
    multipassSecret: 'devstore-multipass-secret-demo-store-0123456789',
  },
  {
    shopId: 'demo-store-de',
    name: 'Status Demo Laden',
    locale: 'de',
    countryCode: 'DE',
    currency: 'EUR',
    currencyMultiplier: 0.92,
    settings: {
      ...allFeaturesOn,
      wishlist: { isActive: false, showInAppButtons: false },
      saved: { isActive: false, redirectToCart: true },
      // The programs with the German shop's own names (merchant texts are per shop).
      loopPoints: { isActive: true, name: 'Loop Prämien', link: '/pages/rewards', refreshOnRewardsPage: true },
      stampPoints: { isActive: true, name: 'Stempelclub', link: '/pages/stamp-club', refreshOnRewardsPage: false },
      credit: { isActive: true, accessToken: 'devstore-credit-token-de', name: 'Guthaben' },
      membership: { isActive: true, name: 'Mitgliedschaft', link: '/community/membership' },
      subscriptions: { isActive: true, name: 'Abos', countries: ['de', 'AT'], storeIdHash: 'devstore-de' },
      personalization: {
        isActive: true,
        data: [
          ...styleQuizDe.fields,
          { key: 'fitNotes', label: 'Was sollten wir über die Passform wissen?', type: 'text' },
          { key: 'specialDate', label: 'Ein Datum zum Feiern', type: 'date' },
        ],
      },
      personalizationQuizzes: { isActive: true, quizzes: [styleQuizDe] },
      loginRefresh: { isActive: false },
      authMethod: { method: 'magicLink' },
      signInMethods: { isActive: true, google: false },
      utmTracking: { isActive: false },
      dynamicPages: [],
      content: [
        {
          id: 'willkommen',
          type: 'link-list',
          slot: 'forYou.actions.after',
          title: 'Hilfe',
          links: [{ label: 'Versand und Rückgabe', url: '/pages/shipping' }],
        },
      ],
    },
    theme: { widget: { position: 'right' }, customCss: '' },
    multipassSecret: 'devstore-multipass-secret-demo-store-de-987654',
  },
  {
    shopId: 'demo-store-nokey',
    name: 'Status Demo (no Multipass key)',
    locale: 'en',
    countryCode: 'US',
    currency: 'USD',
    currencyMultiplier: 1,
    settings: {
      saved: { isActive: true, redirectToCart: true },
      wishlist: { isActive: true, showInAppButtons: true },
      authMethod: { method: 'otp' },
      tracking: { isActive: true },
      content: [],
    },
    theme: { widget: { position: 'bottom' } },
    multipassSecret: null,
  },
  {
    // Single sign-on: the store logs shoppers in through Status as its OpenID Connect identity provider (the
    // shopify-oidc strategy, server/README.md "Identity provider"), with no Multipass key at all.
    shopId: 'demo-store-sso',
    name: 'Status Demo (single sign-on)',
    locale: 'en',
    countryCode: 'US',
    currency: 'USD',
    currencyMultiplier: 1,
    settings: { ...allFeaturesOn, oidcLogin: { isActive: true } },
    theme: { widget: { position: 'bottom' }, customCss: '' },
    multipassSecret: null,
  },
];
