// The merchant admin: every plugin (built-in ones in sections with a search box, and third-party ones the shop
// added by URL) with its enabled switch and the settings forms generated from its groups' schemas, and the
// look. Reads and writes go through the API.
import type { UiSchema } from '@rjsf/utils';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { AdminBoot } from '../../../server/admin-app/boot.ts';
import { type AdminApi, createAdminApi } from '../../../server/admin-app/ui/api.ts';
import { PluginCard } from '../../../server/admin-app/ui/PluginCard.tsx';
import { THIRD_PARTY } from '../../../server/admin-app/ui/plugin-sections.ts';
import { usePluginAdmin } from '../../../server/admin-app/ui/plugin-views.ts';
import { formSchema } from '../../../server/admin-app/ui/schema-view.ts';
import { SettingsForm } from '../../../server/admin-app/ui/SettingsForm.tsx';
import { DynamicPagesEditor } from '../../../server/admin-app/ui/DynamicPagesEditor.tsx';
import { slotChoices } from '../../../server/admin-app/ui/slot-choices.ts';
import { PluginSections } from './PluginSections.tsx';
import { ShopifyInstall } from './ShopifyInstall.tsx';
import { WebhookSender } from './WebhookSender.tsx';
import { TrackingEvents } from './TrackingEvents.tsx';
import { WidgetErrors } from './WidgetErrors.tsx';
import { IdentityProvider } from './IdentityProvider.tsx';

export function App({ boot }: { boot: AdminBoot }) {
  const api: AdminApi = useMemo(() => createAdminApi(boot.apiUrl, boot.token, boot.shopId), [boot]);
  const { settings, loadError, builtins, externals, announcement, saveGroup, pluginSlots } = usePluginAdmin({
    api,
    builtins: boot.builtins,
    schemas: boot.schemas,
    manifestBase: location.href,
  });
  const [toastVisible, setToastVisible] = useState(false);
  useEffect(() => {
    // The toast fades after a few seconds; its text stays for assistive technology until the next change.
    setToastVisible(!!announcement);
    if (!announcement || announcement.error) return;
    const timer = setTimeout(() => setToastVisible(false), 5000);
    return () => clearTimeout(timer);
  }, [announcement]);

  if (loadError) {
    return (
      <Shell boot={boot}>
        <p className="notice notice-error" role="alert">
          The settings could not be loaded from the API: {loadError}
        </p>
      </Shell>
    );
  }
  if (!settings) {
    return (
      <Shell boot={boot}>
        <p className="loading" role="status">
          Loading settings…
        </p>
      </Shell>
    );
  }

  const pluginsSchema = boot.schemas.plugins ? formSchema(boot.schemas.plugins) : null;

  return (
    <Shell boot={boot}>
      <p className={`toast${toastVisible ? ' toast-visible' : ''}${announcement?.error ? ' toast-error' : ''}`} role="status" aria-live="polite">
        {announcement?.text}
      </p>
      <PluginSections
        boot={boot}
        builtins={builtins}
        settings={settings}
        saveGroup={saveGroup}
        externals={externals}
        thirdParty={(shown) => (
          <section className="section" aria-labelledby="external-heading">
            <div className="section-head">
              <h2 id="external-heading">{THIRD_PARTY.label}</h2>
              <p className="section-note">Added by URL. Each one's manifest is read from beside its module.</p>
            </div>
            {externals.length === 0 ? (
              <p className="empty">No third-party plugins yet. Add one by its module URL below.</p>
            ) : (
              <ul className="plugin-list">
                {shown.map((plugin) => (
                  <PluginCard key={plugin.key} plugin={plugin} />
                ))}
              </ul>
            )}
            {pluginsSchema && (
              <ManagePlugins>
                <SettingsForm
                  // A switch changes an entry's isActive: the form starts again from what is stored.
                  key={JSON.stringify(settings.plugins ?? [])}
                  formId="group-plugins"
                  title="Plugin URLs"
                  saveText="Save plugin URLs"
                  addText="Add a plugin"
                  uiSchema={PLUGINS_UI}
                  schema={pluginsSchema}
                  value={settings.plugins ?? []}
                  onSave={(value) => saveGroup('plugins', value)}
                />
              </ManagePlugins>
            )}
          </section>
        )}
      />

      <div className="section">
        <DynamicPagesEditor api={api} pages={settings.dynamicPages} slots={slotChoices(pluginSlots)} storefrontUrl={`/?shop=${encodeURIComponent(boot.shopId)}`} />
      </div>
      <TrackingEvents apiUrl={boot.apiUrl} token={boot.token} shopId={boot.shopId} />
      <WidgetErrors apiUrl={boot.apiUrl} token={boot.token} shopId={boot.shopId} />
      <ShopifyInstall token={boot.token} shopId={boot.shopId} />
      {boot.webhooks && <WebhookSender token={boot.token} shopId={boot.shopId} topics={boot.webhooks.topics} customers={boot.webhooks.customers} />}
      <IdentityProvider apiUrl={boot.apiUrl} token={boot.token} shopId={boot.shopId} />
    </Shell>
  );
}

/** The plugins list form: the switches own isActive; the rest reads as a merchant would say it. */
const PLUGINS_UI: UiSchema = {
  items: {
    'ui:title': 'Plugin',
    src: { 'ui:title': 'Module URL' },
    isActive: { 'ui:widget': 'hidden' },
  },
};

function ManagePlugins({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <div className="card manage-card">
      <button
        type="button"
        className="disclosure"
        aria-expanded={open}
        aria-controls="manage-plugins"
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}
      >
        <span className="disclosure-icon" aria-hidden="true" />
        Add or remove plugins by URL
      </button>
      <div id="manage-plugins" hidden={!open}>
        {opened && children}
      </div>
    </div>
  );
}

function Shell({ boot, children }: { boot: AdminBoot; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <div className="topbar-inner">
          <p className="brand">
            Status <span className="brand-sub">Admin</span>
          </p>
          <nav aria-label="Shops" className="shops">
            <ul>
              {boot.shops.map((shop) => (
                <li key={shop.shopId}>
                  <a href={`?shop=${encodeURIComponent(shop.shopId)}`} aria-current={shop.shopId === boot.shopId ? 'page' : undefined}>
                    {shop.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="main">
        <div className="page-head">
          <div>
            <h1>Plugins</h1>
            <p className="lead">
              Turn features on or off, edit their settings and choose the look for <strong>{boot.shopName}</strong>. A feature that is off downloads nothing on your storefront, which shows changes on its next page load.
            </p>
          </div>
          <div className="page-actions">
            <a className="button button-secondary" href={`/devstore/admin/embedded?shop=${encodeURIComponent(boot.shopId)}`}>
              Open as the Shopify app
            </a>
            <a className="button button-secondary" href={`/?shop=${encodeURIComponent(boot.shopId)}`}>
              View storefront
            </a>
          </div>
        </div>
        {children}
      </main>
    </>
  );
}
