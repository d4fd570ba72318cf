// Saving one dynamic page at a time (PUT/DELETE /admin/shops/{shop}/settings/dynamicPages/{route}) over real
// HTTP on PGlite: the other pages stay as they were, concurrent saves of different pages all land, and a
// refusal names its cause in plain words.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getShop } from './db/shops';
import type { Db } from './db/types';
import type { ApiServer } from './server';
import { startBareApi } from './test-harness';

const TOKEN = 'test-admin-token-pages-0123456789abcdefghijklmnopqrstuvwxyz';
const shopId = 'demo-store';

let db: Db;
let api: ApiServer;

beforeAll(async () => {
  ({ api, db } = await startBareApi({ projectId: 'demo-admin-pages-test', adminToken: TOKEN }));
});

afterAll(async () => {
  await api?.close();
  await db?.close();
});

async function call(method: string, path: string, data?: unknown, token: string | null = TOKEN) {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    ...(data !== undefined ? { body: JSON.stringify({ data }) } : {}),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const pagePath = (route: string) => `/admin/shops/${shopId}/settings/dynamicPages/${route}`;
const pagesNow = async () => (await getShop(db, shopId))!.settings.dynamicPages as { route: string }[];
const slotsPage = (route: string, slots: string[]) => ({ route, heading: { en: 'Rewards', de: 'Prämien' }, content: slots.map((slot) => ({ type: 'slot', slot })) });

const SEEDED = [
  { route: 'about-us', heading: 'About us', authRequired: false, content: [{ id: 'a', type: 'link-list', links: [{ label: 'FAQ', url: '/pages/faq' }] }] },
  { route: 'rewards', heading: 'Rewards', content: [{ type: 'slot', slot: 'forYou.points' }] },
];

beforeEach(async () => {
  expect((await call('PUT', `/admin/shops/${shopId}/settings/dynamicPages`, SEEDED)).status).toBe(200);
});

describe('admin API: one dynamic page', () => {
  it('writes one page in place and leaves the others as they were', async () => {
    const next = slotsPage('rewards', ['forYou.points', 'forYou.membership']);
    const reply = await call('PUT', pagePath('rewards'), next);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.pages).toEqual(['about-us', 'rewards']);
    expect(await pagesNow()).toEqual([SEEDED[0], next]);
  });

  it('adds a new page at the end, renames one in place, and deletes one', async () => {
    expect((await call('PUT', pagePath('points-faq'), slotsPage('points-faq', ['forYou.points']))).status).toBe(200);
    expect((await pagesNow()).map((p) => p.route)).toEqual(['about-us', 'rewards', 'points-faq']);

    const renamed = await call('PUT', pagePath('rewards'), slotsPage('my-rewards', ['forYou.credit']));
    expect(renamed.status).toBe(200);
    expect((await pagesNow()).map((p) => p.route)).toEqual(['about-us', 'my-rewards', 'points-faq']);

    const taken = await call('PUT', pagePath('my-rewards'), slotsPage('about-us', ['forYou.credit']));
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe("Another page already has the route 'about-us': choose another name");
    // A page added under a name another page has does not replace it.
    const added = await call('PUT', `${pagePath('about-us')}?adding=true`, slotsPage('about-us', ['forYou.credit']));
    expect(added.status).toBe(409);
    expect((await pagesNow())[0]).toEqual(SEEDED[0]);

    expect((await call('DELETE', pagePath('my-rewards'))).status).toBe(200);
    expect(await pagesNow()).toEqual([SEEDED[0], slotsPage('points-faq', ['forYou.points'])]);
    const gone = await call('DELETE', pagePath('my-rewards'));
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('unknown_page');
  });

  it('lands every one of several merchants saving different pages at the same time', async () => {
    const routes = Array.from({ length: 8 }, (_, i) => `page-${i}`);
    const replies = await Promise.all(routes.map((route, i) => call('PUT', pagePath(route), slotsPage(route, [i % 2 ? 'forYou.points' : 'forYou.credit']))));
    expect(replies.map((r) => r.status)).toEqual(routes.map(() => 200));
    // And two merchants editing the two seeded pages at once: both edits are kept.
    const [a, b] = await Promise.all([
      call('PUT', pagePath('about-us'), { ...SEEDED[0], heading: 'Who we are' }),
      call('PUT', pagePath('rewards'), slotsPage('rewards', ['forYou.subscriptions'])),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const stored = await pagesNow();
    expect(stored.map((p) => p.route).sort()).toEqual(['about-us', 'rewards', ...routes].sort());
    expect(stored.find((p) => p.route === 'about-us')).toMatchObject({ heading: 'Who we are' });
    expect(stored.find((p) => p.route === 'rewards')).toEqual(slotsPage('rewards', ['forYou.subscriptions']));
  });

  it('refuses an unknown slot id, naming it, and saves nothing', async () => {
    const before = await pagesNow();
    const reply = await call('PUT', pagePath('rewards'), slotsPage('rewards', ['forYou.points', 'forYou.pionts']));
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe("content[1] (slot): 'forYou.pionts' is not a slot of the catalogue nor of one of the shop's plugins");
    expect(reply.body.error.fields).toEqual([{ path: 'content[1].slot', message: "'forYou.pionts' is not a slot of the catalogue nor of one of the shop's plugins" }]);
    expect(await pagesNow()).toEqual(before);
  });

  it('names the real cause of a bad block, in plain words', async () => {
    const reply = await call('PUT', pagePath('about-us'), {
      route: 'about-us',
      content: [{ type: 'slot', slot: 'forYou.points' }, { id: 'h', type: 'image-text', image: { url: '/a.png' } }, { id: 'l', type: 'link-list', links: [] }],
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe('content[2] (links): add at least one link');
    expect(reply.body.error.fields).toEqual([{ path: 'content[2].links', message: 'add at least one link' }]);
    // The whole-list route says the same, with the page it is on.
    const whole = await call('PUT', `/admin/shops/${shopId}/settings/dynamicPages`, [SEEDED[0], { route: 'x', content: [{ id: 'l', type: 'link-list', links: [] }] }]);
    expect(whole.status).toBe(400);
    expect(whole.body.error.message).toBe("page 'x', content[0] (links): add at least one link");
    expect(await pagesNow()).toEqual(SEEDED);
  });

  it('refuses a route name that is not one, and calls without the admin token', async () => {
    expect((await call('PUT', pagePath('About%20Us'), slotsPage('about-us', []))).body.error.code).toBe('invalid_route');
    const anonymous = await call('PUT', pagePath('rewards'), slotsPage('rewards', []), null);
    expect(anonymous.status).toBe(401);
    const wrong = await call('DELETE', pagePath('rewards'), undefined, 'not-the-token');
    expect(wrong.status).toBe(401);
    expect(await pagesNow()).toEqual(SEEDED);
  });
});
