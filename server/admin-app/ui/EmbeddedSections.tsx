// The embedded (Polaris) admin's built-in plugins in their sections (app/plugin-groups.json) and the
// third-party ones after them, under a search box that narrows them all as the merchant types; the look section starts with the look's editor (its form, a
// live preview and the contrast check), saved from the page's save bar like every form.
import { BlockStack, Box, Card, Text, TextField } from '@shopify/polaris';
import { type ReactNode, useState } from 'react';
import type { EmbeddedBoot } from '../boot.ts';
import { LookEditor } from './LookEditor.tsx';
import type { PluginView } from './PluginCard.tsx';
import { lookMatches, pluginSections, THIRD_PARTY, thirdPartyShown } from './plugin-sections.ts';
import { polarisLook } from './polaris-form.tsx';
import { formSchema } from './schema-view.ts';
import type { SaveBar } from './SettingsForm.tsx';

export interface EmbeddedSectionsProps {
  boot: EmbeddedBoot;
  builtins: PluginView[];
  settings: Record<string, unknown>;
  saveGroup(group: string, value: unknown): Promise<void>;
  saveBar: SaveBar;
  card(plugin: PluginView): ReactNode;
  externals: PluginView[];
}

export function EmbeddedSections({ boot, builtins, settings, saveGroup, saveBar, card, externals }: EmbeddedSectionsProps) {
  const [query, setQuery] = useState('');
  const sections = pluginSections(boot.groups, boot.builtins, builtins, query);
  const lookSchema = boot.schemas.look ? formSchema(boot.schemas.look) : null;
  const showLook = (label: string) => !!lookSchema && lookMatches(query, label);
  const shown = sections.filter((section) => section.plugins.length > 0 || (section.id === 'look' && showLook(section.label)));
  // Only once the shop has some: this admin adds them elsewhere.
  const outside = thirdPartyShown(externals, query);
  const showOutside = externals.length > 0 && outside.plugins.length > 0;
  return (
    <BlockStack gap="500">
      <Box paddingInline={{ xs: '400', sm: '0' }}>
        <TextField label="Search settings" type="search" value={query} onChange={setQuery} placeholder="Favorites, colours, points…" autoComplete="off" clearButton onClearButtonClick={() => setQuery('')} />
      </Box>
      {shown.length === 0 && !showOutside && (
        <Box paddingInline={{ xs: '400', sm: '0' }}>
          <p role="status">
            <Text as="span" tone="subdued">
              Nothing matches “{query.trim()}”. Try another word, or clear the search.
            </Text>
          </p>
        </Box>
      )}
      {shown.map((section) => (
        <BlockStack key={section.id} gap="300">
          <SectionHeading title={section.label} note={section.note} />
          {section.id === 'look' && lookSchema && showLook(section.label) && (
            <Card>
              <LookEditor schema={lookSchema} value={settings.look} save={(value) => saveGroup('look', value)} look={polarisLook} saveBar={saveBar} />
            </Card>
          )}
          {section.plugins.map((plugin) => card(plugin))}
        </BlockStack>
      ))}
      {showOutside && (
        <BlockStack gap="300">
          <SectionHeading title={THIRD_PARTY.label} note="Added by URL; each one's manifest is read from beside its module." />
          {outside.plugins.map((plugin) => card(plugin))}
        </BlockStack>
      )}
    </BlockStack>
  );
}

/** A section's heading over its cards; on a phone, where Polaris's cards run edge to edge, inset like their text. */
function SectionHeading({ title, note }: { title: string; note: string }) {
  return (
    <Box paddingInline={{ xs: '400', sm: '0' }}>
      <BlockStack gap="100">
        <Text as="h2" variant="headingLg">
          {title}
        </Text>
        <Text as="p" tone="subdued">
          {note}
        </Text>
      </BlockStack>
    </Box>
  );
}
