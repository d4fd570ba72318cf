// Builds a merchant admin UI (React 18 + rjsf) in memory with esbuild, once per entry and process: the
// devstore's admin (devstore/admin/ui/main.tsx) and the app's embedded admin (ui/embedded-main.tsx). Neither is
// part of the widget build (dist/): rjsf's ajv8 validator compiles schemas with `new Function`, which is fine in
// a merchant's admin and nowhere near a shopper's page.
import path from 'node:path';
import * as esbuild from 'esbuild';

export interface AdminAssets {
  js: string;
  css: string;
}

const building = new Map<string, Promise<AdminAssets>>();

/** The bundle of `entry` (an absolute path): its JavaScript and the CSS it imports. */
export function bundleAdminUi(entry: string): Promise<AdminAssets> {
  let pending = building.get(entry);
  if (pending) return pending;
  pending = esbuild
    .build({
      absWorkingDir: path.dirname(entry),
      entryPoints: { app: entry },
      outdir: path.join(path.dirname(entry), 'out'), // never written (write: false): names the outputs only
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
      building.delete(entry); // the next request tries again (after the file is fixed)
      throw error;
    });
  building.set(entry, pending);
  return pending;
}
