// How a plugin's page or fill loads what it shows: one state (loading, error, empty, ready), Try again, an
// abort when the component goes away, and "load more" for a paged list. <ListStatus> shows the states that
// are not the list itself (skeletons, the error with its retry button, the empty card) the same way everywhere.
import { useEffect, useRef, useState, type DependencyList, type ReactNode } from 'react';

export type ResourceStatus = 'loading' | 'error' | 'empty' | 'ready';

/** What useResource gives: the state, with the data once an answer came (a failed reload keeps it). */
export type Resource<T> = ResourceActions<T> &
  ({ readonly status: 'loading' | 'error'; readonly data: null } | { readonly status: 'empty' | 'ready'; readonly data: T });

interface ResourceActions<T> {
  /** Why the last load failed. */
  readonly error: unknown;
  /** A `more()` load is under way. */
  readonly loadingMore: boolean;
  /** Asks again: the error's Try again, or after a failed write to show what the server kept. */
  retry(): void;
  /** Changes the data shown (an optimistic remove, a new default) without asking the server. */
  update(change: (data: T) => T): void;
  /** Loads more onto the data (the next page). On a failure the data stays and the promise rejects. */
  more(load: (data: T, signal: AbortSignal) => Promise<T>): Promise<void>;
}

export interface ResourceOptions<T> {
  /** false: nothing is asked yet (no customer, no identity) and the status stays loading. Default true. */
  enabled?: boolean;
  /** A change of `deps` asks again with the shown data kept (a version counter), instead of starting over. */
  keep?: boolean;
  /** Whether an answer is nothing to show; by default null or an empty array. */
  isEmpty?: (data: T) => boolean;
  /** A failed load (an abort is not one): where to report it. */
  onError?: (error: unknown) => void;
  /**
   * Where the last answer is kept across mounts (an object the caller keeps, one per `deps`): a kept `value`
   * shows at once, ready, while `load` asks again behind it (a failure keeps it shown).
   */
  cache?: { value?: T };
}

interface State<T> {
  has: boolean;
  data: T | null;
  failed: boolean;
  error: unknown;
  loadingMore: boolean;
}

const START: State<never> = { has: false, data: null, failed: false, error: null, loadingMore: false };
const nothing = (data: unknown) => data == null || (Array.isArray(data) && data.length === 0);

/**
 * Loads with `load` on mount and whenever `deps` change (starting over, unless `keep`); the component
 * re-renders with each state. Answers that arrive after an unmount or a newer load are dropped.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList, options: ResourceOptions<T> = {}): Resource<T> {
  const { enabled = true, keep = false, isEmpty = nothing, cache } = options;
  // What a (re)start shows: the kept answer for these deps, else nothing yet.
  const cached = (): State<T> => (cache && 'value' in cache ? { ...START, has: true, data: cache.value as T } : START);
  const [state, setState] = useState<State<T>>(cached);
  const [attempt, setAttempt] = useState(0);
  const signal = useRef<AbortSignal | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    signal.current = controller.signal;
    setState((now) => (keep ? { ...now, failed: false } : cached()));
    if (enabled) {
      load(controller.signal).then(
        (data) => {
          if (controller.signal.aborted) return;
          if (cache) cache.value = data;
          setState({ ...START, has: true, data });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          options.onError?.(error);
          setState((now) => ({ ...now, failed: true, error }));
        },
      );
    }
    return () => controller.abort();
    // `deps` are the caller's: what `load` depends on (it runs as of the render that changed them).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, enabled, attempt]);

  const status: ResourceStatus = state.has ? (isEmpty(state.data as T) ? 'empty' : 'ready') : state.failed ? 'error' : 'loading';
  return {
    ...state, // data, error, loadingMore
    status,
    // The effect runs again: a fresh start (or, with `keep`, the shown data), then the answer.
    retry: () => setAttempt((n) => n + 1),
    update: (change) => setState((now) => (now.has ? { ...now, data: change(now.data as T) } : now)),
    async more(loadMore) {
      const current = signal.current!; // set by the first effect, before anything can ask for more
      if (!state.has) return;
      setState((now) => ({ ...now, loadingMore: true }));
      let next: { data: T } | undefined; // the page's answer; a failure keeps the data and rejects
      try {
        next = { data: await loadMore(state.data as T, current) };
      } catch (error) {
        if (!current.aborted) throw error; // after an unmount: nothing to say
      } finally {
        if (!current.aborted) setState((now) => ({ ...now, ...next, loadingMore: false }));
      }
    },
  } as Resource<T>;
}

export interface ListStatusProps {
  resource: Pick<Resource<unknown>, 'status' | 'retry'>;
  /** Read out while loading. */
  loadingLabel: string;
  errorText: string;
  retryLabel: string;
  /** What shows when there is nothing (an EmptyCard). */
  empty?: ReactNode;
  /** What shows while loading, instead of three skeleton blocks. */
  loading?: ReactNode;
}

/** The list's state when it is not the list: skeletons, the error with Try again, or the empty card; null when ready. */
export function ListStatus({ resource, loadingLabel, errorText, retryLabel, empty = null, loading }: ListStatusProps) {
  if (resource.status === 'loading')
    return (
      loading ?? (
        <div className="status-skeleton" data-size="small">
          <span className="status-visually-hidden">{loadingLabel}</span>
          {[0, 1, 2].map((i) => (
            <span key={i} className="status-skeleton-block" aria-hidden="true" />
          ))}
        </div>
      )
    );
  if (resource.status === 'error')
    return (
      <div className="status-card" role="alert">
        <p>{errorText}</p>
        <button type="button" className="status-button" onClick={resource.retry}>
          {retryLabel}
        </button>
      </div>
    );
  return resource.status === 'empty' ? empty : null;
}

/** A list's empty state: a heading, a line, and what to do next (`children`). */
export function EmptyCard({ heading, text, className, focusable, children }: { heading: string; text: string; className?: string; focusable?: boolean; children?: ReactNode }) {
  return (
    <div className={className ? `status-card ${className}` : 'status-card'}>
      <h2 tabIndex={focusable ? -1 : undefined}>{heading}</h2>
      <p className="status-muted">{text}</p>
      {children}
    </div>
  );
}
