// The scroll lock pads the body by the scrollbar it hides, and only by that.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockScroll } from './scroll-lock.ts';

/** jsdom has no layout: the window width, the root's client width and the probe's scrollbar are set here. */
function layout({ innerWidth, clientWidth, scrollbar }: { innerWidth: number; clientWidth: number; scrollbar: number }) {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(innerWidth);
  vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(clientWidth);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this === document.documentElement ? clientWidth : 100 - scrollbar;
  });
}

describe('lockScroll', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.removeAttribute('style');
    document.documentElement.removeAttribute('style');
  });

  it('hides the page scroll, pads the body by the scrollbar width, and restores both', () => {
    document.body.style.paddingRight = '4px';
    layout({ innerWidth: 1280, clientWidth: 1265, scrollbar: 15 });
    const unlock = lockScroll(document);
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('15px');
    unlock();
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('4px');
    expect(document.body.children).toHaveLength(0); // the probe is gone
  });

  it('adds no padding on a phone showing a page wider than its screen (overlay scrollbars)', () => {
    layout({ innerWidth: 1238, clientWidth: 390, scrollbar: 0 });
    lockScroll(document);
    expect(document.body.style.paddingRight).toBe('');
  });
});
