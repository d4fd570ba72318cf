// useResource and <ListStatus> on plain promises: what a list shows while it loads, when it fails and is tried
// again, when it is empty, when its component goes away, and while more of it loads.
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyCard, ListStatus, useResource, type Resource } from './use-resource.tsx';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useResource', () => {
  it('loading, then ready with the answer', async () => {
    const answer = deferred<string[]>();
    const { result } = renderHook(() => useResource(() => answer.promise, []));
    expect(result.current.status).toBe('loading');
    expect(result.current.data).toBeNull();
    await act(async () => answer.resolve(['a', 'b']));
    expect(result.current.status).toBe('ready');
    expect(result.current.data).toEqual(['a', 'b']);
  });

  it('an error is reported and shown; retry loads again, through loading, to ready', async () => {
    const calls = [deferred<string[]>(), deferred<string[]>()];
    const onError = vi.fn();
    let n = 0;
    const { result } = renderHook(() => useResource(() => calls[n++]!.promise, [], { onError }));
    const failure = new Error('503');
    await act(async () => calls[0]!.reject(failure));
    expect(result.current.status).toBe('error');
    expect(result.current.error).toBe(failure);
    expect(onError).toHaveBeenCalledWith(failure);
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await act(async () => calls[1]!.resolve(['a']));
    expect(result.current.status).toBe('ready');
    expect(result.current.data).toEqual(['a']);
    expect(n).toBe(2);
  });

  it('an empty array, or null, is empty; isEmpty says what else is', async () => {
    const list = renderHook(() => useResource(() => Promise.resolve([]), []));
    const missing = renderHook(() => useResource(() => Promise.resolve(null), []));
    const page = renderHook(() => useResource(() => Promise.resolve({ items: [] as string[] }), [], { isEmpty: (p) => p.items.length === 0 }));
    await act(async () => {});
    expect(list.result.current.status).toBe('empty');
    expect(missing.result.current.status).toBe('empty');
    expect(page.result.current.status).toBe('empty');
  });

  it('unmounting aborts the request; its late answer or failure changes nothing and reports nothing', async () => {
    const answer = deferred<string[]>();
    const onError = vi.fn();
    let signal: AbortSignal | null = null;
    const { result, unmount } = renderHook(() =>
      useResource((s) => ((signal = s), answer.promise), [], { onError }),
    );
    expect(signal!.aborted).toBe(false);
    const before = result.current;
    unmount();
    expect(signal!.aborted).toBe(true);
    await act(async () => answer.reject(new DOMException('aborted', 'AbortError')));
    expect(onError).not.toHaveBeenCalled();
    expect(result.current).toBe(before);
  });

  it('a page still loading when the component goes away is aborted; its failure rejects nothing', async () => {
    const { result, unmount } = renderHook(() => useResource(() => Promise.resolve(['a']), []));
    await act(async () => {});
    const page = deferred<string[]>();
    let signal: AbortSignal | null = null;
    let more!: Promise<void>;
    act(() => void (more = result.current.more((_items, s) => ((signal = s), page.promise))));
    unmount();
    expect(signal!.aborted).toBe(true);
    page.reject(new DOMException('aborted', 'AbortError'));
    await expect(more).resolves.toBeUndefined();
  });

  it('new deps start over (the old answer is dropped); with keep, the shown data stays until the new answer', async () => {
    const answers: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred() };
    const fresh = renderHook(({ id }) => useResource(() => answers[id]!.promise, [id]), { initialProps: { id: 'a' } });
    await act(async () => answers.a!.resolve('A'));
    expect(fresh.result.current.data).toBe('A');
    fresh.rerender({ id: 'b' });
    expect(fresh.result.current.status).toBe('loading');
    expect(fresh.result.current.data).toBeNull();

    const versions = [deferred<string>(), deferred<string>()];
    const kept = renderHook(({ version }) => useResource(() => versions[version]!.promise, [version], { keep: true }), { initialProps: { version: 0 } });
    await act(async () => versions[0]!.resolve('v0'));
    kept.rerender({ version: 1 });
    expect(kept.result.current.status).toBe('ready');
    expect(kept.result.current.data).toBe('v0');
    await act(async () => versions[1]!.resolve('v1'));
    expect(kept.result.current.data).toBe('v1');
  });

  it('a failed reload keeps what was shown', async () => {
    const versions = [deferred<string[]>(), deferred<string[]>()];
    const onError = vi.fn();
    const { result, rerender } = renderHook(({ version }) => useResource(() => versions[version]!.promise, [version], { keep: true, onError }), { initialProps: { version: 0 } });
    await act(async () => versions[0]!.resolve(['a']));
    rerender({ version: 1 });
    await act(async () => versions[1]!.reject(new Error('down')));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('ready');
    expect(result.current.data).toEqual(['a']);
  });

  it('waits while not enabled', async () => {
    const load = vi.fn(() => Promise.resolve(['a']));
    const { result, rerender } = renderHook(({ enabled }) => useResource(load, [], { enabled }), { initialProps: { enabled: false } });
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(result.current.status).toBe('loading');
    rerender({ enabled: true });
    await act(async () => {});
    expect(result.current.data).toEqual(['a']);
  });

  it('update changes the shown data; more appends a page, and a failed one keeps the list and rejects', async () => {
    const { result } = renderHook(() => useResource(() => Promise.resolve(['a', 'b']), []));
    await act(async () => {});
    act(() => result.current.update((items) => items.filter((item) => item !== 'a')));
    expect(result.current.data).toEqual(['b']);

    const next = deferred<string[]>();
    let more!: Promise<void>;
    act(() => void (more = result.current.more((items) => next.promise.then((page) => [...items, ...page]))));
    expect(result.current.loadingMore).toBe(true);
    await act(async () => next.resolve(['c']));
    await more;
    expect(result.current.data).toEqual(['b', 'c']);
    expect(result.current.loadingMore).toBe(false);

    let failed!: Promise<void>;
    act(() => void (failed = result.current.more(() => Promise.reject(new Error('page 3')))));
    await act(async () => {
      await expect(failed).rejects.toThrow('page 3');
    });
    expect(result.current.data).toEqual(['b', 'c']);
    expect(result.current.loadingMore).toBe(false);
  });

  it('with a cache, the next mount shows the kept answer at once (no loading state) and asks again behind it', async () => {
    const cache: { value?: string[] } = {};
    const first = renderHook(() => useResource(() => Promise.resolve(['a']), [], { cache }));
    await act(async () => {});
    expect(cache.value).toEqual(['a']);
    first.unmount();

    const fresh = deferred<string[]>();
    const seen: string[] = [];
    const load = vi.fn(() => fresh.promise);
    const second = renderHook(() => {
      const resource = useResource(load, [], { cache });
      seen.push(resource.status);
      return resource;
    });
    expect(second.result.current.data).toEqual(['a']);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => fresh.resolve(['a', 'b']));
    expect(second.result.current.data).toEqual(['a', 'b']);
    expect(cache.value).toEqual(['a', 'b']);
    expect(seen).not.toContain('loading');
  });

  it('with a cache, a failed reload keeps the kept answer shown and reports the failure', async () => {
    const cache = { value: ['a'] };
    const onError = vi.fn();
    const { result } = renderHook(() => useResource(() => Promise.reject(new Error('503')), [], { cache, onError }));
    await act(async () => {});
    expect(onError).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('ready');
    expect(result.current.data).toEqual(['a']);
    expect(cache.value).toEqual(['a']);
  });

  it('with a cache, unmounting still aborts, and the late answer is not kept', async () => {
    const cache = { value: ['a'] };
    const answer = deferred<string[]>();
    let signal: AbortSignal | null = null;
    const { unmount } = renderHook(() => useResource((s) => ((signal = s), answer.promise), [], { cache }));
    unmount();
    expect(signal!.aborted).toBe(true);
    await act(async () => answer.resolve(['late']));
    expect(cache.value).toEqual(['a']);
  });

  it('with a cache per key, a new key without a kept answer starts from loading', async () => {
    const caches: Record<string, { value?: string }> = { a: { value: 'A' }, b: {} };
    const b = deferred<string>();
    const { result, rerender } = renderHook(({ id }) => useResource(() => (id === 'a' ? Promise.resolve('A2') : b.promise), [id], { cache: caches[id] }), {
      initialProps: { id: 'a' },
    });
    expect(result.current.data).toBe('A');
    rerender({ id: 'b' });
    expect(result.current.status).toBe('loading');
    await act(async () => b.resolve('B'));
    expect(result.current.data).toBe('B');
    expect(caches).toEqual({ a: { value: 'A' }, b: { value: 'B' } }); // a's answer came after the switch: dropped
  });
});

describe('<ListStatus>', () => {
  const view = (status: Resource<unknown>['status'], retry = () => {}) => (
    <ListStatus
      resource={{ status, retry }}
      loadingLabel="Loading your things"
      errorText="Unable to load your things."
      retryLabel="Try again"
      empty={<EmptyCard heading="Nothing yet" text="Things you keep show here." />}
    />
  );

  it('loading: skeletons read as the label; error: the message and a Try again that retries; empty: its card; ready: nothing', () => {
    const retry = vi.fn();
    const { container, rerender } = render(view('loading'));
    expect(screen.getByText('Loading your things')).toBeInTheDocument();
    expect(container.querySelectorAll('.status-skeleton-block')).toHaveLength(3);

    rerender(view('error', retry));
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load your things.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);

    rerender(view('empty'));
    expect(screen.getByRole('heading', { name: 'Nothing yet' })).toBeVisible();
    expect(screen.getByText('Things you keep show here.')).toBeVisible();

    rerender(view('ready'));
    expect(container).toBeEmptyDOMElement();
  });
});
