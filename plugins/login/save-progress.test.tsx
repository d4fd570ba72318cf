// The save-progress page (no login; POST /member/unverified): a guest saves an email without
// verifying it; the API's email codes show inline; any other failure says its own text.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../runtime/public.ts';
import { createFakeAuthService, renderWithRuntime } from '../../tests/render-app.tsx';
import { jsonError, jsonHandler, type RecordedRequest } from '../../tests/msw/handlers.ts';
import { createTestServer } from '../../tests/msw/server.ts';

// The session links a guest's cart to them on the shop's side.
const server = createTestServer(http.post('http://localhost:3000/cart/update.js', () => HttpResponse.json({})));
const GUEST: AuthUser = { uid: 'anon-9', email: null, isAnonymous: true };
const runtimes: { dispose?(): void }[] = [];
afterEach(() => {
  runtimes.splice(0).forEach((runtime) => runtime.dispose?.());
  vi.restoreAllMocks();
});

async function open(answer: Parameters<typeof jsonHandler>[2] = { ok: true }) {
  const calls: RecordedRequest[] = [];
  server.use(jsonHandler('post', '/member/unverified', answer as never, (req) => void calls.push(req)));
  const rendered = await renderWithRuntime({ auth: createFakeAuthService(GUEST), initData: { routes: { root: '/' } } });
  runtimes.push(rendered.runtime as never);
  await act(async () => {
    await rendered.runtime.session.start();
    rendered.runtime.open('#status-save-progress');
  });
  const dialog = await screen.findByRole('dialog', { name: 'Save your progress' }, { timeout: 5000 });
  const field = await screen.findByRole('textbox', { name: 'Email' }, { timeout: 5000 });
  return { rendered, dialog, field, calls };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save email' }));

describe('save progress', { timeout: 20_000 }, () => {
  it('a guest saves an email: POST /member/unverified with it, then a confirmation', async () => {
    const { field, calls, rendered } = await open();
    expect(rendered.runtime.store.ui.route?.name).toBe('save-progress');
    fireEvent.change(field, { target: { value: ' jane@example.com ' } });
    submit();
    expect(await screen.findByRole('heading', { name: 'Email saved' }, { timeout: 5000 })).toBeVisible();
    const text = screen.getByText(/^Your progress is kept with/);
    await waitFor(() => expect(text.querySelector('[title="jane@example.com"]')).not.toBeNull()); // the address, whole
    expect(text).toHaveTextContent('Your progress is kept with jane@example.com.');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.data).toMatchObject({ email: 'jane@example.com' });
    expect(calls[0]!.request.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('checks the address first, and shows the API’s email codes inline', async () => {
    const { field, calls } = await open(jsonError(400, 101, 'Did you mean jane@gmail.com?'));
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address');
    expect(calls).toHaveLength(0);
    fireEvent.change(field, { target: { value: 'jane@gmial.com' } });
    expect(screen.queryByRole('alert')).toBeNull(); // the inline error clears when the email changes
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Did you mean jane@gmail.com?'));
  });

  it('any other failure: its text, the address kept for another try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { field } = await open(jsonError(500, 'internal', 'down'));
    fireEvent.change(field, { target: { value: 'jane@example.com' } });
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Unable to save email address. Try again later.'));
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('jane@example.com');
  });
});
