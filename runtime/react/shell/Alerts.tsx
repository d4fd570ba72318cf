// Alerts at the top of the page (store.ui.alerts: missing shop login key, shop login failed).
import { useStore } from '../context.tsx';
import { AlertIcon } from './icons.tsx';

export function Alerts() {
  const { ui } = useStore();
  if (ui.alerts.length === 0) return null;
  return (
    <div className="status-alerts">
      {ui.alerts.map((alert) => (
        <div key={alert.id} className="status-alert" data-tone={alert.tone} role="alert">
          <AlertIcon />
          <p>{alert.message}</p>
        </div>
      ))}
    </div>
  );
}
