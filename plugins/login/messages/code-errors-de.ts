// The code form's failure texts in German (code-errors-en.ts has the keys).
import type en from './code-errors-en.ts';

const de: typeof en = {
  codeExpired: 'Dieser Code ist abgelaufen. Fordere einen neuen Code an.',
  codeUsed: 'Dieser Code wurde bereits verwendet. Fordere einen neuen Code an.',
  codeLocked: 'Zu viele falsche Versuche mit diesem Code. Fordere einen neuen Code an.',
  codeOffline: 'Wir konnten den Server nicht erreichen. Prüfe deine Verbindung und versuche es erneut.',
  codeTimeout: 'Die Prüfung deines Codes hat zu lange gedauert. Bitte versuche es erneut.',
  codeServerError: 'Wir konnten deinen Code gerade nicht prüfen. Bitte versuche es erneut.',
  rateLimited: 'Zu viele Versuche. Bitte versuche es in {wait} erneut.',
  rateLimitedNoWait: 'Zu viele Versuche. Bitte warte einen Moment und versuche es erneut.',
  waitSeconds: '{n}\u00a0Sekunden',
  waitMinute: 'einer Minute',
  waitMinutes: '{n}\u00a0Minuten',
  linkEmailFailed: 'Wir konnten dir keinen Anmeldelink senden. Bitte versuche es später erneut.',
};

export default de;
