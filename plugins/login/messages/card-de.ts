// The login card's texts in German: the section's heading and text, the field, the buttons, the opt-in, the
// Google row and the privacy line. Spread into de.ts; the card the loader's frame draws (app/frame-login.ts)
// takes only these.
export const card = {
  sectionHeading: 'Anmelden',
  sectionText: 'Melde dich an, um deine Bestellungen zu sehen und deine gespeicherten Artikel und Favoriten auf jedem Gerät zu behalten.',
  emailLabel: 'E-Mail',
  getCode: 'Anmeldecode anfordern',
  getLink: 'Anmeldelink anfordern',
  marketing: 'Ich möchte Neuigkeiten und Angebote per E-Mail erhalten',
  or: 'oder',
  google: 'Mit Google anmelden',
  privacyText: 'Mit der Anmeldung akzeptierst du unsere {terms} und {privacy}.',
  terms: 'Nutzungsbedingungen',
  privacy: 'Datenschutzerklärung',
};
