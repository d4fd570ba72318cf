// The Firebase uid that stands for an email address. Derived, not stored: the Auth emulator forgets its users
// on restart, but a shopper signing in again with the same email must get the same uid, so their customer
// link, saved items and collections (kept in the database) are still theirs.
import { createHash } from 'node:crypto';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function uidForEmail(email: string): string {
  return `email-${createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 24)}`;
}
