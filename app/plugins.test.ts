// @vitest-environment node
// The built-in plugins start without a run-time schema check (the validator stays out of the first open),
// so their manifests are checked here, against the same schema third-party manifests meet at run time.
import { describe, expect, it } from 'vitest';
import validateManifest from '../schemas/generated/plugin-manifest.js';
import { formatErrors } from '../schemas/validate.ts';
import { manifestOf } from '../runtime/plugin.ts';
import { builtinPlugins } from './plugins.ts';

describe('built-in plugin manifests', () => {
  it.each(builtinPlugins.map((p) => [p.id, p] as const))('%s is valid against schemas/plugin-manifest.json', (_id, plugin) => {
    expect(validateManifest(manifestOf(plugin)), formatErrors(validateManifest.errors ?? [], 'manifest')).toBe(true);
  });

  it('every built-in plugin has a unique id, a name, a version and a provider', () => {
    const ids = builtinPlugins.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const plugin of builtinPlugins) expect([plugin.name, plugin.version, plugin.provider].every(Boolean)).toBe(true);
  });
});
