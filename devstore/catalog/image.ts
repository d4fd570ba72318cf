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

/**
 * The welcome banner of the demo shops' content block: a wide, wordless picture (a shop front with an awning and
 * parcels) that reads at any width, unlike a product image with its initials.
 */
export function welcomeBannerSvg(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">',
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde7d8"/><stop offset="1" stop-color="#e6e9fb"/></linearGradient></defs>',
    '<rect width="1200" height="400" fill="url(#sky)"/>',
    '<circle cx="1020" cy="90" r="120" fill="#ffd166" opacity="0.45"/>',
    '<circle cx="150" cy="330" r="160" fill="#b8c4f5" opacity="0.35"/>',
    // The shop front: walls, a striped awning, a door and a window.
    '<rect x="420" y="150" width="360" height="220" rx="10" fill="#fff"/>',
    ...Array.from({ length: 8 }, (_, i) => `<path d="M${420 + i * 45} 120h45v40a22.5 22.5 0 0 1-45 0z" fill="${i % 2 ? '#fff' : '#e4572e'}"/>`),
    '<rect x="410" y="104" width="380" height="20" rx="6" fill="#b83b1e"/>',
    '<rect x="460" y="215" width="150" height="110" rx="8" fill="#cfe3f7"/>',
    '<rect x="650" y="215" width="90" height="155" rx="8" fill="#3d4a8f"/>',
    '<circle cx="725" cy="295" r="6" fill="#ffd166"/>',
    // Parcels by the door.
    '<rect x="810" y="300" width="90" height="70" rx="6" fill="#c98b52"/><path d="M810 322h90M855 300v70" stroke="#a36a37" stroke-width="6"/>',
    '<rect x="880" y="330" width="60" height="40" rx="5" fill="#dfa874"/>',
    '<rect x="0" y="368" width="1200" height="32" fill="#d9dcef"/>',
    '</svg>',
  ].join('');
}
