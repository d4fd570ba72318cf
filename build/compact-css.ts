// Shrinks the CSS the loader ships in template literals marked `/* css */`: each line break and its indentation
// becomes one space (whitespace is whitespace in CSS), which esbuild's minifier leaves as written. The literals
// hold no `${}`, so their text is plain CSS. The source map then points into the compacted text of those files.
import type * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';

const CSS_LITERAL = /\/\* css \*\/ `([^`]*)`/g;

export function compactCssText(source: string): string {
  return source.replace(CSS_LITERAL, (_, css: string) => `\`${css.replace(/\s*\n\s*/g, ' ').trim()}\``);
}

export const compactCss: esbuild.Plugin = {
  name: 'compact-css',
  setup(build) {
    build.onLoad({ filter: /[\\/]runtime[\\/].*\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('/* css */ `')) return undefined;
      return { contents: compactCssText(source), loader: 'ts' };
    });
  },
};
