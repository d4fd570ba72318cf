// Seed shoppers: Jane (many orders, addresses, saved items and collections), Sam (another shopper, for
// authorisation tests) and Klara (a customer of the German shop).

export interface SeedAddress {
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string;
  city: string;
  country: string;
  state: string;
  postcode: string;
  phone?: string;
}

export interface SeedCustomer {
  id: string;
  shopId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  birthday?: string;
  acceptsMarketing: boolean;
  tags: string[];
  personalizations: Record<string, unknown>;
  addresses: SeedAddress[];
}

export const JANE_ID = '6000000001';
export const SAM_ID = '6000000002';
export const KLARA_ID = '6000000003';

export const seedCustomers: SeedCustomer[] = [
  {
    id: JANE_ID,
    shopId: 'demo-store',
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    phone: '(555) 010-2000',
    birthday: '1990-04-12',
    acceptsMarketing: true,
    tags: ['vip', 'newsletter'],
    // Answers every field of the login quiz, so no survey pops up after her sign-in in e2e journeys.
    personalizations: { favoriteColor: 'ocean', interests: ['home', 'kitchen'] },
    addresses: [
      {
        firstName: 'Jane',
        lastName: 'Doe',
        address1: '12 Market Street',
        address2: 'Apt 4B',
        city: 'San Francisco',
        country: 'US',
        state: 'CA',
        postcode: '94103',
        phone: '(555) 010-2000',
      },
      {
        firstName: 'Jane',
        lastName: 'Doe',
        address1: '500 Howard Street',
        city: 'San Francisco',
        country: 'US',
        state: 'CA',
        postcode: '94105',
      },
      {
        firstName: 'Jane',
        lastName: 'Doe',
        address1: '88 Queen Street West',
        city: 'Toronto',
        country: 'CA',
        state: 'ON',
        postcode: 'M5H 2M9',
      },
    ],
  },
  {
    id: SAM_ID,
    shopId: 'demo-store',
    email: 'sam@example.com',
    firstName: 'Sam',
    lastName: 'Rivera',
    acceptsMarketing: false,
    tags: [],
    personalizations: {},
    addresses: [
      {
        firstName: 'Sam',
        lastName: 'Rivera',
        address1: '400 Pine Street',
        city: 'Seattle',
        country: 'US',
        state: 'WA',
        postcode: '98101',
      },
    ],
  },
  {
    id: KLARA_ID,
    shopId: 'demo-store-de',
    email: 'klara@example.com',
    firstName: 'Klara',
    lastName: 'Schmidt',
    acceptsMarketing: false,
    tags: [],
    personalizations: { favoriteColor: 'sand' },
    addresses: [
      {
        firstName: 'Klara',
        lastName: 'Schmidt',
        address1: 'Torstraße 10',
        city: 'Berlin',
        country: 'DE',
        state: 'BE',
        postcode: '10119',
      },
    ],
  },
];
