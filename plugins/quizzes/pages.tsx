// The quiz page (survey:{handle}, alias quiz:{handle}: no login to view, heading hidden, previous
// foryou) and the preferences page (the merchant's personalization fields, previous
// profile). Both are the shared answers form; each is its own chunk, loaded when the route opens.
import { useId, type MouseEvent } from 'react';
import { usePlugin, type PageProps, type PluginContext } from '../../runtime/public.ts';
import type { AnswersModel, Field, Quiz } from './answers.ts';
import { AnswersForm } from './AnswersForm.tsx';

/** What the setup provides the two pages (usePlugin().provided). */
export interface QuizPagesProvided {
  answers: AnswersModel;
  quiz: (handle: string) => Quiz | null;
  preferenceFields: () => readonly Field[];
}

const CSS = /* css */ `
.status-quiz-page { display: flex; flex-direction: column; gap: 24px; padding-bottom: 24px; }
.status-quiz-title { font-size: 26px; font-weight: 700; line-height: 1.2; letter-spacing: -0.02em; }
.status-quiz-intro { color: var(--status-text-muted); }
.status-quiz-done-title { font-size: 20px; font-weight: 700; }
.status-quiz-done p { color: var(--status-text-muted); }
.status-quiz-done .status-button { min-height: 48px; padding: 0 24px; margin-top: 8px; }
`;

function go(ctx: PluginContext<unknown>, hash: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    ctx.navigate(hash);
  };
}

export function QuizPage({ route }: PageProps) {
  const { ctx, provided } = usePlugin<unknown, QuizPagesProvided>();
  const { answers, quiz: findQuiz } = provided;
  const handle = route.params[0] ?? '';
  const quiz = findQuiz(handle);
  const introId = useId();
  const t = ctx.i18n.t;
  if (!quiz) {
    return (
      <div className="status-quiz-page status-quiz-done">
        <style>{CSS}</style>
        <p className="status-quiz-done-title">{t('quizMissing')}</p>
        <p>{t('quizMissingText')}</p>
        <a className="status-button" href="#status-foryou" onClick={go(ctx, '#status-foryou')}>
          {t('backToForYou')}
        </a>
      </div>
    );
  }
  const title = quiz.title?.trim() || t('reminderHeading');
  return (
    <div className="status-quiz-page">
      <style>{CSS}</style>
      {/* The panel's (visually hidden) h1 carries the title for assistive technology. */}
      <p className="status-quiz-title" aria-hidden="true">{title}</p>
      <AnswersForm
        ctx={ctx}
        answers={answers}
        fields={quiz.fields ?? []}
        draftKey={quiz.handle}
        signInHash={`#status-survey-sign-in:${quiz.handle}`}
        intro={<p className="status-quiz-intro" id={introId}>{t('reminderText')}</p>}
        done={
          <div className="status-quiz-done">
            <p className="status-quiz-done-title">{t('quizDone')}</p>
            <p>{t('quizDoneText')}</p>
            <a className="status-button" data-variant="primary" href="#status-foryou" onClick={go(ctx, '#status-foryou')}>
              {t('backToForYou')}
            </a>
          </div>
        }
      />
    </div>
  );
}

export function PreferencesPage() {
  const { ctx, provided } = usePlugin<unknown, QuizPagesProvided>();
  const { answers, preferenceFields } = provided;
  const t = ctx.i18n.t;
  return (
    <div className="status-quiz-page">
      <style>{CSS}</style>
      <AnswersForm ctx={ctx} answers={answers} fields={preferenceFields()} intro={<p className="status-quiz-intro">{t('preferencesIntro')}</p>} />
    </div>
  );
}
