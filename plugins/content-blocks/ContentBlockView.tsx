// One merchant content block: image with text, link as button or list. Every URL is the
// merchant's: it passes the runtime's URL policy (http(s) and relative only, resolved against the shop) or the
// link or image is left out. A block is a section of its page, beside the page's other sections: its title is an
// <h2> under the panel's <h1> (an <h3> skipped a level where no section heading came before it: axe's heading-order).
import { safeUrl } from '../../runtime/public.ts';
import type { ContentBlocks } from '../../schemas/generated/settings/content.js';

export type ContentBlock = Omit<ContentBlocks[number], 'slot'> & { slot?: string };

export function ContentBlockView({ block }: { block: ContentBlock }) {
  const links = (block.links ?? []).flatMap((l) => {
    const href = safeUrl(l.url);
    return href ? [{ href, label: l.label }] : [];
  });
  const image = block.image ? safeUrl(block.image.url) : null;
  return (
    <section className={`status-content status-content--${block.type}`} aria-label={block.title}>
      {image && <img src={image} alt={block.image?.alt ?? ''} loading="lazy" />}
      {block.title && <h2>{block.title}</h2>}
      {block.text && <p>{block.text}</p>}
      {block.type === 'link-button' &&
        links.map((l, i) => (
          <a key={`${i}:${l.href}`} className="status-button" href={l.href}>
            {l.label}
          </a>
        ))}
      {block.type !== 'link-button' && links.length > 0 && (
        <ul className="status-link-list">
          {links.map((l, i) => (
            <li key={`${i}:${l.href}`}>
              <a href={l.href}>{l.label}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
