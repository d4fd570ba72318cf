// Personal info (`info`, previous profile): first and last name, email (it signs the shopper in, so
// it is shown, not edited), phone formatted (xxx) xxx-xxxx as typed in a US or Canadian shop, birthday, and the accepts-marketing
// toggle when `acceptsMarketingToggle` is active. Saving sends only the changed fields (§7 PUT
// /customer/{shopId}/{customerId}, data.customFields); failure is 'Unable to save personal info', and
// a field the store refused (400 store_refused, e.g. a phone Shopify rejects) shows the store's words under it.
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { formatPhone, isApiError, ListStatus, usePlugin, useStore } from '../../runtime/public.ts';
import type { personalInfoManifest } from './index.ts';

export interface CustomerInfo {
  firstName: string;
  lastName: string;
  phone: string;
  birthday: string;
  acceptsMarketing: boolean;
}

interface ApiCustomer extends Partial<Record<keyof CustomerInfo, unknown>> {
  email?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function toInfo(customer: ApiCustomer): CustomerInfo {
  return {
    firstName: text(customer.firstName),
    lastName: text(customer.lastName),
    phone: text(customer.phone),
    birthday: text(customer.birthday).slice(0, 10),
    acceptsMarketing: customer.acceptsMarketing === true,
  };
}

type Refused = Partial<Record<'firstName' | 'lastName' | 'phone', string>>;

/** The fields the store refused (400 store_refused, `error.fields` at `data.customFields.<key>`), with its words. */
export function refusedInfoFields(error: unknown): Refused {
  const body = isApiError(error) && error.status === 400 ? (error.body as { error?: { fields?: unknown } } | undefined) : undefined;
  const out: Refused = {};
  for (const field of Array.isArray(body?.error?.fields) ? (body.error.fields as unknown[]) : []) {
    const { path, message } = (field ?? {}) as { path?: unknown; message?: unknown };
    const key = typeof path === 'string' ? path.replace(/^data\.customFields\./, '') : '';
    if (typeof message === 'string' && (key === 'firstName' || key === 'lastName' || key === 'phone')) out[key] ??= message;
  }
  return out;
}

/** The fields whose value differs from what the server has: all that PUT sends. */
export function changedFields(saved: CustomerInfo, current: CustomerInfo): Partial<CustomerInfo> {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(current) as (keyof CustomerInfo)[]) {
    const value = typeof current[key] === 'string' ? (current[key] as string).trim() : current[key];
    if (value !== saved[key]) changed[key] = value;
  }
  return changed as Partial<CustomerInfo>;
}

export const CSS = /* css */ `
.status-form { display: flex; flex-direction: column; gap: 16px; }
.status-form-row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
@media (max-width: 360px) { .status-form-row { grid-template-columns: 1fr; } }
.status-field { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.status-field label { font-weight: 600; }
.status-field .status-optional { font-weight: 400; color: var(--status-text-muted); }
.status-input {
  min-height: 48px; padding: 0 14px; border: 1px solid #71717a; border-radius: var(--status-radius-small);
  background: var(--status-bg); color: inherit; font: inherit; font-size: 16px; width: 100%; box-sizing: border-box;
}
.status-input:focus-visible { outline: 3px solid var(--status-focus); outline-offset: 1px; }
.status-input[readonly] { background: var(--status-surface); }
.status-input[aria-invalid="true"] { border-color: var(--status-danger); }
.status-field-hint { font-size: 14px; color: var(--status-text-muted); margin: 0; }
.status-field-error { font-size: 14px; color: var(--status-danger); margin: 0; }
.status-check { display: flex; align-items: flex-start; gap: 10px; }
.status-check input { width: 20px; height: 20px; margin: 2px 0 0; accent-color: var(--status-accent); }
.status-form .status-button { width: 100%; }
.status-form .status-button[aria-disabled="true"] { opacity: 0.6; cursor: not-allowed; }
.status-form .status-button[aria-busy="true"] { cursor: progress; }
`;

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; email: string; saved: CustomerInfo };

export default function InfoPage() {
  const { ctx, settings, t } = usePlugin<typeof personalInfoManifest>();
  const { customer, config } = useStore();
  // Only a North American shop's numbers take the (555) 555-5555 shape and its example; elsewhere the number
  // stays as typed, with no foreign example.
  const northAmerican = ['US', 'CA'].includes((config.locale.countryCode ?? 'US').toUpperCase());
  const customerId = customer?.customerId;
  const path = `/customer/${encodeURIComponent(ctx.store.config.shopId)}/${encodeURIComponent(customerId ?? '')}`;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [values, setValues] = useState<CustomerInfo>(toInfo({}));
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<Refused>({});
  const [attempt, setAttempt] = useState(0);
  const id = useId();

  useEffect(() => {
    if (!customerId) return;
    let live = true;
    ctx.api.get<{ customer: ApiCustomer }>(path).then(
      ({ customer: answer }) => {
        if (!live) return;
        const saved = toInfo(answer);
        setLoad({ status: 'ready', email: text(answer.email), saved });
        setValues(saved);
      },
      (error: unknown) => {
        if (!live) return;
        ctx.report(error, 'profile: GET /customer');
        setLoad({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [ctx, path, customerId, attempt]);

  if (load.status !== 'ready') {
    const resource = { status: load.status, retry: () => setAttempt((n) => n + 1) };
    return <ListStatus resource={resource} loadingLabel={t('loading')} errorText={t('loadError')} retryLabel={t('retry')} />;
  }

  const changed = changedFields(load.saved, values);
  const dirty = Object.keys(changed).length > 0;
  const marketingToggle = settings.acceptsMarketingToggle.isActive;
  const set = <K extends keyof CustomerInfo>(key: K, value: CustomerInfo[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (refused[key as keyof Refused]) setRefused((r) => ({ ...r, [key]: undefined }));
  };
  const errorProps = (key: keyof Refused) => (refused[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {});
  const errorText = (key: keyof Refused) =>
    refused[key] ? (
      <p id={`${id}-${key}-error`} className="status-field-error">
        {refused[key]}
      </p>
    ) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || load.status !== 'ready') return;
    if (!dirty) {
      ctx.toast({ message: t('noChanges') });
      return;
    }
    setSaving(true);
    setRefused({});
    try {
      const answer = await ctx.api.put<{ customer?: ApiCustomer }>(path, { customFields: changed });
      const saved = answer?.customer ? toInfo(answer.customer) : { ...load.saved, ...changed };
      setLoad({ ...load, saved });
      setValues(saved);
      ctx.toast({ message: t('saved'), tone: 'success' });
    } catch (error) {
      ctx.report(error, 'profile: PUT /customer');
      ctx.toast({ message: t('saveError'), tone: 'destructive' });
      setRefused(refusedInfoFields(error));
    }
    setSaving(false);
  }

  /** A field: its label (marked optional where it is), the input, then its hint or error. */
  const field = (key: keyof CustomerInfo | 'email', optional: boolean, input: ReactNode, below?: ReactNode) => (
    <div className="status-field">
      <label htmlFor={`${id}-${key}`}>
        {t(key)}
        {optional ? (
          <>
            {' '}
            <span className="status-optional">{t('optional')}</span>
          </>
        ) : null}
      </label>
      {input}
      {below}
    </div>
  );
  const name = (key: 'firstName' | 'lastName', autoComplete: string) =>
    field(
      key,
      false,
      <input
        id={`${id}-${key}`}
        className="status-input"
        autoComplete={autoComplete}
        maxLength={200}
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
        {...errorProps(key)}
      />,
      errorText(key),
    );

  return (
    <form className="status-form" noValidate onSubmit={(e) => void submit(e)}>
      <style data-status="profile-form">{CSS}</style>
      <div className="status-form-row">
        {name('firstName', 'given-name')}
        {name('lastName', 'family-name')}
      </div>
      {field(
        'email',
        false,
        <input id={`${id}-email`} className="status-input" type="email" readOnly value={load.email} aria-describedby={`${id}-email-hint`} />,
        <p id={`${id}-email-hint`} className="status-field-hint">
          {t('emailHint')}
        </p>,
      )}
      {field(
        'phone',
        true,
        <input
          id={`${id}-phone`}
          className="status-input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={northAmerican ? '(555) 555-5555' : undefined}
          maxLength={40}
          value={values.phone}
          onChange={(e) => set('phone', northAmerican ? formatPhone(e.target.value) : e.target.value)}
          {...errorProps('phone')}
        />,
        errorText('phone'),
      )}
      {field(
        'birthday',
        true,
        <input id={`${id}-birthday`} className="status-input" type="date" autoComplete="bday" value={values.birthday} onChange={(e) => set('birthday', e.target.value)} />,
      )}
      {marketingToggle ? (
        <label className="status-check">
          <input type="checkbox" checked={values.acceptsMarketing} onChange={(e) => set('acceptsMarketing', e.target.checked)} />
          <span>{t('acceptsMarketing')}</span>
        </label>
      ) : null}
      <button type="submit" className="status-button" data-variant="primary" aria-disabled={!dirty || saving || undefined} aria-busy={saving || undefined}>
        {saving ? t('saving') : t('save')}
      </button>
    </form>
  );
}
