// The quiz reminder on For you (signed-in customers only): a card linking to
// #status-quiz:{handle} for the first quiz that is active, has its reminder flag and has a field the
// customer's answers (answers.ts: the page's, else one GET; with what this page saved laid over) leave
// missing or empty. A skeleton while the answers are asked; hidden otherwise, and once the quiz is saved.
import { useEffect, useId, type MouseEvent } from 'react';
import { useSnapshot, useStore, type PluginContext } from '../../runtime/public.ts';
import { quizToRemind, type AnswersModel, type Quiz } from './answers.ts';

const CSS = /* css */ `
.status-quiz-reminder { display: flex; flex-direction: column; align-items: flex-start; gap: 8px; padding: 20px; border-radius: var(--status-radius-small); background: var(--status-surface); }
.status-quiz-reminder h2 { font-size: 18px; font-weight: 700; line-height: 1.3; letter-spacing: -0.01em; }
.status-quiz-reminder p { color: var(--status-text-muted); }
.status-quiz-reminder .status-button { margin-top: 8px; min-height: 44px; padding: 0 20px; }
.status-quiz-reminder svg { width: 18px; height: 18px; }
.status-quiz-skeleton > span {
  display: block; height: 14px; width: 55%; border-radius: 6px;
}
.status-quiz-skeleton > span:nth-child(3) { width: 80%; }
.status-quiz-skeleton > span:nth-child(4) { width: 132px; height: 44px; border-radius: 999px; }
`;

export function createReminder(ctx: PluginContext<unknown>, model: AnswersModel, quizzes: () => readonly Quiz[] | undefined): () => void {
  function QuizReminder() {
    const { customer } = useStore();
    const snapshot = useSnapshot(model.state);
    const headingId = useId();
    const customerId = customer?.customerId ?? null;
    useEffect(() => {
      if (customerId) model.ensure(customer);
    }, [customerId, customer]);
    const answers = model.read(customer, snapshot);
    const t = ctx.i18n.t;

    if (answers === undefined) {
      return (
        <section className="status-quiz-reminder status-quiz-skeleton" aria-busy="true" aria-label={t('loading')}>
          <style>{CSS}</style>
          {/* 3 skeleton blocks for a section. */}
          <span className="status-skeleton-block" aria-hidden="true" />
          <span className="status-skeleton-block" aria-hidden="true" />
          <span className="status-skeleton-block" aria-hidden="true" />
        </section>
      );
    }
    if (answers === null) return null;
    const quiz = quizToRemind(quizzes(), answers);
    if (!quiz) return null;
    const hash = `#status-quiz:${quiz.handle}`;
    const title = quiz.title?.trim() || t('reminderHeading');
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      ctx.navigate(hash);
    };
    return (
      <section className="status-quiz-reminder" aria-labelledby={headingId}>
        <style>{CSS}</style>
        <h2 id={headingId}>{title}</h2>
        <p>{t('reminderText')}</p>
        <a className="status-button" data-variant="primary" href={hash} onClick={onClick} aria-label={t('reminderActionOf', { title })}>
          {t('reminderAction')}
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M4 10h11m-4.5-4.5L15 10l-4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </a>
      </section>
    );
  }

  return ctx.slots.fill('forYou.quizReminder', { when: (context) => context.isCustomer, component: QuizReminder });
}
