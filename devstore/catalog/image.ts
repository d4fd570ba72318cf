// Product images drawn as SVG on the fly: the devstore runs offline, and distinct colours per product make
// screenshots and e2e checks ("is this the right product?") easy to read.
import type { Product } from './types';

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export function productImageSvg(product: Pick<Product, 'title' | 'hue' | 'productType'>): string {
  const hue = product.hue;
  const accent = (hue + 150) % 360;
  const initials = product.title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  const title = escapeXml(product.title);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img"',
    ` aria-label="${title}">`,
    `<title>${title}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue} 70% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 42%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="600" height="600" fill="url(#g)"/>`,
    `<circle cx="460" cy="140" r="90" fill="hsl(${accent} 80% 70%)" opacity="0.55"/>`,
    `<rect x="70" y="360" width="260" height="150" rx="24" fill="hsl(${accent} 60% 35%)" opacity="0.35"/>`,
    `<text x="300" y="330" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="160"`,
    ` font-weight="700" fill="#fff">${escapeXml(initials)}</text>`,
    `<text x="300" y="420" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="34"`,
    ` fill="#fff" opacity="0.9">${escapeXml(product.productType)}</text>`,
    '</svg>',
  ].join('');
}
