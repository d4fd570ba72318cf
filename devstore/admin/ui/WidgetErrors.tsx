// The widget's recent error reports for this shop (POST /errors/report), newest first: uncaught errors of the
// widget's own code and what its runtime reported, with the version, route and plugin they came from. Read with
// the admin token; a Refresh button reads again.
import { useCallback, useEffect, useState } from 'react';
import type { StoredWidgetError } from '../../../server/routes/errors.ts';

export function WidgetErrors({ apiUrl, token, shopId }: { apiUrl: string; token: string; shopId: string }) {
  const [errors, setErrors] = useState<StoredWidgetError[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(() => {
    setFailure(null);
    fetch(`${apiUrl.replace(/\/+$/, '')}/admin/shops/${encodeURIComponent(shopId)}/widget-errors`, { headers: { authorization: `Bearer ${token}` }, cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        setErrors(((await response.json()) as { errors: StoredWidgetError[] }).errors);
      })
      .catch((e: Error) => setFailure(e.message));
  }, [apiUrl, token, shopId]);
  useEffect(load, [load]);

  return (
    <section className="section" aria-labelledby="widget-errors-heading">
      <div className="section-head">
        <h2 id="widget-errors-heading">Widget errors</h2>
        <p className="section-note">Errors the widget met on shoppers' pages, newest first (the last 50, kept 30 days).</p>
        <button type="button" className="button button-secondary" onClick={load}>
          Refresh errors
        </button>
      </div>
      {failure ? (
        <p className="notice notice-error" role="alert">
          The errors could not be loaded: {failure}
        </p>
      ) : errors === null ? (
        <p className="loading">Loading errors…</p>
      ) : errors.length === 0 ? (
        <p className="empty">No errors reported.</p>
      ) : (
        <table className="events-table" aria-label="Widget errors">
          <thead>
            <tr>
              <th scope="col">Error</th>
              <th scope="col">Where</th>
              <th scope="col">Plugin</th>
              <th scope="col">Route</th>
              <th scope="col">Version</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {errors.map((e, i) => (
              <tr key={`${e.receivedAt}-${i}`}>
                <td>{e.message}</td>
                <td>{e.source || '—'}</td>
                <td>{e.pluginId || '—'}</td>
                <td>{e.route || 'closed'}</td>
                <td>{e.version}</td>
                <td>
                  <time dateTime={e.occurredAt}>{new Date(e.occurredAt).toLocaleString()}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
