// @vitest-environment node
import { formatHash, parseHash } from './hash';

describe('parseHash', () => {
  it.each([
    ['#status', { name: 'foryou', params: [] }],
    ['#status-', { name: 'foryou', params: [] }],
    ['#status-orders', { name: 'orders', params: [] }],
    ['#status-order:1001', { name: 'order', params: ['1001'] }],
    ['#status-add:collection+123+456', { name: 'add', params: ['collection', '123', '456'] }],
    ['#status-collection:popular%20today', { name: 'collection', params: ['popular today'] }],
    ['#status-address:a%2Bb', { name: 'address', params: ['a+b'] }],
    ['#status-order:', { name: 'order', params: [] }],
    ['#status-collection:100%', { name: 'collection', params: ['100%'] }],
  ])('%s → %o', (hash, parsed) => {
    expect(parseHash(hash)).toEqual(parsed);
  });

  it.each(['', '#', '#reviews', '#statuses', '#Status-orders', 'status-orders', '#/status-orders'])('%o is not ours', (hash) => {
    expect(parseHash(hash)).toBeNull();
  });
});

describe('formatHash', () => {
  it('joins encoded params with + so they parse back unchanged', () => {
    const params = ['collection', 'summer sale', 'a+b'];
    const hash = formatHash('add', params);
    expect(hash).toBe('#status-add:collection+summer%20sale+a%2Bb');
    expect(parseHash(hash)).toEqual({ name: 'add', params });
  });

  it('writes a bare route without a colon', () => {
    expect(formatHash('favorites')).toBe('#status-favorites');
  });
});
