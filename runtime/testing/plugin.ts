// testPlugin: a plugin for a test in one line. It fills the manifest's descriptive fields and declares every
// catalogue slot, every hook and every capability, so a test states only what it is about; routes are
// still named (`routes: ['my-page']`), as a real manifest must.
import { CAPABILITIES, PLUGIN_API_VERSION, type AnyPlugin, type PluginDefinition } from '../plugin.ts';
import type { HookName } from '../hooks.ts';
import type { SettingsGroupName } from '../../schemas/generated/settings-groups.js';
import { SLOT_IDS } from '../slots/catalogue.ts';

const HOOK_NAMES: readonly HookName[] = [
  'init', 'resolveRoute', 'open', 'close', 'routeChange', 'authChange', 'login', 'logout', 'request', 'response', 'pageView', 'cartChange', 'track',
];

type TestPluginInput<G extends SettingsGroupName, Own> = Partial<PluginDefinition<G, Own>> & Pick<PluginDefinition<G, Own>, 'id'>;

export function testPlugin<const G extends SettingsGroupName = never, Own = never>(plugin: TestPluginInput<G, Own>): AnyPlugin {
  return {
    apiVersion: PLUGIN_API_VERSION,
    name: plugin.id,
    version: '1.0.0',
    provider: 'Test',
    slots: SLOT_IDS,
    hooks: HOOK_NAMES,
    capabilities: CAPABILITIES,
    ...plugin,
  } as AnyPlugin;
}
