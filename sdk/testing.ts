// `@status/sdk/testing`: a fresh runtime with fake auth and exactly the plugins a test passes, the panel
// rendered around it, fake-time helpers. No built-in plugin comes with it. Tests only: the preset refuses
// it in a plugin bundle.
export * from '../runtime/testing/index.ts';
