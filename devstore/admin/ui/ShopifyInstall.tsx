// Installs the Status app in this shop as Shopify's admin would: the devstore mints the shop's session token and
// sends it to the API's POST /shopify/install (POST /devstore/admin/install does both), and the result is shown:
// the scopes granted, whether it was the first install, or why it was refused.
import { useState } from 'react';

interface Installed {
  shopDomain: string;
  firstInstall: boolean;
  scopes: string[];
  missingScopes: string[];
}

type State = { state: 'idle' } | { state: 'busy' } | { state: 'done'; result: Installed } | { state: 'error'; message: string };

export function ShopifyInstall({ token, shopId }: { token: string; shopId: string }) {
  const [status, setStatus] = useState<State>({ state: 'idle' });
  const install = () => {
    setStatus({ state: 'busy' });
    fetch(`/devstore/admin/install?shop=${encodeURIComponent(shopId)}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as (Installed & { error?: { message?: string } }) | null;
        if (!response.ok || !body) throw new Error(body?.error?.message ?? `HTTP ${response.status}`);
        setStatus({ state: 'done', result: body });
      })
      .catch((e: Error) => setStatus({ state: 'error', message: e.message }));
  };

  return (
    <section className="section" aria-labelledby="install-heading">
      <div className="section-head">
        <h2 id="install-heading">Shopify app</h2>
        <p className="section-note">Install the Status app in this shop as Shopify would: a session token exchanged for the shop's Admin API token.</p>
        <button type="button" className="button button-secondary" onClick={install} disabled={status.state === 'busy'}>
          {status.state === 'done' ? 'Install again' : 'Install the app'}
        </button>
      </div>
      <div aria-live="polite">
        {status.state === 'busy' && <p className="loading">Installing…</p>}
        {status.state === 'done' && (
          <p className="notice" role="status">
            {status.result.firstInstall ? 'Installed' : 'Reinstalled'} in {status.result.shopDomain}; scopes granted: {status.result.scopes.join(', ') || 'none'}.
            {status.result.missingScopes.length > 0 && ` Missing: ${status.result.missingScopes.join(', ')}.`}
          </p>
        )}
        {status.state === 'error' && (
          <p className="notice notice-error" role="alert">
            The app could not be installed: {status.message}
          </p>
        )}
      </div>
    </section>
  );
}
