import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { login, logout } from '@/features/auth';
import type { User } from '@/lib/contract';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import ChangePasswordPage from './change-password-page';

const coach: User = {
  id: 3,
  role: 'coach',
  language: 'de',
  firstname: 'Chris',
  lastname: 'Coach',
  email: 'chris@example.org',
  state: 'change-password',
};

const page = () =>
  render(
    <I18nProvider i18n={i18n}>
      <Router hook={memoryLocation({ path: '/manager/profile/password' }).hook}>
        <ChangePasswordPage />
      </Router>
    </I18nProvider>,
  );

const fill = (label: string, value: string) => enterValue(screen.getByLabelText(label), value);

describe('forced password change', () => {
  afterEach(() => act(() => logout({ remote: false })));

  it('does not ask again for the temporary password just typed at sign-in; it sends it along', async () => {
    const fetchMock = mockApi({
      'POST /api/login': () =>
        json(200, { data: { token: 'tok', expires_at: Math.floor(Date.now() / 1000) + 3600, user: coach } }),
      'PUT /api/users/password': () => json(200, { data: { user: { ...coach, state: 'incomplete' } } }),
    });
    await act(async () => void (await login({ email: coach.email, password: 'Temp-1234' })));
    page();
    expect(screen.queryByLabelText('Temporäres Passwort')).toBeNull();
    fill('Neues Passwort', 'Own-Pass-2026');
    fill('Passwort bestätigen', 'Own-Pass-2026');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' })));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT /api/users/password')).toEqual([
        { old_password: 'Temp-1234', password: 'Own-Pass-2026', password_confirmation: 'Own-Pass-2026' },
      ]),
    );
  });

  it('asks for it after all when the server refuses it (expired meanwhile)', async () => {
    mockApi({
      'POST /api/login': () =>
        json(200, { data: { token: 'tok', expires_at: Math.floor(Date.now() / 1000) + 3600, user: coach } }),
      'PUT /api/users/password': () =>
        json(422, { error: { code: 'old_password_wrong', message: 'The current password is wrong' } }),
    });
    await act(async () => void (await login({ email: coach.email, password: 'Temp-1234' })));
    page();
    fill('Neues Passwort', 'Own-Pass-2026');
    fill('Passwort bestätigen', 'Own-Pass-2026');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' })));
    expect(await screen.findByLabelText('Temporäres Passwort')).toBeTruthy();
  });
});
