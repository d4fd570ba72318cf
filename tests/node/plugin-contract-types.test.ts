// The plugin contract's typing is a feature: a typo in a manifest's slot, hook or settings group, or a setup
// using a route or slot its manifest does not declare, fails the typecheck. The fixture marks each such line
// with @ts-expect-error; were the typing loosened, the markers go unused and tsc reports them.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const fixture = fileURLToPath(new URL('./fixtures/plugin-contract-types.ts', import.meta.url));

describe('the plugin contract types', { timeout: 120_000 }, () => {
  it('refuses the typos the fixture marks, and nothing else', () => {
    const config = ts.readConfigFile(fileURLToPath(new URL('../../tsconfig.json', import.meta.url)), ts.sys.readFile);
    const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, fileURLToPath(new URL('../..', import.meta.url)));
    const program = ts.createProgram([fixture], { ...options, noEmit: true });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file?.fileName === fixture)
      .map((d) => `${d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(errors).toEqual([]);
  });
});
