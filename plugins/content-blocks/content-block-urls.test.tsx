// Content-block URLs go through the runtime's URL policy: before, `//evil.example` and
// `/\evil.example` passed as same-site links and an image could be any URL.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOSTILE_URLS } from '../../runtime/url-policy.corpus.ts';
import { ContentBlockView, type ContentBlock } from './ContentBlockView.tsx';

const block = (b: Partial<ContentBlock> & Pick<ContentBlock, 'id' | 'type'>): ContentBlock => ({ order: 0, requiresLogin: false, ...b }) as ContentBlock;

describe('content block URLs', () => {
  it('renders no link for any hostile URL, and keeps the good ones', () => {
    const links = [
      ...HOSTILE_URLS.filter((url) => url.trim()).map((url, i) => ({ label: `bad ${i}`, url })),
      { label: 'FAQ', url: '/pages/faq' },
      { label: 'Help', url: 'https://help.example/' },
    ];
    render(<ContentBlockView block={block({ id: 'b', type: 'link-list', links })} />);
    const rendered = screen.getAllByRole('link');
    expect(rendered.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['FAQ', '/pages/faq'],
      ['Help', 'https://help.example/'],
    ]);
  });

  it('protocol-relative and backslash links are not taken for same-site ones', () => {
    render(
      <ContentBlockView
        block={block({ id: 'b', type: 'link-button', links: [{ label: 'a', url: '//evil.example' }, { label: 'b', url: '/\\evil.example' }, { label: 'c', url: ' java\tscript:alert(1)' }] })}
      />,
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('an image URL is held to the same policy', () => {
    const { container, rerender } = render(<ContentBlockView block={block({ id: 'i', type: 'image-text', image: { url: 'javascript:alert(1)', alt: '' } })} />);
    expect(container.querySelector('img')).toBeNull();
    rerender(<ContentBlockView block={block({ id: 'i', type: 'image-text', image: { url: 'data:image/svg+xml,<svg onload=alert(1)>', alt: '' } })} />);
    expect(container.querySelector('img')).toBeNull();
    rerender(<ContentBlockView block={block({ id: 'i', type: 'image-text', image: { url: 'https://cdn.example/a.png', alt: '' } })} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/a.png');
  });
});
