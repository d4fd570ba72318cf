// Address form rules: which fields are required, and their messages' keys (messages/en.ts).
import type { AddressFields, Country } from './api.ts';

export type AddressErrors = Partial<Record<keyof AddressFields, string>>;

/** In the order the form shows them: the first is the one to focus. */
export const REQUIRED: readonly (keyof AddressFields)[] = ['firstName', 'lastName', 'address1', 'city', 'country', 'state', 'postcode'];

/** Message keys of the empty required fields. State is asked only where the country has states
 *  ('State required'); elsewhere the API still needs a value, so it is sent as the country's name. */
export function validateAddress(fields: AddressFields, country: Country | undefined): AddressErrors {
  const errors: AddressErrors = {};
  for (const key of REQUIRED) {
    if (key === 'state' && country && !country.states?.length) continue;
    if (fields[key].trim() === '') errors[key] = `${key}Required`;
  }
  return errors;
}

/** The label key of the postcode field by country (the message stays 'Zip code required'). */
export const postcodeLabel = (country: string) => (country === 'US' ? 'postcodeUS' : country === 'CA' ? 'postcodeCA' : 'postcode');
export const stateLabel = (country: string) => (country === 'US' ? 'stateUS' : country === 'CA' ? 'stateCA' : country === 'DE' ? 'stateDE' : 'state');
