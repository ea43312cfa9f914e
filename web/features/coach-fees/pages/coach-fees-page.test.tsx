import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { FeeItem } from '@/lib/contract';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import CoachFeesPage from './coach-fees-page';

const app = () => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
      <CoachFeesPage />
    </SWRConfig>
  </I18nProvider>
);

const base: FeeItem = {
  kind: 'fee',
  id: 1,
  coach: { id: 2, name: 'Anna Berg' },
  workshop: { id: 12, date: '2099-01-14', title: 'Kinderrechte', institute: 'Schule Au' },
  amount_centimes: 32_050,
  rate_centimes: 32_050,
  adjusted: false,
  adjustment_reason: null,
  hours: null,
  reason: null,
  payout_month: '2099-02',
  state: 'pending',
  paid_out_at: null,
  paid_out_by: null,
};
const items: FeeItem[] = [
  base,
  { ...base, kind: 'extra-fee', id: 1, amount_centimes: 2_505, rate_centimes: null, hours: 3, reason: 'Reise' },
  { ...base, id: 2, state: 'paid-out', paid_out_at: 4_000_000_000, paid_out_by: 'Monika Frei' },
];
const list = {
  data: { items, totals: { fees: 64_100, extra_fees: 2_505, total: 66_605, count: 3 }, total: 3, page: 1, per_page: 50 },
};

describe('finance fees page', () => {
  it('totals the rows, locks paid-out ones and marks the selected pending ones paid out after confirming', async () => {
    const fetchMock = mockApi({
      'GET /api/coach-fees/finance/pending?page=1&per_page=50': () => json(200, list),
      'GET /api/coach-fees/finance/options': () => json(200, { data: { coaches: [], workshops: [], more: false } }),
      'POST /api/coach-fees/set-paid-out': () => json(409, { error: { code: 'paid_out', message: 'paid out' } }),
    });
    render(app());
    const table = await screen.findByTestId('fees-table');
    expect(within(screen.getByTestId('fees-totals')).getByText('CHF 666.05')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1, 4);
    expect(within(rows[2]!).getByRole('checkbox')).toHaveProperty('disabled', true);
    expect(within(rows[2]!).queryByRole('button')).toBeNull();

    fireEvent.click(within(table).getByRole('checkbox', { name: 'Alle offenen auf dieser Seite auswählen' }));
    expect(screen.getByText('2 ausgewählt: CHF 345.55')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Als ausbezahlt markieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Als ausbezahlt markieren' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Als ausbezahlt markieren' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Bereits ausbezahlt: Dieser Eintrag kann nicht mehr geändert werden',
    );
    expect(sentBodies(fetchMock, 'POST /api/coach-fees/set-paid-out')).toEqual([{ fee_ids: [1], extra_fee_ids: [1] }]);
  });
});

describe('finance fees on a phone', () => {
  it('shows every entry as a card with its amount and payout month, sharing the selection with the table', async () => {
    mockApi({
      'GET /api/coach-fees/finance/pending?page=1&per_page=50': () => json(200, list),
      'GET /api/coach-fees/finance/options': () => json(200, { data: { coaches: [], workshops: [], more: false } }),
    });
    render(app());
    const cards = within(await screen.findByRole('list', { name: 'Honorare (3)' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]!.textContent).toContain(items[0]!.coach.name);
    expect(cards[0]!.textContent).toContain('CHF');
    // A paid-out entry has nothing to select or change.
    expect(within(cards[2]!).queryByRole('checkbox')).toBeNull();
    expect(within(cards[2]!).queryByRole('button')).toBeNull();

    fireEvent.click(within(cards[0]!).getByRole('checkbox'));
    const row = within(screen.getByTestId('fees-table')).getAllByRole('row')[1]!;
    expect(within(row).getByRole('checkbox')).toHaveProperty('checked', true);
    expect(within(screen.getByTestId('fees-totals-phone')).getByText(/CHF 666\.05/)).toBeTruthy();
  });
});

describe('adjusting a fee', () => {
  it('moves only the payout month without a reason, and asks for a reason when the amount changes', async () => {
    const detail = { data: { ...base, adjustments: [] } };
    const fetchMock = mockApi({
      'GET /api/coach-fees/finance/pending?page=1&per_page=50': () => json(200, list),
      'GET /api/coach-fees/finance/options': () => json(200, { data: { coaches: [], workshops: [], more: false } }),
      'GET /api/coach-fees/1': () => json(200, detail),
      'PATCH /api/coach-fees/1': () => json(200, detail),
    });
    render(app());
    const table = await screen.findByTestId('fees-table');
    fireEvent.click(within(within(table).getAllByRole('row')[1]!).getByRole('button', { name: 'Anpassen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Honorar anpassen' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Betrag und Auszahlungsmonat sind unverändert.');

    enterValue(within(dialog).getByLabelText('Neuer Betrag (CHF)'), '350.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Bitte einen Grund für die Änderung angeben.');

    enterValue(within(dialog).getByLabelText('Neuer Betrag (CHF)'), '320.50');
    const payoutMonth = within(dialog).getByRole('group', { name: 'Auszahlungsmonat' });
    enterValue(within(payoutMonth).getByRole('combobox', { name: 'Monat' }), '03');
    expect(within(payoutMonth).getByRole('combobox', { name: 'Jahr' })).toHaveProperty('value', '2099');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PATCH /api/coach-fees/1')).toEqual([{ payout_month: '2099-03' }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Honorar anpassen' })).toBeNull());
  });
});

describe('an extra fee entered by finance', () => {
  it('searches the workshops on the server and keeps the chosen one while the search changes', async () => {
    const workshop = (id: number, institute: string) => ({
      id,
      date: '2099-01-14',
      title: 'Kinderrechte',
      institute,
      coaches: [{ id: 2, name: 'Anna Berg' }],
    });
    const fetchMock = mockApi({
      'GET /api/coach-fees/finance/pending?page=1&per_page=50': () => json(200, list),
      'GET /api/coach-fees/finance/options': () =>
        json(200, { data: { coaches: [], workshops: [workshop(12, 'Schule Au')], more: true } }),
      'GET /api/coach-fees/finance/options?q=Au': () =>
        json(200, { data: { coaches: [], workshops: [workshop(12, 'Schule Au')], more: false } }),
      'GET /api/coach-fees/finance/options?q=Moos': () => json(200, { data: { coaches: [], workshops: [], more: false } }),
      'POST /api/coach-fees/extra-fees': () => json(201, { data: { ...base, kind: 'extra-fee', hours: 3, reason: 'Reise' } }),
    });
    render(app());
    fireEvent.click(await screen.findByRole('button', { name: 'Zusatzhonorar erfassen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zusatzhonorar erfassen' });
    const status = within(dialog).getByRole('status');
    await waitFor(() =>
      expect(status.textContent).toBe('Der Workshop, der dem heutigen Datum am nächsten liegt; für andere genauer suchen.'),
    );

    const search = within(dialog).getByLabelText('Workshop suchen');
    enterValue(search, 'Au');
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(status.textContent).toBe('1 Workshop gefunden.'));
    enterValue(within(dialog).getByLabelText('Workshop'), '12');
    enterValue(search, 'Moos');
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(status.textContent).toBe('Keine Workshops gefunden.'));
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Workshop').value).toBe('12');

    enterValue(within(dialog).getByLabelText('Coach'), '2');
    enterValue(within(dialog).getByLabelText('Stunden'), '3');
    enterValue(within(dialog).getByLabelText('Grund'), 'Reise');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zusatzhonorar erfassen' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /api/coach-fees/extra-fees')).toEqual([
        { workshop_id: 12, coach_id: 2, hours: 3, amount_centimes: 2500, reason: 'Reise' },
      ]),
    );
  });
});
