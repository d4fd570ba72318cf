import { act, screen } from '@testing-library/react';
import { renderWithRuntime } from '../../tests/render-app.tsx';
import { storeDemoDePlugin } from './index.ts';
import { WELCOME_CODE } from './setup.ts';

const runtimes: { dispose(): void }[] = [];
afterEach(() => runtimes.splice(0).forEach((runtime) => runtime.dispose()));

async function shop(shopifyDomain: string) {
  const rendered = await renderWithRuntime({ builtins: false, plugins: [storeDemoDePlugin], initData: { shopifyDomain, customer: { customerId: '7', email: 'kim@example.com', firstName: 'Kim' } } as never });
  runtimes.push(rendered.runtime);
  await act(async () => void rendered.runtime.open('#status'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 400))); // the first open settles: deferred plugins start
  return rendered.runtime;
}

describe('a store-specific plugin keyed by host', () => {
  it("on the German demo shop: after sign-in, its toast with the shop's welcome code", async () => {
    const runtime = await shop('demo-store-de.myshopify.com');
    await vi.waitFor(() => expect(runtime.registry.status('store-demo-de')).toBe('started'), { timeout: 5000 });
    expect(screen.queryByText(/Willkommenscode/)).toBeNull(); // not signed in on this page
    runtime.store.auth.isInitialLoginSession = true; // what the session sets on sign-in
    await act(() => runtime.hooks.login.promise({ customerId: '7', email: 'kim@example.com', loginType: 'otp' }));
    expect(await screen.findByText(`Schön, dass du da bist, Kim! Dein Willkommenscode: ${WELCOME_CODE}`)).toBeVisible();
  });

  it('on any other shop: disabled, nothing downloaded, nothing said after sign-in', async () => {
    const runtime = await shop('demo-store.myshopify.com');
    expect(runtime.registry.status('store-demo-de')).toBe('disabled');
    runtime.store.auth.isInitialLoginSession = true;
    await act(() => runtime.hooks.login.promise({ customerId: '7', email: 'kim@example.com', loginType: 'otp' }));
    expect(screen.queryByText(/Willkommenscode/)).toBeNull();
  });
});
