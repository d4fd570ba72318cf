// The merchant admin as the Status app's page inside Shopify's admin, drawn with Polaris: every plugin with its
// switch, what it adds to the widget's first open, and its settings forms (the same generated forms as the
// devstore's admin, in Polaris's look, saved from a save bar); then the customers' data requests to download.
// Opening it installs (or refreshes) the app's access to the shop first: POST /shopify/install.
import {
  AppProvider,
  Badge,
  Banner,
  BlockStack,
  Box,
  Button,
  Card,
  Collapsible,
  ContextualSaveBar,
  Frame,
  InlineStack,
  Layout,
  Page,
  Spinner,
  Text,
} from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { EmbeddedBoot } from '../boot.ts';
import { createAdminApi, failure } from './api.ts';
import { DataRequests } from './DataRequests.tsx';
import { EmbeddedSections } from './EmbeddedSections.tsx';
import { DynamicPagesEditor } from './DynamicPagesEditor.tsx';
import { slotChoices } from './slot-choices.ts';
import { PluginForms, type PluginView } from './PluginCard.tsx';
import { PluginOutcomeLine } from './PluginOutcomeLine.tsx';
import { usePluginAdmin } from './plugin-views.ts';
import { polarisLook } from './polaris-form.tsx';
import { sessionTokenSource } from './session-token.ts';
import type { SaveBar } from './SettingsForm.tsx';
import { Switch } from './Switch.tsx';

type Edits = Record<string, { save(): void; discard(): void }>;

/** 14079 → '13.7 KB'. */
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function EmbeddedApp({ boot }: { boot: EmbeddedBoot }) {
  const token = useMemo(() => sessionTokenSource(boot.appBridge), [boot]);
  const [install, setInstall] = useState<{ state: 'busy' } | { state: 'ok' } | { state: 'error'; message: string }>({ state: 'busy' });
  useEffect(() => {
    (async () => {
      const response = await fetch(`${boot.apiUrl}/shopify/install`, { method: 'POST', headers: { authorization: `Bearer ${await token()}` } });
      if (!response.ok) throw await failure(response);
      setInstall({ state: 'ok' });
    })().catch((error: Error) => setInstall({ state: 'error', message: error.message }));
  }, [boot, token]);

  return (
    <AppProvider i18n={en}>
      <Frame>
        {install.state === 'ok' ? (
          <Plugins boot={boot} token={token} />
        ) : (
          <Page title="Plugins">
            {install.state === 'busy' ? (
              <InlineStack gap="200" blockAlign="center">
                <Spinner size="small" accessibilityLabel="Loading" />
                <Text as="p">Connecting to your store…</Text>
              </InlineStack>
            ) : (
              <Banner tone="critical" title="Status could not connect to your store">
                <p>{install.message}</p>
              </Banner>
            )}
          </Page>
        )}
      </Frame>
    </AppProvider>
  );
}

function Plugins({ boot, token }: { boot: EmbeddedBoot; token: () => Promise<string> }) {
  const api = useMemo(() => createAdminApi(boot.apiUrl, token, boot.shopId), [boot, token]);
  const { settings, loadError, builtins, externals, announcement, saveGroup, pluginSlots } = usePluginAdmin({ api, builtins: boot.builtins, schemas: boot.schemas, manifestBase: boot.storefrontUrl });
  const [edits, setEdits] = useState<Edits>({});
  const saveBar: SaveBar = useMemo(
    () => ({
      report: (formId, entry) =>
        setEdits((current) => {
          if (!entry && !(formId in current)) return current;
          const next = { ...current };
          if (entry) next[formId] = entry;
          else delete next[formId];
          return next;
        }),
    }),
    [],
  );
  const unsaved = Object.values(edits);
  const nameOf = (id: string) => boot.builtins.find((p) => p.id === id)?.name ?? id;

  return (
    <>
      {unsaved.length > 0 && (
        <ContextualSaveBar
          message={unsaved.length === 1 ? 'Unsaved changes' : `Unsaved changes in ${unsaved.length} forms`}
          saveAction={{ content: 'Save', onAction: () => unsaved.forEach((e) => e.save()) }}
          discardAction={{ content: 'Discard', onAction: () => unsaved.forEach((e) => e.discard()) }}
        />
      )}
      <Page
        title="Plugins"
        subtitle={`Turn features on or off, edit their settings and choose the look for ${boot.shopName}. A feature that is off downloads nothing on your storefront; shoppers see changes on their next page load.`}
        secondaryActions={[{ content: 'View storefront', url: `${boot.storefrontUrl}/?shop=${encodeURIComponent(boot.shopId)}`, external: true }]}
      >
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement?.text}
        </p>
        <Layout>
          {announcement?.error && (
            <Layout.Section>
              <Banner tone="critical">{announcement.text}</Banner>
            </Layout.Section>
          )}
          {loadError ? (
            <Layout.Section>
              <Banner tone="critical" title="The settings could not be loaded">
                <p>{loadError}</p>
              </Banner>
            </Layout.Section>
          ) : !settings ? (
            <Layout.Section>
              <Spinner size="small" accessibilityLabel="Loading settings" />
            </Layout.Section>
          ) : (
            <>
              <Layout.Section>
                {boot.catalogueError ? (
                  <Banner tone="critical">The built-in plugins could not be listed: {boot.catalogueError}.</Banner>
                ) : (
                  <EmbeddedSections
                    boot={boot}
                    builtins={builtins}
                    settings={settings}
                    saveGroup={saveGroup}
                    saveBar={saveBar}
                    externals={externals}
                    card={(plugin) =>
                      plugin.external ? (
                        <PluginCard key={plugin.key} plugin={plugin} saveBar={saveBar} />
                      ) : (
                        <PluginCard key={plugin.key} plugin={plugin} size={boot.sizes[plugin.id]} nameOf={nameOf} saveBar={saveBar} />
                      )
                    }
                  />
                )}
              </Layout.Section>
              <Layout.Section>
                <Box paddingInline={{ xs: '400', sm: '0' }}>
                  <DynamicPagesEditor api={api} pages={settings.dynamicPages} slots={slotChoices(pluginSlots)} storefrontUrl={`${boot.storefrontUrl}/?shop=${encodeURIComponent(boot.shopId)}`} />
                </Box>
              </Layout.Section>
            </>
          )}
          <Layout.Section>
            <DataRequests apiUrl={boot.apiUrl} shopId={boot.shopId} token={token} />
          </Layout.Section>
        </Layout>
        <Box paddingBlockEnd="800" />
      </Page>
    </>
  );
}

function PluginCard({ plugin, size, nameOf, saveBar }: { plugin: PluginView; size?: { gzip: number; sharedWith: string[] } | undefined; nameOf?: (id: string) => string; saveBar: SaveBar }) {
  const [open, setOpen] = useState(false);
  // Forms mount on the first open and stay: closing the panel keeps unsaved edits.
  const [opened, setOpened] = useState(false);
  const uid = useId().replace(/:/g, '');
  const nameId = `${uid}-name`;
  const panelId = `${uid}-settings`;
  // Version and provider only for a third-party plugin: a built-in one's are Status's own.
  const meta = plugin.external ? [plugin.version && `Version ${plugin.version}`, plugin.provider].filter(Boolean).join(' · ') : '';
  const toggleOpen = useCallback(() => {
    setOpen((o) => !o);
    setOpened(true);
  }, []);

  return (
    <div className="plugin-card" data-plugin={plugin.id}>
      <Card>
        <BlockStack gap="300">
          <InlineStack align="space-between" blockAlign="start" gap="300" wrap={false}>
            <BlockStack gap="100">
              <InlineStack gap="200" blockAlign="center">
                <Text as="h3" variant="headingMd" id={nameId}>
                  {plugin.name}
                </Text>
                {!plugin.toggle && <Badge tone="info">Always on</Badge>}
                {plugin.external && <Badge>Third-party</Badge>}
              </InlineStack>
              {meta && (
                <Text as="p" variant="bodySm" tone="subdued">
                  {meta}
                </Text>
              )}
            </BlockStack>
            {plugin.toggle && <Switch checked={plugin.toggle.on} busy={plugin.toggle.busy} labelledBy={nameId} onChange={plugin.toggle.set} />}
          </InlineStack>
          {plugin.description && <Text as="p">{plugin.description}</Text>}
          {size && (
            <Text as="p" variant="bodySm" tone="subdued">
              {size.gzip > 0 ? `Adds up to ${kilobytes(size.gzip)} (gzip) to the widget's first open` : 'Adds no code of its own to the widget'}
              {size.gzip > 0 && size.sharedWith.length > 0 ? `, shared with ${size.sharedWith.map((id) => nameOf?.(id) ?? id).join(', ')}` : ''}
              {size.gzip > 0 && plugin.toggle ? '; nothing while off.' : '.'}
            </Text>
          )}
          {plugin.outcome && <PluginOutcomeLine outcome={plugin.outcome} />}
          {plugin.notice && <Banner tone="warning">{plugin.notice}</Banner>}
          {plugin.forms.length > 0 && (
            <>
              <InlineStack>
                <Button variant="plain" disclosure={open ? 'up' : 'down'} onClick={toggleOpen} ariaExpanded={open} ariaControls={panelId} accessibilityLabel={`Settings for ${plugin.name}`}>
                  Settings
                </Button>
              </InlineStack>
              <Collapsible id={panelId} open={open} transition={false}>
                {opened && (
                  <BlockStack gap="400">
                    <PluginForms forms={plugin.forms} look={polarisLook} saveBar={saveBar} />
                  </BlockStack>
                )}
              </Collapsible>
            </>
          )}
        </BlockStack>
      </Card>
    </div>
  );
}
