// The code form's failure texts in English (namespace `login`), added to the catalogue with code-errors.ts when
// a code check or a send fails: not in the first open. The wrong-code text stays in en.ts (codeIncorrect).
const en = {
  codeExpired: 'This code has expired. Send another code to get a new one.',
  codeUsed: 'This code was already used. Send another code to get a new one.',
  codeLocked: 'Too many incorrect tries for this code. Send another code to get a new one.',
  codeOffline: "We couldn't reach the server. Check your connection and try again.",
  codeTimeout: 'Checking your code took too long. Please try again.',
  codeServerError: "We couldn't check your code right now. Please try again.",
  rateLimited: 'Too many attempts. Please try again in {wait}.',
  rateLimitedNoWait: 'Too many attempts. Please wait a moment and try again.',
  waitSeconds: '{n}\u00a0seconds',
  waitMinute: 'a minute',
  waitMinutes: '{n}\u00a0minutes',
  linkEmailFailed: "We weren't able to email you a login link. Please try again later.",
};

export default en;
