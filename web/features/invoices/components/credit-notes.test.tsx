import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import type { Invoice } from '../api/invoices';
import { CreditNotes } from './credit-notes';

const sent: Invoice = {
  id: 7,
  state: 'invoiced',
  number: '2026-0044',
  date: '2026-11-20',
  due_date: '2026-12-20',
  amount_centimes: 60000,
  institute: 'Schule Dvořák',
  recipient: {
    institute: 'Schule Dvořák',
    name: 'Ada Muster',
    street: 'Rathausplatz 1',
    address_addition: null,
    postcode: '3000',
    city: 'Bern',
    country: 'CH',
  },
  workshops: [{ id: 31, date: '2026-11-02', title: 'Kinderrechte', price_centimes: 60000 }],
  language: 'de',
  reference: '000000000000000000000000070',
  invoiced_at: 1_800_000_000,
  invoiced_by: 'Monika Frei',
  paid_on: null,
  paid_centimes: 0,
  credited_centimes: 0,
  reminder_fees_centimes: 0,
  open_centimes: 60000,
  payments: [],
  credit_notes: [],
  cancelled: false,
  overdue: false,
  vat: null,
};

const credited = (amount: number, cancels: boolean, reason: string): Invoice => ({
  ...sent,
  credited_centimes: amount,
  open_centimes: sent.amount_centimes - amount,
  cancelled: amount === sent.amount_centimes,
  credit_notes: [
    { id: 3, number: 'G-2026-0001', date: '2026-11-24', amount_centimes: amount, cancels, reason, created_by: 'Monika Frei' },
  ],
});

const pdf = () => new Response('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf' } });

function renderCard(invoice: Invoice) {
  const onChanged = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <CreditNotes invoice={invoice} onChanged={onChanged} />
    </I18nProvider>,
  );
  return onChanged;
}

describe('credit notes of a sent invoice', () => {
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('cancels the invoice only with a reason, then downloads the credit note', async () => {
    const createObjectURL = vi.fn(() => 'blob:credit-note');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const fetchMock = mockApi({
      'POST /api/invoices/7/credit-notes': () => json(200, { data: credited(60000, true, 'Workshop abgesagt') }),
      'GET /api/credit-notes/3/pdf': pdf,
    });
    const onChanged = renderCard(sent);

    fireEvent.click(screen.getByRole('button', { name: 'Rechnung stornieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnung 2026-0044 stornieren?' });
    expect(dialog.textContent).toContain('CHF 600.00');
    expect(dialog.textContent).toContain('nicht rückgängig');
    expect(within(dialog).queryByLabelText(/Betrag/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechnung stornieren' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Bitte einen Grund angeben');
    expect(sentBodies(fetchMock, 'POST /api/invoices/7/credit-notes')).toEqual([]);

    enterValue(within(dialog).getByLabelText(/Grund/), ' Workshop abgesagt ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechnung stornieren' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(sentBodies(fetchMock, 'POST /api/invoices/7/credit-notes')).toEqual([{ cancel: true, reason: 'Workshop abgesagt' }]);
    expect(onChanged).toHaveBeenCalled();
  });

  it('a partial credit note: amount and reason, a refused amount keeps what was typed', async () => {
    let answer = () =>
      json(422, {
        error: {
          code: 'validation_failed',
          message: 'At most 60000 centimes are left to credit',
          fields: [{ path: 'amount_centimes', code: 'custom', message: 'credit_exceeds_invoice' }],
        },
      });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:credit-note'), revokeObjectURL: vi.fn() });
    const fetchMock = mockApi({
      'POST /api/invoices/7/credit-notes': () => answer(),
      'GET /api/credit-notes/3/pdf': pdf,
    });
    const onChanged = renderCard(sent);

    fireEvent.click(screen.getByRole('button', { name: 'Teilgutschrift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Teilgutschrift zu Rechnung 2026-0044' });
    const amount = within(dialog).getByLabelText(/Betrag \(CHF\)/);
    const reason = within(dialog).getByLabelText(/Grund/);
    enterValue(amount, '700');
    enterValue(reason, 'Rabatt');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gutschrift ausstellen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Höchstens CHF 600.00 können noch gutgeschrieben werden',
    );

    // The server has the last word (credited meanwhile): its field error is translated, the input stays.
    enterValue(amount, '150.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gutschrift ausstellen' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Höchstens der Betrag der Rechnung, der noch nicht gutgeschrieben ist',
      ),
    );
    expect((amount as HTMLInputElement).value).toBe('150.50');
    expect((reason as HTMLTextAreaElement).value).toBe('Rabatt');

    answer = () => json(200, { data: credited(15050, false, 'Rabatt') });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gutschrift ausstellen' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sentBodies(fetchMock, 'POST /api/invoices/7/credit-notes').at(-1)).toEqual({
      cancel: false,
      reason: 'Rabatt',
      amount_centimes: 15050,
    });
  });

  it('lists the credit notes with their PDFs; nothing left to credit, no actions', () => {
    mockApi({});
    renderCard(credited(60000, true, 'Workshop abgesagt'));
    const list = screen.getByTestId('credit-notes');
    expect(list.textContent).toContain('Gutschrift G-2026-0001');
    expect(list.textContent).toContain('Rechnung storniert');
    expect(list.textContent).toContain('Workshop abgesagt');
    expect(screen.getByRole('button', { name: 'PDF der Gutschrift G-2026-0001 herunterladen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rechnung stornieren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Teilgutschrift' })).toBeNull();
  });
});
