import type en from './sections-en.ts';

export default {
  viewAll: 'Alle ansehen',
  viewAllOf: 'Alle ansehen: {heading}',
  loadingProducts: 'Produkte werden geladen',
  moreProducts: '{count} weitere Produkte',
  emptyCollection: 'Noch nichts hier. Produkte, die du dir im Shop ansiehst, erscheinen hier.',
  recentCollections: 'Zuletzt besuchte Kollektionen',
  loadingCollections: 'Kollektionen werden geladen',
} satisfies typeof en;
