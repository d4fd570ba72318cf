// The test harness plugin authors use too (`@status/sdk/testing`): a fresh runtime per test with fake auth
// and the msw test API, the panel rendered around it, fake-time helpers, and a one-line test plugin.
export { createTestRuntime } from './runtime.ts';
export { renderWithRuntime, inAct, settle, pagePlugin, FRAME_MS } from './render.tsx';
export type { RenderWithRuntimeOptions, RenderedRuntime } from './render.tsx';
export { createFakeAuthService } from './fake-auth.ts';
export type { FakeAuthService } from './fake-auth.ts';
export { testPlugin } from './plugin.ts';
