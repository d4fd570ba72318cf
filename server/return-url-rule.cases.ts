// Return URLs an attacker would try against a store at `origin` (no path prefix), shared by the tests of the
// rule itself, the API's magic links and Multipass login, and the storefront's logout, store login and
// Multipass return_to. Each one must be refused; before the rule, most of them redirected to evil.example.
import { MAX_RETURN_URL_LENGTH } from './return-url-rule.ts';

export interface ReturnUrlCase {
  name: string;
  value: string;
}

export function hostileReturnUrls(origin: string): ReturnUrlCase[] {
  const { host, hostname, port } = new URL(origin);
  // The URL parser maps full-width digits and dots in a host to ASCII: the same origin, spelt differently.
  const fullwidth = hostname.replace(/[0-9.]/g, (c) => (c === '.' ? '\uff0e' : String.fromCharCode(0xff10 + Number(c))));
  return [
    { name: 'dot segment then //', value: '/.//evil.example/' },
    { name: 'encoded dot then //', value: '/%2e//evil.example/' },
    { name: 'encoded dot dot then //', value: '/%2e%2e//evil.example/' },
    { name: 'segment and .. then //', value: '/a/..//evil.example/' },
    { name: 'the store URL with //', value: `${origin}//evil.example/` },
    { name: 'upper-case scheme, the store with //', value: `HTTP://${host}//evil.example/` },
    { name: 'full-width digits for the store host, then //', value: `http://${fullwidth}${port ? `:${port}` : ''}//evil.example/` },
    { name: 'protocol-relative', value: '//evil.example/' },
    { name: 'three slashes', value: '///evil.example/' },
    { name: 'slash backslash', value: '/\\evil.example/' },
    { name: 'dot then slash backslash', value: '/./\\evil.example/' },
    { name: 'two backslashes', value: '\\\\evil.example/' },
    { name: 'scheme with backslashes', value: 'http:\\\\evil.example/' },
    { name: 'scheme, one slash', value: 'http:/evil.example/' },
    { name: 'tab between the slashes', value: '/\t/evil.example/' },
    { name: 'newline between the slashes', value: '/\n/evil.example/' },
    { name: 'CR LF between the slashes', value: '/\r\n/evil.example/' },
    { name: 'NUL between the slashes', value: '/\u0000/evil.example/' },
    { name: 'encoded backslash', value: '/%5cevil.example/' },
    { name: 'encoded backslash, upper case', value: '/%5Cevil.example/' },
    { name: 'encoded //', value: '/%2f%2fevil.example/' },
    { name: 'encoded / after /', value: '/%2F/evil.example/' },
    { name: 'double-encoded //', value: '/%252f%252fevil.example/' },
    { name: 'encoded ../ then /', value: '/%2e%2e%2f/evil.example/' },
    { name: 'encoded tab between the slashes', value: '/%09/evil.example/' },
    { name: 'javascript:', value: 'javascript:alert(document.domain)' },
    { name: 'JavaScript: in mixed case', value: 'JavaScript:alert(1)' },
    { name: 'data:', value: 'data:text/html,<script>alert(1)</script>' },
    { name: 'vbscript:', value: 'vbscript:msgbox(1)' },
    { name: 'file:', value: 'file:///etc/passwd' },
    { name: 'another host', value: 'http://evil.example/' },
    { name: 'another host, upper-case scheme', value: 'HTTPS://EVIL.EXAMPLE/' },
    { name: 'https on an http store', value: `https://${host}/account` },
    { name: 'the store as user info of another host', value: `http://${host}@evil.example/` },
    { name: 'user and password on the store', value: `http://user:pass@${host}/account` },
    { name: 'the store host as a subdomain, with an ideographic full stop', value: `http://${hostname}\u3002evil.example/` },
    { name: 'IDN lookalike host (Cyrillic e)', value: 'http://\u0435vil.example/' },
    { name: 'relative path without a slash', value: 'evil.example/' },
    { name: `longer than ${MAX_RETURN_URL_LENGTH} characters`, value: `/${'a'.repeat(MAX_RETURN_URL_LENGTH)}` },
  ];
}

/** Return URLs that must keep working, and the path a redirect on the store's origin carries for each. */
export function acceptedReturnUrls(origin: string): { value: string; path: string }[] {
  return [
    { value: '/', path: '/' },
    { value: '/account', path: '/account' },
    { value: '/collections/all?page=2#grid', path: '/collections/all?page=2#grid' },
    { value: `${origin}/products/linen-shirt`, path: '/products/linen-shirt' },
    { value: `${origin.toUpperCase()}/cart`, path: '/cart' },
    { value: '/search?q=%2F%2Fevil.example', path: '/search?q=%2F%2Fevil.example' },
  ];
}
