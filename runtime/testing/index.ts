// The test kit (`@status/sdk/testing` is this module): a fresh runtime per test with fake auth and the msw test
// API, exactly the plugins a test passes (no built-in one comes with it), the panel rendered around them,
// fake-time helpers and a one-line test plugin. The widget's own tests add the built-ins (tests/render-app.tsx).
export { renderPlugins as renderWithRuntime, inAct, settle, pagePlugin, FRAME_MS } from './render-core.tsx';
export type { RenderPluginsOptions as RenderWithRuntimeOptions, RenderedRuntime } from './render-core.tsx';
export { createTestRuntime } from './runtime.ts';
export { createFakeAuthService } from './fake-auth.ts';
export type { FakeAuthService } from './fake-auth.ts';
export { testPlugin } from './plugin.ts';
