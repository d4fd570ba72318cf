// `status-plugin new <id>`: a plugin skeleton that builds, typechecks strictly and passes its test as it is:
// a manifest, a setup, a card in For you (slot forYou.alerts.after, shown to guests too), English and German
// messages, a settings schema with its generated validator, a test with the SDK's testing entry, and
// `npm run dev` (the SDK's dev server, ./dev-server.mjs).
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PLUGIN_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const SDK_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Versions the skeleton's tools start from (the ones the SDK is built and tested with). */
const TOOL_VERSIONS = {
  '@types/react': '^18.3.31',
  '@types/react-dom': '^18.3.7',
  '@testing-library/dom': '^10.4.2',
  jsdom: '^27.4.0',
  typescript: '^5.9.3',
};

/** 'hello-stamps' → 'Hello Stamps'. */
export const titleOf = (id) => id.split('-').map((word) => word[0].toUpperCase() + word.slice(1)).join(' ');

/**
 * Writes the skeleton of plugin `id` into `dir` (created; refused when it holds files already). `sdk` is the
 * dependency spec of @status/sdk in its package.json (default: this SDK's version; a `file:` tarball works).
 * @returns {Promise<{ dir: string, files: string[] }>}
 */
export async function scaffoldPlugin({ id, dir = id, sdk, cwd = process.cwd() }) {
  if (typeof id !== 'string' || !PLUGIN_ID.test(id) || id.length > 64) {
    throw new Error(`The plugin id must be kebab-case, up to 64 characters, e.g. "acme-points" (got ${JSON.stringify(id)})`);
  }
  const target = path.resolve(cwd, dir);
  if (existsSync(target) && (await readdir(target)).length > 0) throw new Error(`${target} is not empty: choose a new folder with --dir`);
  const sdkManifest = JSON.parse(await readFile(path.join(SDK_DIR, 'package.json'), 'utf8'));
  const files = skeleton({ id, sdkSpec: sdk ?? `^${sdkManifest.version}`, peers: sdkManifest.peerDependencies ?? {} });
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await writeFile(path.join(target, file), text);
  }
  return { dir: target, files: Object.keys(files) };
}

function skeleton({ id, sdkSpec, peers }) {
  const name = titleOf(id);
  const typeName = `${name.replace(/ /g, '')}Settings`;
  const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
  const peer = (pkg, fallback) => peers[pkg] ?? fallback;
  return {
    'package.json': json({
      name: id,
      version: '0.1.0',
      private: true,
      description: `${name}: a plugin for the Status widget.`,
      type: 'module',
      scripts: { build: 'node build.mjs', dev: 'status-plugin dev .', test: 'vitest run', typecheck: 'tsc -p .' },
      devDependencies: {
        '@status/sdk': sdkSpec,
        '@testing-library/dom': TOOL_VERSIONS['@testing-library/dom'],
        '@testing-library/react': peer('@testing-library/react', '^16.3.3'),
        '@types/react': TOOL_VERSIONS['@types/react'],
        '@types/react-dom': TOOL_VERSIONS['@types/react-dom'],
        esbuild: peer('esbuild', '^0.28.2'),
        jsdom: TOOL_VERSIONS.jsdom,
        react: peer('react', '^18.3.1'),
        'react-dom': peer('react-dom', '^18.3.1'),
        typescript: TOOL_VERSIONS.typescript,
        vitest: peer('vitest', '^4.1.12'),
      },
    }),
    '.gitignore': 'node_modules\ndist\n',
    'README.md': `# ${name}

A plugin for the Status widget, made with \`status-plugin new\` (@status/sdk).

| command | what it does |
|---|---|
| \`npm run dev\` | rebuilds on every change and serves \`dist/\` on http://127.0.0.1:5174 for the devstore |
| \`npm test\` | the plugin's tests (vitest, jsdom, the SDK's testing entry) |
| \`npm run typecheck\` | strict TypeScript |
| \`npm run build\` | \`dist/${id}.js\` and \`dist/${id}.manifest.json\`, to host on https |

The SDK's README (node_modules/@status/sdk/README.md) says how to write, test and ship a plugin.
`,
    'tsconfig.json': json({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: true,
        noEmit: true,
        isolatedModules: true,
        verbatimModuleSyntax: true,
        allowImportingTsExtensions: true,
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        types: ['@status/sdk/client'],
      },
      include: ['src'],
    }),
    'build.mjs': `// \`npm run build\`: the settings validator from settings.schema.json, then dist/${id}.js (one ES module that
// takes React and the runtime from the page) and dist/${id}.manifest.json beside it.
import * as esbuild from 'esbuild';
import { generateSettingsValidator, statusPluginPreset } from '@status/sdk/preset';

const root = new URL('.', import.meta.url).pathname;
await generateSettingsValidator({ absWorkingDir: root, schema: 'settings.schema.json', outfile: 'src/generated/settings.js' });
await esbuild.build(statusPluginPreset({ absWorkingDir: root, entry: 'src/index.tsx', outfile: 'dist/${id}.js', manifest: { settingsSchema: 'settings.schema.json' } }));
`,
    'vitest.config.mjs': `export default { test: { environment: 'jsdom', include: ['src/**/*.test.tsx'] } };\n`,
    'settings.schema.json': json({
      $schema: 'http://json-schema.org/draft-07/schema#',
      title: typeName,
      description: `${name} in the Status widget.`,
      type: 'object',
      additionalProperties: false,
      properties: {
        heading: {
          title: 'Card heading',
          description: 'The heading of the card in For you.',
          type: 'string',
          minLength: 1,
          maxLength: 60,
          default: name,
        },
      },
    }),
    'src/index.tsx': `// The manifest: what ${name} fills and needs. Its code (./setup.tsx) and messages load only when the merchant
// turned the plugin on (the switch of its entry in the admin).
import { definePlugin } from '@status/sdk';
import validateSettings from './generated/settings.js';

export const manifest = definePlugin({
  apiVersion: 1,
  id: '${id}',
  name: '${name}',
  version: '0.1.0',
  provider: 'Your company',
  description: 'A card in For you.',
  validateSettings,
  slots: ['forYou.alerts.after'],
});

// The manifest plus its code and messages: setup.tsx is typed by the manifest above (its slots, its settings).
export default definePlugin({
  ...manifest,
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
  load: () => import('./setup.tsx'),
});
`,
    'src/setup.tsx': `// Runs once the plugin is on: its card goes into For you, for guests and customers alike.
import { defineSetup } from '@status/sdk';
import { Card } from './Card.tsx';
import type { manifest } from './index.tsx';

export default defineSetup<typeof manifest>((ctx) => ctx.slots.fill('forYou.alerts.after', { component: Card }));
`,
    'src/Card.tsx': `// The card: the merchant's heading (settings) and a line of the plugin's own messages.
import { useFill } from '@status/sdk';
import type { ${typeName} } from './generated/settings.js';

export function Card() {
  const fill = useFill<'forYou.alerts.after', { own: ${typeName} }>('forYou.alerts.after');
  return (
    <section className="status-card ${id}-card" aria-label={fill.settings.own.heading}>
      <h3>{fill.settings.own.heading}</h3>
      <p>{fill.t('cardText')}</p>
    </section>
  );
}
`,
    'src/messages/en.ts': `export default { cardText: 'Hello from ${name}.' };\n`,
    'src/messages/de.ts': `export default { cardText: 'Hallo von ${name}.' };\n`,
    [`src/${id}.test.tsx`]: `import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Slot } from '@status/sdk';
import { renderWithRuntime } from '@status/sdk/testing';
import plugin from './index.tsx';

it('shows its card with the merchant’s heading', async () => {
  await renderWithRuntime({
    plugins: [plugin],
    initData: { settings: { '${id}': { heading: 'Welcome back' } } },
    ui: <Slot id="forYou.alerts.after" />,
  });
  const card = await screen.findByRole('region', { name: 'Welcome back' });
  expect(card.querySelector('h3')?.textContent).toBe('Welcome back');
  expect(card.querySelector('p')?.textContent).toBe('Hello from ${name}.');
});
`,
  };
}
