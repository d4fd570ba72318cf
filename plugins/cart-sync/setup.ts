// Cart sync's setup: starts the observer. The plugin is deferred, so this runs once the panel's first open
// settled: that open never waits for it or downloads it. Cart lines added before it started (the panel mounts on the shopper's first intent) are read
// from the shop's /cart.js when it starts (sync.ts).
import { defineSetup } from '../../runtime/public.ts';
import type { manifest } from './index.ts';

export default defineSetup<typeof manifest>((ctx) => {
  let stop: (() => void) | undefined;
  let disposed = false;
  // The plugin is deferred (its manifest): it starts after the panel's first open settled.
  import('./sync.ts')
    .then((m) => {
      if (!disposed) stop = m.startCartSync(ctx);
    })
    .catch((error: unknown) => ctx.report(error, 'cart sync'));
  return () => {
    disposed = true;
    stop?.();
  };
});
