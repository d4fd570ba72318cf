// Shrinks the CSS the loader ships in template literals marked `/* css */`: esbuild's CSS minifier rewrites each
// (no spaces around braces and colons, shorter colours: the same rules), which esbuild's JS minifier leaves as
// written; about 120 B gzip of status.js. The literals hold no `${}`, so their text is plain CSS; one that holds a
// backslash (an escape the template cooks) only has each line break and its indentation made one space. The
// source map then points into the compacted text of those files.
import * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';

const CSS_LITERAL = /\/\* css \*\/ `([^`]*)`/g;
/** What a template literal's raw text would read differently: such CSS is only collapsed. */
const NOT_PLAIN = /[\\`]|\$\{/;

const collapse = (css: string): string => css.replace(/\s*\n\s*/g, ' ').trim();

function minify(css: string): string {
  if (NOT_PLAIN.test(css)) return collapse(css);
  const minified = esbuild.transformSync(css, { loader: 'css', minify: true }).code.trim();
  return NOT_PLAIN.test(minified) ? collapse(css) : minified;
}

export function compactCssText(source: string): string {
  return source.replace(CSS_LITERAL, (_, css: string) => `\`${minify(css)}\``);
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
