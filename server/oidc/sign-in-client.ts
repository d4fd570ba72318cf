// The provider's sign-in page in the browser (bundled by assets.ts, served under /oidc/assets/): the widget's
// sign-in over the same parts. An anonymous Firebase user (the REST identity service the widget uses) asks the
// API's /authentication routes for a code or link; the code's custom token, or Google's popup, gives a signed-in
// user, whose ID token is posted (a top-level form post) to /oidc/sign-in/<uid>/complete, where the server
// verifies it and finishes the authorization. Nothing secret is in the page: the Firebase web config is public.
import { createIdentityRestAuthService } from '../../runtime/auth/identity-rest.ts';
import type { SignInPageData } from './sign-in-page.ts';

const data = JSON.parse(document.getElementById('status-sign-in')!.textContent!) as SignInPageData;
const t = data.texts;
const memory = new Map<string, string>();
const auth = createIdentityRestAuthService(data.firebase, {
  // The page's identity lives as long as the page: the widget's stored session is not this origin's anyway.
  storage: { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) },
  storageKey: 'status:oidc-sign-in',
});

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;
const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, name: string) => vars[name] ?? m);

class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    readonly retryAfter: number | null,
  ) {
    super(code ?? `HTTP ${status}`);
  }
}

/** An /authentication call as the widget makes it: `{ data: { shopId, … } }` with the user's Bearer token. */
async function call<T>(path: string, payload: Record<string, unknown>): Promise<T> {
  await auth.signInAnonymously();
  const token = await auth.getIdToken();
  let response: Response;
  try {
    response = await fetch(`${data.apiBase}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { shopId: data.shopId, ...payload } }),
    });
  } catch {
    throw new ApiFailure(0, null, null);
  }
  const body = (await response.json().catch(() => null)) as { error?: { code?: string; retryAfter?: number } } | null;
  if (!response.ok) {
    const header = Number(response.headers.get('retry-after'));
    throw new ApiFailure(response.status, body?.error?.code ?? null, body?.error?.retryAfter ?? (Number.isFinite(header) && header > 0 ? header : null));
  }
  return body as T;
}

function rateLimited(error: ApiFailure): string {
  if (!error.retryAfter) return t.rateLimitedNoWait;
  const wait = error.retryAfter < 60 ? fill(t.waitSeconds, { n: String(error.retryAfter) }) : error.retryAfter < 120 ? t.waitMinute : fill(t.waitMinutes, { n: String(Math.ceil(error.retryAfter / 60)) });
  return fill(t.rateLimited, { wait });
}

function sendFailure(error: unknown, link: boolean): string {
  if (error instanceof ApiFailure && error.status === 429) return rateLimited(error);
  if (error instanceof ApiFailure && error.status === 400 && /email/i.test(error.code ?? '')) return t.emailInvalid;
  return link ? t.linkEmailFailed : t.emailFailed;
}

const CODE_FAILURES: Record<string, keyof typeof t> = {
  invalid_code: 'codeIncorrect',
  expired_code: 'codeExpired',
  used_code: 'codeUsed',
  too_many_attempts: 'codeLocked',
};

function codeFailure(error: unknown): string {
  if (!(error instanceof ApiFailure)) return t.signInFailed;
  const known = error.code ? CODE_FAILURES[error.code] : undefined;
  if (known) return t[known];
  if (error.status === 429) return rateLimited(error);
  if (error.status === 0) return t.codeOffline;
  return error.status >= 500 ? t.codeServerError : t.signInFailed;
}

function show(step: 'email' | 'code' | 'link'): void {
  for (const name of ['email', 'code', 'link']) $(`step-${name}`)!.hidden = name !== step;
  // The code step's field takes focus (described by the sentence naming the address); the other steps' heading.
  if (step === 'code') $('code')!.focus();
  else $(`${step}-heading`)?.focus();
}

function busy(button: HTMLButtonElement, on: boolean, label: string): void {
  button.disabled = on;
  button.dataset.label ??= button.textContent ?? '';
  button.textContent = on ? label : button.dataset.label;
}

/** The signed-in user's ID token to the server, as a navigation: the authorization continues from there. */
async function complete(): Promise<void> {
  const token = await auth.getIdToken();
  if (!token) throw new Error('no ID token after the sign-in');
  $('progress')!.textContent = t.signedIn;
  const form = $<HTMLFormElement>('complete')!;
  (form.elements.namedItem('id_token') as HTMLInputElement).value = token;
  form.submit();
}

let email = '';
let codeId = '';

async function sendCode(resend: boolean): Promise<void> {
  const reply = await call<{ codeId: string }>('/authentication/create-otc', { email, statusId: null });
  codeId = reply.codeId;
  $('code-sent')!.textContent = fill(resend ? t.codeResent : t.codeSentTo, { email });
}

$<HTMLFormElement>('email-form')!.addEventListener('submit', async (event) => {
  event.preventDefault();
  const input = $<HTMLInputElement>('email')!;
  const error = $('email-error')!;
  const button = $<HTMLButtonElement>('email-submit')!;
  email = input.value.trim();
  error.textContent = '';
  input.removeAttribute('aria-invalid');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    error.textContent = email ? t.emailInvalid : t.emailRequired;
    input.setAttribute('aria-invalid', 'true');
    input.focus();
    return;
  }
  busy(button, true, t.sending);
  try {
    if (data.method === 'magicLink') {
      await call('/authentication/create-magic-link', { email, statusId: null });
      $('link-sent')!.textContent = fill(t.magicLinkSent, { email });
      show('link');
    } else {
      await sendCode(false);
      $<HTMLInputElement>('code')!.value = '';
      show('code');
    }
  } catch (failure) {
    error.textContent = sendFailure(failure, data.method === 'magicLink');
  } finally {
    busy(button, false, '');
  }
});

let checking = false;
async function checkCode(): Promise<void> {
  const input = $<HTMLInputElement>('code')!;
  const error = $('code-error')!;
  const button = $<HTMLButtonElement>('code-submit')!;
  const otp = input.value.replace(/\D/g, '');
  error.textContent = '';
  input.removeAttribute('aria-invalid');
  if (otp.length !== 4) {
    error.textContent = t.codeIncorrect;
    input.setAttribute('aria-invalid', 'true');
    input.focus();
    return;
  }
  if (checking) return;
  checking = true;
  busy(button, true, t.verifying);
  try {
    const { token } = await call<{ token: string }>('/authentication/validate-otc', { otp, ids: { codeId } });
    await auth.signInWithCustomToken(token);
    await complete();
  } catch (failure) {
    error.textContent = codeFailure(failure);
    input.setAttribute('aria-invalid', 'true');
    if (failure instanceof ApiFailure && failure.code && failure.code in CODE_FAILURES) input.value = '';
    input.focus();
    busy(button, false, '');
  } finally {
    checking = false;
  }
}

$<HTMLFormElement>('code-form')!.addEventListener('submit', (event) => {
  event.preventDefault();
  void checkCode();
});
// Like the widget's code boxes: the fourth digit checks the code.
$<HTMLInputElement>('code')!.addEventListener('input', (event) => {
  const input = event.target as HTMLInputElement;
  input.value = input.value.replace(/\D/g, '').slice(0, 4);
  if (input.value.length === 4) void checkCode();
});

$('resend')!.addEventListener('click', async () => {
  const error = $('code-error')!;
  error.textContent = '';
  try {
    await sendCode(true);
    $<HTMLInputElement>('code')!.focus();
  } catch (failure) {
    error.textContent = sendFailure(failure, false);
  }
});

for (const id of ['change-email', 'link-change-email']) {
  $(id)?.addEventListener('click', () => {
    show('email');
    $<HTMLInputElement>('email')!.focus();
  });
}

$('google')?.addEventListener('click', async () => {
  const error = $('google-error')!;
  error.textContent = '';
  try {
    await auth.signInWithGoogle();
    await complete();
  } catch (failure) {
    error.textContent = (failure as { code?: string }).code === 'popup-blocked' ? t.googleBlocked : t.googleFailed;
  }
});
