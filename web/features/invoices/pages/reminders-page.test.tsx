import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '@/features/auth';
import { signInAs } from '@/test/sign-in';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { formatIsoDate } from '@/lib/format';
import type { Reminder } from '../api/reminders';
import RemindersPage from './reminders-page';
import ReminderLinkPage from './reminder-link-page';

const app = (page: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>{page}</SWRConfig>
  </I18nProvider>
);

const signIn = () => signInAs('finance');

const reminder = (id: number, extra: Partial<Reminder> = {}): Reminder => ({
  id,
  invoice_id: 10 + id,
  invoice_number: `2026-00${40 + id}`,
  institute: `Schule ${id}`,
  level: 1,
  state: 'proposed',
  fee_centimes: 0,
  open_centimes: 45000,
  invoice_due_date: '2026-10-31',
  email: `schule${id}@example.org`,
  language: 'de',
  created_at: 1_800_000_000,
  sent_on: null,
  due_date: null,
  owed_centimes: null,
  sent_by: null,
  ...extra,
});

describe('reminders page', () => {
  afterEach(() => logout({ remote: false }));

  it('lists the proposed reminders and sends one after asking; says when a school has no address', async () => {
    signIn();
    const fetchMock = mockApi({
      'GET /api/invoice-reminders?state=proposed': () =>
        json(200, { data: { items: [reminder(1), reminder(2, { email: null, level: 2, fee_centimes: 2000 })] } }),
      'GET /api/invoice-reminders?state=sent': () => json(200, { data: { items: [] } }),
      'POST /api/invoice-reminders/send': () => json(200, { data: { sent: 1, mailed: 0, withdrawn: 0, skipped: 0 } }),
    });
    render(app(<RemindersPage />));
    const items = await screen.findAllByTestId('reminder');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain(
      `Fällig seit ${formatIsoDate('2026-10-31', 'de')}, offen CHF 450.00, Mahngebühr CHF 0.00`,
    );
    expect(items[1]!.textContent).toContain('Keine E-Mail-Adresse: per Post senden');
    expect(screen.getByText('Noch keine Mahnung versandt.')).toBeTruthy();

    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Senden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mahnung senden?' });
    expect(dialog.textContent).toContain('Für 1 Schule fehlt eine E-Mail-Adresse');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/invoice-reminders/send')).toEqual([{ ids: [2] }]));
  });

  it('sends all at once after asking, and lists the sent ones with who sent them', async () => {
    signIn();
    const fetchMock = mockApi({
      'GET /api/invoice-reminders?state=proposed': () => json(200, { data: { items: [reminder(1), reminder(2)] } }),
      'GET /api/invoice-reminders?state=sent': () =>
        json(200, {
          data: { items: [reminder(3, { state: 'sent', sent_on: '2026-11-20', owed_centimes: 47000, sent_by: 'Monika Frei' })] },
        }),
      'POST /api/invoice-reminders/send': () => json(200, { data: { sent: 1, mailed: 1, withdrawn: 1, skipped: 0 } }),
    });
    render(app(<RemindersPage />));
    expect((await screen.findByTestId('reminders-sent')).textContent).toContain(
      `${formatIsoDate('2026-11-20', 'de')} · CHF 470.00 · Monika Frei`,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Alle 2 senden' }));
    const dialog = await screen.findByRole('dialog', { name: '2 Mahnungen senden?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/invoice-reminders/send')).toEqual([{ ids: [1, 2] }]));
  });
});

describe('the school’s reminder page', () => {
  it('says what is owed by when and opens the PDF; a bad link says so', async () => {
    mockApi({
      'GET /api/invoice-reminders/link/good': () =>
        json(200, {
          data: { level: 1, invoice_number: '2026-0042', sent_on: '2026-11-20', due_date: '2026-11-30', owed_centimes: 45000 },
        }),
      'GET /api/invoice-reminders/link/bad': () =>
        json(400, { error: { code: 'token_invalid', message: 'invalid', request_id: 'r' } }),
    });
    const view = render(app(<ReminderLinkPage token="good" />));
    expect((await screen.findByTestId('reminder-summary')).textContent).toContain(
      `Unsere Rechnung 2026-0042 ist noch offen: CHF 450.00, zahlbar bis am ${formatIsoDate('2026-11-30', 'de')}.`,
    );
    expect(screen.getByRole('link', { name: 'Mahnung als PDF öffnen' }).getAttribute('href')).toBe(
      '/api/invoice-reminders/pdf/good',
    );
    view.unmount();
    render(app(<ReminderLinkPage token="bad" />));
    expect((await screen.findByRole('alert')).textContent).toContain('Dieser Link ist ungültig oder abgelaufen');
  });
});
