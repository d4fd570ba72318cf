// The address form (`add-address` and `address:{id}`, previous addresses): first and last
// name, address, address line 2 (optional), city, country/region and state/province pickers from GET
// /init/countries (cached), postcode labelled by country (Zip code, Postal code, Postcode; the
// message stays 'Zip code required'), phone (optional; US and Canadian numbers formatted as typed). Submitting with errors
// shows each under its field (aria-invalid, aria-describedby) and focuses the first. Editing also deletes,
// after a confirmation. Failures are 'Unable to save address' / 'Unable to delete address'; when the
// store refused fields (400 store_refused, e.g. a postcode Shopify rejects), each shows its words under its field.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { formatPhone, ListStatus, usePlugin, type PageProps, type PluginContext } from '../../runtime/public.ts';
import { deleteAddress, FORM_FIELDS, listAddresses, loadCountries, refusedFields, saveAddress, type Address, type AddressFields, type Country } from './api.ts';
import { countryNamer } from './format.ts';
import { ADDRESSES_CSS } from './styles.ts';
import { postcodeLabel, REQUIRED, stateLabel, validateAddress, type AddressErrors } from './validate.ts';

const EMPTY: AddressFields = { firstName: '', lastName: '', address1: '', address2: '', city: '', country: '', state: '', postcode: '', phone: '' };

/** An input's own needs: optional (no aria-required), `tel` (type and keyboard), a length, an example, a shape kept as typed. */
interface InputOptions {
  optional?: boolean;
  type?: 'tel';
  maxLength?: number;
  placeholder?: string | undefined;
  format?: ((typed: string) => string) | undefined;
}

type Load = { status: 'loading' } | { status: 'error' } | { status: 'missing' } | { status: 'ready'; address: Address | null };

export function AddressForm({ ctx, addressId }: { ctx: PluginContext; addressId: string | undefined }) {
  const t = ctx.i18n.t;
  const id = useId();
  const [load, setLoad] = useState<Load>(addressId ? { status: 'loading' } : { status: 'ready', address: null });
  const [countries, setCountries] = useState<Country[] | null>(null);
  const [values, setValues] = useState<AddressFields>(() => ({ ...EMPTY, country: ctx.store.config.locale.countryCode?.toUpperCase() ?? '' }));
  const [makeDefault, setMakeDefault] = useState(false);
  const [errors, setErrors] = useState<AddressErrors>({});
  /** The store's words for the fields it refused on the last save. */
  const [refused, setRefused] = useState<Partial<Record<keyof AddressFields, string>>>({});
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const fields = useRef(new Map<string, HTMLElement | null>());
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    loadCountries(ctx.api).then(
      (list) => live && setCountries(list),
      (error: unknown) => {
        ctx.report(error, 'addresses: GET /init/countries');
        if (live) setCountries([]);
      },
    );
    if (addressId) {
      listAddresses(ctx).then(
        (items) => {
          if (!live) return;
          const address = items.find((a) => a.addressId === addressId);
          if (!address) return setLoad({ status: 'missing' });
          setLoad({ status: 'ready', address });
          setValues({ ...EMPTY, ...address });
        },
        (error: unknown) => {
          if (!live) return;
          ctx.report(error, 'addresses: GET /customer');
          setLoad({ status: 'error' });
        },
      );
    }
    return () => {
      live = false;
    };
  }, [ctx, addressId, attempt]);

  useEffect(() => {
    if (!confirming) return;
    confirmHeading.current?.focus();
    // Its buttons in view too, above the bottom nav, not only the heading.
    confirmHeading.current?.parentElement?.scrollIntoView?.({ block: 'center' });
  }, [confirming]);

  if (load.status === 'loading' || load.status === 'error' || countries === null) {
    // The countries come first: until they do, a failed address still shows the skeleton.
    const resource = { status: load.status === 'error' && countries ? 'error' : 'loading', retry: () => setAttempt((n) => n + 1) } as const;
    return <ListStatus resource={resource} loadingLabel={t('loading')} errorText={t('loadError')} retryLabel={t('retry')} />;
  }
  if (load.status === 'missing') {
    return (
      <div className="status-card" role="alert">
        <p>{t('notFound')}</p>
      </div>
    );
  }
  const country = countries.find((c) => c.code === values.country);
  const states = country?.states ?? [];
  // A country the list knows without states has no state field (the API asks for one only where there are states).
  const hasStateField = !country || states.length > 0;
  const name = countryNamer(ctx.i18n.language, countries);
  const sortedCountries = [...countries].map((c) => ({ code: c.code, name: name(c.code) })).sort((a, b) => a.name.localeCompare(b.name, ctx.i18n.language));
  const existing = load.address;

  // Only North American numbers take the (555) 555-5555 shape; a German one stays as typed.
  const northAmerican = values.country === 'US' || values.country === 'CA';
  const set = (key: keyof AddressFields, value: string) => {
    setValues((v) => ({ ...v, [key]: value, ...(key === 'country' ? { state: '' } : {}) }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
    if (refused[key] || (key === 'country' && refused.state)) setRefused((r) => ({ ...r, [key]: undefined, ...(key === 'country' ? { state: undefined } : {}) }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = validateAddress(values, country);
    setErrors(found);
    setRefused({});
    const first = REQUIRED.find((key) => found[key]);
    if (first) {
      const node = fields.current.get(first);
      node?.focus();
      node?.closest('.status-field')?.scrollIntoView?.({ block: 'center' }); // its label in view, not only the box
      return;
    }
    setSaving(true);
    try {
      const payload = hasStateField ? values : { ...values, state: '' };
      await saveAddress(ctx, payload, { ...(existing ? { addressId: existing.addressId } : {}), isDefault: makeDefault });
      ctx.toast({ message: t('saved'), tone: 'success' });
      ctx.navigate('#status-addresses', { replace: true });
    } catch (error) {
      ctx.report(error, 'addresses: save');
      ctx.toast({ message: t('saveError'), tone: 'destructive' });
      setSaving(false);
      const byField = refusedFields(error);
      setRefused(byField);
      const firstRefused = FORM_FIELDS.find((key) => byField[key]);
      if (firstRefused) fields.current.get(firstRefused)?.focus();
    }
  }

  async function remove() {
    if (!existing || deleting) return;
    setDeleting(true);
    try {
      await deleteAddress(ctx, existing.addressId);
      ctx.toast({ message: t('deleted'), tone: 'success' });
      ctx.navigate('#status-addresses', { replace: true });
    } catch (error) {
      ctx.report(error, 'addresses: delete');
      ctx.toast({ message: t('deleteError'), tone: 'destructive' });
      setDeleting(false);
    }
  }

  const ref = (key: string) => (node: HTMLElement | null) => void fields.current.set(key, node);
  const errorProps = (key: keyof AddressFields) =>
    errors[key] || refused[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {};
  const errorText = (key: keyof AddressFields) =>
    errors[key] || refused[key] ? (
      <p id={`${id}-${key}-error`} className="status-field-error">
        {errors[key] ? t(errors[key]) : refused[key]}
      </p>
    ) : null;
  /** What every input and picker of the form has: its id for the label, its value, its error wiring. */
  const control = (key: keyof AddressFields) => ({ ref: ref(key), id: `${id}-${key}`, className: 'status-input', value: values[key], ...errorProps(key) });
  /** A field: the label (marked optional where it is), the input or picker, the error under it. */
  const field = (key: keyof AddressFields, label: string, optional: boolean, box: ReactNode) => (
    <div className="status-field">
      <label htmlFor={`${id}-${key}`}>
        {label}
        {optional ? <span className="status-optional"> {t('optional')}</span> : null}
      </label>
      {box}
      {errorText(key)}
    </div>
  );
  const input = (key: keyof AddressFields, label: string, autoComplete: string, options: InputOptions = {}) =>
    field(
      key,
      label,
      !!options.optional,
      <input
        {...control(key)}
        type={options.type}
        inputMode={options.type}
        autoComplete={autoComplete}
        placeholder={options.placeholder}
        maxLength={options.maxLength ?? 200}
        aria-required={options.optional ? undefined : true}
        onChange={(e) => set(key, options.format ? options.format(e.target.value) : e.target.value)}
      />,
    );
  /** A required picker: a "choose" first, a saved value the list does not know kept as it is, then the list. */
  const picker = (key: 'country' | 'state', label: string, autoComplete: string, choose: string, choices: readonly { code: string; name: string }[]) =>
    field(
      key,
      label,
      false,
      <select {...control(key)} autoComplete={autoComplete} aria-required onChange={(e) => set(key, e.target.value)}>
        <option value="">{choose}</option>
        {choices.some((c) => c.code === values[key]) || !values[key] ? null : <option value={values[key]}>{values[key]}</option>}
        {choices.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>,
    );

  return (
    <div className="status-addresses">
      <style data-status="addresses">{ADDRESSES_CSS}</style>
      <form className="status-form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="status-form-row">
          {input('firstName', t('firstName'), 'given-name')}
          {input('lastName', t('lastName'), 'family-name')}
        </div>
        {input('address1', t('address1'), 'address-line1')}
        {input('address2', t('address2'), 'address-line2', { optional: true })}
        {input('city', t('city'), 'address-level2')}
        {picker('country', t('country'), 'country', t('chooseCountry'), sortedCountries)}
        <div className="status-form-row">
          {hasStateField ? (
            states.length > 0 ? (
              picker('state', t(stateLabel(values.country)), 'address-level1', t('chooseState'), states)
            ) : (
              input('state', t(stateLabel(values.country)), 'address-level1')
            )
          ) : null}
          {input('postcode', t(postcodeLabel(values.country)), 'postal-code', { maxLength: 20 })}
        </div>
        {input('phone', t('phone'), 'tel-national', {
          optional: true,
          type: 'tel',
          maxLength: 40,
          placeholder: northAmerican ? '(555) 555-5555' : undefined,
          format: northAmerican ? formatPhone : undefined,
        })}
        {existing?.isDefault ? null : (
          <label className="status-check">
            <input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} />
            <span>{t('makeDefault')}</span>
          </label>
        )}
        <button type="submit" className="status-button" data-variant="primary" aria-busy={saving || undefined}>
          {saving ? t('saving') : t('save')}
        </button>
      </form>
      {existing ? (
        confirming ? (
          <section className="status-confirm" aria-labelledby={`${id}-confirm`}>
            <h2 id={`${id}-confirm`} ref={confirmHeading} tabIndex={-1}>
              {t('deleteConfirm')}
            </h2>
            <p>{t('deleteConfirmText')}</p>
            <div className="status-confirm-actions">
              <button
                type="button"
                className="status-button"
                onClick={() => {
                  setConfirming(false);
                  requestAnimationFrame(() => deleteButton.current?.focus());
                }}
              >
                {t('cancel')}
              </button>
              <button type="button" className="status-button" data-variant="danger" aria-busy={deleting || undefined} onClick={() => void remove()}>
                {deleting ? t('deleting') : t('deleteYes')}
              </button>
            </div>
          </section>
        ) : (
          <button ref={deleteButton} type="button" className="status-button" data-variant="danger" onClick={() => setConfirming(true)}>
            {t('delete')}
          </button>
        )
      ) : null}
    </div>
  );
}

/** The add-address and address pages: an empty form, or the address of the route's id. */
export default function AddressFormPage({ route }: PageProps) {
  const { ctx } = usePlugin();
  return <AddressForm ctx={ctx} addressId={route.name === 'address' ? route.params[0] : undefined} />;
}
