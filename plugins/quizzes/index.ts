// Preferences and personalization quizzes (preferences, survey:{handle}, the login-triggered survey,
// the quiz reminder): one plugin, since the field renderer serves both pages. It reads
// both groups (no single `activeBy`: preferences follow `personalization`, quizzes `personalizationQuizzes`).
// Fields are rendered by a ~1 KB renderer of the four field types (Fields.tsx), not rjsf (~40 KB+ gzip).
// Deferred: nothing of it is on the opening screen. Only this manifest is in the panel chunk.
import { definePlugin } from '../../runtime/public.ts';

export const manifest = definePlugin({
  apiVersion: 1,
  id: 'quizzes',
  name: 'Personalization quizzes',
  version: '1.0.0',
  provider: 'Status',
  deferred: true,
  settings: ['personalization', 'personalizationQuizzes'],
  slots: ['forYou.quizReminder'],
  routes: ['survey', 'survey-sign-in', 'preferences'],
  hooks: ['login', 'authChange'],
});

export const quizzesPlugin = definePlugin({
  ...manifest,
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
  load: () => import('./setup.tsx'),
});
