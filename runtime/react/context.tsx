// The React binding of the runtime: a provider and hooks. Plain modules never import this folder.
import { createContext, useContext, type ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import type { Runtime } from '../runtime.ts';
import type { Store } from '../store.ts';

const RuntimeContext = createContext<Runtime | null>(null);

export function RuntimeProvider({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** The runtime of the nearest provider; throws outside one (a component rendered outside the panel). */
export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime must be used inside <RuntimeProvider>.');
  return runtime;
}

/** A render-tracking snapshot of the store (valtio): components re-render only for what they read. */
export function useStore(): Readonly<Store> {
  return useSnapshot(useRuntime().store) as Readonly<Store>;
}

/** Translation function bound to the runtime's i18n. */
export function useT() {
  const runtime = useRuntime();
  useSnapshot(runtime.store.config.locale); // re-render when the language changes
  return runtime.i18n.t;
}

/** Opens the panel at a route hash, or moves it there when open (`#status-orders`). */
export function useNavigate(): (hash: string) => void {
  const runtime = useRuntime();
  return runtime.show;
}
