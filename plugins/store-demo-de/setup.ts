// The German demo shop's store hook: after the login taps of every other plugin (STAGE.store), a toast with
// the shop's welcome code, greeting the customer by name when the shop knows it.
import { defineSetup, STAGE } from '../../runtime/public.ts';

export const WELCOME_CODE = 'WILLKOMMEN10';

export default defineSetup((ctx) => {
  ctx.hooks.login.tap(() => {
    const name = ctx.store.customer?.firstName;
    ctx.toast({
      message: `${name ? `Schön, dass du da bist, ${name}!` : 'Schön, dass du da bist!'} Dein Willkommenscode: ${WELCOME_CODE}`,
      tone: 'success',
    });
  }, { stage: STAGE.store });
});
