// Finds the build to measure: a snapshot of dist/ from `npm run build` (copied, so a rebuild running
// meanwhile in the same checkout can't change files under the bench), or, when the build could not run yet
// (no panel entry), the loader built here on its own with the build's settings and a placeholder panel
// chunk path, so its size and main-thread cost can still be measured.
import { existsSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { REPO_ROOT } from './static-server';

export interface LoaderBuild {
  /** Folder served at /dist/: the snapshot of dist/ (meta.json paths start with dist/, relative to it). */
  distDir: string;
  loaderFile: string;
  /** True when built here rather than by `npm run build`. */
  standalone: boolean;
}

export async function findOrBuildLoader(): Promise<LoaderBuild> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'status-bench-'));
  // STATUS_DIST: a build made elsewhere (comparing builds without touching the shared dist/).
  const dist = process.env.STATUS_DIST ? path.resolve(process.env.STATUS_DIST) : path.join(REPO_ROOT, 'dist');
  if (existsSync(path.join(dist, 'status.js'))) {
    await cp(dist, outDir, { recursive: true });
    return { distDir: outDir, loaderFile: path.join(outDir, 'status.js'), standalone: false };
  }

  await esbuild.build({
    absWorkingDir: REPO_ROOT,
    entryPoints: ['runtime/loader/status.ts'],
    outfile: path.join(outDir, 'status.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
    legalComments: 'none',
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"', __STATUS_PANEL_CHUNK__: JSON.stringify('chunks/panel-missing.js'), __STATUS_PANEL_DEPENDENCIES__: '[]', __STATUS_PLUGIN_PRELOADS__: '[]', __STATUS_ELEMENTS_CHUNK__: JSON.stringify('chunks/elements-missing.js'), __STATUS_EXTRAS_CHUNK__: JSON.stringify('chunks/extras-missing.js'), __STATUS_ELEMENTS_EXTRAS_CHUNK__: JSON.stringify('chunks/elements-extras-missing.js'), __STATUS_FRAME_LOGIN_CHUNK__: JSON.stringify('chunks/frame-login-missing.js') },
  });
  return { distDir: outDir, loaderFile: path.join(outDir, 'status.js'), standalone: true };
}
