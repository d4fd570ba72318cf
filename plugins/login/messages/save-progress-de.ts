import type en from './save-progress-en.ts';

export default {
  saveProgressIntro: 'Hinterlasse deine E-Mail-Adresse, und wir bewahren deine Favoriten und gemerkten Artikel damit auf. Ohne Passwort: Melde dich jederzeit damit an, um sie auf jedem Gerät zu sehen.',
  saveProgressSave: 'E-Mail speichern',
  saveProgressSaving: 'Wird gespeichert…',
  saveProgressFailed: 'E-Mail-Adresse konnte nicht gespeichert werden. Bitte versuche es später erneut.',
  saveProgressSavedHeading: 'E-Mail gespeichert',
  saveProgressSavedText: 'Dein Fortschritt ist unter {email} gespeichert.',
  saveProgressBack: 'Zurück zu Für dich',
} satisfies typeof en;
