// The quiz reminder on For you (SPEC §5 rule, §6 signed-in customers only): a card linking to
// #status-quiz:{handle} for the first quiz that is active, has its reminder flag and has a field the
// customer's personalizations leave missing or empty. Hidden otherwise.
//
// The answers are the customer's personalizations from the page's init data (the store's customer); a
// customer known only from a sign-in in this page (no page customer yet) has them asked once with
// GET /customer/{shopId}/{customerId}/personalizations (SPEC §7), showing a skeleton meanwhile.
import { useEffect, useId, type MouseEvent } from 'react';
import { defineSetup, useSnapshot, useStore, type PluginContext, type Settings } from '../../runtime/public.ts';

type Quiz = Settings['personalizationQuizzes']['quizzes'][number];
type Answers = Record<string, unknown>;

/** A field is unanswered when its value is missing, null, blank text or an empty list. */
export function isUnanswered(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** SPEC §5: the quiz is active, has a reminder flag, and some field is missing or empty in the answers. */
export function quizToRemind(quizzes: readonly Quiz[] | undefined, answers: Answers): Quiz | null {
  return (quizzes ?? []).find((quiz) => quiz.isActive === true && quiz.reminder === true && (quiz.fields ?? []).some((field) => isUnanswered(answers[field.key]))) ?? null;
}

const CSS = /* css */ `
.status-quiz-reminder { display: flex; flex-direction: column; align-items: flex-start; gap: 8px; padding: 20px; border-radius: var(--status-radius-small); background: var(--status-surface); }
.status-quiz-reminder h2 { font-size: 18px; font-weight: 700; line-height: 1.3; letter-spacing: -0.01em; }
.status-quiz-reminder p { color: var(--status-text-muted); }
.status-quiz-reminder .status-button { margin-top: 8px; min-height: 44px; padding: 0 20px; }
.status-quiz-reminder svg { width: 18px; height: 18px; }
.status-quiz-skeleton > span {
  display: block; height: 14px; width: 55%; border-radius: 6px;
  background: linear-gradient(90deg, #f4f4f5 0%, #e9e9ec 50%, #f4f4f5 100%) 0 0 / 200% 100%;
  animation: status-shimmer 1.4s linear infinite;
}
.status-quiz-skeleton > span:nth-child(3) { width: 80%; }
.status-quiz-skeleton > span:nth-child(4) { width: 132px; height: 44px; border-radius: 999px; }
@media (prefers-reduced-motion: reduce) { .status-quiz-skeleton > span { animation: none; } }
`;

type QuizCtx = PluginContext<{ readonly personalizationQuizzes: Settings['personalizationQuizzes'] }>;

export default defineSetup<'personalizationQuizzes'>((ctx) => {
  const quizCtx = ctx as unknown as QuizCtx;
  /** Answers fetched for a customer the page did not describe (undefined: not asked yet). */
  const fetched = ctx.state<{ customerId: string | null; answers: Answers | null | undefined }>({ customerId: null, answers: undefined });

  const fetchAnswers = (customerId: string) => {
    if (fetched.customerId === customerId) return;
    Object.assign(fetched, { customerId, answers: undefined });
    const path = `/customer/${encodeURIComponent(ctx.store.config.shopId)}/${encodeURIComponent(customerId)}/personalizations`;
    ctx.api.get<{ personalizations?: Answers }>(path).then(
      (answer) => {
        if (fetched.customerId === customerId) fetched.answers = answer?.personalizations && typeof answer.personalizations === 'object' ? answer.personalizations : {};
      },
      (error: unknown) => {
        ctx.report(error, 'quiz reminder: GET personalizations');
        if (fetched.customerId === customerId) fetched.answers = null; // unknown answers: no reminder
      },
    );
  };

  function QuizReminder() {
    const { customer } = useStore();
    const own = useSnapshot(fetched);
    const headingId = useId();
    const customerId = customer?.customerId ?? null;
    const pageAnswers = customer?.personalizations as Answers | undefined;
    useEffect(() => {
      if (customerId && !pageAnswers) fetchAnswers(customerId);
    }, [customerId, pageAnswers]);
    const answers = pageAnswers ?? (own.customerId === customerId ? own.answers : undefined);
    const t = ctx.i18n.t;

    if (answers === undefined) {
      return (
        <section className="status-quiz-reminder status-quiz-skeleton" aria-busy="true" aria-label={t('loading')}>
          <style>{CSS}</style>
          {/* SPEC §9: 3 skeleton blocks for a section. */}
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
        </section>
      );
    }
    if (answers === null) return null;
    const quiz = quizToRemind(quizCtx.settings.personalizationQuizzes?.quizzes, answers);
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
});
