// The address list (`addresses`, previous profile): the default address first, each with Edit and,
// for the others, "Set as default" (PUT …/address/{id} with isDefault); an Add address button. The country
// list (cached) only turns codes into names; the list shows without it.
import { useEffect, useState } from 'react';
import { usePlugin } from '../../runtime/public.ts';
import { listAddresses, loadCountries, saveAddress, type Address, type Country } from './api.ts';
import { addressLines, addressSummary, countryNamer } from './format.ts';
import { ADDRESSES_CSS } from './styles.ts';

type ListState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: Address[] };

export default function AddressesPage() {
  const { ctx } = usePlugin();
  const t = ctx.i18n.t;
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [countries, setCountries] = useState<Country[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    listAddresses(ctx).then(
      (items) => live && setList({ status: 'ready', items }),
      (error: unknown) => {
        if (!live) return;
        ctx.report(error, 'addresses: GET /customer');
        setList({ status: 'error' });
      },
    );
    loadCountries(ctx.api).then((c) => live && setCountries(c), (error: unknown) => ctx.report(error, 'addresses: GET /init/countries'));
    return () => {
      live = false;
    };
  }, [ctx, attempt]);

  async function makeDefault(address: Address) {
    if (busy) return;
    setBusy(address.addressId);
    try {
      await saveAddress(ctx, address, { addressId: address.addressId, isDefault: true });
      setList((current) =>
        current.status === 'ready'
          ? { status: 'ready', items: [{ ...address, isDefault: true }, ...current.items.filter((a) => a.addressId !== address.addressId).map((a) => ({ ...a, isDefault: false }))] }
          : current,
      );
      ctx.toast({ message: t('defaultSaved'), tone: 'success' });
    } catch (error) {
      ctx.report(error, 'addresses: PUT address (default)');
      ctx.toast({ message: t('saveError'), tone: 'destructive' });
    }
    setBusy(null);
  }

  const name = countryNamer(ctx.i18n.language, countries);
  return (
    <div className="status-addresses">
      <style data-status="addresses">{ADDRESSES_CSS}</style>
      {list.status === 'loading' ? (
        <div className="status-skeleton" data-size="small">
          <span className="status-visually-hidden">{t('loading')}</span>
          {[0, 1, 2].map((i) => (
            <span key={i} className="status-skeleton-block" aria-hidden="true" />
          ))}
        </div>
      ) : list.status === 'error' ? (
        <div className="status-card" role="alert">
          <p>{t('loadError')}</p>
          <button type="button" className="status-button" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </div>
      ) : list.items.length === 0 ? (
        <div className="status-card">
          <h2>{t('emptyHeading')}</h2>
          <p className="status-muted">{t('emptyText')}</p>
        </div>
      ) : (
        <ul className="status-address-list">
          {list.items.map((address) => {
            const summary = addressSummary(address);
            return (
              <li key={address.addressId} className="status-address" aria-label={address.isDefault ? `${summary} (${t('default')})` : summary}>
                <div className="status-address-name">
                  {`${address.firstName} ${address.lastName}`.trim()}
                  {address.isDefault ? <span className="status-address-badge">{t('default')}</span> : null}
                </div>
                <address>
                  {addressLines(address, name, countries).map((line, i) => (
                    <div key={i}>{line}</div>
                  ))}
                </address>
                <div className="status-address-actions">
                  <a className="status-button" href={`#status-address:${address.addressId}`} aria-label={t('editAddress', { summary })}>
                    {t('edit')}
                  </a>
                  {address.isDefault ? null : (
                    <button
                      type="button"
                      className="status-button"
                      aria-label={t('setDefaultFor', { summary })}
                      aria-disabled={busy !== null || undefined}
                      aria-busy={busy === address.addressId || undefined}
                      onClick={() => void makeDefault(address)}
                    >
                      {t('setDefault')}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {list.status === 'ready' ? (
        <a className="status-button" data-variant="primary" href="#status-add-address">
          {t('add')}
        </a>
      ) : null}
    </div>
  );
}
