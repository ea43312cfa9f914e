import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore, logout } from '@/features/auth';
import type { Associate, MailSuppression, Role } from '@/lib/contract';
import { json, mockApi } from '@/test/api-mock';
import { AssociatesSection } from './associates-section';

const app = (content: React.ReactNode) => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>{content}</SWRConfig>
  </I18nProvider>
);

function signIn(role: Role) {
  act(() =>
    authStore.set({
      token: 't',
      userId: 2,
      role,
      expiresAt: Date.now() + 3_600_000,
      user: { id: 2, role, language: 'de', firstname: 'A', lastname: 'B', email: 'a@example.org', state: 'active' },
    }),
  );
}

afterEach(() => act(() => logout()));

const bounced: MailSuppression = {
  id: 7,
  email: 'lukas@example.org',
  reason: 'HardBounce',
  description: 'Mailbox not found',
  bounced_at: Date.UTC(2026, 10, 2, 9, 30) / 1000,
};

const member: Associate = {
  id: 1,
  name: 'Lukas Brunner',
  email: 'lukas@example.org',
  phone: null,
  function: 'Projektleiter',
  user_id: 2,
  user: { id: 2, name: 'Lukas Brunner', email: 'Lukas.Brunner@example.org', role: 'associate' },
  active: true,
  position: 1,
};

describe('team member dialog', () => {
  it('in the team member dialog: warns about each bounced address of the member; an admin lifts the block', async () => {
    signIn('admin');
    let suppressions = [bounced];
    const fetchMock = mockApi({
      'GET /api/master-data/associates': () => json(200, { data: { items: [member], linkable_users: [] } }),
      'GET /api/mail-suppressions?email=lukas%40example.org': () => json(200, { data: suppressions }),
      'GET /api/mail-suppressions?email=lukas.brunner%40example.org': () => json(200, { data: [] }),
      'DELETE /api/mail-suppressions/7': () => {
        suppressions = [];
        return new Response(null, { status: 204 });
      },
    });
    render(app(<AssociatesSection />));

    fireEvent.click(await screen.findByRole('button', { name: 'Bearbeiten: Lukas Brunner' }));
    const dialog = screen.getByRole('dialog', { name: 'Teammitglied bearbeiten' });
    const notice = await within(dialog).findByTestId('mail-bounce-notice');
    expect(notice.textContent).toContain('E-Mails an diese Adresse kommen nicht an');
    expect(notice.textContent).toContain(
      'lukas@example.org: die Adresse existiert nicht oder nimmt keine Mails an, seit 2. November 2026',
    );
    expect(within(dialog).getAllByTestId('mail-bounce-notice')).toHaveLength(1);

    fireEvent.click(within(notice).getByRole('button', { name: 'Sperre aufheben' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sperre aufheben?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sperre aufheben' }));

    await waitFor(() => expect(screen.queryByTestId('mail-bounce-notice')).toBeNull());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });
});
