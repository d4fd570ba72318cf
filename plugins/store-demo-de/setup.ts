// The German demo shop's store hook: once a shopper signed in (isInitialLoginSession: the page of the
// sign-in, and the page the shop login's round trip returns to), a toast with the shop's welcome code, greeting
// the customer by name when the shop knows it. Taps run at the store stage, after every feature's; the toast
// waits for an open panel (on the return page the shopper may open it later) and shows once per page.
import { defineSetup, STAGE } from '../../runtime/public.ts';
import type { manifest } from './index.ts';

export const WELCOME_CODE = 'WILLKOMMEN10';

export default defineSetup<typeof manifest>((ctx) => {
  let greeted = false;
  const greet = (): void => {
    const { auth, customer, ui } = ctx.store;
    if (greeted || !ui.isOpen || !customer?.customerId || !auth.isInitialLoginSession) return;
    greeted = true;
    const name = customer.firstName;
    ctx.toast({ message: `${name ? `Schön, dass du da bist, ${name}!` : 'Schön, dass du da bist!'} Dein Willkommenscode: ${WELCOME_CODE}`, tone: 'success' });
  };
  const store = { stage: STAGE.store };
  ctx.hooks.login.tap(greet, store);
  ctx.hooks.authChange.tap(greet, store);
  ctx.hooks.open.tap(greet, store);
  greet();
});
