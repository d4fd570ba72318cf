import { addUtmOnClick, withUtm } from './utm.ts';

const PAGE = 'https://shop.example/products/jacket?variant=1';
const ON = { isActive: true, campaign: 'winter' };

describe('UTM parameters on links the widget opens (utmTracking and its defaults)', () => {
  it('adds source status, medium link and the campaign to another page of the shop or another site', () => {
    expect(withUtm('/community/membership?customerId=7', ON, PAGE)).toBe('https://shop.example/community/membership?customerId=7&utm_source=status&utm_medium=link&utm_campaign=winter');
    expect(withUtm('https://partner.example/login', { isActive: true, source: 'acct', medium: 'widget' }, PAGE)).toBe('https://partner.example/login?utm_source=acct&utm_medium=widget');
  });

  it('leaves links alone when off, for #status routes and the page shown, for other schemes, and keeps the merchant\'s own utm values', () => {
    expect(withUtm('/pages/returns', { isActive: false }, PAGE)).toBe('/pages/returns');
    expect(withUtm('/pages/returns', undefined, PAGE)).toBe('/pages/returns');
    expect(withUtm('#status-orders', ON, PAGE)).toBe('#status-orders');
    expect(withUtm(`${PAGE}#status`, ON, PAGE)).toBe(`${PAGE}#status`);
    for (const href of ['mailto:help@shop.example', 'tel:+15551234', 'javascript:alert(1)']) expect(withUtm(href, ON, PAGE)).toBe(href);
    expect(withUtm('/pages/x?utm_source=mail', ON, PAGE)).toBe('https://shop.example/pages/x?utm_source=mail&utm_medium=link&utm_campaign=winter');
  });

  it('rewrites a clicked anchor inside the root, not one outside it, until stopped', () => {
    const root = document.createElement('div');
    root.innerHTML = '<a href="/pages/returns"><span>Returns</span></a>';
    const outside = document.createElement('a');
    outside.href = '/pages/faq';
    document.body.append(root, outside);
    const stop = addUtmOnClick(root, () => ON, () => PAGE);
    const prevent = (e: Event) => e.preventDefault();
    document.addEventListener('click', prevent);
    root.querySelector('span')!.click();
    expect(root.querySelector('a')!.getAttribute('href')).toBe('https://shop.example/pages/returns?utm_source=status&utm_medium=link&utm_campaign=winter');
    outside.click();
    expect(outside.getAttribute('href')).toBe('/pages/faq');
    stop();
    root.innerHTML = '<a href="/pages/size">Size</a>';
    root.querySelector('a')!.click();
    expect(root.querySelector('a')!.getAttribute('href')).toBe('/pages/size');
    document.removeEventListener('click', prevent);
    root.remove();
    outside.remove();
  });
});
