// The form both pages share: the fields prefilled from the customer's answers, saved with
// PUT /customer/{shopId}/{customerId} `personalizations` (only the fields the shopper changed) and the choices as
// the customer's tags (PUT …/tags, answers.ts customerTags), 'Unable to save preferences' on failure, then a success state. A guest (the quiz needs no login) keeps
// their draft in sessionStorage and is sent to sign in; the quiz opens again after the sign-in with it.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSnapshot, useStore, type PluginContext } from '../../runtime/public.ts';
import type { AnswersModel, Answers, Field } from './answers.ts';
import { Fields, FIELDS_CSS } from './Fields.tsx';

const DRAFT_PREFIX = 'status:quiz-draft:';

function readDraft(key: string | undefined): Answers | null {
  if (!key) return null;
  try {
    const raw = sessionStorage.getItem(DRAFT_PREFIX + key);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Answers) : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, value: Answers | null): void {
  try {
    if (value) sessionStorage.setItem(DRAFT_PREFIX + key, JSON.stringify(value));
    else sessionStorage.removeItem(DRAFT_PREFIX + key);
  } catch {
    // Storage refused (private mode): the shopper answers again after signing in.
  }
}

export interface AnswersFormProps {
  ctx: PluginContext<unknown>;
  answers: AnswersModel;
  fields: readonly Field[];
  /** Keeps a guest's draft across the sign-in (the quiz handle). */
  draftKey?: string;
  /** Where a guest goes to sign in (a protected route: the router remembers it for after the sign-in). */
  signInHash?: string;
  intro?: ReactNode;
  /** What replaces the form once saved (the quiz); without it the form stays with a saved note. */
  done?: ReactNode;
}

type Phase = 'editing' | 'saving' | 'saved';

export function AnswersForm({ ctx, answers, fields, draftKey, signInHash, intro, done }: AnswersFormProps) {
  const { customer } = useStore();
  const snapshot = useSnapshot(answers.state);
  const customerId = customer?.customerId ?? null;
  const known = customerId ? answers.read(customer, snapshot) : null;
  const [changes, setChanges] = useState<Answers>(() => readDraft(draftKey) ?? {});
  const [phase, setPhase] = useState<Phase>('editing');
  const noteId = useId();
  const doneRef = useRef<HTMLDivElement>(null);
  const t = ctx.i18n.t;

  useEffect(() => {
    if (customerId) answers.ensure(customer);
  }, [customerId, customer, answers]);
  useEffect(() => {
    if (phase === 'saved' && done) doneRef.current?.focus();
  }, [phase, done]);

  if (customerId && known === undefined) {
    return (
      <div className="status-answers status-answers-loading" aria-busy="true">
        <style>{CSS}</style>
        <span className="status-visually-hidden">{t('loading')}</span>
        {fields.slice(0, 3).map((field) => (
          <span key={field.key} className="status-skeleton-block" aria-hidden="true" />
        ))}
      </div>
    );
  }

  if (phase === 'saved' && done) {
    return (
      <div className="status-answers-done" ref={doneRef} tabIndex={-1} role="status">
        <style>{CSS}</style>
        {done}
      </div>
    );
  }

  const values = { ...(known ?? {}), ...changes };
  const changed = Object.keys(changes).length > 0;
  const busy = phase === 'saving';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!customerId) {
      if (draftKey) writeDraft(draftKey, changes);
      if (signInHash) ctx.navigate(signInHash);
      return;
    }
    if (!changed) {
      setPhase('saved');
      return;
    }
    setPhase('saving');
    try {
      await answers.save(customerId, changes, fields, values);
      if (draftKey) writeDraft(draftKey, null);
      setChanges({});
      setPhase('saved');
    } catch (error) {
      ctx.report(error, 'quizzes: PUT customer personalizations');
      ctx.toast({ message: t('saveError'), tone: 'destructive' });
      setPhase('editing');
    }
  };

  return (
    <form className="status-answers" onSubmit={submit} noValidate aria-describedby={intro ? noteId : undefined}>
      <style>{CSS}</style>
      {intro ? <div id={noteId}>{intro}</div> : null}
      <Fields
        fields={fields}
        values={values}
        disabled={busy}
        onChange={(key, value) => {
          setChanges((current) => ({ ...current, [key]: value }));
          if (phase === 'saved') setPhase('editing');
        }}
      />
      <div className="status-answers-actions">
        {!customerId ? <p className="status-answers-note">{t('guestNote')}</p> : null}
        <button type="submit" className="status-button" data-variant="primary" aria-disabled={busy || undefined}>
          {busy ? t('saving') : customerId ? t('save') : t('signInToSave')}
        </button>
        {phase === 'saved' ? (
          <p className="status-answers-note" role="status">
            {t('savedNote')}
          </p>
        ) : null}
      </div>
    </form>
  );
}

const CSS = /* css */ `
${FIELDS_CSS}
.status-answers { display: flex; flex-direction: column; gap: 24px; }
.status-answers-actions { display: flex; flex-direction: column; gap: 12px; }
.status-answers-actions .status-button { width: 100%; min-height: 48px; }
.status-answers-actions .status-button[aria-disabled="true"] { opacity: 0.7; cursor: progress; }
.status-answers-note { color: var(--status-text-muted); }
.status-answers-loading > span[aria-hidden] {
  display: block; height: 88px; border-radius: var(--status-radius-small);
}
.status-answers-done { display: flex; flex-direction: column; align-items: flex-start; gap: 12px; outline: none; }
`;
