// Writes the theme app extension's assets/ from the widget build (`npm run build` runs it after esbuild):
// status.js (the loader, the app embed's script), every lazy chunk, and status-elements.css. Shopify serves
// an extension's assets flat from its CDN (assets/ has no subfolders), so the loader's chunk paths lose their
// `chunks/` folder: the loader resolves them against its own URL (runtime/loader/status.ts), which is then
// the CDN folder the chunks sit in. Source maps stay out. The files are generated, not committed (.gitignore).
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const EXTENSION_DIR = path.join(here, 'extensions', 'status-theme');
export const ASSETS_DIR = path.join(EXTENSION_DIR, 'assets');
const KEEP = new Set(['.gitignore']);

const withoutSourceMap = (code: string) => code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '\n');

/** The loader with its chunk paths made flat ("chunks/panel-X.js" → "panel-X.js"). */
export function flattenLoader(code: string): string {
  return withoutSourceMap(code).replaceAll('"chunks/', '"');
}

export async function buildExtensionAssets(distDir: string, assetsDir = ASSETS_DIR): Promise<string[]> {
  await mkdir(assetsDir, { recursive: true });
  for (const old of await readdir(assetsDir)) if (!KEEP.has(old)) await rm(path.join(assetsDir, old), { force: true });
  const loader = await readFile(path.join(distDir, 'status.js'), 'utf8');
  await writeFile(path.join(assetsDir, 'status.js'), flattenLoader(loader));
  await copyFile(path.join(distDir, 'status-elements.css'), path.join(assetsDir, 'status-elements.css'));
  const chunks = (await readdir(path.join(distDir, 'chunks'))).filter((file) => file.endsWith('.js'));
  for (const chunk of chunks) {
    const code = await readFile(path.join(distDir, 'chunks', chunk), 'utf8');
    await writeFile(path.join(assetsDir, chunk), withoutSourceMap(code));
  }
  return ['status.js', 'status-elements.css', ...chunks];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = process.env.STATUS_DIST ? path.resolve(process.env.STATUS_DIST) : path.resolve(here, '..', 'dist');
  const files = await buildExtensionAssets(dist);
  console.log(`shopify: ${files.length} files written to ${path.relative(process.cwd(), ASSETS_DIR)}/`);
}
