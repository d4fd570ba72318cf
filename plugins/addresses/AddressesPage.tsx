// The address list (`addresses`, previous profile): the default address first, each with Edit and,
// for the others, "Set as default" (PUT …/address/{id} with isDefault); an Add address button. The country
// list (cached) only turns codes into names; the list shows without it.
import { useState } from 'react';
import { EmptyCard, ListStatus, usePlugin, useResource } from '../../runtime/public.ts';
import { listAddresses, loadCountries, saveAddress, type Address, type Country } from './api.ts';
import { addressLines, addressSummary, countryNamer } from './format.ts';
import { ADDRESSES_CSS } from './styles.ts';

export default function AddressesPage() {
  const { ctx } = usePlugin();
  const t = ctx.i18n.t;
  const [countries, setCountries] = useState<Country[]>([]);
  const list = useResource(
    (signal) => {
      // The country names come along (cached); the list shows without them.
      loadCountries(ctx.api).then((c) => !signal.aborted && setCountries(c), (error: unknown) => ctx.report(error, 'addresses: GET /init/countries'));
      return listAddresses(ctx, signal);
    },
    [ctx],
    { onError: (error) => ctx.report(error, 'addresses: GET /customer') },
  );
  const [busy, setBusy] = useState<string | null>(null);

  async function makeDefault(address: Address) {
    if (busy) return;
    setBusy(address.addressId);
    try {
      await saveAddress(ctx, address, { addressId: address.addressId, isDefault: true });
      list.update((items) => [{ ...address, isDefault: true }, ...items.filter((a) => a.addressId !== address.addressId).map((a) => ({ ...a, isDefault: false }))]);
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
      <ListStatus
        resource={list}
        loadingLabel={t('loading')}
        errorText={t('loadError')}
        retryLabel={t('retry')}
        empty={<EmptyCard heading={t('emptyHeading')} text={t('emptyText')} />}
      />
      {list.status === 'ready' ? (
        <ul className="status-address-list">
          {list.data.map((address) => {
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
      ) : null}
      {list.status === 'ready' || list.status === 'empty' ? (
        <a className="status-button" data-variant="primary" href="#status-add-address">
          {t('add')}
        </a>
      ) : null}
    </div>
  );
}
