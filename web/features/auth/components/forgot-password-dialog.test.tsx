import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { ForgotPasswordDialog } from './forgot-password-dialog';

/** The API with the given site key. */
const passwordApi = (siteKey: string | null, answer = () => json(200, { data: { success: true } })) =>
  mockApi({
    'GET /api/basedata': () => json(200, { data: { languages: ['de'], currency: 'CHF', turnstile_site_key: siteKey } }),
    'POST /api/password/create': answer,
  });

/** Turnstile passes at once with the given token; `reset` is recorded. */
function fakeTurnstile(token: string) {
  const reset = vi.fn();
  vi.stubGlobal('turnstile', {
    render: (_element: HTMLElement, options: { callback: (token: string) => void }) => {
      options.callback(token);
      return 'widget-1';
    },
    reset,
    remove: vi.fn(),
  });
  return { reset };
}

const open = () =>
  render(
    <I18nProvider i18n={i18n}>
      <ForgotPasswordDialog open onOpenChange={() => {}} />
    </I18nProvider>,
  );

async function submit(email: string) {
  enterValue(await screen.findByLabelText('E-Mail'), email);
  const button = screen.getByRole('button', { name: 'Link senden' });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
}

describe('forgot password dialog', () => {
  it('sends the Turnstile token where a site key is configured', async () => {
    const fetchMock = passwordApi('site-key');
    fakeTurnstile('token-1');
    open();
    expect(await screen.findByTestId('turnstile')).toBeTruthy();
    await submit('lea@example.org');
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /api/password/create')).toEqual([
        { email: 'lea@example.org', turnstile_token: 'token-1' },
      ]),
    );
  });

  it('gets a new token after a refused bot check (a token is single-use)', async () => {
    passwordApi('site-key', () => json(400, { error: { code: 'bot_check_failed', message: 'The bot check failed' } }));
    const { reset } = fakeTurnstile('token-2');
    open();
    await submit('lea@example.org');
    await waitFor(() => expect(reset).toHaveBeenCalledWith('widget-1'));
  });

  it('sends no token when the bot check is not configured', async () => {
    const fetchMock = passwordApi(null);
    open();
    expect(await screen.findByTestId('bot-check-not-configured')).toBeTruthy();
    await submit('lea@example.org');
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/password/create')).toEqual([{ email: 'lea@example.org' }]));
  });
});
