import type en from './en.ts';

const de: Record<keyof typeof en, string> = {
  reminderHeading: 'Erzähl uns, was dir gefällt',
  reminderText: 'Beantworte ein paar kurze Fragen, dann suchen wir passende Produkte für dich aus.',
  reminderAction: 'Zum Quiz',
  reminderActionOf: 'Zum Quiz: {title}',
  loading: 'Wird geladen',
};
export default de;
