// The addresses texts (messages/en.ts, messages/de.ts), loaded with this plugin's code rather than declared in
// its manifest: the manifest sits in the panel chunk, where every byte counts.
import de from './messages/de.ts';
import en from './messages/en.ts';

export type AddressMessage = keyof typeof en;

export function addressText(language: string): (key: AddressMessage, vars?: Record<string, string | number>) => string {
  const table: typeof en = language.toLowerCase().startsWith('de') ? de : en;
  return (key, vars = {}) => table[key].replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all));
}
