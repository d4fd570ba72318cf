// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { customerIdOf, pluginOn, readPageData, shopIdOf } from './page-data.ts';

describe('readPageData', () => {
  it('reads a well-formed page: shop, customer, locale, settings, API', () => {
    const page = readPageData({
      shopId: 'demo-store',
      customer: { customerId: 'c-1', firstName: 'Ada' },
      locale: { language: 'de', countryCode: 'DE', currency: 'EUR', currencyMultiplier: 1 },
      settings: { wishlist: { isActive: true } },
      apiBaseUrl: 'https://api.test',
    });
    expect(page).toEqual({
      shopId: 'demo-store',
      customerId: 'c-1',
      isGuest: false,
      customer: { customerId: 'c-1', firstName: 'Ada' },
      locale: { language: 'de', countryCode: 'DE', currency: 'EUR', currencyMultiplier: 1 },
      settings: { wishlist: { isActive: true } },
      apiBaseUrl: 'https://api.test',
    });
  });

  it('refuses a page without a usable shop id', () => {
    for (const init of [undefined, null, 'demo-store', [], {}, { shopId: '' }, { shopId: '   ' }, { shopId: {} }, { shopId: ['a'] }, { shopId: Number.NaN }, { shopId: Infinity }, { shopId: true }]) {
      expect(() => readPageData(init), JSON.stringify(init) ?? String(init)).toThrow('no shopId');
      expect(shopIdOf(init)).toBeNull();
    }
  });

  it('takes a numeric shop id as its string and trims a padded one', () => {
    expect(readPageData({ shopId: 42 }).shopId).toBe('42');
    expect(readPageData({ shopId: '  demo-store \n' }).shopId).toBe('demo-store');
  });

  it('reads the customer from customer.customerId, else customerId; a numeric id becomes its string', () => {
    expect(customerIdOf({ shopId: 's', customer: { customerId: 'a' }, customerId: 'b' })).toBe('a');
    expect(customerIdOf({ shopId: 's', customer: { customerId: '' }, customerId: 'b' })).toBe('b');
    expect(customerIdOf({ shopId: 's', customerId: 7 })).toBe('7');
    expect(readPageData({ shopId: 's', customerId: 7 }).customer).toEqual({ customerId: '7' });
  });

  it('treats a hostile or malformed customer as a guest', () => {
    for (const customer of [null, 'c-1', ['c-1'], { customerId: {} }, { customerId: [1] }, { customerId: '  ' }, { customerId: Number.NaN }]) {
      const page = readPageData({ shopId: 's', customer, customerId: null });
      expect(page.customerId).toBeNull();
      expect(page.isGuest).toBe(true);
      expect(page.customer).toBeNull();
    }
  });

  it('falls back to English, no settings and the default API when those fields are missing or of the wrong type', () => {
    const page = readPageData({ shopId: 's', locale: { language: 42, currency: { toString: 'x' }, currencyMultiplier: 'two' }, settings: ['wishlist'], apiBaseUrl: { href: 'https://evil.test' } });
    expect(page.locale.language).toBe('en');
    expect(page.settings).toEqual({});
    expect(page.apiBaseUrl).toBeNull();
    expect(readPageData({ shopId: 's', locale: 'de', settings: 'on' }).locale).toEqual({ language: 'en' });
    expect(readPageData({ shopId: 's', customer: 'c-1', customerId: 'c-2' }).customer).toEqual({ customerId: 'c-2' });
  });

  it('keeps inherited names out: a settings object without own groups turns nothing on', () => {
    const page = readPageData(JSON.parse('{"shopId":"s","settings":{"__proto__":{"wishlist":{"isActive":true}}}}'));
    expect(pluginOn({ activeBy: 'wishlist', activeByDefault: false }, page.settings)).toBe(false);
  });
});

describe('pluginOn', () => {
  it('follows the group\'s isActive when the settings say true or false, else the default', () => {
    const wishlist = { activeBy: 'wishlist', activeByDefault: false };
    expect(pluginOn(wishlist, {})).toBe(false);
    expect(pluginOn(wishlist, { wishlist: { isActive: true } })).toBe(true);
    expect(pluginOn({ activeBy: 'orders', activeByDefault: true }, { orders: { isActive: false } })).toBe(false);
    expect(pluginOn({ activeBy: 'orders', activeByDefault: true }, { orders: {} })).toBe(true);
  });

  it('takes only a boolean isActive: a string, a number or a malformed group leaves the default', () => {
    for (const group of [{ isActive: 'true' }, { isActive: 1 }, 'on', null, [true]]) {
      expect(pluginOn({ activeBy: 'wishlist', activeByDefault: false }, { wishlist: group })).toBe(false);
    }
  });

  it('turns a plugin without a settings group on always', () => {
    expect(pluginOn({ activeByDefault: false }, { anything: { isActive: false } })).toBe(true);
  });
});
