// Page headings may use customer fields, with fallback text when a placeholder field is
// missing. A heading template names customer fields in braces: 'Hi {firstName}'.
import type { ResolvedRoute } from '../../router/routes.ts';
import type { Customer } from '../../types.ts';

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills `{field}` placeholders from the customer (own fields first, then personalizations). When any
 * placeholder has no usable value (no customer, missing, empty), the whole heading becomes `fallback`:
 * half a greeting ('Hi ') reads worse than a plain title.
 */
export function formatHeading(template: string, customer: Readonly<Customer> | null | undefined, fallback: string): string {
  let missing = false;
  const text = template.replace(PLACEHOLDER, (_match, field: string) => {
    const value = customerField(customer, field);
    if (value === null) missing = true;
    return value ?? '';
  });
  return missing ? fallback : text;
}

function customerField(customer: Readonly<Customer> | null | undefined, field: string): string | null {
  if (!customer) return null;
  const own = (customer as Record<string, unknown>)[field];
  const value = own ?? customer.personalizations?.[field];
  const text = Array.isArray(value) ? value.filter(isPrintable).join(', ') : isPrintable(value) ? String(value) : '';
  return text.trim() === '' ? null : text.trim();
}

function isPrintable(value: unknown): value is string | number {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

/** 'saved-from-cart' → 'Saved from cart': the last resort for a route that declares no heading. */
export function humanizeRouteName(name: string): string {
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Translate = (key: string) => string;

/** The heading the shell shows for a route: its declared heading with customer fields, else a default title. */
export function routeHeading(
  route: ResolvedRoute,
  customer: Readonly<Customer> | null | undefined,
  t: Translate,
  onError: (error: unknown) => void = () => {},
): string {
  const { definition, params, name } = route;
  const defaultTitle = definition.tab ? t(`nav.${name}`) : humanizeRouteName(name);
  // A plugin's heading function that throws must not take the panel down: its page keeps a default title.
  try {
    const declared = typeof definition.heading === 'function' ? definition.heading(params) : definition.heading;
    if (!declared) return defaultTitle;
    const fallback = typeof definition.headingFallback === 'function' ? definition.headingFallback(params) : definition.headingFallback;
    return formatHeading(declared, customer, fallback || defaultTitle);
  } catch (error) {
    onError(error);
    return defaultTitle;
  }
}
