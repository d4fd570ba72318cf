// The host modules outside plugins take from the page (sdk/preset.mjs maps their imports to these).
import * as react from 'react';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import { describe, expect, it } from 'vitest';
import * as publicEntry from '../runtime/public.ts';
import { exposeHostModules } from './host-modules.ts';

describe('exposeHostModules', () => {
  it('puts the real React, react-dom, JSX runtime and public entry on the window, frozen', () => {
    const win = { __STATUS_HOST__: { apiVersion: 1, modules: {} } } as unknown as Window; // a stale value a page set
    const host = exposeHostModules(win);
    expect(win.__STATUS_HOST__).toBe(host);
    expect(host.apiVersion).toBe(1);
    expect(Object.keys(host.modules).sort()).toEqual(['@status/sdk', 'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']);
    expect(host.modules.react.useState).toBe(react.useState);
    expect(host.modules['react-dom/client'].createRoot).toBe(ReactDOMClient.createRoot);
    expect(host.modules['react/jsx-runtime'].jsx).toBe(jsxRuntime.jsx);
    expect(host.modules['@status/sdk'].definePlugin).toBe(publicEntry.definePlugin);
    expect(Object.isFrozen(host) && Object.isFrozen(host.modules)).toBe(true);
  });

  it('is idempotent and cannot be replaced by a page script', () => {
    const win = {} as Window;
    const first = exposeHostModules(win);
    expect(exposeHostModules(win)).toBe(first);
    expect(() => {
      'use strict';
      (win as { __STATUS_HOST__?: unknown }).__STATUS_HOST__ = {};
    }).toThrow(TypeError);
    expect(win.__STATUS_HOST__).toBe(first);
  });
});
