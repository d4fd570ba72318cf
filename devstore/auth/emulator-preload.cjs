// Preloaded (node --require) into the Firebase CLI by emulator-watchdog.js when fast start is on.
// Why: most of the Auth emulator's start-up (7-10 s of CPU, far more on a busy machine) is ajv compiling a
// validator for every operation of its OpenAPI spec up front. exegesis, the library doing it, has an
// option to compile each validator on first use instead (lazyCompileValidationSchemas); firebase-tools
// does not set it, so we default it here. Requests behave the same; only the first call of an operation
// pays for its compile. If the module layout ever changes we do nothing and the emulator starts slowly.
'use strict';

try {
  const toolsDir = process.env.STATUS_FIREBASE_TOOLS_DIR;
  const optionsPath = require.resolve('exegesis/lib/options', toolsDir ? { paths: [toolsDir] } : undefined);
  const options = require(optionsPath);
  const original = options.compileOptions;
  if (typeof original === 'function') {
    options.compileOptions = function compileOptionsLazily(opts) {
      const given = opts || {};
      return original.call(this, { ...given, lazyCompileValidationSchemas: given.lazyCompileValidationSchemas ?? true });
    };
  }
} catch {
  // Not fatal: the emulator still works, it just compiles everything at start.
}
