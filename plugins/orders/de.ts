import type { en } from './messages.ts';

const de: Record<keyof typeof en, string> = {
  'loginPrompt.heading': 'Melde dich an, um deine Bestellungen zu sehen',
  'loginPrompt.text': 'Verfolge Lieferungen, sieh dir Belege an und bestelle deine Favoriten erneut – alles an einem Ort.',
};
export default de;
