// Cart sync's setup: starts the observer when the browser is next idle, so the panel's first open never
// waits for it. Cart lines added before it started (the panel mounts on the shopper's first intent) are read
// from the shop's /cart.js when it starts (sync.ts).
import { defineSetup } from '../../runtime/public.ts';

type Idle = (callback: () => void) => unknown;

export default defineSetup<'saved'>((ctx) => {
  let stop: (() => void) | undefined;
  let disposed = false;
  const whenIdle: Idle = (globalThis as { requestIdleCallback?: Idle }).requestIdleCallback ?? ((callback) => setTimeout(callback, 1));
  whenIdle(() => {
    import('./sync.ts')
      .then((m) => {
        if (!disposed) stop = m.startCartSync(ctx);
      })
      .catch((error: unknown) => ctx.report(error, 'cart sync'));
  });
  return () => {
    disposed = true;
    stop?.();
  };
});
