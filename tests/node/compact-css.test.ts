// The loader's CSS literals shrink to one line without changing a rule.
import { expect, it } from 'vitest';
import { compactCssText } from '../../build/compact-css';

it('turns each line break and its indentation inside /* css */ literals into one space, leaving other code alone', () => {
  const source = "const A = /* css */ `\n  :host {\n    all: initial;\n  }\n`;\nconst B = `keep\n  this`;\n";
  expect(compactCssText(source)).toBe("const A = `:host { all: initial; }`;\nconst B = `keep\n  this`;\n");
});
