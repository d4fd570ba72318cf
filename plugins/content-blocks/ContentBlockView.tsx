// One merchant content block (SPEC §2 UI pieces): image with text, link as button or list.
import type { ContentBlocks } from '../../schemas/generated/settings/content.js';

export type ContentBlock = Omit<ContentBlocks[number], 'slot'> & { slot?: string };

/** Only web and in-page links: a merchant setting must never become a `javascript:` URL. */
export function safeHref(url: string): string | undefined {
  return /^(https?:\/\/|\/|#|\?)/i.test(url.trim()) ? url.trim() : undefined;
}

export function ContentBlockView({ block }: { block: ContentBlock }) {
  const links = (block.links ?? []).filter((l) => safeHref(l.url));
  return (
    <section className={`status-content status-content--${block.type}`} aria-label={block.title}>
      {block.image && <img src={block.image.url} alt={block.image.alt ?? ''} loading="lazy" />}
      {block.title && <h3>{block.title}</h3>}
      {block.text && <p>{block.text}</p>}
      {block.type === 'link-button' &&
        links.map((l) => (
          <a key={l.url + l.label} className="status-button" href={safeHref(l.url)}>
            {l.label}
          </a>
        ))}
      {block.type !== 'link-button' && links.length > 0 && (
        <ul className="status-link-list">
          {links.map((l) => (
            <li key={l.url + l.label}>
              <a href={safeHref(l.url)}>{l.label}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
