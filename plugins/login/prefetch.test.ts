// The login section's chunk is fetched as the plugin starts for a guest (their first open shows it), not for a
// customer the page already knows (a signed-in customer's first open ≤ 100 KB without it).
// Its own file: the first import of LoginSection.tsx in this module graph is what the test observes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRuntime } from '../../runtime/testing/runtime.ts';
import type { InitData } from '../../runtime/dom/contract.ts';
import type { PluginDefinition } from '../../runtime/plugin.ts';
import { loginPlugin } from './index.ts';

const imported = vi.hoisted(() => ({ section: 0 }));
vi.mock('./LoginSection.tsx', async (original) => {
  imported.section += 1;
  return original();
});

const started: { dispose(): void }[] = [];
afterEach(() => started.splice(0).forEach((runtime) => runtime.dispose()));

async function startLogin(initData: Partial<InitData> = {}) {
  const runtime = createTestRuntime({ plugins: [loginPlugin as PluginDefinition<never>], initData });
  started.push(runtime);
  await runtime.start();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('login chunk prefetch', () => {
  it('is not fetched for a customer logged in to the store; it is for a guest', async () => {
    await startLogin({ customer: { customerId: 'cust-7', email: 'jane@example.com' } });
    expect(imported.section).toBe(0);
    await startLogin();
    await vi.waitFor(() => expect(imported.section).toBe(1));
  });

  it("creates a guest's controller without looking at the page's storage (read when a code or link needs it)", async () => {
    const session = vi.spyOn(window, 'sessionStorage', 'get');
    const local = vi.spyOn(window, 'localStorage', 'get');
    try {
      await startLogin();
      await vi.waitFor(() => expect(imported.section).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 50)); // the controller is made once the section arrived
      expect(session).not.toHaveBeenCalled();
      expect(local).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
