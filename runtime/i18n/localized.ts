// A merchant's text that is the same in every language, or written per language ({ en, de }): the
// shopper's language, else English, else the first one written.
export type LocalizedText = string | { readonly en?: string; readonly de?: string };

export function localized(text: LocalizedText | undefined, language: string): string | undefined {
  if (text === undefined || typeof text === 'string') return text;
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return (text as Partial<Record<string, string>>)[base] || text.en || Object.values(text).find((value): value is string => typeof value === 'string' && value !== '');
}
