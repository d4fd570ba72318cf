import type { AddressFields, Country } from './api.ts';

/** One line naming the address, for accessible labels: "Sam Rivera, 400 Pine Street". */
export const addressSummary = (a: AddressFields) => [`${a.firstName} ${a.lastName}`.trim(), a.address1].filter(Boolean).join(', ');

/** "Portland, OR 97201" where addresses write it so (US, CA, AU), else "10119 Berlin" (the state after it). */
function cityLine(a: AddressFields, state: string): string {
  if (['US', 'CA', 'AU'].includes(a.country)) return [[a.city, state].filter(Boolean).join(', '), a.postcode].filter(Boolean).join(' ');
  return [[a.postcode, a.city].filter(Boolean).join(' '), state === a.city ? '' : state].filter(Boolean).join(', ');
}

/** The address as lines to show (country and state codes as names when the country list knows them). */
export function addressLines(a: AddressFields, countryName: (code: string) => string, countries: readonly Country[] = []): string[] {
  // Codes where addresses use them (WA, ON), the state's name elsewhere (Berlin for BE).
  const stateName = ['US', 'CA', 'AU'].includes(a.country) ? a.state : (countries.find((c) => c.code === a.country)?.states?.find((s) => s.code === a.state)?.name ?? a.state);
  return [
    a.address1,
    a.address2,
    cityLine(a, stateName && a.state !== countryName(a.country) ? stateName : ''),
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
