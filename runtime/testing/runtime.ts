// Builds a fresh runtime for a test in one line: fake auth, the msw test API, given plugins and settings.
import { createRuntime, type RuntimeOptions } from '../runtime.ts';
import { createFakeAuthService } from './fake-auth.ts';
import type { InitData } from '../dom/contract.ts';
import { TEST_API } from './test-api.ts';

export function createTestRuntime(options: Partial<RuntimeOptions> & { initData?: Partial<InitData> } = {}) {
  const { initData, ...rest } = options;
  return createRuntime({
    auth: createFakeAuthService(),
    onError: () => {},
    loadHttp: () => import('../http/index.ts').then((m) => m.createPluginHttp),
    // ctx.emit (status:saved-change) as the loader does it: a CustomEvent on window, for tests to listen to.
    emit: (name, detail) => void globalThis.dispatchEvent?.(new CustomEvent(name, { detail })),
    ...rest,
    initData: { shopId: 'test-shop', apiBaseUrl: TEST_API, ...initData },
  });
}
