// Work that reads layout, deferred out of the commit that opens the panel: after the next frame has
// rendered, the layout is done and reading it is cheap (no task over 50 ms).

/** Runs `run` in a task after the next frame (requestAnimationFrame, then setTimeout 0); returns a cancel. */
export function afterNextFrame(win: Window, run: () => void): () => void {
  let timer: number | undefined;
  const frame = win.requestAnimationFrame(() => {
    timer = win.setTimeout(run, 0);
  });
  return () => {
    win.cancelAnimationFrame(frame);
    if (timer !== undefined) win.clearTimeout(timer);
  };
}

/**
 * Runs `run` when the browser is next idle, at the latest after `timeoutMs`: work that must happen soon but
 * not in the task a shopper's next input comes after (the open's history entry, the panel's focus trap). Where
 * there is no requestIdleCallback (Safari), after the next frame. Returns a cancel.
 */
export function whenIdle(win: Window, run: () => void, timeoutMs: number): () => void {
  if (!win.requestIdleCallback) return afterNextFrame(win, run);
  const idle = win.requestIdleCallback(run, { timeout: timeoutMs });
  return () => win.cancelIdleCallback(idle);
}
