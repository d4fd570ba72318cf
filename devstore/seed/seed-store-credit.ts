// The store credit and gift cards the devstore's Shopify stand-in knows (Customer.storeCreditAccounts, giftCards):
// Jane has store credit and two gift cards (one disabled), Klara store credit in euros, Sam none.
import { JANE_ID, KLARA_ID } from './seed-customers';

export interface SeedStoreCreditAccount {
  id: string;
  shopId: string;
  customerId: string;
  /** Shopify's decimal string. */
  amount: string;
  currency: string;
}

export interface SeedGiftCard {
  id: string;
  shopId: string;
  customerId: string;
  amount: string;
  currency: string;
  expiresOn: string | null;
  lastCharacters: string;
  enabled: boolean;
}

export const seedStoreCreditAccounts: SeedStoreCreditAccount[] = [
  { id: '9200000001', shopId: 'demo-store', customerId: JANE_ID, amount: '18.50', currency: 'USD' },
  { id: '9200000002', shopId: 'demo-store-de', customerId: KLARA_ID, amount: '20.00', currency: 'EUR' },
];

export const seedGiftCards: SeedGiftCard[] = [
  { id: '9100000001', shopId: 'demo-store', customerId: JANE_ID, amount: '40.00', currency: 'USD', expiresOn: '2027-12-31', lastCharacters: 'c0de', enabled: true },
  { id: '9100000002', shopId: 'demo-store', customerId: JANE_ID, amount: '15.00', currency: 'USD', expiresOn: null, lastCharacters: 'd1sa', enabled: false },
];
