// The sign-in page's script (sign-in-client.ts), bundled once per process on first use with esbuild (tsx, which
// runs the server, brings it) and served from memory under /oidc/assets/: the page works wherever the server
// runs, with no build step of its own. Google's popup (the firebase SDK) is a separate chunk, loaded only when
// the shopper picks Google. Names carry a content hash, so the files are cached for good.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ASSETS_PATH = '/oidc/assets/';

export interface SignInAssets {
  /** The entry's file name (under ASSETS_PATH). */
  entry: string;
  files: Map<string, string>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
let bundling: Promise<SignInAssets> | null = null;

export function signInAssets(): Promise<SignInAssets> {
  bundling ??= bundle().catch((error: unknown) => {
    bundling = null; // a later request tries again
    throw error;
  });
  return bundling;
}

async function bundle(): Promise<SignInAssets> {
  const esbuild = await import('esbuild');
  const outdir = path.join(here, '.sign-in-assets');
  const result = await esbuild.build({
    absWorkingDir: path.resolve(here, '../..'),
    entryPoints: { 'sign-in': path.join(here, 'sign-in-client.ts') },
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    write: false,
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const files = new Map<string, string>();
  let entry = '';
  for (const file of result.outputFiles) {
    if (file.path.endsWith('.map')) continue;
    const name = path.relative(outdir, file.path);
    files.set(name, file.text);
    if (name.startsWith('sign-in-') && name.endsWith('.js')) entry = name;
  }
  if (!entry) throw new Error('the sign-in script did not bundle');
  return { entry, files };
}
