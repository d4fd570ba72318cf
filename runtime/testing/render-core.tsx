// renderPlugins: a fresh runtime (fake auth, msw test API) with exactly the given plugins, started, and the
// panel shell rendered into it. The SDK's testing entry is this module: no built-in plugin comes with it.
import './jsdom-layout.ts';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { vi } from 'vitest';
import type { AuthService } from '../auth/service.ts';
import type { InitData } from '../dom/contract.ts';
import type { AnyPlugin } from '../plugin.ts';
import type { PageProps, RouteDefinition } from '../router/routes.ts';
import { RuntimeProvider } from '../react/context.tsx';
import { Panel } from '../react/shell/Panel.tsx';
import { testPlugin } from './plugin.ts';
import type { Runtime, RuntimeOptions } from '../runtime.ts';
import { createTestRuntime } from './runtime.ts';

export interface RenderPluginsOptions {
  plugins?: AnyPlugin[];
  initData?: Partial<InitData>;
  auth?: AuthService;
  /** What to render inside the provider; defaults to the panel shell. */
  ui?: ReactNode;
  /** Renders merchant dynamic pages (app/plugins.ts dynamicPageLoader). */
  dynamicPageLoader?: RuntimeOptions['dynamicPageLoader'];
  /** Receives every error report (plugin failures, refused declarations). */
  onError?: RuntimeOptions['onError'];
  /** Starts the shopper's session (a guest's anonymous identity) and opens the panel at this hash. */
  open?: string;
}

export interface RenderedRuntime extends RenderResult {
  runtime: Runtime;
  onOpened: ReturnType<typeof vi.fn>;
  onClosed: ReturnType<typeof vi.fn>;
}

export async function renderPlugins(options: RenderPluginsOptions = {}): Promise<RenderedRuntime> {
  const plugins = options.plugins ?? [];
  const runtime = createTestRuntime({
    plugins,
    ...(options.initData ? { initData: options.initData } : {}),
    ...(options.auth ? { auth: options.auth } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
    ...(options.dynamicPageLoader ? { dynamicPageLoader: options.dynamicPageLoader } : {}),
  });
  await runtime.start();
  const onOpened = vi.fn();
  const onClosed = vi.fn();
  const utils = render(
    <RuntimeProvider runtime={runtime}>{options.ui ?? <Panel onOpened={onOpened} onClosed={onClosed} />}</RuntimeProvider>,
  );
  if (options.open !== undefined) {
    const hash = options.open;
    await act(async () => {
      await runtime.session.start();
      runtime.open(hash);
    });
  }
  return { runtime, onOpened, onClosed, ...utils };
}

/**
 * Runs `fn` (a click, a key press, a store change) inside act and lets valtio's batched notification land
 * there too, so React commits the result within the act scope.
 */
export async function inAct(fn: () => void): Promise<void> {
  await act(async () => {
    fn();
    await Promise.resolve();
  });
}

/**
 * Lets valtio notify and React commit; under fake timers also advances them by `ms`, one millisecond per act
 * scope: React 18 renders what an act scope queued only when the scope ends, so a render (and the effects
 * and timers it starts) happens at the fake time it would in the browser, not at the end of a long advance.
 */
export async function settle(ms = 0): Promise<void> {
  if (!vi.isFakeTimers()) {
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, ms))));
    return;
  }
  await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
  for (let step = 0; step < ms; step++) await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
}

/**
 * One frame and the task after it (fake time): the panel locks the page scroll after its first frame (Panel.tsx);
 * focus is inside by then (useFocusTrap.ts).
 */
export const FRAME_MS = 17;

/** A plugin with one page route whose lazy load resolves after `loadMs` (fake or real timers). */
export function pagePlugin(route: Partial<RouteDefinition> & { name: string }, options: { loadMs?: number; text?: string } = {}) {
  const Page: ComponentType<PageProps> = () => <p>{options.text ?? `${route.name} page`}</p>;
  return testPlugin({
    id: `test-${route.name}`,
    routes: [route.name],
    setup(ctx) {
      ctx.routes.add({
        authRequired: false,
        load: () => new Promise((resolve) => setTimeout(() => resolve({ default: Page }), options.loadMs ?? 0)),
        ...route,
      });
    },
  });
}
