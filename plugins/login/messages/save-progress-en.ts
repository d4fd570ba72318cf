// The save-progress page's texts (`login.<key>`), loaded with its chunk (ctx.i18n.load): no first open carries them.
export default {
  saveProgressIntro: 'Leave your email and we’ll keep your favorites and saved items with it. No password needed: sign in with it any time to see them on every device.',
  saveProgressSave: 'Save email',
  saveProgressSaving: 'Saving…',
  saveProgressFailed: 'Unable to save email address. Try again later.',
  saveProgressSavedHeading: 'Email saved',
  saveProgressSavedText: 'Your progress is kept with {email}.',
  saveProgressBack: 'Back to For you',
};
