// Where the build reads and writes. STATUS_DIST builds elsewhere (comparing builds, or building while tests
// read dist/); `--watch` rebuilds on change and skips minification.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const requireFromRoot = createRequire(path.join(root, 'package.json'));
export const dist = process.env.STATUS_DIST ? path.resolve(process.env.STATUS_DIST) : path.join(root, 'dist');
export const watch = process.argv.includes('--watch');
export const production = !watch;

/** A metafile path (relative to the repository) as a path relative to dist/, the way the loader fetches it. */
export const distRelative = (file: string): string => path.relative(dist, path.join(root, file));
