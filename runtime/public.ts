// The runtime's public entry: the only module a plugin imports, built-in or third-party. An
// outside plugin built with the SDK's esbuild preset (sdk/) takes this module from the host page, as it takes
// react, react-dom and react/jsx-runtime, so a provider ships kilobytes, not a second runtime.
// It is three parts, re-exported here as one module (one object on the host page):
export * from './public/contract.ts'; // declaring a plugin: manifest, setup, hooks, slots, routes, errors, data types
export * from './public/react.ts'; // React helpers: Slot, useFill, usePlugin, useStore, useT, ActionPanel…
export * from './public/ui.ts'; // UI pieces loaded when used (products, programs, dates, markup) and page helpers
