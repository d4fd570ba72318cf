// Personalization quizzes (SPEC §2 survey:{handle}, §5 quiz reminder, §6): today the For you reminder card for
// a signed-in customer who has not answered every field of an active quiz with a reminder; the quiz page
// itself comes later. Deferred: nothing of it is on the opening screen. Only this manifest is in the panel chunk.
import { definePlugin } from '../../runtime/public.ts';

export const quizzesPlugin = definePlugin({
  apiVersion: 1,
  id: 'quizzes',
  name: 'Personalization quizzes',
  version: '1.0.0',
  provider: 'Status',
  activeBy: 'personalizationQuizzes',
  deferred: true,
  settings: ['personalizationQuizzes'],
  slots: ['forYou.quizReminder'],
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
  load: () => import('./setup.tsx'),
});
