// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConfigError, mergeConfig } from './config.ts';
import { createTestRuntime } from './testing/runtime.ts';

describe('config', () => {
  it('fails initialization with a clear error when shopId is missing', () => {
    expect(() => mergeConfig({ initData: {} })).toThrow(ConfigError);
    expect(() => mergeConfig({ initData: { shopId: '  ' } })).toThrow(/no shopId/);
    expect(() => createTestRuntime({ initData: { shopId: '' } })).toThrow(/no shopId/);
  });

  it('merges cached settings under page settings, group by group', () => {
    const { settings } = mergeConfig({
      cached: { settings: { wishlist: { isActive: true, icon: 'star' }, saved: { isActive: true } } },
      initData: { shopId: 's', settings: { wishlist: { icon: 'heart' }, points: { isActive: true } } },
    });
    expect(settings.wishlist).toEqual({ isActive: true, icon: 'heart' });
    expect(settings.saved).toEqual({ isActive: true });
    expect(settings.points).toEqual({ isActive: true });
  });

  it('takes the locale from page data, then the shop locale', () => {
    const { config } = mergeConfig({
      initData: { shopId: 's', locale: { language: 'en', currency: 'USD', countryCode: 'US' } },
      shopLocale: { language: 'de', currency: undefined },
    });
    expect(config.locale).toEqual({ language: 'de', currency: 'USD', countryCode: 'US' });
  });

  it('builds the customer from page data and defaults the theme', () => {
    const { config } = mergeConfig({ initData: { shopId: 's', customerId: '42', customer: { email: 'jane@example.com', firstName: 'Jane' } } });
    expect(config.customer).toEqual({ customerId: '42', email: 'jane@example.com', firstName: 'Jane' });
    expect(config.customerId).toBe('42');
    expect(config.theme).toEqual({ widget: { position: 'bottom' }, customCss: '' });
  });

  it('carries content blocks from page data, else from the cache', () => {
    const block = { id: 'b', type: 'link-button', slot: 'forYou.actions.after', links: [{ label: 'Help', url: '/help' }] };
    expect(mergeConfig({ initData: { shopId: 's', content: [block] } }).settings.content).toEqual([block]);
    expect(mergeConfig({ cached: { content: [block] }, initData: { shopId: 's' } }).settings.content).toEqual([block]);
    expect(mergeConfig({ initData: { shopId: 's' } }).settings.content).toEqual([]);
  });
});
