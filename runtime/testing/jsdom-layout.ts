// jsdom has no layout: every element reports zero client rects, which tabbable (inside focus-trap) reads as
// "hidden", so nothing inside a trap would be tabbable. Connected elements get one rect here. Imported by
// the harness, so only the shell's tests see it.
const proto = Element.prototype as Element & { __statusLayoutShim?: boolean };
if (!proto.__statusLayoutShim) {
  const original = proto.getClientRects;
  proto.getClientRects = function getClientRects(this: Element) {
    const rects = original.call(this);
    if (rects.length > 0 || !this.isConnected) return rects;
    const rect = { x: 0, y: 0, width: 1, height: 1, top: 0, left: 0, right: 1, bottom: 1 };
    return Object.assign([rect], { item: (i: number) => (i === 0 ? rect : null) }) as unknown as DOMRectList;
  };
  proto.__statusLayoutShim = true;
}
