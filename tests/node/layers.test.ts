// The widget's layers (.dependency-cruiser.cjs, docs/architecture.md): the repository's own imports break no
// rule, and a planted violation of each kind of rule fails the check, so the rules still bite.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const SOURCES = ['app', 'runtime', 'plugins', 'sdk', 'examples/acme-loyalty/src'];

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** Runs dependency-cruiser with the repository's rules in `cwd`; the violations it reports. */
async function violations(cwd: string, sources: string[]): Promise<Violation[]> {
  const args = [CLI, ...sources, '--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'json'];
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('layers', () => {
  it('the widget\'s imports keep every layer rule', async () => {
    const found = await violations(root, SOURCES);
    expect(found.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
  }, 120_000);

  const planted = mkdtempSync(path.join(tmpdir(), 'status-layers-'));
  afterAll(() => rmSync(planted, { recursive: true, force: true }));

  it('a planted import up a layer, into another plugin or in a circle fails the check', async () => {
    cpSync(path.join(root, 'tsconfig.json'), path.join(planted, 'tsconfig.json'));
    const files: Record<string, string> = {
      'runtime/dom/storage.ts': "import { start } from '../loader/start.ts';\nexport const read = () => start;\n",
      'runtime/loader/start.ts': "import { Panel } from '../react/Panel.tsx';\nexport const start = () => Panel;\n",
      'runtime/react/Panel.tsx': "import { createRuntime } from '../runtime.ts';\nexport const Panel = () => createRuntime;\n",
      'runtime/runtime.ts': "import { Panel } from './react/Panel.tsx';\nexport const createRuntime = () => Panel;\n",
      'runtime/public.ts': "export * from './public/contract.ts';\n",
      'runtime/public/contract.ts': "export const definePlugin = <T>(plugin: T) => plugin;\n",
      'runtime/elements/index.ts': "import { Panel } from '../react/Panel.tsx';\nexport const elements = () => Panel;\n",
      'plugins/orders/index.ts': "import { definePlugin } from '../../runtime/public.ts';\nimport { saved } from '../saved/index.ts';\nimport { createRuntime } from '../../runtime/runtime.ts';\nimport { definePlugin as direct } from '../../runtime/public/contract.ts';\nexport default definePlugin({ saved, createRuntime, direct });\n",
      'plugins/saved/index.ts': "export const saved = 'saved';\n",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(planted, file)), { recursive: true });
      writeFileSync(path.join(planted, file), text);
    }
    const found = await violations(planted, ['runtime', 'plugins']);
    const broken = new Set(found.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`));
    expect([...broken].sort()).toEqual(
      expect.arrayContaining([
        'core-without-bindings: runtime/runtime.ts -> runtime/react/Panel.tsx',
        'dom-is-the-floor: runtime/dom/storage.ts -> runtime/loader/start.ts',
        'elements-without-react: runtime/elements/index.ts -> runtime/react/Panel.tsx',
        'loader-only-dom: runtime/loader/start.ts -> runtime/react/Panel.tsx',
        'no-circular: runtime/react/Panel.tsx -> runtime/runtime.ts',
        'plugin-imports-public-entry: plugins/orders/index.ts -> runtime/runtime.ts',
        'plugin-imports-public-entry: plugins/orders/index.ts -> runtime/public/contract.ts',
        'plugin-not-another-plugin: plugins/orders/index.ts -> plugins/saved/index.ts',
      ]),
    );
    // The plugin's import of the public entry is allowed.
    expect([...broken].some((line) => line.includes('-> runtime/public.ts'))).toBe(false);
  }, 120_000);
});
