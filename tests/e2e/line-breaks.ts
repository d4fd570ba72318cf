// Where a paragraph's lines break inside an e-mail address, in a real layout: each character's line box
// (Range.getClientRects), and the characters that start a new line.
import type { Locator } from 'playwright-core';

/**
 * The lines of `element` that start inside `address`, as the character and its offset in the address
 * (`@@12`: the line starts at the @, 12 characters in). An address wrapped only at its @ gives at most one.
 */
export function breaksInside(element: Locator, address: string): Promise<string[]> {
  return element.evaluate((node, address) => {
    const text = node.textContent ?? '';
    const start = text.indexOf(address);
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const tops: { offset: number; top: number }[] = [];
    let offset = 0;
    for (let textNode = walker.nextNode(); textNode; textNode = walker.nextNode()) {
      for (let i = 0; i < textNode.textContent!.length; i++) {
        const range = document.createRange();
        range.setStart(textNode, i);
        range.setEnd(textNode, i + 1);
        const rect = range.getClientRects()[0];
        if (rect) tops.push({ offset: offset + i, top: Math.round(rect.top) });
      }
      offset += textNode.textContent!.length;
    }
    return tops
      .filter((c, i) => i > 0 && c.top > tops[i - 1]!.top + 2 && c.offset > start && c.offset < start + address.length)
      .map((c) => text.slice(c.offset, c.offset + 1) + '@' + (c.offset - start));
  }, address);
}
