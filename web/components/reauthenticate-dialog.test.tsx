import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { confirmPassword, ReauthenticateDialog } from './reauthenticate-dialog';

const renderDialog = () =>
  render(
    <I18nProvider i18n={i18n}>
      <ReauthenticateDialog />
    </I18nProvider>,
  );

const passwordWrong = () =>
  json(422, {
    error: { code: 'password_wrong', message: 'wrong', fields: [{ path: 'password', code: 'password_wrong', message: 'x' }] },
  });

describe('the password confirmation dialog', () => {
  it('opens on request, shows a wrong password, and resolves true once the password is confirmed', async () => {
    let attempt = 0;
    const fetchMock = mockApi({
      'POST /api/users/reauthenticate': () =>
        ++attempt === 1 ? passwordWrong() : json(200, { data: { valid_until: 1_900_000_000 } }),
    });
    renderDialog();
    expect(screen.queryByRole('dialog')).toBeNull();

    let answer: Promise<boolean>;
    act(() => {
      answer = confirmPassword();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Passwort bestätigen' });
    const field = screen.getByLabelText('Passwort');
    enterValue(field, 'falsch');
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Das Passwort ist falsch');
    expect(field.getAttribute('aria-invalid')).toBe('true');

    enterValue(field, 'richtig');
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await expect(answer!).resolves.toBe(true);
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(sentBodies(fetchMock, 'POST /api/users/reauthenticate')).toEqual([{ password: 'falsch' }, { password: 'richtig' }]);
  });

  it('resolves false when cancelled, for every save that was waiting, and sends nothing', async () => {
    const fetchMock = mockApi({});
    renderDialog();
    let answers: Promise<boolean>[] = [];
    act(() => {
      answers = [confirmPassword(), confirmPassword()];
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Abbrechen' }));
    await expect(Promise.all(answers)).resolves.toEqual([false, false]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
