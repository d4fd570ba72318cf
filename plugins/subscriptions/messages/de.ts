// Subscriptions' texts in German.
export default {
  text: 'Nächste Lieferung ändern, eine auslassen oder Produkte tauschen.',
  manage: 'Abos verwalten',
  loading: 'Deine Abos werden geladen…',
  loadError: 'Wir erreichen deine Abos gerade nicht.',
  retry: 'Erneut versuchen',
};
