// Keys become `saved.<key>`. Toast texts are SPEC §8's item toasts.
export default {
  heading: 'Saved from cart',
  loadError: 'Unable to load your saved items.',
  retry: 'Try again',
  emptyHeading: 'Nothing saved yet',
  emptyText: 'Items you add to your cart are kept here, so you can find them again later.',
  addToCart: 'Add to cart',
  adding: 'Adding…',
  chooseOptions: 'Choose options',
  remove: 'Remove {title}',
  soldOutBadge: 'Sold out',
  unavailableTitle: 'Unavailable item',
  added: 'Added to cart',
  addError: 'Unable to add item to cart',
  soldOut: 'Item is sold out',
  missing: 'Item is no longer available',
  removeError: 'Unable to remove item',
};
