// `npm run build`: the settings validator from settings.schema.json, then dist/acme-loyalty.js (one ES module,
// React and the runtime taken from the host page) and dist/acme-loyalty.manifest.json beside it.
import * as esbuild from 'esbuild';
import { generateSettingsValidator, statusPluginPreset } from '@status/sdk/preset';

const root = new URL('.', import.meta.url).pathname;

await generateSettingsValidator({ absWorkingDir: root, schema: 'settings.schema.json', outfile: 'src/generated/settings.js' });
await esbuild.build(
  statusPluginPreset({
    absWorkingDir: root,
    entry: 'src/index.tsx',
    outfile: 'dist/acme-loyalty.js',
    // id, name, version, provider and description are read from the plugin itself.
    manifest: { settingsSchema: 'settings.schema.json' },
  }),
);
