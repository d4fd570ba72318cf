// English texts of the session (namespace `auth`; shop login errors).
export const authMessages = {
  shopLoginFailed: 'Unable to log in to Shopify',
  notLoggedIntoShop: 'You are currently not logged into Shopify',
  shopLoginKeyMissing: 'The Multipass key is missing, so customers will not be logged in to Shopify.',
};
