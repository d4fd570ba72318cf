import type { en } from './messages.ts';

const de: Record<keyof typeof en, string> = {
  'loginPrompt.heading': 'Melde dich an, um dein Profil zu sehen',
  'loginPrompt.text': 'Verwalte deine persönlichen Daten, gespeicherten Adressen und Vorlieben, sobald du angemeldet bist.',
};
export default de;
