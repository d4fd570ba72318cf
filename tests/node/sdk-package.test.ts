// @status/sdk as an outside developer gets it: the package is built and packed, installed from the tarball into a
// fresh folder outside the repository (npm's local cache first: --prefer-offline), and a small plugin there is strictly
// typechecked, built with the preset and tested with the SDK's testing entry. Nothing of the repository is on the
// plugin's paths but the tarball.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const sdkManifest = JSON.parse(await readFile(path.join(root, 'sdk/package.json'), 'utf8')) as { version: string };
const rootManifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string>; dependencies: Record<string, string> };
/** The versions the repository itself installed, so npm finds every one in its cache. */
const version = (name: string) => rootManifest.devDependencies[name] ?? rootManifest.dependencies[name]!;

const PLUGIN_FILES: Record<string, string> = {
  'settings.schema.json': JSON.stringify({
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'HelloStampsSettings',
    type: 'object',
    additionalProperties: false,
    properties: {
      isActive: { title: 'Show Hello Stamps', type: 'boolean', default: true },
      greeting: { title: 'Greeting', type: 'string', minLength: 1, maxLength: 40, default: 'Hello' },
    },
  }),
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', strict: true,
      noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: true, noEmit: true, isolatedModules: true,
      verbatimModuleSyntax: true, allowImportingTsExtensions: true, skipLibCheck: false,
      lib: ['ES2023', 'DOM', 'DOM.Iterable'], types: ['@status/sdk/client'],
    },
    include: ['src'],
  }),
  'build.mjs': `import * as esbuild from 'esbuild';
import { generateSettingsValidator, statusPluginPreset } from '@status/sdk/preset';
const root = new URL('.', import.meta.url).pathname;
await generateSettingsValidator({ absWorkingDir: root, schema: 'settings.schema.json', outfile: 'src/generated/settings.js' });
await esbuild.build(statusPluginPreset({ absWorkingDir: root, entry: 'src/index.tsx', outfile: 'dist/hello-stamps.js', manifest: { settingsSchema: 'settings.schema.json' } }));
`,
  'vitest.config.mjs': `export default { test: { environment: 'jsdom', include: ['src/**/*.test.tsx'] } };\n`,
  'src/index.tsx': `import { definePlugin } from '@status/sdk';
import validateSettings from './generated/settings.js';
export const manifest = definePlugin({
  apiVersion: 1, id: 'hello-stamps', name: 'Hello Stamps', version: '1.0.0', provider: 'Stamps Inc.',
  activeBy: 'hello-stamps', validateSettings, routes: ['hello-stamps'],
});
export default definePlugin({ ...manifest, messages: { en: () => import('./messages/en.ts') }, load: () => import('./setup.tsx') });
`,
  'src/messages/en.ts': `export default { heading: 'Your stamps', count: '{count} stamps' };\n`,
  'src/setup.tsx': `import { defineSetup, type PageProps } from '@status/sdk';
import type { manifest } from './index.tsx';
export default defineSetup<typeof manifest>((ctx) => {
  const Page = (_props: PageProps) => <p>{ctx.settings.own.greeting}, {ctx.i18n.t('count', { count: 3 })}</p>;
  return ctx.routes.add({ name: 'hello-stamps', authRequired: false, heading: () => ctx.i18n.t('heading'), load: async () => ({ default: Page }) });
});
`,
  'src/hello.test.tsx': `import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithRuntime } from '@status/sdk/testing';
import helloStamps from './index.tsx';
it('shows its page with the merchant’s greeting', async () => {
  await renderWithRuntime({ plugins: [helloStamps], initData: { settings: { 'hello-stamps': { greeting: 'Welcome' } } }, open: '#status-hello-stamps' });
  expect(await screen.findByText('Welcome, 3 stamps')).toBeVisible();
});
`,
};

let work: string;
let project: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'status-sdk-outside-'));
  project = path.join(work, 'hello-stamps');
  await run(process.execPath, [path.join(root, 'sdk/build.mjs')], { cwd: root });
  await run('npm', ['pack', '--ignore-scripts', '--pack-destination', work], { cwd: path.join(root, 'sdk') });
  const [tarball] = (await readdir(work)).filter((name) => name.endsWith('.tgz'));
  for (const [file, text] of Object.entries(PLUGIN_FILES)) {
    await mkdir(path.dirname(path.join(project, file)), { recursive: true });
    await writeFile(path.join(project, file), text);
  }
  const devDependencies = Object.fromEntries(
    ['react', 'react-dom', '@types/react', '@types/react-dom', 'esbuild', 'typescript', 'vitest', 'jsdom', '@testing-library/react', '@testing-library/dom', '@testing-library/jest-dom'].map((name) => [name, version(name)]),
  );
  await writeFile(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'hello-stamps', version: '1.0.0', private: true, type: 'module', devDependencies: { '@status/sdk': `file:../${tarball}`, ...devDependencies } }),
  );
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: project, maxBuffer: 1 << 24 });
}, 240_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('@status/sdk installed from its tarball outside the repository', { timeout: 120_000 }, () => {
  it('is a versioned package of built JavaScript and declarations, without the repository’s sources', async () => {
    const installed = path.join(project, 'node_modules/@status/sdk');
    const manifest = JSON.parse(await readFile(path.join(installed, 'package.json'), 'utf8')) as { version: string; private?: boolean };
    expect(manifest.version).toBe(sdkManifest.version);
    expect(manifest.private).toBeUndefined();
    const files = await readdir(installed, { recursive: true });
    expect(files).toContain(path.join('dist', 'index.js'));
    expect(files).toContain(path.join('dist', 'types', 'sdk', 'index.d.ts'));
    expect(files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))).toEqual([]);
    // The testing entry carries no built-in plugin.
    expect(files.some((file) => file.includes('foryou') || file.startsWith('app'))).toBe(false);
  });

  it('typechecks a plugin strictly, builds it into one module and runs its test with the testing entry', async () => {
    await run(process.execPath, ['build.mjs'], { cwd: project });
    const bundle = await readFile(path.join(project, 'dist/hello-stamps.js'), 'utf8');
    expect(bundle).toContain('hello-stamps');
    expect(bundle).not.toMatch(/^import\s/m);
    await run(path.join(project, 'node_modules/.bin/tsc'), ['-p', '.'], { cwd: project }).catch((error: { stdout: string }) => {
      throw new Error(`tsc failed:\n${error.stdout}`);
    });
    const { stdout } = await run(path.join(project, 'node_modules/.bin/vitest'), ['run', '--reporter=dot'], { cwd: project, env: { ...process.env, CI: '1', NO_COLOR: '1' } }).catch(
      (error: { stdout: string; stderr: string }) => {
        throw new Error(`the plugin's test failed:\n${error.stdout}\n${error.stderr}`);
      },
    );
    expect(stdout).toMatch(/1 passed/);
  });

  it('scaffolds a plugin with its status-plugin command that typechecks, builds and passes its own test', async () => {
    const scaffolded = path.join(work, 'my-points');
    await run(path.join(project, 'node_modules/.bin/status-plugin'), ['new', 'my-points', '--dir', scaffolded], { cwd: work });
    const manifest = JSON.parse(await readFile(path.join(scaffolded, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    expect(manifest.devDependencies['@status/sdk']).toBe(`^${sdkManifest.version}`);
    // The tools the tarball's project installed (the same list the skeleton names) serve the skeleton too.
    await symlink(path.join(project, 'node_modules'), path.join(scaffolded, 'node_modules'));
    await run(process.execPath, ['build.mjs'], { cwd: scaffolded });
    const built = JSON.parse(await readFile(path.join(scaffolded, 'dist/my-points.manifest.json'), 'utf8')) as { id: string; name: string; settingsSchema: { properties: object } };
    expect(built).toMatchObject({ id: 'my-points', name: 'My Points' });
    expect(Object.keys(built.settingsSchema.properties)).toEqual(['heading']);
    await run(path.join(project, 'node_modules/.bin/tsc'), ['-p', '.'], { cwd: scaffolded }).catch((error: { stdout: string }) => {
      throw new Error(`tsc failed on the skeleton:\n${error.stdout}`);
    });
    const { stdout } = await run(path.join(project, 'node_modules/.bin/vitest'), ['run', '--reporter=dot'], { cwd: scaffolded, env: { ...process.env, CI: '1', NO_COLOR: '1' } }).catch(
      (error: { stdout: string; stderr: string }) => {
        throw new Error(`the skeleton's test failed:\n${error.stdout}\n${error.stderr}`);
      },
    );
    expect(stdout).toMatch(/1 passed/);
    // A second run into the same folder would overwrite the plugin: refused.
    await expect(run(path.join(project, 'node_modules/.bin/status-plugin'), ['new', 'my-points', '--dir', scaffolded], { cwd: work })).rejects.toMatchObject({ stderr: expect.stringContaining('is not empty') });
  });
});
