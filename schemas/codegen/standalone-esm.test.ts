// The require → import rewrite is what lets ajv's standalone code run in browsers and Node ESM alike.
import { GENERATED_HEADER, importedModules, toEsModule } from './standalone-esm.ts';

describe('toEsModule', () => {
  const standalone = '"use strict";export default v;const f = require("ajv/dist/runtime/ucs2length").default;const g = require("ajv/dist/runtime/ucs2length").default;const h = require("ajv-formats/dist/formats").fullFormats.uri;';

  it('puts the header first and imports each required module once, with its extension', () => {
    const code = toEsModule(standalone, 'settings/x.json');
    expect(code.split('\n')[0]).toBe(GENERATED_HEADER);
    expect(code).toContain('// Source: schemas/settings/x.json');
    expect(code).not.toContain('require(');
    expect(importedModules(code)).toEqual(['ajv/dist/runtime/ucs2length.js', 'ajv-formats/dist/formats.js']);
    expect(code).toContain('const f = ajvRuntime0.default;const g = ajvRuntime0.default;const h = ajvRuntime1.fullFormats.uri;');
  });

  it('recovers module.exports whichever way the host resolved the namespace import', async () => {
    const code = toEsModule('"use strict";export default require("m").default;', 'x.json');
    const interop = code.split('\n').find((line) => line.startsWith('const fromCommonJs'))!;
    const fromCommonJs = new Function(`${interop}; return fromCommonJs;`)() as (ns: unknown) => { default: unknown };
    const fn = () => 1;
    const moduleExports = { __esModule: true, default: fn };
    expect(fromCommonJs({ default: moduleExports }).default).toBe(fn); // Node, esbuild
    expect(fromCommonJs({ default: fn }).default).toBe(fn); // vitest's interopDefault
  });

  it('leaves code without requires import-free', () => {
    expect(importedModules(toEsModule('"use strict";export default 1;', 'x.json'))).toEqual([]);
  });
});
