// The panel chunk's `mount` (runtime/dom/contract.ts): shadow root, styles, events, the PanelHandle.
import '../../runtime/testing/jsdom-layout.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, within } from '@testing-library/react';
import type { MountOptions } from '../../runtime/dom/contract.ts';
import { mount } from '../../app/panel-entry.tsx';
import { testPlugin } from '../../runtime/testing/plugin.ts';
import { FRAME_MS, settle } from '../../runtime/testing/index.ts';
import { ensureFrameStyle } from '../../runtime/dom/styles/frame.ts';

// The module that downloads a merchant's plugins added by URL: when the panel asks for it is what is tested here.
const loadExternal = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../app/external-plugins.ts', () => ({ loadAndReportExternalPlugins: loadExternal }));

const hosts: HTMLElement[] = [];

async function mountPanel(overrides: Partial<MountOptions> = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  // What the loader does before it mounts (runtime/loader/panel.ts): the frame's stylesheet is its.
  ensureFrameStyle(host.attachShadow({ mode: 'open' }));
  const emit = vi.fn();
  const onClosed = vi.fn();
  const mounting = mount({
    initData: { shopId: 'shop-1', theme: { customCss: '.status-panel { border: 3px solid hotpink; }' } },
    host,
    emit,
    onClosed,
    plugins: [],
    previousPageType: null,
    ...overrides,
  });
  // mount yields to the event loop between its steps (setTimeout 0) and waits for React to commit the closed
  // shell: one act scope per step lets the fake clock run them and React flush its work at each scope's end.
  let mounted = false;
  void mounting.then(() => (mounted = true), () => (mounted = true));
  while (!mounted) await act(() => vi.advanceTimersByTimeAsync(1));
  const handle = await mounting;
  const shadow = host.shadowRoot!;
  return { host, shadow, emit, onClosed, handle, view: within(shadow as unknown as HTMLElement) };
}

describe('mount', { timeout: 20_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    hosts.splice(0).forEach((h) => h.remove());
  });

  it('renders into an open shadow root with the shell CSS and the merchant customCss inside it', async () => {
    const { shadow, handle } = await mountPanel();
    await act(async () => handle.open('#status'));
    await settle();
    const css = [...shadow.querySelectorAll('style')].map((s) => s.textContent ?? '');
    expect(css.some((c) => c.includes('--status-accent'))).toBe(true);
    expect(css.some((c) => c.includes('hotpink'))).toBe(true);
    // The custom CSS comes after the shell CSS, so it wins at equal specificity, and never leaks out.
    expect(css.findIndex((c) => c.includes('hotpink'))).toBeGreaterThan(css.findIndex((c) => c.includes('--status-accent')));
    expect(document.head.innerHTML).not.toContain('hotpink');
    expect(shadow.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it('emits status:open once interactive, status:route on navigation, and closes after 400 ms', async () => {
    const { handle, emit, onClosed, shadow } = await mountPanel();
    await act(async () => handle.open('#status-orders'));
    await settle(FRAME_MS);
    expect(handle.isOpen()).toBe(true);
    expect(emit).toHaveBeenCalledWith('status:open', { route: '#status-orders' });
    expect(shadow.contains(shadow.activeElement)).toBe(true);

    await act(async () => handle.navigate('#status-profile'));
    await settle();
    expect(emit).toHaveBeenCalledWith('status:route', { route: '#status-profile' });
    // hashchange and popstate both forward the same step: the second navigate changes nothing.
    emit.mockClear();
    await act(async () => handle.navigate('#status-profile'));
    expect(emit).not.toHaveBeenCalled();

    await act(async () => handle.close());
    expect(handle.isOpen()).toBe(false);
    handle.close();
    await settle(399);
    expect(onClosed).not.toHaveBeenCalled();
    await settle(1);
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('status:close', {});
  });

  it('registers plugins from the page, before and after mount; a bad one is reported, not fatal', async () => {
    const before = testPlugin({ id: 'page-before', routes: ['before-page'], setup: (ctx) => void ctx.routes.add({ name: 'before-page', authRequired: false }) });
    const after = testPlugin({ id: 'page-after', routes: ['after-page'], setup: (ctx) => void ctx.routes.add({ name: 'after-page', authRequired: false }) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { handle, emit } = await mountPanel({ plugins: [before, { id: 'Not Kebab' }] });
    expect(emit).toHaveBeenCalledWith('status:error', expect.objectContaining({ message: expect.stringContaining('kebab-case') }));
    handle.registerPlugin(after);
    await settle();
    await act(async () => handle.open('#status-before-page'));
    await act(async () => handle.navigate('#status-after-page'));
    await settle();
    expect(emit).toHaveBeenCalledWith('status:route', { route: '#status-after-page' });
    logged.mockRestore();
  });

  it('runs without identity config: nobody signed in, no error reported', async () => {
    const { handle, emit } = await mountPanel();
    await act(async () => handle.open('#status'));
    await settle();
    expect(emit.mock.calls.filter(([name]) => name === 'status:error')).toEqual([]);
  });

  it('signs in anonymously only from the first open: a panel mounted ahead of a click (on hover) makes no user', async () => {
    const calls: string[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {}); // the refused sign-in is reported
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      calls.push(String(input instanceof Request ? input.url : input));
      return new Response(JSON.stringify({ error: { message: 'OPERATION_NOT_ALLOWED' } }), { status: 400 });
    });
    try {
      const { handle } = await mountPanel({
        initData: { shopId: 'shop-1', firebase: { apiKey: 'key-1', projectId: 'demo-status' } },
      });
      await settle(1000);
      expect(calls.filter((url) => url.includes('identitytoolkit'))).toEqual([]);
      await act(async () => handle.open('#status'));
      await settle();
      expect(calls.filter((url) => url.includes('accounts:signUp'))).toHaveLength(1);
    } finally {
      fetch.mockRestore();
      logged.mockRestore();
    }
  });

  it("loads a merchant's plugins added by URL once the first open is interactive, not beside the mount and the open", async () => {
    const order: string[] = [];
    loadExternal.mockClear();
    loadExternal.mockImplementation(async () => void order.push('load'));
    // As the loader's emit does: status:open reaches the page as a DOM event.
    const emit = (name: string, detail: unknown) => void dispatchEvent(new CustomEvent(name, { detail }));
    const opened = () => void order.push('status:open');
    addEventListener('status:open', opened);
    try {
      const { handle } = await mountPanel({ initData: { shopId: 'shop-1', settings: { plugins: [{ id: 'acme', src: '/acme.js' }] } }, emit });
      await settle();
      expect(order).toEqual([]);
      await act(async () => handle.open('#status'));
      await settle(FRAME_MS);
      await settle(1);
      // Then once more after the session's config refresh, for entries that config adds (none here).
      expect(order.slice(0, 2)).toEqual(['status:open', 'load']);
    } finally {
      removeEventListener('status:open', opened);
      loadExternal.mockImplementation(async () => {});
    }
  });

  it('auth actions: getUser signs no one in; initUserAuth starts the session (anonymous) without opening', async () => {
    const calls: string[] = [];
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push(url);
      return url.includes('accounts:signUp')
        ? new Response(JSON.stringify({ idToken: 'anon-token', refreshToken: 'r', expiresIn: '3600', localId: 'anon-7' }), { status: 200 })
        : new Response(JSON.stringify({}), { status: 200 });
    });
    try {
      loadExternal.mockClear();
      const { handle } = await mountPanel({ initData: { shopId: 'shop-1', firebase: { apiKey: 'key-1', projectId: 'demo-status' }, settings: { plugins: [{ id: 'acme', src: '/acme.js' }] } } });
      expect(handle.getUser()).toBeNull();
      expect(calls.filter((url) => url.includes('identitytoolkit'))).toEqual([]);
      let user: unknown = 'pending';
      void handle.initUserAuth().then((answer) => (user = answer));
      while (user === 'pending') await act(() => vi.advanceTimersByTimeAsync(10));
      const anonymous = { uid: 'anon-7', email: null, isAnonymous: true, customerId: null };
      expect(user).toEqual(anonymous);
      expect(handle.getUser()).toEqual(anonymous);
      expect(handle.isOpen()).toBe(false);
      // A session started without an open: the plugins added by URL load with it.
      expect(loadExternal).toHaveBeenCalled();
      expect(calls.filter((url) => url.includes('accounts:signUp'))).toHaveLength(1);
      handle.clearCache();
    } finally {
      fetch.mockRestore();
    }
  });
});
