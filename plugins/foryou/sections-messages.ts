// Texts of the product sections, loaded with them (not with the plugin's messages, which are part of the
// panel's first open). English and German, like the plugin's messages.
const en = {
  viewAll: 'View all',
  viewAllOf: 'View all {heading}',
  loadingProducts: 'Loading products',
  moreProducts: '{count} more products',
  emptyCollection: 'Nothing here yet. Products you look at in the store show up here.',
  recentCollections: 'Recent collections',
  loadingCollections: 'Loading collections',
};
const de: typeof en = {
  viewAll: 'Alle ansehen',
  viewAllOf: 'Alle ansehen: {heading}',
  loadingProducts: 'Produkte werden geladen',
  moreProducts: '{count} weitere Produkte',
  emptyCollection: 'Noch nichts hier. Produkte, die du dir im Shop ansiehst, erscheinen hier.',
  recentCollections: 'Zuletzt besuchte Kollektionen',
  loadingCollections: 'Kollektionen werden geladen',
};

export type SectionMessage = keyof typeof en;

export function sectionText(language: string, key: SectionMessage, vars: Record<string, string | number> = {}): string {
  const table = language.toLowerCase().startsWith('de') ? de : en;
  return table[key].replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all));
}
