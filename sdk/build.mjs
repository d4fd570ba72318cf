// Builds the @status/sdk package into sdk/dist: the public entry and the testing entry as ES modules that share
// one copy of the runtime (code splitting, so a test's provider and a plugin's hooks meet the same React context),
// and their declarations (tsc), with import paths rewritten to .js and the generated schema types copied beside.
// Every package the runtime imports stays an import: the SDK declares them (dependencies, React as a peer).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const sdk = path.dirname(new URL(import.meta.url).pathname);
const root = path.dirname(sdk);
const dist = path.join(sdk, 'dist');
const types = path.join(dist, 'types');

rmSync(dist, { recursive: true, force: true });
await esbuild.build({
  absWorkingDir: root,
  entryPoints: { index: 'sdk/index.ts', testing: 'sdk/testing.ts' },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  packages: 'external',
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});

execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(sdk, 'tsconfig.build.json')], { stdio: 'inherit' });

// A declaration imports its neighbours as './x.ts' (the sources' style): consumers resolve './x.js'. Hand-written
// declarations next to generated code (schemas/generated/*.d.ts) are not emitted by tsc: copy them.
const SPECIFIER = /(from\s+|import\s*\(\s*|declare module\s+)(['"])(\.{1,2}\/[^'"]+)\2/g;
const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
const pending = walk(types).filter((file) => file.endsWith('.d.ts'));
const seen = new Set(pending);
while (pending.length) {
  const file = pending.pop();
  const text = readFileSync(file, 'utf8').replace(SPECIFIER, (_, head, quote, specifier) => {
    // tsc writes the imports it adds itself without an extension ('./routes').
    const js = /\.(tsx?|js)$/.test(specifier) ? specifier.replace(/\.tsx?$/, '.js') : `${specifier}.js`;
    const target = path.resolve(path.dirname(file), js.replace(/\.js$/, '.d.ts'));
    if (!existsSync(target) && !seen.has(target)) {
      const source = path.join(root, path.relative(types, target));
      if (!existsSync(source)) return `${head}${quote}${specifier}${quote}`; // an example in a doc comment
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(source, target);
      seen.add(target);
      pending.push(target);
    }
    return `${head}${quote}${js}${quote}`;
  });
  writeFileSync(file, text);
}
