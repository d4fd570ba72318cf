// Merchant markup through DOMPurify and the URL policy.
import { describe, expect, it } from 'vitest';
import { sanitizeMarkup } from './sanitize-markup.ts';

const HOSTILE_MARKUP: readonly string[] = [
  '<svg onload="window.__pwned=1"><path d="M0 0"/></svg>',
  '<svg><script>window.__pwned=1</script><path d="M0 0"/></svg>',
  '<svg><a href="javascript:window.__pwned=1"><path d="M0 0"/></a></svg>',
  '<svg><a xlink:href="java\tscript:window.__pwned=1"><path d="M0 0"/></a></svg>',
  '<svg><image href="data:image/svg+xml,<svg onload=alert(1)>"/></svg>',
  '<svg><foreignObject><img src=x onerror="window.__pwned=1"></foreignObject></svg>',
  '<svg><animate onbegin="window.__pwned=1" attributeName="x" dur="1s"/></svg>',
  '<svg><set attributeName="href" to="javascript:window.__pwned=1"/></svg>',
  '<svg><use href="//evil.example/sprite.svg#i"/></svg>',
  '<svg><style>@import url(//evil.example/x.css)</style></svg>',
  '<img src=x onerror="window.__pwned=1">',
  '<iframe src="javascript:window.__pwned=1"></iframe>',
  '<a href="/\\evil.example">x</a>',
  '<svg><image href="https://evil.example/x.png"/></svg>',
  '<svg><use href="https://evil.example/sprite.svg#heart"/></svg>',
  '<svg><a href="https://evil.example/"><path d="M0 0"/></a></svg>',
];

describe('sanitizeMarkup', () => {
  it.each(HOSTILE_MARKUP.map((m) => [m]))('defuses %s', async (markup) => {
    const clean = await sanitizeMarkup(markup, { svg: true });
    expect(clean).not.toMatch(/\bon[a-z]+\s*=/i);
    expect(clean).not.toMatch(/<script|<iframe|<foreignObject|<style|javascript:|data:|evil\.example/i);
  });

  it('keeps an ordinary icon', async () => {
    const icon = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 21l-1-1C5 15 2 12 2 8a5 5 0 0 1 10-2 5 5 0 0 1 10 2c0 4-3 7-9 12z" fill="currentColor"></path></svg>';
    const clean = await sanitizeMarkup(icon, { svg: true });
    expect(clean).toContain('<path d="M12 21l-1-1C5');
    expect(clean).toContain('viewBox="0 0 24 24"');
  });

  it('keeps an icon\'s same-document references', async () => {
    const clean = await sanitizeMarkup('<svg viewBox="0 0 24 24"><a href="#top"><path d="M0 0h24"/></a></svg>', { svg: true });
    expect(clean).toContain('<a href="#top">');
  });

  it('keeps safe links in HTML content', async () => {
    const clean = await sanitizeMarkup('<p>See <a href="/pages/faq">the FAQ</a> or <a href="https://help.example/">help</a>.</p>');
    expect(clean).toBe('<p>See <a href="/pages/faq">the FAQ</a> or <a href="https://help.example/">help</a>.</p>');
  });
});
