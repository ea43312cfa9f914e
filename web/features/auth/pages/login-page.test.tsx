import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi, sentBodies, type Handler } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { logout } from '../auth-store';
import LoginPage from './login-page';

const user = {
  id: 5,
  role: 'admin',
  language: 'de',
  firstname: 'Sandra',
  lastname: 'Keller',
  email: 'admin@example.org',
  state: 'active',
};

const loginApi = (handlers: Record<string, Handler> = {}) =>
  mockApi({
    'GET /api/basedata': () => json(200, { data: { languages: ['de'], currency: 'CHF', turnstile_site_key: null } }),
    ...handlers,
  });

function renderPage() {
  render(
    <I18nProvider i18n={i18n}>
      <LoginPage />
    </I18nProvider>,
  );
}

const email = () => screen.getByLabelText('E-Mail') as HTMLInputElement;
const password = () => screen.getByLabelText('Passwort') as HTMLInputElement;
const submit = async () => {
  const button = screen.getByRole('button', { name: 'Anmelden' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  await act(async () => fireEvent.click(button));
};

afterEach(() => logout({ remote: false }));

describe('/login (without react-hook-form and zod)', () => {
  it('an empty submit says "Pflichtfeld" at both fields and focuses the first; an invalid address is refused', async () => {
    const fetchMock = loginApi();
    renderPage();
    await submit();
    await waitFor(() => expect(email().getAttribute('aria-invalid')).toBe('true'));
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Pflichtfeld', 'Pflichtfeld']);
    expect(document.activeElement).toBe(email());

    // Typing after a failed submission checks the field again, as the staff forms do.
    enterValue(password(), 'x');
    expect(password().getAttribute('aria-invalid')).toBeNull();
    enterValue(email(), 'not-an-email');
    const description = document.getElementById(email().getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('E-Mail-Adresse ungültig');
    await submit();
    expect(sentBodies(fetchMock, 'POST /api/login')).toEqual([]);
  });

  it('signs in with the address trimmed and in lower case', async () => {
    const fetchMock = loginApi({
      'POST /api/login': () => json(200, { data: { token: 'tok', expires_at: Math.floor(Date.now() / 1000) + 3600, user } }),
    });
    renderPage();
    enterValue(email(), '  Admin@Example.ORG ');
    enterValue(password(), ' Demo-2026! ');
    await submit();
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /api/login')).toEqual([{ email: 'admin@example.org', password: ' Demo-2026! ' }]),
    );
  });

  it('a wrong password: the server’s message in an alert; a 422 lands on its field', async () => {
    let answer = json(401, { error: { code: 'wrong_credentials', message: 'Wrong' } });
    loginApi({ 'POST /api/login': () => answer });
    renderPage();
    enterValue(email(), 'admin@example.org');
    enterValue(password(), 'wrong');
    await submit();
    const alert = await screen.findByText('Wir konnten Ihre Anmeldedaten leider nicht finden');
    expect(alert.closest('[role="alert"]')).toBeTruthy();

    answer = json(422, {
      error: {
        code: 'validation_failed',
        message: 'Invalid',
        fields: [{ path: 'email', code: 'custom', message: 'email_invalid' }],
      },
    });
    await submit();
    await waitFor(() => expect(email().getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(email());
  });

  it('two-factor step: a wrong code empties the field and focuses it, without a "Pflichtfeld"; back to the password', async () => {
    const fetchMock = loginApi({
      'POST /api/login': () => json(200, { data: { two_factor_challenge: 'challenge-1', expires_at: 1_900_000_000 } }),
      'POST /api/login/two-factor': () => json(401, { error: { code: 'two_factor_code_invalid', message: 'Wrong code' } }),
    });
    renderPage();
    enterValue(email(), 'admin@example.org');
    enterValue(password(), 'Demo-2026!');
    await submit();
    const form = await screen.findByRole('form', { name: 'Bestätigungscode' });
    const code = within(form).getByRole('textbox', { name: 'Code aus der App' }) as HTMLInputElement;

    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Bestätigen' })));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(sentBodies(fetchMock, 'POST /api/login/two-factor')).toEqual([]);

    enterValue(code, ' 123 456 ');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Bestätigen' })));
    await screen.findByText('Der Code ist falsch oder wurde bereits verwendet');
    expect(sentBodies(fetchMock, 'POST /api/login/two-factor')).toEqual([{ challenge: 'challenge-1', code: '123 456' }]);
    await waitFor(() => expect(code.value).toBe(''));
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('aria-invalid')).toBeNull();
    expect(within(form).queryByText('Pflichtfeld')).toBeNull();
  });

  it('"Passwort vergessen?" opens its dialog (loaded on first use)', async () => {
    loginApi();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Passwort vergessen?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Passwort vergessen' });
    expect(within(dialog).getByRole('button', { name: 'Link senden' })).toBeTruthy();
  });
});
