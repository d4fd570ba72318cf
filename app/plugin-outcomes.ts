// Tells the API whether the widget loaded each plugin the merchant added by URL, or skipped it and why
// (POST /plugins/outcomes, server/routes/plugin-outcomes.ts), so the plugin's card in the merchant admin can say
// "Loaded on the storefront" or "Skipped: <reason>". One browser sends a set of outcomes once, and again only
// when it changed or after REPORT_AGAIN_MS: every shopper's open must not become a request. Sent like the error
// reports (text/plain, no credentials, no preflight); a failure is swallowed.
import type { ExternalOutcome } from './external-plugins.ts';
import type { HostWindow } from '../runtime/dom/host-window.ts';

export const PLUGIN_OUTCOMES_PATH = '/plugins/outcomes';
const DEFAULT_API = 'https://api.status.app';
const REPORT_AGAIN_MS = 6 * 3_600_000;
const REASON_MAX = 300;
const KEY = 'status:plugin-outcomes';

const clean = (value: string): string => value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]/g, '').slice(0, REASON_MAX);

export function reportPluginOutcomes(win: HostWindow, shop: { shopId: string; apiBaseUrl?: string | undefined }, outcomes: readonly ExternalOutcome[], now = Date.now()): void {
  if (!outcomes.length) return;
  try {
    const sent = outcomes.slice(0, 20).map((o) => (o.status === 'loaded' ? { id: o.id, status: o.status } : { id: o.id, status: o.status, reason: clean(o.reason) || 'skipped' }));
    const key = `${KEY}:${shop.shopId}`;
    const fingerprint = JSON.stringify(sent);
    const last = JSON.parse(win.localStorage?.getItem(key) ?? 'null') as { fingerprint?: string; at?: number } | null;
    if (last?.fingerprint === fingerprint && typeof last.at === 'number' && now - last.at < REPORT_AGAIN_MS) return;
    win.localStorage?.setItem(key, JSON.stringify({ fingerprint, at: now }));
    const url = (shop.apiBaseUrl || DEFAULT_API).replace(/\/+$/, '') + PLUGIN_OUTCOMES_PATH;
    const body = JSON.stringify({ data: { shopId: shop.shopId, version: win.Status?.version || '0', outcomes: sent } });
    void win.fetch(url, { method: 'POST', keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'text/plain' }, body }).catch(() => undefined);
  } catch {
    // Storage refused or full: the report is not worth the page's trouble.
  }
}
