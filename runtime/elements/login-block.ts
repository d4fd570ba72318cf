// <status-login-block>: for a guest a heading, a line and 'Sign in' (opens the panel, #status); for a signed-in
// customer a greeting and a link to the account (#status-profile). A chunk of its own with its rules
// (build/elements.ts), imported when such a block is on the page; its box is reserved meanwhile.
import type { ElementsContext } from './context.ts';
import type { Cleanup } from './favorite.ts';
import { addLook, brandRule, LOGIN_LOOK_CSS } from './look.ts';
import { readPageData } from '../dom/page-data.ts';

export const LOGIN_TEXTS = {
  loginHeading: 'Your account',
  loginText: 'Sign in to see your orders, favorites and rewards.',
  signIn: 'Sign in',
  greeting: 'Hi {firstName}',
  greetingFallback: 'Hi there',
  accountText: 'Your orders, favorites and rewards are in your account.',
  viewAccount: 'View your account',
};

export function renderLoginBlock(host: HTMLElement, ctx: ElementsContext): Cleanup {
  const doc = host.ownerDocument;
  addLook(doc, 'login', LOGIN_LOOK_CSS + brandRule(ctx.initData));
  ctx.addTexts(LOGIN_TEXTS);
  const { t } = ctx;
  const level = Number(host.getAttribute('heading-level'));
  const box = doc.createElement('div');
  box.className = 'status-login';
  const heading = doc.createElement(level >= 2 && level <= 6 ? `h${level}` : 'h2');
  heading.className = 'status-login__heading';
  const text = doc.createElement('p');
  text.className = 'status-login__text';
  const action = doc.createElement('a');
  action.className = 'status-login__action';
  if (ctx.isCustomer) {
    const firstName = readPageData(ctx.initData).customer?.firstName?.trim();
    heading.textContent = firstName ? t('greeting', { firstName }) : t('greetingFallback');
    text.textContent = t('accountText');
    action.href = '#status-profile';
    action.textContent = t('viewAccount');
    box.dataset.state = 'customer';
  } else {
    heading.textContent = t('loginHeading');
    text.textContent = t('loginText');
    action.href = '#status';
    action.textContent = t('signIn');
    box.dataset.state = 'guest';
  }
  box.append(heading, text, action);
  host.replaceChildren(box);
  return () => {};
}
