// A signed-in email that differs (case-insensitively) from the store customer's is reported as 'Detected
// mismatch between Status user and Shopify user'. Checked on every page load, so kept apart from the
// sign-in code that loads only when someone signs in.

/** The signed-in email differs, case-insensitively, from the store customer's email. */
export function emailsMismatch(signedIn: string | null | undefined, storeCustomer: string | null | undefined): boolean {
  if (!signedIn || !storeCustomer) return false;
  return signedIn.trim().toLowerCase() !== storeCustomer.trim().toLowerCase();
}

export const EMAIL_MISMATCH_MESSAGE = 'Detected mismatch between Status user and Shopify user';
