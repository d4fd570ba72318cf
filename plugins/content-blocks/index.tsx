// Merchant content blocks (SPEC §2 UI pieces, §6): each block in settings.content is a fill of the slot it
// names. Blocks may require a signed-in customer. Invalid blocks skip the plugin with a clear report.
import { definePlugin } from '../../runtime/plugin.ts';
import validateContent from '../../schemas/generated/settings/content.js';
import { isSlotId } from '../../slots/catalogue.ts';
import type { ContentBlocks } from '../../schemas/generated/settings/content.js';

export type ContentBlock = ContentBlocks[number];

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

export const contentBlocksPlugin = definePlugin<ContentBlocks>({
  id: 'content-blocks',
  settingsKey: 'content',
  validateSettings: validateContent,
  setup(ctx) {
    for (const block of ctx.settings) {
      if (!block.slot || !isSlotId(block.slot)) {
        ctx.report(new Error(`Content block "${block.id}" names unknown slot "${block.slot}"`), 'content blocks');
        continue;
      }
      ctx.slots.fill(block.slot, {
        order: block.order ?? 0,
        when: (c) => !block.requiresLogin || c.isCustomer,
        component: () => <ContentBlockView block={block} />,
      });
    }
  },
});
