import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore, logout } from '@/features/auth';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import type { Invoice, InvoiceList } from '../api/invoices';
import InvoicesPage from './invoices-page';

const app = (page: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>{page}</SWRConfig>
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

const open: Invoice = {
  id: 7,
  state: 'invoiceable',
  number: null,
  date: '2026-11-20',
  due_date: '2026-12-20',
  amount_centimes: 123450,
  institute: 'Schule Dvořák',
  recipient: {
    institute: 'Gemeinde Dvořák',
    name: 'Ada Muster',
    street: 'Rathausplatz 1',
    address_addition: null,
    postcode: '3000',
    city: 'Bern',
    country: 'CH',
  },
  workshops: [
    { id: 31, date: '2026-11-02', title: 'Kinderrechte', price_centimes: 61725 },
    { id: 32, date: '2026-11-09', title: 'Kinderrechte', price_centimes: 61725 },
  ],
  language: 'de',
  reference: null,
  invoiced_at: null,
  invoiced_by: null,
  paid_on: null,
  paid_centimes: 0,
  credited_centimes: 0,
  reminder_fees_centimes: 0,
  open_centimes: 123450,
  payments: [],
  credit_notes: [],
  cancelled: false,
  overdue: false,
  vat: null,
};
const sent: Invoice = {
  ...open,
  state: 'invoiced',
  number: '2026-0044',
  reference: '000000000000000000000000070',
  invoiced_at: 1_800_000_000,
  invoiced_by: 'Monika Frei',
  overdue: true,
};
const list = (items: Invoice[], overdue = 0): { data: InvoiceList } => ({
  data: {
    items,
    total: items.length,
    page: 1,
    per_page: 25,
    total_centimes: items.reduce((sum, i) => sum + i.amount_centimes, 0),
    overdue_count: overdue,
  },
});

describe('invoices page', () => {
  afterEach(() => {
    logout({ remote: false });
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('shows one invoice for a series with its total, sends it after confirming and downloads the PDF', async () => {
    signIn();
    const createObjectURL = vi.fn(() => 'blob:invoice');
    // jsdom has no object URLs: the download hands the PDF to one.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const fetchMock = mockApi({
      'GET /api/workshops/invoices/invoiceable?page=1&per_page=25': () => json(200, list([open])),
      'POST /api/workshops/31/set-invoiced': () => json(200, { data: sent }),
      'GET /api/invoices/7/pdf': () => new Response('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    render(app(<InvoicesPage />));
    const card = await screen.findByTestId('invoice');
    expect(screen.getByTestId('invoice-totals').textContent).toBe("1 Rechnung, Total CHF 1'234.50");
    expect(within(card).getByTestId('invoice-amount').textContent).toBe("CHF 1'234.50");
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);
    expect(card.textContent).toContain('Gemeinde Dvořák');

    fireEvent.click(within(card).getByRole('button', { name: 'Als verrechnet markieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Als verrechnet markieren?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Als verrechnet markieren' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const pdfCall = fetchMock.mock.calls.find(([url]) => url === '/api/invoices/7/pdf');
    expect(new Headers(pdfCall![1]?.headers).get('Authorization')).toBe('Bearer t');
  });

  it('sent invoices: overdue badge and count, filters in the query, a partial payment recorded with date and amount', async () => {
    signIn();
    const fetchMock = mockApi({
      'GET /api/workshops/invoices/invoiceable?page=1&per_page=25': () => json(200, list([])),
      'GET /api/workshops/invoices/invoiced?page=1&per_page=25': () => json(200, list([sent], 1)),
      'GET /api/workshops/invoices/invoiced?overdue=true&page=1&per_page=25': () => json(200, list([sent], 1)),
      'POST /api/invoices/7/payments': () =>
        json(200, {
          data: {
            ...sent,
            paid_centimes: 23450,
            open_centimes: 100000,
            payments: [
              {
                id: 3,
                amount_centimes: 23450,
                booking_date: '2026-11-23',
                value_date: null,
                source: 'manual',
                bank_reference: null,
                recorded_by: 'Monika Frei',
              },
            ],
          },
        }),
    });
    render(app(<InvoicesPage />));
    expect(await screen.findByText(/Nichts zu verrechnen/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Verrechnet' }));
    const card = await screen.findByTestId('invoice');
    expect(within(card).getByTestId('invoice-overdue').textContent).toBe('Überfällig');
    expect(screen.getByTestId('invoice-totals').textContent).toContain('1 überfällig');
    fireEvent.click(screen.getByLabelText('Nur überfällige'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
        '/api/workshops/invoices/invoiced?overdue=true&page=1&per_page=25',
      ),
    );

    enterValue(within(card).getByLabelText('Bezahlt am'), '2026-11-23');
    const amount = within(card).getByLabelText('Betrag in CHF');
    expect((amount as HTMLInputElement).value).toBe('1234.50');
    enterValue(amount, '12x');
    expect(within(card).getByText('Bitte Zahl eingeben')).toBeTruthy();
    expect((within(card).getByRole('button', { name: 'Zahlung erfassen' }) as HTMLButtonElement).disabled).toBe(true);
    enterValue(amount, '234.50');
    fireEvent.click(within(card).getByRole('button', { name: 'Zahlung erfassen' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /api/invoices/7/payments')).toEqual([
        { booking_date: '2026-11-23', amount_centimes: 23450 },
      ]),
    );
  });
});
