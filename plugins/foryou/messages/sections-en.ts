// The product sections' texts (`foryou.<key>`), loaded with the sections after the first open (ctx.i18n.load).
export default {
  viewAll: 'View all',
  viewAllOf: 'View all {heading}',
  loadingProducts: 'Loading products',
  moreProducts: '{count} more products',
  emptyCollection: 'Nothing here yet. Products you look at in the store show up here.',
  recentCollections: 'Recent collections',
  loadingCollections: 'Loading collections',
};
