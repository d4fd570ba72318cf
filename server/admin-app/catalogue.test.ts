// The admin's sections: every built-in plugin is in one of them, and the look group's schema reaches the admin.
import { describe, expect, it } from 'vitest';
import { loadSettingsSchemas } from '../admin/settings-schemas.ts';
import { adminCatalogue, PLUGIN_GROUPS } from './catalogue.ts';
import pluginGroups from '../../app/plugin-groups.json' with { type: 'json' };

describe('the admin catalogue', () => {
  it('puts every built-in plugin in a section app/plugin-groups.json names, with a description, and hands the admin the look schema', async () => {
    const catalogue = await adminCatalogue(await loadSettingsSchemas());
    const sections = new Set(PLUGIN_GROUPS.map((group) => group.id));
    expect([...sections]).toEqual(['shopping', 'orders', 'programs', 'sign-in', 'look', 'tracking']);
    expect(catalogue.builtins.length).toBeGreaterThan(20);
    for (const plugin of catalogue.builtins) {
      expect(Object.keys(pluginGroups.plugins), `${plugin.id} has no section`).toContain(plugin.id);
      expect(sections.has(plugin.group)).toBe(true);
    }
    expect(catalogue.builtins.find((p) => p.id === 'orders')?.group).toBe('orders');
    // Every built-in plugin says what it does, in the manifest or in the admin's own words.
    expect(catalogue.builtins.filter((p) => !p.description).map((p) => p.id)).toEqual([]);
    expect(catalogue.schemas.look?.properties).toHaveProperty('placement');
  });
});
