// The shop's identity provider for Shopify's new customer accounts (server/README.md, "Identity provider (OpenID
// Connect)"): the discovery URL, client id and secret the merchant pastes into Shopify's admin, Shopify's callback
// URL saved back, and a new secret on request. Read and written with the admin token.
import { type FormEvent, useCallback, useEffect, useState } from 'react';

/** As GET /admin/shops/{shopId}/identity-provider answers. */
interface ProviderValues {
  discoveryUrl: string;
  clientId: string | null;
  clientSecret: string | null;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

export function IdentityProvider({ apiUrl, token, shopId }: { apiUrl: string; token: string; shopId: string }) {
  const url = `${apiUrl.replace(/\/+$/, '')}/admin/shops/${encodeURIComponent(shopId)}/identity-provider`;
  const [values, setValues] = useState<ProviderValues | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [showSecret, setShowSecret] = useState(false);
  const [callback, setCallback] = useState('');
  const [logout, setLogout] = useState('');

  const take = useCallback(async (response: Response) => {
    const body = (await response.json().catch(() => null)) as (ProviderValues & { error?: { message?: string } }) | null;
    if (!response.ok || !body) throw new Error(body?.error?.message ?? `HTTP ${response.status}`);
    setValues(body);
    setCallback(body.redirectUris[0] ?? '');
    setLogout(body.postLogoutRedirectUris[0] ?? '');
  }, []);

  useEffect(() => {
    fetch(url, { headers: { authorization: `Bearer ${token}` }, cache: 'no-store' })
      .then(take)
      .catch((e: Error) => setError(e.message));
  }, [url, token, take]);

  const save = (rotateSecret: boolean) => {
    setError(null);
    fetch(url, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { redirectUris: [callback.trim()], postLogoutRedirectUris: logout.trim() ? [logout.trim()] : [], rotateSecret } }),
    })
      .then(take)
      .catch((e: Error) => setError(e.message));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save(false);
  };

  return (
    <section className="section" aria-labelledby="idp-heading">
      <div className="section-head">
        <h2 id="idp-heading">Identity provider (Shopify Plus)</h2>
        <p className="section-note">Paste these into Shopify's admin (Settings, Customer accounts) to sign shoppers in to the store with Status.</p>
      </div>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      {values === null ? (
        !error && <p className="loading">Loading the identity provider…</p>
      ) : (
        <>
          <dl className="idp-values">
            <dt>Discovery URL</dt>
            <dd>
              <code>{values.discoveryUrl}</code>
            </dd>
            <dt>Client id</dt>
            <dd>{values.clientId ? <code>{values.clientId}</code> : 'Saved with the callback URL below'}</dd>
            <dt>Client secret</dt>
            <dd>
              {values.clientSecret ? (
                <>
                  <code>{showSecret ? values.clientSecret : '••••••••••••'}</code>{' '}
                  <button type="button" className="button button-secondary" onClick={() => setShowSecret(!showSecret)}>
                    {showSecret ? 'Hide secret' : 'Show secret'}
                  </button>{' '}
                  <button type="button" className="button button-secondary" onClick={() => save(true)}>
                    New secret
                  </button>
                </>
              ) : (
                'Saved with the callback URL below'
              )}
            </dd>
          </dl>
          <form onSubmit={onSubmit}>
            <div className="field">
              <label htmlFor="idp-callback">Shopify's callback URL</label>
              <input id="idp-callback" type="url" required value={callback} onChange={(e) => setCallback(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor="idp-logout">Shopify's logout URL (optional)</label>
              <input id="idp-logout" type="url" value={logout} onChange={(e) => setLogout(e.target.value)} />
            </div>
            <button type="submit" className="button">
              Save identity provider
            </button>
          </form>
        </>
      )}
    </section>
  );
}
