import { encodeReferrals, recordCartReferrals, REFERRALS_ATTRIBUTE, REFERRALS_KEY } from './cart-referrals.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = { ...initial };
  return { data, getItem: (k: string) => data[k] ?? null, setItem: (k: string, v: string) => void (data[k] = v) };
}
const ctx = (tracking = true, report = vi.fn()) =>
  ({ store: { settings: { tracking: { isActive: tracking } }, config: { routes: { root: '/de/' } } }, report }) as never;

function cart(token: string) {
  const bodies: unknown[] = [];
  const urls: string[] = [];
  const doFetch = vi.fn(async (url: string, init: RequestInit) => {
    urls.push(url);
    bodies.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ token }), { status: 200 });
  });
  return { doFetch, bodies, urls };
}
const attribute = (body: unknown) => JSON.parse(atob((body as { attributes: Record<string, string> }).attributes[REFERRALS_ATTRIBUTE]!));

describe('the referral record in the cart attribute _status_tracked', () => {
  it('records where each product came from, keeps earlier ones of the same cart, posts to {root}cart/update.js', async () => {
    const storage = memoryStorage();
    const first = cart('c1');
    await recordCartReferrals(ctx(), [11, '12'], 'buy-again', first.doFetch, storage);
    expect(first.urls[0]).toMatch(/\/de\/cart\/update\.js$/);
    expect(attribute(first.bodies[0])).toEqual({ token: null, products: { 11: 'buy-again', 12: 'buy-again' } });
    expect(JSON.parse(storage.data[REFERRALS_KEY]!)).toEqual({ token: 'c1', products: { 11: 'buy-again', 12: 'buy-again' } });
    const second = cart('c1');
    await recordCartReferrals(ctx(), [13], 'saved-from-cart', second.doFetch, storage);
    expect(attribute(second.bodies[0])).toEqual({ token: 'c1', products: { 11: 'buy-again', 12: 'buy-again', 13: 'saved-from-cart' } });
  });

  it("another cart's token starts the record again with only what was just added", async () => {
    const storage = memoryStorage({ [REFERRALS_KEY]: JSON.stringify({ token: 'old', products: { 5: 'buy-again' } }) });
    const next = cart('new');
    await recordCartReferrals(ctx(), [6], 'saved-from-cart', next.doFetch, storage);
    expect(next.bodies).toHaveLength(2);
    expect(attribute(next.bodies[1])).toEqual({ token: 'new', products: { 6: 'saved-from-cart' } });
    expect(JSON.parse(storage.data[REFERRALS_KEY]!)).toEqual({ token: 'new', products: { 6: 'saved-from-cart' } });
  });

  it('nothing when tracking is off; a failing cart is reported, not thrown; damaged storage starts again', async () => {
    const off = cart('c');
    await recordCartReferrals(ctx(false), [1], 'buy-again', off.doFetch, memoryStorage());
    expect(off.doFetch).not.toHaveBeenCalled();
    const report = vi.fn();
    const failing = vi.fn(async () => new Response('no', { status: 500 }));
    await expect(recordCartReferrals(ctx(true, report), [1], 'buy-again', failing, memoryStorage({ [REFERRALS_KEY]: '{bad' }))).resolves.toBeUndefined();
    expect(report).toHaveBeenCalledOnce();
    expect(encodeReferrals({ token: 't', products: { 1: 'x' } })).toBe(btoa('{"token":"t","products":{"1":"x"}}'));
  });
});
