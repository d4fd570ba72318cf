// One line per login test: a started runtime with the tab plugins, the login plugin and (optionally) a shop
// login strategy, the panel shell rendered, the session started, and msw answering the auth calls.
import '../../runtime/testing/jsdom-layout.ts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import { builtinPlugins } from '../../app/plugins.ts';
import { createFakeAuthService, type FakeAuthService } from '../../runtime/testing/fake-auth.ts';
import { createFakeSessionEnv, type FakeSessionEnvironment } from '../../runtime/testing/session.ts';
import type { ShopLoginStrategy } from '../../runtime/auth/shop-login.ts';
import type { InitData } from '../../runtime/dom/contract.ts';
import type { PluginDefinition } from '../../runtime/plugin.ts';
import { RuntimeProvider } from '../../runtime/react/context.tsx';
import { Panel } from '../../runtime/react/shell/Panel.tsx';
import type { Runtime } from '../../runtime/runtime.ts';
import { jsonError, jsonHandler, type RecordedRequest } from '../../tests/msw/handlers.ts';
import { createTestServer } from '../../tests/msw/server.ts';
import { createTestRuntime } from '../../runtime/testing/runtime.ts';
import { loginPlugin } from './index.ts';

// Pages resolve at once when their chunks are already loaded.
await Promise.all([import('./LoginSection.tsx'), import('./controller.ts'), import('./code-errors.ts'), import('./messages/code-errors-en.ts'), import('./messages/code-errors-de.ts'), import('./restore.ts'), import('./VerifyPage.tsx'), import('./MagicLinkPage.tsx'), import('./SignOut.tsx'), import('../foryou/Page.tsx'), import('../orders/Page.tsx'), import('../profile/Page.tsx')]);

export const CODE = '1234';
export const CODE_ID = '3f2b8c1e-0000-4000-8000-000000000001';

/**
 * For a login test file: msw answering the auth calls (recorded per call name in `calls`, emptied before
 * each test), console.error silenced (reports are asserted through the UI) and mocks restored after.
 */
export function setupAuthServer() {
  const calls: Record<string, RecordedRequest[]> = {};
  const server = createTestServer(...authHandlers(calls));
  beforeEach(() => {
    for (const key of Object.keys(calls)) delete calls[key];
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());
  return { calls, server };
}

/** The authentication API as the devstore answers it: right code CODE, email 'typo@gmial.com' gets a 101. */
export function authHandlers(calls: Record<string, RecordedRequest[]>) {
  const record = (name: string) => (r: RecordedRequest) => void (calls[name] ??= []).push(r);
  return [
    jsonHandler('post', '/authentication/create-otc', ({ data }) => {
      if (data?.email === 'typo@gmial.com') return jsonError(400, 101, "Did you mean typo@gmail.com?");
      if (data?.email === 'bad@blocked.test') return jsonError(400, 102, 'blocked domain');
      // The first code of a test is CODE_ID, later ones ('Send another code') differ.
      const nth = calls['create-otc']?.length ?? 1;
      return { codeId: nth === 1 ? CODE_ID : `${CODE_ID.slice(0, -1)}${nth}` };
    }, record('create-otc')),
    jsonHandler('post', '/authentication/validate-otc', ({ data }) => {
      const { otp } = data as unknown as { otp: string };
      return otp === CODE ? { token: 'jane@example.com' } : jsonError(400, 'invalid_code', 'The code you entered is incorrect');
    }, record('validate-otc')),
    jsonHandler('post', '/authentication/create-magic-link', { sent: true }, record('create-magic-link')),
    jsonHandler('post', '/authentication/validate-magic-link', ({ data }) =>
      (data as unknown as { token: string }).token === 'good-token'
        ? { token: 'jane@example.com', email: 'jane@example.com' }
        : jsonError(400, 'invalid_link', 'This sign-in link is not valid'),
    record('validate-magic-link')),
    jsonHandler('post', '/member/check-customer', ({ data }) => ({ customerId: 'cust-7', email: data?.customerEmail }), record('check-customer')),
    // The tab pages may ask for their data; they are not under test here.
    http.all('https://api.test/*', () => HttpResponse.json({})),
  ];
}

export interface RenderLoginOptions {
  settings?: Record<string, unknown>;
  initData?: Partial<InitData>;
  auth?: FakeAuthService;
  strategy?: ShopLoginStrategy;
  hash?: string;
}

export interface RenderedLogin {
  runtime: Runtime;
  env: FakeSessionEnvironment;
  auth: FakeAuthService;
  user: ReturnType<typeof userEvent.setup>;
  tracked: { event: string; data?: Record<string, unknown> }[];
}

export async function renderLogin(options: RenderLoginOptions = {}): Promise<RenderedLogin> {
  const env = createFakeSessionEnv();
  const auth = options.auth ?? createFakeAuthService();
  const runtime = createTestRuntime({
    auth,
    sessionEnv: env,
    // The real Multipass strategy would leave jsdom's page; tests register their own strategy instead.
    plugins: [...builtinPlugins.filter((p) => p.id !== 'shopify-multipass' && p.id !== loginPlugin.id), loginPlugin as PluginDefinition<never>],
    initData: { ...options.initData, settings: { ...options.initData?.settings, ...options.settings } },
  });
  if (options.strategy) runtime.shopLogin.register(options.strategy);
  const tracked: RenderedLogin['tracked'] = [];
  runtime.hooks.track.tap('test', (e) => void tracked.push(e));
  await runtime.start();
  render(
    <RuntimeProvider runtime={runtime}>
      <Panel onOpened={vi.fn()} onClosed={vi.fn()} />
    </RuntimeProvider>,
  );
  await act(async () => {
    await runtime.session.start();
    runtime.open(options.hash ?? '#status');
  });
  await settleLogin(); // the page and the login chunks (lazy) render
  return { runtime, env, auth, user: userEvent.setup(), tracked };
}

/** Lets msw answer and React commit. */
export async function settleLogin(ms = 20): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/** Renders the login and asks for a code for jane@example.com: the code screen is shown. */
export async function toVerify(options: RenderLoginOptions = {}): Promise<RenderedLogin> {
  const rendered = await renderLogin(options);
  const form = within(screen.getByRole('region', { name: 'Sign in' }));
  await rendered.user.type(form.getByLabelText('Email'), 'jane@example.com');
  await rendered.user.click(form.getByRole('button', { name: 'Get login code' }));
  await settleLogin();
  return rendered;
}

/** The code screen's digit box `n` (1 to 4), by its label. */
export const codeBox = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` }) as HTMLInputElement;
/** What the four digit boxes hold, in order. */
export const codeValues = () => [1, 2, 3, 4].map((n) => codeBox(n).value).join('');
