// `@status/sdk/testing`: the harness the widget's own tests use (a fresh runtime with fake auth per test, the
// panel rendered around it, fake-time helpers). Tests only: the preset refuses it in a plugin bundle.
export * from '../runtime/testing/index.ts';
