// The globals the loader shares with the storefront page. Typed here instead of augmenting `Window`, so the
// loader's view of the page does not leak into the rest of the project's types.
import type { StatusApi } from './contract';

export type HostWindow = Window &
  typeof globalThis & {
    /** Written by the theme before (or soon after) the loader runs. */
    StatusInitData?: unknown;
    /** Callbacks the page queued before the loader arrived; an array until the loader drains it. */
    StatusQueue?: unknown;
    Status?: StatusApi;
  };
