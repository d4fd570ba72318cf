// Sends the Status app a webhook as Shopify would (POST /devstore/admin/webhooks: signed with the devstore app's
// secret, to the API's webhook endpoint) and shows what the API answered.
import { type FormEvent, useState } from 'react';

interface Sent {
  topic: string;
  webhookId: string;
  status: number | null;
  body: unknown;
}

type State = { state: 'idle' } | { state: 'busy' } | { state: 'done'; result: Sent } | { state: 'error'; message: string };

export function WebhookSender({ token, shopId, topics, customers }: { token: string; shopId: string; topics: string[]; customers: { id: string; email: string }[] }) {
  const [topic, setTopic] = useState(topics[0] ?? '');
  const [customerId, setCustomerId] = useState(customers[0]?.id ?? '');
  const [status, setStatus] = useState<State>({ state: 'idle' });
  const aboutCustomer = topic.startsWith('customers/');

  const send = (event: FormEvent) => {
    event.preventDefault();
    setStatus({ state: 'busy' });
    fetch(`/devstore/admin/webhooks?shop=${encodeURIComponent(shopId)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ topic, ...(aboutCustomer && customerId ? { customerId } : {}) }),
    })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as (Sent & { error?: { message?: string } }) | null;
        if (!response.ok || !body) throw new Error(body?.error?.message ?? `HTTP ${response.status}`);
        setStatus({ state: 'done', result: body });
      })
      .catch((e: Error) => setStatus({ state: 'error', message: e.message }));
  };

  return (
    <section className="section" aria-labelledby="webhooks-heading">
      <div className="section-head">
        <h2 id="webhooks-heading">Webhooks</h2>
        <p className="section-note">Send the app a webhook as Shopify would, signed with the app's secret, and see what the API answers.</p>
      </div>
      <form className="card webhook-form" onSubmit={send}>
        <div className="field">
          <label htmlFor="webhook-topic">Topic</label>
          <select id="webhook-topic" value={topic} onChange={(e) => setTopic(e.target.value)}>
            {topics.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </div>
        {aboutCustomer && (
          <div className="field">
            <label htmlFor="webhook-customer">Customer</label>
            <select id="webhook-customer" value={customerId} onChange={(e) => setCustomerId(e.target.value)}>
              {customers.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.email}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="submit" className="button button-secondary" disabled={status.state === 'busy'}>
          Send webhook
        </button>
      </form>
      <div aria-live="polite">
        {status.state === 'done' && (
          <div className={`notice${status.result.status === 200 ? '' : ' notice-error'}`} role="status">
            <p>
              {status.result.topic}: the API answered {status.result.status === null ? 'nothing (unreachable)' : `HTTP ${status.result.status}`}
            </p>
            <pre className="webhook-answer">{typeof status.result.body === 'string' ? status.result.body : JSON.stringify(status.result.body, null, 2)}</pre>
          </div>
        )}
        {status.state === 'error' && (
          <p className="notice notice-error" role="alert">
            The webhook was not sent: {status.message}
          </p>
        )}
      </div>
    </section>
  );
}
