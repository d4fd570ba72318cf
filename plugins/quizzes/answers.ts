// The customer's answers (customer.personalizations), shared by the reminder, the quiz and preferences
// pages and the login-triggered survey: the page's init data when it describes this customer, otherwise one
// GET /customer/{shopId}/{customerId}/personalizations; what this page saved is laid over either, so the
// reminder disappears and the forms prefill as soon as a save answered.
import type { PluginContext, Settings } from '../../runtime/public.ts';

export type Field = Settings['personalization']['data'][number];
export type Quiz = Settings['personalizationQuizzes']['quizzes'][number];
export type Answers = Record<string, unknown>;

/** A field is unanswered when its value is missing, null, blank text or an empty list. */
export function isUnanswered(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Whether some field of the quiz is unanswered. */
export const hasUnanswered = (quiz: Quiz, answers: Answers) => (quiz.fields ?? []).some((field) => isUnanswered(answers[field.key]));

/** The quiz is active, has a reminder flag, and some field is missing or empty in the answers. */
export function quizToRemind(quizzes: readonly Quiz[] | undefined, answers: Answers): Quiz | null {
  return (quizzes ?? []).find((quiz) => quiz.isActive === true && quiz.reminder === true && hasUnanswered(quiz, answers)) ?? null;
}

/** The active quiz with trigger 'login' whose field keys the customer has not all answered. */
export function loginQuiz(quizzes: readonly Quiz[] | undefined, answers: Answers): Quiz | null {
  return (quizzes ?? []).find((quiz) => quiz.isActive === true && quiz.trigger === 'login' && hasUnanswered(quiz, answers)) ?? null;
}

/**
 * The customer's tags once their choices are saved: `{key}:{value}` for each chosen option of `choices` (a store can
 * segment its customers by them in Shopify), in place of the tags those questions had; every other tag kept. At
 * most 100 tags of 100 characters, no commas (what the API takes).
 */
export function customerTags(current: readonly unknown[], choices: readonly Field[], values: Answers): string[] {
  const ours = (tag: string) => choices.some((field) => tag.startsWith(`${field.key}:`));
  const kept = current.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '' && !ours(tag));
  const chosen = choices.flatMap((field) => [values[field.key]].flat().filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => `${field.key}:${v}`.replace(/,/g, ' ').slice(0, 100)));
  return [...new Set([...kept, ...chosen])].slice(0, 100);
}

export interface AnswersState {
  /** The customer the fetched answers belong to. */
  customerId: string | null;
  /** Fetched answers: undefined while not asked or in flight, null when the API failed. */
  fetched: Answers | null | undefined;
  /** What this page saved, by customer: laid over the page's or the fetched answers. */
  savedFor: string | null;
  saved: Answers;
}

type Customer = { readonly customerId?: string | null; readonly personalizations?: unknown } | null | undefined;

export function createAnswers(ctx: PluginContext<unknown>) {
  const state = ctx.state<AnswersState>({ customerId: null, fetched: undefined, savedFor: null, saved: {} });
  const path = (customerId: string) => `/customer/${encodeURIComponent(ctx.store.config.shopId)}/${encodeURIComponent(customerId)}`;
  const pageAnswers = (customer: Customer): Answers | undefined => {
    const value = customer?.personalizations;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Answers) : undefined;
  };

  /** Asks the API once per customer when the page did not describe their answers. */
  function ensure(customer: Customer): void {
    const customerId = customer?.customerId;
    if (!customerId || pageAnswers(customer) || state.customerId === customerId) return;
    Object.assign(state, { customerId, fetched: undefined });
    ctx.api.get<{ personalizations?: Answers }>(`${path(customerId)}/personalizations`).then(
      (answer) => {
        if (state.customerId !== customerId) return;
        const found = answer?.personalizations;
        state.fetched = found && typeof found === 'object' ? found : {};
      },
      (error: unknown) => {
        ctx.report(error, 'quizzes: GET personalizations');
        if (state.customerId === customerId) state.fetched = null;
      },
    );
  }

  /** The answers as known now (pass snapshots from React): undefined while loading, null when unknown. */
  function read(customer: Customer, snapshot: Readonly<AnswersState>): Answers | null | undefined {
    const customerId = customer?.customerId ?? null;
    if (!customerId) return undefined;
    const base = pageAnswers(customer) ?? (snapshot.customerId === customerId ? snapshot.fetched : undefined);
    if (base === undefined || base === null) return base;
    return snapshot.savedFor === customerId ? { ...base, ...snapshot.saved } : base;
  }

  /** Waits for the answers of a customer (page data, or the GET). */
  async function load(customer: Customer): Promise<Answers | null> {
    ensure(customer);
    const known = read(customer, state);
    if (known !== undefined) return known;
    const customerId = customer?.customerId;
    return new Promise((resolve) => {
      const poll = () => {
        if (state.customerId !== customerId) return resolve(null);
        const value = read(customer, state);
        if (value === undefined) setTimeout(poll, 50);
        else resolve(value);
      };
      poll();
    });
  }

  /**
   * PUT /customer/{shopId}/{customerId} with `personalizations` (a cleared answer is sent as null: the API drops it),
   * then the customer's tags for the choice questions among `fields` (customerTags).
   */
  async function save(customerId: string, changes: Answers, fields: readonly Field[] = [], values: Answers = changes): Promise<void> {
    const personalizations = Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, isUnanswered(value) ? null : value]));
    await ctx.api.put(path(customerId), { personalizations });
    if (state.savedFor !== customerId) Object.assign(state, { savedFor: customerId, saved: {} });
    state.saved = { ...state.saved, ...changes };
    const choices = fields.filter((field) => field.type !== 'text' && field.type !== 'date' && field.key in changes);
    if (!choices.length) return;
    // PUT …/tags replaces every tag: the store's own (and other questions') are read first and kept.
    const current = await ctx.api.get<{ customer?: { tags?: unknown } }>(path(customerId));
    const tags = customerTags(Array.isArray(current?.customer?.tags) ? current.customer.tags : [], choices, values);
    await ctx.api.put(`${path(customerId)}/tags`, { tags });
  }

  return { state, ensure, read, load, save };
}

export type AnswersModel = ReturnType<typeof createAnswers>;
