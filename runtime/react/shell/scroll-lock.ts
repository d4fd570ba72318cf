// Page scroll lock while the panel is open. The host page keeps
// its scroll position; the scrollbar's width is padded so the page does not shift sideways.

/**
 * Width of the page's scrollbar: the window's width minus the root's client width, but never more than the
 * platform's scrollbar (measured on a probe). A phone showing a page wider than its screen reports the
 * page's whole width as innerWidth (1238 px against a client width of 390 px in Chromium's phone emulation),
 * and its scrollbars overlay the page, taking no width at all.
 */
export function scrollbarWidth(doc: Document): number {
  const gap = (doc.defaultView?.innerWidth ?? 0) - doc.documentElement.clientWidth;
  if (gap <= 0) return 0;
  const probe = doc.createElement('div');
  probe.style.cssText = 'position:absolute;top:-9999px;width:100px;height:100px;overflow:scroll;visibility:hidden';
  doc.body.appendChild(probe);
  const platform = probe.offsetWidth - probe.clientWidth;
  probe.remove();
  return Math.min(gap, platform);
}

export function lockScroll(doc: Document): () => void {
  const html = doc.documentElement;
  const body = doc.body;
  const scrollbar = scrollbarWidth(doc);
  const saved = {
    htmlOverflow: html.style.overflow,
    bodyOverflow: body.style.overflow,
    bodyPaddingRight: body.style.paddingRight,
  };
  html.style.overflow = 'hidden';
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    html.style.overflow = saved.htmlOverflow;
    body.style.overflow = saved.bodyOverflow;
    body.style.paddingRight = saved.bodyPaddingRight;
  };
}
