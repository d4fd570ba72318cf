// One merchant content block: image with text, link as button or list. Every URL is the
// merchant's: it passes the runtime's URL policy (http(s) and relative only, resolved against the shop) or the
// link or image is left out. A block is a section of its page, beside the page's other sections: its title is an
// <h2> under the panel's <h1> (an <h3> skipped a level where no section heading came before it: axe's heading-order).
import { localized, safeUrl, useStore } from '../../runtime/public.ts';
import type { ContentBlocks } from '../../schemas/generated/settings/content.js';

export type ContentBlock = Omit<ContentBlocks[number], 'slot'> & { slot?: string };

/** The block in the shopper's language (re-rendered when it changes); inside the panel only. */
export function LocalizedContentBlock({ block }: { block: ContentBlock }) {
  return <ContentBlockView block={block} language={useStore().config.locale.language} />;
}

/** A title or text written per language shows in `language`, else English, else the first written. */
export function ContentBlockView({ block, language = 'en' }: { block: ContentBlock; language?: string }) {
  const title = localized(block.title, language);
  const text = localized(block.text, language);
  const links = (block.links ?? []).flatMap((l) => {
    const href = safeUrl(l.url);
    return href ? [{ href, label: l.label }] : [];
  });
  const image = block.image ? safeUrl(block.image.url) : null;
  return (
    <section className={`status-content status-content--${block.type}`} aria-label={title}>
      {image && <img src={image} alt={block.image?.alt ?? ''} loading="lazy" />}
      {title && <h2>{title}</h2>}
      {text && <p>{text}</p>}
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
