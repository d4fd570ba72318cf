// Work a plugin keeps out of the panel's first open (its bytes and its main-thread time): it runs `delayMs`
// after the panel first became interactive (the loader's `status:open` event), or `fallbackMs` after the open
// when that event never comes (a panel mounted without the loader, as in unit tests). Once per runtime.
export interface AfterFirstOpenOptions {
  delayMs?: number;
  fallbackMs?: number;
}

/** Runs `run` once, after the first open settled; returns a function that cancels it if it has not run. */
/** `hooks` is a plugin's ctx.hooks (its manifest declares the `open` hook) or the runtime's. */
export function afterFirstOpen(hooks: { open: { tap(fn: () => void): unknown } }, run: () => void, { delayMs = 300, fallbackMs = 1500 }: AfterFirstOpenOptions = {}): () => void {
  let state: 'waiting' | 'scheduled' | 'done' = 'waiting';
  const timers: ReturnType<typeof setTimeout>[] = [];
  const fire = () => {
    if (state === 'done') return;
    state = 'done';
    run();
  };
  const settled = () => void timers.push(setTimeout(fire, delayMs));
  hooks.open.tap(() => {
    if (state !== 'waiting') return;
    state = 'scheduled';
    addEventListener('status:open', settled, { once: true });
    timers.push(setTimeout(fire, fallbackMs));
  });
  return () => {
    state = 'done';
    removeEventListener('status:open', settled);
    timers.forEach(clearTimeout);
  };
}
