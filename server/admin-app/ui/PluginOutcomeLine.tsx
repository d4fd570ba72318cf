// On a third-party plugin's card in both admins: whether the storefront's widget loaded it ("Loaded on the
// storefront") or skipped it and why ("Skipped on the storefront: <reason>"), and when a widget last said so.
import type { PluginOutcomeReport } from './api.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

export function PluginOutcomeLine({ outcome }: { outcome: PluginOutcomeReport }) {
  const loaded = outcome.status === 'loaded';
  const reason = outcome.reason === 'disabled' ? 'switched off' : outcome.reason || 'no reason given';
  return (
    <p className={`plugin-outcome ${loaded ? 'plugin-outcome-loaded' : 'plugin-outcome-skipped'}`}>
      <span className="plugin-outcome-dot" aria-hidden="true" />
      <span>
        {loaded ? 'Loaded on the storefront' : `Skipped on the storefront: ${reason}`}
        <span className="plugin-outcome-when">
          {' · '}
          <time dateTime={outcome.reportedAt}>{when(outcome.reportedAt)}</time>
        </span>
      </span>
    </p>
  );
}
