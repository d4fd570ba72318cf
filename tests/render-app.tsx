// The project's own render helper: the test kit (runtime/testing, `@status/sdk/testing`) with the built-in
// plugins passed by default, for the widget's tests (an outside plugin's tests get only what they pass):
//   const { runtime, onClosed } = await renderWithRuntime({ plugins: [myPlugin] });
// The built-in pages are imported up front so their lazy `import()` resolves at once, also under fake timers.
import { builtinPlugins } from '../app/plugins.ts';
import { renderPlugins, type RenderPluginsOptions, type RenderedRuntime } from '../runtime/testing/render-core.tsx';

await Promise.all([
  import('../plugins/foryou/Page.tsx'),
  import('../plugins/orders/Page.tsx'),
  import('../plugins/profile/Page.tsx'),
  import('../plugins/foryou/setup.ts'),
  import('../plugins/orders/setup.ts'),
  import('../plugins/profile/setup.ts'),
  import('../plugins/content-blocks/setup.tsx'),
  import('../plugins/login/setup.ts'),
  import('../plugins/foryou/messages/en.ts'),
  import('../plugins/login/messages/en.ts'),
]);

export { createTestRuntime, createFakeAuthService, testPlugin, inAct, settle, FRAME_MS, pagePlugin } from '../runtime/testing/index.ts';
export type { FakeAuthService, RenderedRuntime } from '../runtime/testing/index.ts';

export interface RenderWithRuntimeOptions extends RenderPluginsOptions {
  /** Include the built-in plugins (default true). */
  builtins?: boolean;
}

export function renderWithRuntime(options: RenderWithRuntimeOptions = {}): Promise<RenderedRuntime> {
  const { builtins, ...rest } = options;
  return renderPlugins({ ...rest, plugins: [...(builtins === false ? [] : builtinPlugins), ...(options.plugins ?? [])] });
}
