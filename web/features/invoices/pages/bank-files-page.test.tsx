import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '@/features/auth';
import { signInAs } from '@/test/sign-in';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import type { BankEntry, BankFileDetail } from '../api/bank-files';
import BankFilesPage from './bank-files-page';

const app = (page: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>{page}</SWRConfig>
  </I18nProvider>
);

const signIn = () => signInAs('finance');

const entry = (id: number, outcome: BankEntry['outcome'], extra: Partial<BankEntry> = {}): BankEntry => ({
  id,
  bank_file_id: 4,
  entry_key: `REF-${id}`,
  amount_centimes: 45000,
  currency: 'CHF',
  booking_date: '2026-11-20',
  value_date: '2026-11-20',
  reference: '000000000000000000000000034',
  debtor: 'Gymnasium Kirchenfeld',
  remittance: null,
  outcome,
  invoice_id: outcome === 'unmatched' ? null : 3,
  invoice_number: outcome === 'unmatched' ? null : '2026-0042',
  institute: outcome === 'unmatched' ? null : 'Gymnasium Kirchenfeld',
  resolved_by: null,
  ...extra,
});
const unmatched = entry(3, 'unmatched', { reference: null, debtor: 'Elternrat', remittance: 'Spende', amount_centimes: 8000 });
const result: BankFileDetail = {
  id: 4,
  kind: 'camt.054',
  file_name: 'november.xml',
  message_id: 'MSG-1',
  credit_count: 3,
  duplicate_count: 0,
  created_at: 1_800_000_000,
  uploaded_by: 'Monika Frei',
  counts: { matched: 2, partial: 0, overpaid: 0, unmatched: 1, 'not-ours': 0 },
  entries: [entry(1, 'matched'), entry(2, 'matched', { amount_centimes: 25000 }), unmatched],
};
const emptyFiles = { data: { items: [], total: 0, page: 1, per_page: 10 } };
const openInvoice = {
  id: 9,
  state: 'invoiced',
  number: '2026-0050',
  date: '2026-10-01',
  due_date: '2026-10-31',
  amount_centimes: 8000,
  institute: 'Schule Lorraine',
  recipient: {
    institute: 'Schule Lorraine',
    name: null,
    street: null,
    address_addition: null,
    postcode: '3014',
    city: 'Bern',
    country: 'CH',
  },
  workshops: [],
  language: 'de',
  reference: '000000000000000000000000090',
  invoiced_at: 1_800_000_000,
  invoiced_by: null,
  paid_on: null,
  paid_centimes: 0,
  credited_centimes: 0,
  reminder_fees_centimes: 0,
  open_centimes: 8000,
  payments: [],
  credit_notes: [],
  cancelled: false,
  overdue: true,
  vat: null,
};

describe('bank files page', () => {
  afterEach(() => logout({ remote: false }));

  it('reads a file, shows two paid and one unmatched, and assigns that one to an invoice found by search', async () => {
    signIn();
    let assigned = false;
    const fetchMock = mockApi({
      'GET /api/bank-files?page=1&per_page=10': () => json(200, emptyFiles),
      'GET /api/bank-entries/unmatched': () => json(200, { data: { items: assigned ? [] : [unmatched] } }),
      'POST /api/bank-files': () => json(200, { data: result }),
      'GET /api/workshops/invoices/invoiced?unpaid=true&page=1&per_page=25': () =>
        json(200, { data: { items: [openInvoice], total: 1, page: 1, per_page: 25, total_centimes: 8000, overdue_count: 1 } }),
      'POST /api/bank-entries/3/assign': () => {
        assigned = true;
        return json(200, { data: entry(3, 'matched', { invoice_id: 9, invoice_number: '2026-0050', resolved_by: 'A B' }) });
      },
    });
    render(app(<BankFilesPage />));
    expect(await screen.findByText('Noch keine Bankdatei eingelesen.')).toBeTruthy();

    const input = screen.getByLabelText('Datei (camt.054 oder camt.053, XML)');
    fireEvent.change(input, { target: { files: [new File(['<Document/>'], 'november.xml', { type: 'application/xml' })] } });
    const card = await screen.findByTestId('bank-file-result');
    const counts = [...within(card).getByTestId('bank-file-counts').children].map((part) => part.textContent);
    expect(counts).toEqual(['2 bezahlt', '1 nicht zugeordnet']);
    const outcomes = within(card)
      .getAllByTestId('bank-entry')
      .map((item) => item.dataset.outcome);
    expect(outcomes).toEqual(['matched', 'matched', 'unmatched']);

    fireEvent.click(within(card).getByRole('button', { name: 'Rechnung zuordnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zahlung über CHF 80.00 zuordnen' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /2026-0050/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zuordnen' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/bank-entries/3/assign')).toEqual([{ invoice_id: 9 }]));
    expect(await screen.findByText('Alle Zahlungseingänge sind zugeordnet.')).toBeTruthy();
  });

  it('says what is wrong with a file that is no bank notification, and marks a credit as not ours after asking', async () => {
    signIn();
    const fetchMock = mockApi({
      'GET /api/bank-files?page=1&per_page=10': () => json(200, emptyFiles),
      'GET /api/bank-entries/unmatched': () => json(200, { data: { items: [unmatched] } }),
      'POST /api/bank-files': () =>
        json(422, { error: { code: 'bank_file_invalid', message: 'no', fields: [], request_id: 'r' } }),
      'POST /api/bank-entries/3/not-ours': () => json(200, { data: entry(3, 'not-ours', { resolved_by: 'A B' }) }),
    });
    render(app(<BankFilesPage />));
    const input = await screen.findByLabelText('Datei (camt.054 oder camt.053, XML)');
    fireEvent.change(input, { target: { files: [new File(['x'], 'pain.xml')] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Die Datei ist keine Bankmeldung im Format camt.054 oder camt.053',
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Nicht unseres' }));
    const dialog = await screen.findByRole('dialog', { name: 'Als «nicht unseres» markieren?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nicht unseres' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toContain('POST /api/bank-entries/3/not-ours'),
    );
  });
});
