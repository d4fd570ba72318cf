// The shoppers the shopper test cases act as: Jane and Sam signed in (linked customers), and an anonymous
// visitor. Signed in once per test file in beforeAll.
import type { SignedIn } from '../../devstore/auth/test-tokens';
import type { Harness } from '../test-harness';

export interface Shoppers {
  jane: SignedIn & { customerId: string };
  sam: SignedIn & { customerId: string };
  anon: SignedIn;
}

export async function signInShoppers(h: Harness): Promise<Shoppers> {
  const [jane, sam, anon] = await Promise.all([h.signIn('jane@example.com'), h.signIn('sam@example.com'), h.anonymous()]);
  return { jane, sam, anon };
}
