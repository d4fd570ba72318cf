// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './index.ts';
import { formatDisplayDate } from './dates.ts';

describe('i18n', () => {
  it('has English built in and fills placeholders', async () => {
    const i18n = createI18n('en');
    await i18n.add('orders', { en: { title: 'Order {name}' } });
    expect(i18n.t('nav.orders')).toBe('Orders');
    expect(i18n.t('orders.title', { name: '#1001' })).toBe('Order #1001');
    expect(i18n.t('missing.key')).toBe('missing.key');
  });

  it('loads German on demand only, per namespace, falling back to English', async () => {
    const loadDe = vi.fn(async () => ({ default: { title: 'Bestellung {name}' } }));
    const i18n = createI18n('en');
    await i18n.add('orders', { en: { title: 'Order {name}', empty: 'No orders yet' }, load: { de: loadDe } });
    expect(loadDe).not.toHaveBeenCalled();
    await i18n.setLanguage('de-DE');
    expect(loadDe).toHaveBeenCalledOnce();
    expect(i18n.language).toBe('de');
    expect(i18n.t('nav.orders')).toBe('Bestellungen');
    expect(i18n.t('orders.title', { name: '#7' })).toBe('Bestellung #7');
    expect(i18n.t('orders.empty')).toBe('No orders yet');
  });
});

describe('formatDisplayDate', () => {
  const now = new Date(2026, 10, 22, 12, 0); // Sunday 22 Nov 2026
  it('uses relative words within a day', () => {
    expect(formatDisplayDate(new Date(2026, 10, 23, 9), 'en', now)).toBe('tomorrow');
    expect(formatDisplayDate(new Date(2026, 10, 21, 9), 'en', now)).toBe('yesterday');
    expect(formatDisplayDate(new Date(2026, 10, 22, 18), 'en', now)).toBe('today');
  });
  it('uses the weekday within a week', () => {
    expect(formatDisplayDate(new Date(2026, 10, 26), 'en', now)).toBe('Thursday');
    expect(formatDisplayDate(new Date(2026, 10, 26), 'de', now)).toBe('Donnerstag');
  });
  it('uses a short date, with the year only when it is not this year', () => {
    expect(formatDisplayDate(new Date(2026, 11, 10), 'en', now)).toBe('Dec 10');
    expect(formatDisplayDate(new Date(2027, 0, 10), 'en', now)).toBe('Jan 10, 2027');
  });
});
