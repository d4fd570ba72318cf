// The login plugin's texts in German, loaded on demand.
import type { LoginMessages } from './en.ts';
import { card } from './card-de.ts';

const de: LoginMessages = {
  ...card,
  emailRequired: 'Bitte gib eine gültige E-Mail-Adresse ein',
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  emailSuggestion: 'Meintest du {emailAddress}?',
  sending: 'Wird gesendet…',
  emailFailed: 'Wir konnten dir keinen Anmeldecode senden. Bitte versuche es später erneut.',
  googleFailed: 'Anmeldung mit Google nicht möglich. Bitte versuche es später erneut.',
  googleBlocked: 'Anmeldung mit Google nicht möglich. Bitte fordere mit deiner E-Mail-Adresse einen Anmeldecode an.',
  verifyHeading: 'Bestätige deine Identität',
  codeSentTo: 'Gib den 4-stelligen Code ein, den wir an {email} gesendet haben.',
  codeLabel: 'Anmeldecode',
  digitLabel: 'Ziffer {position} von {length}',
  codeIncorrect: 'Der eingegebene Code ist falsch',
  retry: 'Erneut versuchen',
  verifying: 'Code wird geprüft…',
  sendAnother: 'Neuen Code senden',
  codeResent: 'Wir haben einen neuen Code an {email} gesendet.',
  differentEmail: 'Andere E-Mail-Adresse verwenden',
  signInFailed: 'Anmeldung nicht möglich. Bitte versuche es später erneut.',
  signedIn: 'Angemeldet. Dein Konto wird geöffnet…',
  magicLinkSentHeading: 'Schau in dein Postfach',
  magicLinkSent: 'Wir haben einen Anmeldelink an {email} gesendet. Öffne ihn auf diesem Gerät, um dich anzumelden.',
  magicLinkWaiting: 'Wir warten darauf, dass du den Link öffnest…',
  magicLinkHeading: 'Anmeldung',
  magicLinkSigningIn: 'Du wirst angemeldet…',
  magicLinkFailed: 'Anmeldung bei deinem Konto nicht möglich',
  backToLogin: 'Zurück zur Anmeldung',
  saveProgressHeading: 'Fortschritt speichern',
  signOut: 'Abmelden',
  signingOut: 'Du wirst abgemeldet…',
  signOutQuestion: 'Möchtest du dich von deinem Konto abmelden?',
  signOutCancel: 'Angemeldet bleiben',
};

export default de;
