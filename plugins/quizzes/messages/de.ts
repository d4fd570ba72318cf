import type en from './en.ts';

const de: Record<keyof typeof en, string> = {
  reminderHeading: 'Erzähl uns, was dir gefällt',
  reminderText: 'Beantworte ein paar kurze Fragen, dann suchen wir passende Produkte für dich aus.',
  reminderAction: 'Zum Quiz',
  reminderActionOf: 'Zum Quiz: {title}',
  loading: 'Wird geladen',
  preferencesHeading: 'Vorlieben',
  preferencesIntro: 'Erzähl uns, was dir gefällt, dann passen wir an, was du siehst.',
  save: 'Speichern',
  saving: 'Wird gespeichert…',
  savedNote: 'Deine Vorlieben sind gespeichert.',
  saveError: 'Vorlieben konnten nicht gespeichert werden',
  signInToSave: 'Zum Speichern anmelden',
  guestNote: 'Melde dich an, um deine Antworten zu speichern. Wir merken sie uns, bis du zurück bist.',
  quizDone: 'Danke, alles erledigt',
  quizDoneText: 'Wir haben deine Antworten gespeichert und suchen damit passende Produkte für dich aus.',
  quizMissing: 'Dieses Quiz ist nicht verfügbar',
  quizMissingText: 'Vielleicht ist es beendet. Auf deiner Startseite gibt es mehr für dich.',
  backToForYou: 'Zurück zu Für dich',
};
export default de;
