// Shopify share-preview mode (store.config.sharePreview): this notice replaces the widget's pages.
import { useT } from '../context.tsx';
import { HELP_CENTER_URL } from '../../dom/panel-constants.ts';

export function SharePreviewNotice() {
  const t = useT();
  return (
    <div className="status-notice">
      <p>{t('sharePreview.body')}</p>
      <a className="status-button" data-variant="primary" href={HELP_CENTER_URL} target="_blank" rel="noopener noreferrer">
        {t('sharePreview.help')}
        <span className="status-visually-hidden"> {t('panel.newTab')}</span>
      </a>
    </div>
  );
}
