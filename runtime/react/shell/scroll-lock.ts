// Page scroll lock while the panel is open (SPEC §4 "Scroll is locked while open"). The host page keeps
// its scroll position; the scrollbar's width is padded so the page does not shift sideways.

export function lockScroll(doc: Document): () => void {
  const html = doc.documentElement;
  const body = doc.body;
  const scrollbar = Math.max(0, (doc.defaultView?.innerWidth ?? 0) - html.clientWidth);
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
