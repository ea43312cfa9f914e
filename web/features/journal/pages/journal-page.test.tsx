import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore, logout } from '@/features/auth';
import { addDays, todayInZurich } from '@/lib/contract';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import type { JournalAccounts, JournalBooking, JournalPreview } from '../api/journal';
import JournalPage from './journal-page';

const app = () => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
      <JournalPage />
    </SWRConfig>
  </I18nProvider>
);

function signIn() {
  act(() =>
    authStore.set({
      token: 't',
      userId: 2,
      role: 'finance',
      expiresAt: Date.now() + 3_600_000,
      user: { id: 2, role: 'finance', language: 'de', firstname: 'A', lastname: 'B', email: 'a@example.org', state: 'active' },
    }),
  );
}

/** The page opens on the current month. */
const from = `${todayInZurich().slice(0, 7)}-01`;
const to = addDays(`${addDays(from, 32).slice(0, 7)}-01`, -1);
const previewKey = (again = false) => `GET /api/journal?from=${from}&to=${to}${again ? '&again=true' : ''}`;

const booking = (key: string, extra: Partial<JournalBooking> = {}): JournalBooking => ({
  key,
  kind: 'invoice',
  date: from,
  document: '2026-0042',
  text: 'Rechnung 2026-0042 Schule Dvořák',
  debit: '1100',
  credit: '3400',
  amount_centimes: 45000,
  exported: false,
  ...extra,
});
const preview = (bookings: JournalBooking[], again = false): { data: JournalPreview } => {
  const total = bookings.reduce((sum, entry) => sum + entry.amount_centimes, 0);
  return { data: { from, to, again, bookings, count: bookings.length, debit_centimes: total, credit_centimes: total } };
};
const twoBookings = [
  booking('invoice:1'),
  booking('payment:4', {
    kind: 'payment',
    text: 'Zahlung Rechnung 2026-0042',
    debit: '1020',
    credit: '1100',
    amount_centimes: 20000,
  }),
];
const accounts: { data: JournalAccounts } = {
  data: {
    receivables: '1100',
    revenue: '3400',
    bank: '1020',
    reminder_fees: '3600',
    coach_fees: '4400',
    expenses: '5820',
    payouts: '1090',
    vat_payable: '2200',
    offered_workshops: [{ id: 5, code: 'KR', title: 'Kinderrechte', active: true, revenue_account: null }],
  },
};
const bananaFile = () =>
  new Response('Date\tDoc\tDescription\tAccountDebit\tAccountCredit\tAmount\n', {
    status: 200,
    headers: {
      'Content-Type': 'text/tab-separated-values; charset=utf-8',
      'Content-Disposition': `attachment; filename="journal-banana-${from}_${to}.txt"`,
    },
  });

describe('booking journal page', () => {
  afterEach(() => {
    logout({ remote: false });
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('shows the month’s bookings with the totals, downloads a file through the API and reads the preview again', async () => {
    signIn();
    const createObjectURL = vi.fn(() => 'blob:journal');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    let exported = false;
    const fetchMock = mockApi({
      [previewKey()]: () => json(200, preview(exported ? [] : twoBookings)),
      'GET /api/master-data/accounts': () => json(200, accounts),
      'POST /api/journal/exports': () => {
        exported = true;
        return bananaFile();
      },
    });
    render(app());

    const rows = await screen.findAllByTestId('journal-booking');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      [expect.any(String), '2026-0042', 'Rechnung 2026-0042 Schule Dvořák', '1100', '3400', 'CHF 450.00'],
      [expect.any(String), '2026-0042', 'Zahlung Rechnung 2026-0042', '1020', '1100', 'CHF 200.00'],
    ]);
    const totals = screen.getByTestId('journal-totals').textContent;
    expect(totals).toContain('Total Soll (2 Buchungen)CHF 650.00');
    expect(totals).toContain('Total HabenCHF 650.00');

    const downloads = screen.getByTestId('journal-downloads');
    expect(
      within(downloads)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Banana herunterladen', 'bexio herunterladen', 'Excel herunterladen']);
    fireEvent.click(within(downloads).getByRole('button', { name: 'Banana herunterladen' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(sentBodies(fetchMock, 'POST /api/journal/exports')).toEqual([{ from, to, format: 'banana', again: false }]);
    expect(await screen.findByText('In diesem Zeitraum gibt es keine Buchungen, die noch nicht exportiert sind.')).toBeTruthy();
    for (const button of within(downloads).getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when nothing is left to export, and shows the exported bookings too when asked', async () => {
    signIn();
    mockApi({
      [previewKey()]: () => json(200, preview([])),
      [previewKey(true)]: () => json(200, preview([booking('invoice:1', { exported: true })], true)),
      'GET /api/master-data/accounts': () => json(200, accounts),
    });
    render(app());
    expect(await screen.findByText('In diesem Zeitraum gibt es keine Buchungen, die noch nicht exportiert sind.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('auch bereits exportierte Buchungen'));
    const [row] = await screen.findAllByTestId('journal-booking');
    expect(row!.textContent).toContain('bereits exportiert');
    const bexio = within(screen.getByTestId('journal-downloads')).getByRole('button', { name: 'bexio herunterladen' });
    expect((bexio as HTMLButtonElement).disabled).toBe(false);
  });

  it('saves the accounts, an empty offer account as none, and shows a refused account at its field', async () => {
    signIn();
    let refuse = true;
    const fetchMock = mockApi({
      [previewKey()]: () => json(200, preview([])),
      'GET /api/master-data/accounts': () => json(200, accounts),
      'PUT /api/master-data/accounts': () =>
        refuse
          ? json(422, {
              error: {
                code: 'validation_failed',
                message: 'no',
                fields: [{ path: 'bank', code: 'custom', message: 'account_invalid' }],
              },
            })
          : json(200, { data: { ...accounts.data, bank: '1021' } }),
    });
    render(app());
    const card = await screen.findByTestId('journal-accounts');
    const bank = await within(card).findByLabelText(/Bank \(Zahlungseingänge\)/);
    fireEvent.input(bank, { target: { value: '1021' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Konten speichern' }));
    expect(await within(card).findByText('Bitte eine Kontonummer aus 1 bis 10 Ziffern eingeben')).toBeTruthy();
    refuse = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Konten speichern' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT /api/master-data/accounts')).toHaveLength(2));
    expect(sentBodies(fetchMock, 'PUT /api/master-data/accounts')[1]).toEqual({
      ...accounts.data,
      bank: '1021',
      offered_workshops: [{ id: 5, revenue_account: null }],
    });
  });
});
