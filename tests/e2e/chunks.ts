// Which built files hold a plugin's code: from dist/meta.json (esbuild's metafile of `npm run build`).
// A plugin's manifest (<folder>/index.ts) sits in the panel chunk on purpose (docs/plugins.md),
// so the chunks "of" a plugin are the outputs holding any other file of its folder: its lazily loaded code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Metafile {
  outputs: Record<string, { inputs?: Record<string, unknown> }>;
}

/**
 * Paths relative to dist/ (`chunks/Page-65UCIDAU.js`) of the JavaScript outputs holding a file under `folder`
 * (`plugins/orders/`), its manifest `index.ts` aside unless `withManifest`.
 */
export function chunksOf(folder: string, { withManifest = false, distDir = path.join(repoRoot, 'dist') } = {}): string[] {
  const prefix = folder.replace(/\/?$/, '/');
  const meta = JSON.parse(readFileSync(path.join(distDir, 'meta.json'), 'utf8')) as Metafile;
  const distRel = path.relative(repoRoot, distDir).split(path.sep).join('/');
  return Object.entries(meta.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .filter(([, output]) => Object.keys(output.inputs ?? {}).some((input) => input.startsWith(prefix) && (withManifest || input !== `${prefix}index.ts`)))
    .map(([file]) => (file.startsWith(`${distRel}/`) ? file.slice(distRel.length + 1) : file));
}
