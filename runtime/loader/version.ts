// Reported by `window.Status.version` and the `status:ready` event; kept in step with package.json.
export const STATUS_VERSION = '0.1.0';
