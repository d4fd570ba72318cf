// Where the referral record lives (runtime/cart-referrals.ts): a name of its own so the public entry can
// export them without the record's code, which loads with its first use.
export const REFERRALS_KEY = 'status:referrals';
export const REFERRALS_ATTRIBUTE = '_status_tracked';
