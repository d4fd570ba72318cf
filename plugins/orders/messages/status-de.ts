// The order's status texts in German. Relative words read without a preposition ("morgen"), weekdays and dates
// with "am" ("am Freitag").
import type en from './status-en.ts';

export default {
  arrivingNext: 'Als Nächstes unterwegs',
  latestOrder: 'Deine letzte Bestellung',
  orderName: 'Bestellung {name}',
  loadingLatest: 'Deine letzte Bestellung wird geladen',
  moreItems: '+{count}',
  arriving: 'Voraussichtlich {date}',
  arrivingOn: 'Voraussichtlich am {date}',
  delivered: 'Zugestellt {date}',
  deliveredOn: 'Zugestellt am {date}',
  orderPlaced: 'Bestellung aufgegeben',
  orderCanceled: 'Bestellung storniert',
  ATTEMPTED_DELIVERY: 'Zustellversuch',
  CANCELED: 'Sendung storniert',
  CONFIRMED: 'Vom Versanddienst bestätigt',
  DELIVERED: 'Zugestellt',
  FAILURE: 'Problem bei der Zustellung',
  FULFILLED: 'Versendet',
  IN_TRANSIT: 'Unterwegs',
  LABEL_PRINTED: 'Versand wird vorbereitet',
  LABEL_PURCHASED: 'Versand wird vorbereitet',
  LABEL_VOIDED: 'Versandetikett storniert',
  MARKED_AS_FULFILLED: 'Versendet',
  NOT_DELIVERED: 'Nicht zugestellt',
  OUT_FOR_DELIVERY: 'In Zustellung',
  PICKED_UP: 'Abgeholt',
  READY_FOR_PICKUP: 'Abholbereit',
  SUBMITTED: 'An den Versanddienst übergeben',
} satisfies Record<keyof typeof en, string>;
