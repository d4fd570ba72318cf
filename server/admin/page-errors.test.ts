// A dynamic page's validation errors as a merchant reads them: the block's type picks the branch whose errors
// are reported, each in plain words under its field, and the summary says where.
import { beforeAll, describe, expect, it } from 'vitest';
import { pageErrorSummary } from './page-errors';
import { loadSettingsSchemas, type SettingsSchemas } from './settings-schemas';

let schemas: SettingsSchemas;
beforeAll(async () => {
  schemas = await loadSettingsSchemas();
});

const check = (page: unknown) => {
  const fields = schemas.validatePage(page);
  return { fields, summary: pageErrorSummary(fields, page, false) };
};

describe('dynamic page errors in plain words', () => {
  it('accepts a good page, with a heading per language', () => {
    expect(check({ route: 'about-us', heading: { en: 'About us', de: 'Über uns' }, content: [{ type: 'slot', slot: 'forYou.points' }] }).fields).toEqual([]);
  });

  it.each([
    [
      'an empty link list',
      { route: 'help', content: [{ type: 'slot', slot: 'forYou.points' }, { type: 'slot', slot: 'forYou.credit' }, { id: 'l', type: 'link-list', links: [] }] },
      [{ path: 'content[2].links', message: 'add at least one link' }],
      'content[2] (links): add at least one link',
    ],
    ['a button without links', { route: 'help', content: [{ id: 'b', type: 'link-button', title: 'Go' }] }, [{ path: 'content[0].links', message: 'add at least one link' }], 'content[0] (button): add at least one link'],
    ['a slot block without its slot', { route: 'help', content: [{ type: 'slot' }] }, [{ path: 'content[0].slot', message: 'choose the slot it shows' }], 'content[0] (slot): choose the slot it shows'],
    [
      'an image block without its image, and a link without a label',
      { route: 'help', content: [{ id: 'i', type: 'image-text', title: 'Hi' }, { id: 'l', type: 'link-list', links: [{ label: '', url: '/x' }] }] },
      [
        { path: 'content[0].image', message: 'add an image' },
        { path: 'content[1].links[0].label', message: 'link 1 needs a label' },
      ],
      'content[0] (image with text): add an image (and 1 more)',
    ],
    [
      'a block of no known kind',
      { route: 'help', content: [{ id: 'v', type: 'video' }] },
      [{ path: 'content[0]', message: "'video' is not a kind of block (slot, image with text, button, links)" }],
      "content[0]: 'video' is not a kind of block (slot, image with text, button, links)",
    ],
    [
      'a heading in a language the shop does not have, and an empty title',
      { route: 'help', heading: { en: 'Help', fr: 'Aide' }, content: [{ id: 'l', type: 'link-list', title: '', links: [{ label: 'FAQ', url: '/faq' }] }] },
      [
        { path: 'heading', message: "'fr' is not one of the shop's languages (en, de)" },
        { path: 'content[0].title', message: 'is empty: write it, or remove it' },
      ],
      "heading: 'fr' is not one of the shop's languages (en, de) (and 1 more)",
    ],
    ['a route name with spaces', { route: 'About Us' }, [{ path: 'route', message: 'the route name must be lowercase letters and digits in words joined by hyphens, e.g. about-us' }], 'route: the route name must be lowercase letters and digits in words joined by hyphens, e.g. about-us'],
  ])('%s', (_what, page, fields, summary) => {
    expect(check(page)).toEqual({ fields, summary });
  });

  it('reports the list the same way, with the page each error is on', () => {
    const pages = [{ route: 'ok' }, { route: 'help', content: [{ id: 'l', type: 'link-list', links: [] }] }];
    const fields = schemas.validate('dynamicPages', pages);
    expect(fields).toEqual([{ path: '[1].content[0].links', message: 'add at least one link' }]);
    expect(pageErrorSummary(fields, pages, true)).toBe("page 'help', content[0] (links): add at least one link");
  });
});
