// The events the devstore's tracking service received for this shop (POST /tracking/event/inject), newest first:
// what the widget's tracking queue sent when a shopper's tab was hidden. Read with the admin token; a Refresh
// button reads again (events arrive while the admin is open).
import { useCallback, useEffect, useState } from 'react';
import type { StoredTrackingEvent } from '../../../server/routes/tracking.ts';

/** As GET /admin/shops/{shopId}/tracking-events answers (a type only: nothing of the API is bundled). */
type TrackedEvent = StoredTrackingEvent;

export function TrackingEvents({ apiUrl, token, shopId }: { apiUrl: string; token: string; shopId: string }) {
  const [events, setEvents] = useState<TrackedEvent[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    fetch(`${apiUrl.replace(/\/+$/, '')}/admin/shops/${encodeURIComponent(shopId)}/tracking-events`, { headers: { authorization: `Bearer ${token}` }, cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        setEvents(((await response.json()) as { events: TrackedEvent[] }).events);
      })
      .catch((e: Error) => setError(e.message));
  }, [apiUrl, token, shopId]);
  useEffect(load, [load]);

  return (
    <section className="section" aria-labelledby="tracking-heading">
      <div className="section-head">
        <h2 id="tracking-heading">Tracked events</h2>
        <p className="section-note">What the tracking service received from shoppers' widgets, newest first (the last 100).</p>
        <button type="button" className="button button-secondary" onClick={load}>
          Refresh events
        </button>
      </div>
      {error ? (
        <p className="notice notice-error" role="alert">
          The events could not be loaded: {error}
        </p>
      ) : events === null ? (
        <p className="loading">Loading events…</p>
      ) : events.length === 0 ? (
        <p className="empty">No events yet. They arrive when a shopper's tab is hidden.</p>
      ) : (
        <table className="events-table" aria-label="Tracking events">
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Data</th>
              <th scope="col">When</th>
              <th scope="col">Customer</th>
              <th scope="col">Status id</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr key={e.id}>
                <td>{e.event}</td>
                <td>
                  <code>{JSON.stringify(e.eventData)}</code>
                </td>
                <td>
                  <time dateTime={e.createdAt}>{new Date(e.createdAt).toLocaleString()}</time>
                </td>
                <td>{e.customerId ?? 'guest'}</td>
                <td>
                  <code>{e.statusId}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
