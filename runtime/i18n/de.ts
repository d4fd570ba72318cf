// Core (shell) messages in German, loaded on demand.
import type { en } from './en.ts';
import { TABS_DE } from './tabs.ts';

const de: Record<keyof typeof en, string> = {
  'panel.close': 'Schließen',
  'panel.back': 'Zurück',
  'panel.loading': 'Wird geladen',
  'panel.loadError': 'Diese Seite konnte nicht geladen werden. Bitte versuche es erneut.',
  'panel.newTab': '(öffnet in einem neuen Tab)',
  'nav.label': 'Kontonavigation',
  ...TABS_DE,
  'toast.dismiss': 'Schließen',
  'actionPanel.done': 'Fertig',
  'sharePreview.heading': 'Achtung!',
  'sharePreview.body': 'Status funktioniert nicht mit der Vorschaufreigabe von Shopify. Öffne den Shop in einem neuen Fenster, um es auszuprobieren.',
  'sharePreview.help': 'Zum Hilfecenter',
  'slot.error': 'Dieser Bereich konnte nicht angezeigt werden.',
  'rail.previous': 'Vorherige',
  'rail.next': 'Nächste',
  'api.identityUnavailable': 'Die Anmeldung ist gerade nicht möglich. Bitte versuche es in ein paar Minuten erneut.',
};
export default de;
