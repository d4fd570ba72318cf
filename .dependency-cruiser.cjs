// The widget's layers, checked by tests/node/layers.test.ts (part of `npm test`). From the bottom up:
//   runtime/dom/       framework-free pieces every bundle shares (the page contract, frame styles, storage)
//   runtime/loader/    status.js, the classic script on every page          } each imports only
//   runtime/elements/  the theme elements' chunk (plain DOM)                 } what is below it
//   runtime/ (core)    createRuntime: store, hooks, registry, router, API, auth, i18n (no React)
//   runtime/react/     the React binding, <Slot>, the shell, product and program UI
//   runtime/public.ts  the one entry plugins import (its three parts in runtime/public/)
//   plugins/           one folder per feature; app/ composes them into the panel
// Tests, test helpers and the test kit (runtime/testing/) may import anything. docs/architecture.md says why.
const TESTS = '(\\.test\\.tsx?$|\\.corpus\\.ts$|/testing\\.tsx?$|^runtime/testing/|^tests/)';
const DOM = '^runtime/dom/';
const LOADER = '^runtime/loader/';
const ELEMENTS = '^runtime/elements/';
const REACT = '^runtime/react/';
const PUBLIC = '^runtime/public(\\.ts$|/)';
const PUBLIC_ENTRY = '^runtime/public\\.ts$';
const CORE = '^runtime/(?!dom/|loader/|elements/|react/|testing/|public\\.ts$|public/)';
const REACT_PACKAGES = '^node_modules/(react|react-dom|scheduler|valtio|proxy-compare|focus-trap|tabbable|aria-hidden)/';

/** A layer's code (tests aside) importing something it must not; type-only imports ship no code and are allowed. */
const forbid = (name, comment, from, to) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from, pathNot: TESTS },
  to: { dependencyTypesNot: ['type-only'], ...to },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No files import each other in a circle (tests aside; a type-only import ships nothing and may close one).',
      severity: 'error',
      from: { pathNot: TESTS },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    forbid('dom-is-the-floor', 'runtime/dom/ imports only runtime/dom/: the loader, the elements and the panel all ship it.', DOM, { pathNot: DOM }),
    forbid('loader-only-dom', 'The loader (a classic script on every page) imports only its own modules and runtime/dom/: no React, no runtime core.', LOADER, { pathNot: `(${LOADER}|${DOM})` }),
    forbid('loader-free-of-react', 'Not even through a package: the loader ships no React.', LOADER, { path: REACT_PACKAGES }),
    forbid('elements-without-react', 'The theme elements are plain DOM: the core and runtime/dom/, never React or the loader.', ELEMENTS, { path: `(${LOADER}|${REACT}|${PUBLIC}|^app/|^plugins/|${REACT_PACKAGES})` }),
    forbid('core-without-bindings', 'The core knows no React, no bundle entry, no plugin and no app.', CORE, { path: `(${LOADER}|${ELEMENTS}|${REACT}|${PUBLIC}|^app/|^plugins/|^sdk/|^node_modules/(react|react-dom|scheduler)/)` }),
    forbid('react-below-public', 'The React binding sits under the public entry and above the core.', REACT, { path: `(${LOADER}|${ELEMENTS}|${PUBLIC}|^app/|^plugins/|^sdk/)` }),
    forbid('public-is-the-runtime', 'The public entry re-exports the runtime; it imports no bundle entry, plugin or app.', PUBLIC, { path: `(${LOADER}|${ELEMENTS}|^app/|^plugins/|^sdk/)` }),
    forbid('plugin-imports-public-entry', 'A plugin reaches the runtime only through runtime/public.ts.', '^plugins/', { path: '^(runtime|app|sdk|tests)/', pathNot: PUBLIC_ENTRY }),
    forbid('plugin-not-another-plugin', 'A plugin never imports another plugin: shared code goes into the runtime, or travels through a hook, the store or a DOM event.', '^plugins/([^/]+)/', { path: '^plugins/', pathNot: '^plugins/$1/' }),
    forbid('nothing-imports-the-app', 'app/ is the composition root: nothing below imports it.', '^(runtime|plugins|sdk)/', { path: '^app/' }),
    forbid('sdk-imports-public-entry', 'The SDK gives outside plugins the public entry, nothing else of the runtime.', '^sdk/', { path: '^(runtime|app|plugins)/', pathNot: PUBLIC_ENTRY }),
    {
      name: 'test-kit-without-builtins',
      comment: 'The test kit (runtime/testing/, `@status/sdk/testing`) brings no built-in plugin: a test passes the plugins it renders.',
      severity: 'error',
      from: { path: '^(runtime/testing/|sdk/testing)' },
      to: { path: '^(app|plugins)/' },
    },
    forbid('no-tests-in-code', 'Shipped code imports no test helper.', '^(runtime|plugins|app|sdk)/', { path: TESTS }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|generated)/|^examples/[^/]+/dist/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
