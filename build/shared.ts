// esbuild options every bundle shares: minified output for the browsers the widget supports, development
// checks compiled out, and V8's compile hint on every file.
import type * as esbuild from 'esbuild';
import { production, root } from './paths.ts';

export const shared: esbuild.BuildOptions = {
  absWorkingDir: root,
  bundle: true,
  // STATUS_READABLE=1 keeps identifiers (readable profiles: tests/bench/open-timeline.ts).
  minifyWhitespace: production,
  minifySyntax: production,
  minifyIdentifiers: production && !process.env.STATUS_READABLE,
  sourcemap: 'linked',
  target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
  legalComments: 'none',
  logLevel: 'warning',
  define: {
    'process.env.NODE_ENV': production ? '"production"' : '"development"',
    // valtio and proxy-compare guard their development checks with Vite's `import.meta.env.MODE`, which esbuild
    // leaves undefined, so they ran in production (useSnapshot's debug value among them: a walk of every path a
    // component read, after each of its renders). `import.meta.env` as `true` lets the minifier drop that code
    // (nothing here reads another `import.meta.env` key).
    'import.meta.env': 'true',
    'import.meta.env.MODE': production ? '"production"' : '"development"',
  },
  // Chromium's explicit compile hint (a plain comment elsewhere): compile every function when the file is
  // compiled, not again the first time each runs. These files are loaded to run, and the eager compile happens
  // when the intent prefetch compiles the modules, before the click (docs/decisions.md).
  banner: { js: '//# allFunctionsCalledOnLoad' },
};

/** Metafile fields the build reads, merged from several builds. */
export function mergeMeta(...metas: esbuild.Metafile[]): esbuild.Metafile {
  return {
    inputs: Object.assign({}, ...metas.map((meta) => meta.inputs)),
    outputs: Object.assign({}, ...metas.map((meta) => meta.outputs)),
  };
}

/** The output file built from `entryPoint`, relative to dist/. */
export function chunkOf(meta: esbuild.Metafile, entryPoint: string, relative: (file: string) => string): string {
  const entry = Object.keys(meta.outputs).find((file) => meta.outputs[file]!.entryPoint === entryPoint);
  if (!entry) throw new Error(`build: ${entryPoint}'s chunk missing from metafile`);
  return relative(entry);
}
