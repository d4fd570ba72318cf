// The order pages, loaded together with the first of them (pages-setup.ts): the receipt, the confirmation and
// buy again, each in a file of its own.
export { default as BuyAgainPage } from './BuyAgainPage.tsx';
export { default as ConfirmationPage } from './ConfirmationPage.tsx';
export { default as ReceiptPage } from './ReceiptPage.tsx';
