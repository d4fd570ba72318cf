// Route names appear in hashes shoppers see and share: lowercase words joined by single dashes.
const KEBAB_CASE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export function isKebabCase(name: string): boolean {
  return KEBAB_CASE.test(name);
}
