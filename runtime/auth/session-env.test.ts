// The session's page environment: storage is opened when the session first needs it, not when the runtime
// starts (a guest's first open never reads sessionStorage before it is interactive).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserSessionEnvironment } from './session-env.ts';

describe('browserSessionEnvironment', () => {
  afterEach(() => vi.restoreAllMocks());

  it('touches neither storage until one is read, then probes each once', () => {
    const session = vi.spyOn(window, 'sessionStorage', 'get');
    const local = vi.spyOn(window, 'localStorage', 'get');
    const env = browserSessionEnvironment();
    expect(session).not.toHaveBeenCalled();
    expect(local).not.toHaveBeenCalled();

    env.sessionStorage?.setItem('status:test', '1');
    expect(env.sessionStorage?.getItem('status:test')).toBe('1');
    expect(session).toHaveBeenCalledTimes(1);
    expect(local).not.toHaveBeenCalled();
    expect(env.localStorage).toBe(window.localStorage);
    expect(local).toHaveBeenCalledTimes(2); // the probe, and the comparison's own read
    window.sessionStorage.removeItem('status:test');
  });

  it('is null where storage throws (privacy modes), asked once', () => {
    const session = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const env = browserSessionEnvironment();
    expect(env.sessionStorage).toBeNull();
    expect(env.sessionStorage).toBeNull();
    expect(session).toHaveBeenCalledTimes(1);
  });

  it('takes overrides in place of the page parts', () => {
    const memory = { getItem: () => 'x', setItem: () => {}, removeItem: () => {} };
    const env = browserSessionEnvironment({ sessionStorage: memory, href: () => 'https://shop.test/a' });
    expect(env.sessionStorage).toBe(memory);
    expect(env.href()).toBe('https://shop.test/a');
  });
});
