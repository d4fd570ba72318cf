// `@status/sdk/testing`: a fresh runtime with fake auth and exactly the plugins a test passes, the panel
// rendered around it, fake-time helpers. No built-in plugin comes with it. Tests only: the preset refuses
// it in a plugin bundle.
export { renderPlugins as renderWithRuntime, inAct, settle, pagePlugin, FRAME_MS } from '../runtime/testing/render-core.tsx';
export type { RenderPluginsOptions as RenderWithRuntimeOptions, RenderedRuntime } from '../runtime/testing/render-core.tsx';
export { createTestRuntime } from '../runtime/testing/runtime.ts';
export { createFakeAuthService } from '../runtime/testing/fake-auth.ts';
export type { FakeAuthService } from '../runtime/testing/fake-auth.ts';
export { testPlugin } from '../runtime/testing/plugin.ts';
