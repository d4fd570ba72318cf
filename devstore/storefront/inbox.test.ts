// The dev inbox pages: every stored email, newest first, with its code and a clickable link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeMail } from '../../server/inbox.ts';
import { createClient, startTestStorefront, type TestStorefront } from './test-storefront.ts';

let store: TestStorefront;
beforeAll(async () => {
  store = await startTestStorefront();
  await storeMail(store.db, { shopId: 'demo-store', to: 'first@example.com', subject: 'Your login code', text: 'Code 1234', code: '1234' });
  await storeMail(store.db, {
    shopId: 'demo-store',
    to: 'second@example.com',
    subject: 'Your <magic> link',
    text: 'Open it',
    link: `http://127.0.0.1/#status-magic-link:abc`,
  });
});
afterAll(() => store?.stop());

describe('/devstore/inbox.json', () => {
  it('lists mails newest first with to, subject, code and link', async () => {
    const mails = await (await createClient(store.url).get('/devstore/inbox.json')).json();
    expect(mails.map((m: { to: string }) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(mails[0]).toMatchObject({ subject: 'Your <magic> link', link: 'http://127.0.0.1/#status-magic-link:abc' });
    expect(mails[1]).toMatchObject({ subject: 'Your login code', code: '1234' });
    expect(Date.parse(mails[1].createdAt)).not.toBeNaN();
  });

  it('filters by recipient with ?to=', async () => {
    const mails = await (await createClient(store.url).get('/devstore/inbox.json?to=First@Example.com')).json();
    expect(mails).toHaveLength(1);
    expect(mails[0].code).toBe('1234');
  });
});

describe('/devstore/inbox', () => {
  it('shows codes and links as anchors, escaping the text', async () => {
    const page = await (await createClient(store.url).get('/devstore/inbox')).text();
    expect(page).toContain('<code data-code>1234</code>');
    expect(page).toContain('<a href="http://127.0.0.1/#status-magic-link:abc" data-link>');
    expect(page).toContain('Your &lt;magic&gt; link');
    expect(page.indexOf('second@example.com')).toBeLessThan(page.indexOf('first@example.com'));
  });
});
