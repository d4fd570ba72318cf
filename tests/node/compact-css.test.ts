// The loader's CSS literals shrink to one line without changing a rule.
import { expect, it } from 'vitest';
import { compactCssText } from '../../build/compact-css';

it('minifies /* css */ literals, keeping the spaces a rule needs, and leaves other code alone', () => {
  const source =
    "const A = /* css */ `\n  :host {\n    all: initial;\n  }\n  .a .b { width: calc(100% - 2px); margin: 0 auto; }\n`;\nconst B = `keep\n  this`;\n";
  expect(compactCssText(source)).toBe("const A = `:host{all:initial}.a .b{width:calc(100% - 2px);margin:0 auto}`;\nconst B = `keep\n  this`;\n");
});

it('only collapses the line breaks of a literal whose raw text an escape would change', () => {
  const source = 'const A = /* css */ `\n  .q::before {\n    content: "\\\\201C";\n  }\n`;\n';
  expect(compactCssText(source)).toBe('const A = `.q::before { content: "\\\\201C"; }`;\n');
});
