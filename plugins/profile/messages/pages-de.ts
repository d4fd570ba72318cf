// The profile's texts in German (pages-en.ts has the keys).
import type en from './pages-en.ts';

const de: typeof en = {
  preferences: 'Präferenzen',
  info: 'Persönliche Daten',
  addresses: 'Adressen',
  support: 'Hilfe',
  pages: 'Dein Konto',
  signedInAs: 'Angemeldet als',
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail',
  emailHint: 'Mit deiner E-Mail meldest du dich an, daher kann sie hier nicht geändert werden.',
  phone: 'Telefon',
  birthday: 'Geburtstag',
  acceptsMarketing: 'Neuigkeiten und Angebote per E-Mail erhalten',
  save: 'Speichern',
  saving: 'Wird gespeichert…',
  saved: 'Persönliche Daten gespeichert',
  noChanges: 'Noch nichts geändert',
  saveError: 'Persönliche Daten konnten nicht gespeichert werden',
  loadError: 'Deine persönlichen Daten konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  loading: 'Wird geladen',
  optional: '(optional)',
};

export default de;
