import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { logout } from '@/features/auth';
import type { Expense, FinanceExpenseList } from '@/lib/contract';
import { signInAs } from '@/test/sign-in';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import FinanceExpensesPage from './finance-expenses-page';

function renderAt(path: string) {
  const { hook, searchHook } = memoryLocation({ path });
  return render(
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
        <Router hook={hook} searchHook={searchHook}>
          <FinanceExpensesPage />
        </Router>
      </SWRConfig>
    </I18nProvider>,
  );
}

const expense = (id: number, total: number, state: Expense['state'] = 'pending'): Expense => ({
  id,
  coach: { id: 2, name: 'Nina Baumann' },
  workshop: { id: 11, date: '2026-11-19', title: 'Kinderrechte', institute: 'Schule Au' },
  journey_centimes: total,
  catering_centimes: 0,
  other_centimes: 0,
  total_centimes: total,
  description: null,
  receipts: [],
  state,
  payout_month: '2026-12',
  paid_out_at: null,
  paid_out_by: null,
  created_at: 1_790_000_000,
  corrections: [],
});

const list = (items: Expense[]): FinanceExpenseList => ({
  items,
  total: items.length,
  page: 1,
  per_page: 25,
  totals: { journey: 1006, catering: 0, other: 0, total: 1006, count: 3 },
  coaches: [{ id: 2, name: 'Nina Baumann' }],
  workshops: [],
});

describe('finance expenses page', () => {
  afterEach(() => logout({ remote: false }));

  it('corrects a pending expense only with a reason, and deletes one with a reason; the coach is told', async () => {
    signInAs('finance');
    const fetchMock = mockApi({
      'GET /api/expenses/finance?page=1&per_page=25': () =>
        json(200, { data: list([expense(1, 4250), expense(3, 0, 'paid-out')]) }),
      'PUT /api/expenses/finance/1': () => json(200, { data: expense(1, 2250) }),
      'POST /api/expenses/finance/1/delete': () => new Response(null, { status: 204 }),
    });
    renderAt('/manager/finance/expenses');
    const [row, paidRow] = await screen.findAllByTestId('finance-expense');
    expect(within(paidRow!).queryByRole('button', { name: /^Korrigieren/ })).toBeNull();

    fireEvent.click(
      within(row!).getByRole('button', { name: 'Korrigieren: Nina Baumann, Do., 19. November 2026 · Kinderrechte' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Spesen korrigieren' });
    enterValue(within(dialog).getByLabelText('Reisekosten (CHF)'), '22.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Korrigieren und Coach informieren' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Bitte eine Begründung für den Coach angeben.');
    expect(sentBodies(fetchMock, 'PUT /api/expenses/finance/1')).toEqual([]);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Reisekosten (CHF)').value).toBe('22.50');

    enterValue(within(dialog).getByLabelText(/^Begründung für den Coach/), 'Halbtax');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Korrigieren und Coach informieren' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT /api/expenses/finance/1')).toEqual([
        { journey_centimes: 2250, catering_centimes: 0, other_centimes: 0, description: null, reason: 'Halbtax' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(row!).getByRole('button', { name: 'Löschen: Nina Baumann, Do., 19. November 2026 · Kinderrechte' }));
    const confirm = await screen.findByRole('dialog', { name: 'Spesen löschen?' });
    expect(confirm.textContent).toContain('Die Spesen über CHF 42.50 (Nina Baumann · Kinderrechte)');
    enterValue(within(confirm).getByLabelText(/^Begründung für den Coach/), 'Doppelt erfasst');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Löschen und Coach informieren' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /api/expenses/finance/1/delete')).toEqual([{ reason: 'Doppelt erfasst' }]),
    );
  });

  it('selects the pending ones on the page, confirms with count and sum, and marks them paid out together', async () => {
    signInAs('finance');
    const fetchMock = mockApi({
      'GET /api/expenses/finance?coach_id=2&page=1&per_page=25': () =>
        json(200, { data: list([expense(1, 1005), expense(2, 1), expense(3, 0, 'paid-out')]) }),
      'POST /api/expenses/set-paid-out': () => json(200, { data: { ids: [1, 2], paid_out_at: 1 } }),
    });
    renderAt('/manager/finance/expenses?coach_id=2');
    await screen.findAllByTestId('finance-expense');
    expect(screen.getByTestId('expense-totals').textContent).toContain('Total aller 3 Spesen');
    expect(screen.getByTestId('expense-totals').textContent).toContain('CHF 10.06');
    // The paid-out row has no checkbox.
    const rows = screen.getAllByTestId('finance-expense');
    expect(within(rows[2]!).queryByRole('checkbox')).toBeNull();

    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Alle ausstehenden auf dieser Seite auswählen' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Als ausbezahlt markieren (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Als ausbezahlt markieren?' });
    expect(dialog.textContent).toContain('2 Spesenposten über total CHF 10.06');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Als ausbezahlt markieren' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/expenses/set-paid-out')).toEqual([{ ids: [1, 2] }]));
  });
});
