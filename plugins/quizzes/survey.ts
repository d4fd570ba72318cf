// The login-triggered survey: after a login, when an active quiz with trigger 'login' has field
// keys the customer has not answered, the panel goes to it, except on the order confirmation, order receipt,
// quiz and orders routes. Once per page.
//
// Two moments are "after a login": the `login` hook (a sign-in that completed in this page), and a page the
// shop login's round trip (Multipass) returned to, which the session marks `isInitialLoginSession`. There the
// panel opened on the return hash before this deferred plugin started; the survey replaces that page only
// if it is For you and the shopper has not moved on from it meanwhile. A route asked for while the deferred plugins were
// starting is moved to once they all are (runtime.ts `towardDeferred`), so the check waits SETTLE_MS first.
import type { PluginContext } from '../../runtime/public.ts';
import { loginQuiz, type AnswersModel, type Quiz } from './answers.ts';

/** How long the return page's check waits for a route asked for while the deferred plugins started. */
const SETTLE_MS = 400;

/**
 * Route names the survey never interrupts: the four above (the quiz's own routes included), plus the one-click
 * order link (buy-again, an order page too) and sign-out.
 */
export const SURVEY_EXCEPT = new Set(['confirmation', 'order', 'orders', 'buy-again', 'survey', 'survey-sign-in', 'sign-out']);

export function startLoginSurvey(ctx: PluginContext<unknown>, answers: AnswersModel, quizzes: () => readonly Quiz[] | undefined): void {
  let asked = false;

  async function check(afterLoginInPage: boolean): Promise<void> {
    const customer = ctx.store.customer;
    if (asked || !customer?.customerId) return;
    asked = true;
    const startedOn = ctx.store.ui.route?.hash ?? null;
    const known = await answers.load(customer);
    // Let the sign-in (or the deferred start) finish moving the panel.
    await new Promise((resolve) => setTimeout(resolve, afterLoginInPage ? 0 : SETTLE_MS));
    if (!known || ctx.store.customer?.customerId !== customer.customerId) return;
    const quiz = loginQuiz(quizzes(), known);
    if (!quiz) return;
    const route = ctx.store.ui.route;
    if (route && SURVEY_EXCEPT.has(route.name)) return;
    // The return page: only For you, where the round trip lands, is replaced. A shopper who opened another page
    // themselves (the first open after the return may come pages later) keeps it; For you's reminder remains.
    if (!afterLoginInPage && (!ctx.store.ui.isOpen || route?.name !== 'foryou' || (route?.hash ?? null) !== startedOn)) return;
    ctx.navigate(`#status-survey:${quiz.handle}`);
  }

  ctx.hooks.login.tap(() => void check(true));
  const returned = () => {
    if (ctx.store.auth.isInitialLoginSession) void check(false);
  };
  ctx.hooks.authChange.tap(returned);
  returned();
}
