// Work that reads layout, deferred out of the commit that opens the panel: after the next frame has
// rendered, the layout is done and reading it is cheap (DESIGN §9: no task over 50 ms).

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
