// Texts of the profile's links and pages, loaded with them (not with the plugin's messages, which would be
// part of the panel's first open). English and German. Error texts are the product's, verbatim.
const en = {
  preferences: 'Preferences',
  info: 'Personal info',
  addresses: 'Addresses',
  support: 'Support',
  pages: 'Your account',
  signedInAs: 'Signed in as',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  emailHint: 'Your email signs you in, so it can’t be changed here.',
  phone: 'Phone',
  birthday: 'Birthday',
  acceptsMarketing: 'Email me with news and offers',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Personal info saved',
  noChanges: 'Nothing changed yet',
  saveError: 'Unable to save personal info',
  loadError: 'Unable to load your personal info.',
  retry: 'Try again',
  loading: 'Loading',
  optional: '(optional)',
};
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

export type ProfileMessage = keyof typeof en;

export const profileText = (language: string, key: ProfileMessage): string =>
  (language.toLowerCase().startsWith('de') ? de : en)[key];
