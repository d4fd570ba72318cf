// Builds the admin UI (ui/main.tsx: React 18 + rjsf) in memory with esbuild, once per process. It is a dev
// tool served by the storefront, never part of the widget build (dist/): rjsf's ajv8 validator compiles
// schemas with `new Function`, which is fine here and nowhere near a shopper's page.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

export interface AdminAssets {
  js: string;
  css: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
let building: Promise<AdminAssets> | undefined;

export function buildAdminUi(): Promise<AdminAssets> {
  building ??= esbuild
    .build({
      absWorkingDir: here,
      entryPoints: { app: path.join(here, 'ui/main.tsx') },
      outdir: path.join(here, 'out'), // never written (write: false): names the outputs only
      write: false,
      bundle: true,
      format: 'esm',
      jsx: 'automatic',
      minify: true,
      target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
      legalComments: 'none',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    })
    .then((result) => {
      const text = (ext: string) => result.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? '';
      return { js: text('.js'), css: text('.css') };
    })
    .catch((error: unknown) => {
      building = undefined; // the next request tries again (after the file is fixed)
      throw error;
    });
  return building;
}
