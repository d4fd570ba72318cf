// Preferences and personalization quizzes: the For you quiz reminder (reminder.tsx), the quiz page
// (survey:{handle}, alias quiz:{handle}), the preferences page, and the login-triggered survey (survey.ts).
// One plugin, because the field renderer (Fields.tsx) serves both pages and a plugin may not import another.
// It reads both settings groups itself: preferences exist when `personalization` is on and has data, quizzes
// when `personalizationQuizzes` is on.
import { defineSetup, type PluginContext, type Settings } from '../../runtime/public.ts';
import type { manifest } from './index.ts';
import { createAnswers, type Quiz } from './answers.ts';
import { createReminder } from './reminder.tsx';
import type { QuizPagesProvided } from './pages.tsx';
import { startLoginSurvey } from './survey.ts';

export { isUnanswered, quizToRemind, loginQuiz } from './answers.ts';

type Groups = { readonly personalization?: Settings['personalization']; readonly personalizationQuizzes?: Settings['personalizationQuizzes'] };
type Group = { isActive?: unknown; data?: unknown; quizzes?: unknown } | undefined;

export default defineSetup<typeof manifest>((ctx) => {
  const base = ctx as unknown as PluginContext<unknown>;
  const settings = () => ctx.settings as unknown as Groups;
  const quizzesOn = (group: Group = settings().personalizationQuizzes) => group?.isActive === true;
  const quizzes = (): readonly Quiz[] | undefined => (quizzesOn() ? settings().personalizationQuizzes?.quizzes : undefined);
  const quiz = (handle: string) => quizzes()?.find((q) => q.handle === handle && q.isActive === true) ?? null;
  const preferenceFields = () => {
    const group = settings().personalization;
    return group?.isActive === true && Array.isArray(group.data) ? group.data : [];
  };
  const answers = createAnswers(base);
  const pages = () => import('./pages.tsx');
  // The two pages read these with usePlugin().provided.
  ctx.provide<QuizPagesProvided>({ answers, quiz, preferenceFields });

  const quizRoute = {
    authRequired: false,
    headingHidden: true,
    previous: 'foryou',
    isAvailable: (state: { settings: Readonly<Record<string, unknown>> }) => quizzesOn(state.settings.personalizationQuizzes as Group),
    heading: (params: readonly string[]) => quiz(params[0] ?? '')?.title?.trim() || ctx.i18n.t('reminderHeading'),
    load: () => pages().then((m) => ({ default: m.QuizPage })),
  };
  const removers = [
    ctx.routes.add({ name: 'survey', aliases: ['quiz'], ...quizRoute }),
    // The same quiz behind a sign-in: a guest who wants to save goes here, the router sends them to sign in
    // and remembers it, and the shop login returns to it.
    ctx.routes.add({ name: 'survey-sign-in', ...quizRoute, authRequired: true }),
    ctx.routes.add({
      name: 'preferences',
      previous: 'profile',
      isAvailable: (state) => {
        const group = state.settings.personalization as Group;
        return group?.isActive === true && Array.isArray(group.data) && group.data.length > 0;
      },
      heading: () => ctx.i18n.t('preferencesHeading'),
      load: () => pages().then((m) => ({ default: m.PreferencesPage })),
    }),
    createReminder(base, answers, quizzes),
  ];
  startLoginSurvey(base, answers, quizzes);
  return () => removers.forEach((remove) => remove());
});
