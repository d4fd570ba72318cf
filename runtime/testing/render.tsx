// renderWithRuntime: a fresh runtime (fake auth, msw test API) with the built-in tab plugins plus the given
// ones, started, and the panel shell rendered into it, in one line (Backstage's renderInTestApp):
//   const { runtime, onClosed } = await renderWithRuntime({ plugins: [myPlugin] });
// The built-in pages are imported up front so their lazy `import()` resolves at once, also under fake timers.
import { builtinPlugins } from '../../app/plugins.ts';
import { renderPlugins, type RenderPluginsOptions, type RenderedRuntime } from './render-core.tsx';

await Promise.all([
  import('../../plugins/foryou/Page.tsx'),
  import('../../plugins/orders/Page.tsx'),
  import('../../plugins/profile/Page.tsx'),
  import('../../plugins/foryou/setup.ts'),
  import('../../plugins/orders/setup.ts'),
  import('../../plugins/profile/setup.ts'),
  import('../../plugins/content-blocks/setup.tsx'),
  import('../../plugins/login/setup.ts'),
  import('../../plugins/foryou/messages/en.ts'),
  import('../../plugins/login/messages/en.ts'),
]);

export { inAct, settle, FRAME_MS, pagePlugin } from './render-core.tsx';
export type { RenderedRuntime } from './render-core.tsx';

export interface RenderWithRuntimeOptions extends RenderPluginsOptions {
  /** Include foryou/orders/profile (default true). */
  builtins?: boolean;
}

export function renderWithRuntime(options: RenderWithRuntimeOptions = {}): Promise<RenderedRuntime> {
  const { builtins, ...rest } = options;
  return renderPlugins({ ...rest, plugins: [...(builtins === false ? [] : builtinPlugins), ...(options.plugins ?? [])] });
}
