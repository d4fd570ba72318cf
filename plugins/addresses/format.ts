import type { AddressFields } from './api.ts';

/** One line naming the address, for accessible labels: "Sam Rivera, 400 Pine Street". */
export const addressSummary = (a: AddressFields) => [`${a.firstName} ${a.lastName}`.trim(), a.address1].filter(Boolean).join(', ');

/** The address as lines to show (country and state codes as names when the country list knows them). */
export function addressLines(a: AddressFields, countryName: (code: string) => string): string[] {
  return [
    a.address1,
    a.address2,
    [a.city, a.state && a.state !== countryName(a.country) ? a.state : '', a.postcode].filter(Boolean).join(' '),
    countryName(a.country),
    a.phone,
  ].filter((line) => line.trim() !== '');
}

/** Country names in the shopper's language (Intl.DisplayNames), else the API's English name, else the code. */
export function countryNamer(language: string, countries: readonly { code: string; name: string }[]): (code: string) => string {
  let display: Intl.DisplayNames | null = null;
  try {
    display = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    display = null;
  }
  return (code) => {
    if (!code) return '';
    let name: string | undefined;
    try {
      name = /^[A-Z]{2}$/.test(code) ? display?.of(code) : undefined;
    } catch {
      name = undefined;
    }
    return name && name !== code ? name : (countries.find((c) => c.code === code)?.name ?? code);
  };
}
