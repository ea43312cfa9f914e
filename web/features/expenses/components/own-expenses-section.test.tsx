import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore, logout } from '@/features/auth';
import type { CoachExpenses, Expense } from '@/lib/contract';
import { json, mockApi } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { OwnExpensesSection } from './own-expenses-section';

const app = (page: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>{page}</SWRConfig>
  </I18nProvider>
);

function signInCoach() {
  act(() =>
    authStore.set({
      token: 't',
      userId: 2,
      role: 'coach',
      expiresAt: Date.now() + 3_600_000,
      user: { id: 2, role: 'coach', language: 'de', firstname: 'A', lastname: 'B', email: 'a@example.org', state: 'active' },
    }),
  );
}

const workshop = { id: 11, date: '2026-11-19', title: 'Kinderrechte', institute: 'Schule Au' };
const paidOut: Expense = {
  id: 5,
  coach: { id: 2, name: 'A B' },
  workshop,
  journey_centimes: 1240,
  catering_centimes: 0,
  other_centimes: 0,
  total_centimes: 1240,
  description: 'Bus',
  receipts: [{ id: 9, filename: 'bus.pdf', content_type: 'application/pdf', size: 1000 }],
  state: 'paid-out',
  payout_month: '2026-10',
  paid_out_at: 1_790_000_000,
  paid_out_by: 'Monika Frei',
  created_at: 1_789_000_000,
  corrections: [],
};
const data: CoachExpenses = { items: [paidOut], workshops: [workshop], deleted: [] };

describe('own expenses section', () => {
  afterEach(() => logout({ remote: false }));

  it('shows a paid-out expense locked, with its payout month in words', async () => {
    signInCoach();
    mockApi({ 'GET /api/expenses/coach/2': () => json(200, { data }) });
    render(app(<OwnExpensesSection />));
    const card = await screen.findByTestId('own-expense');
    expect(card.textContent).toContain('Ausbezahlt mit Oktober 2026');
    expect(card.textContent).toContain('Ausbezahlte Spesen können nicht mehr geändert werden.');
    expect(within(card).queryByRole('button', { name: 'Bearbeiten' })).toBeNull();
  });

  it('shows finance’s correction under the expense and the deleted ones with the reason', async () => {
    signInCoach();
    const correction = {
      id: 1,
      kind: 'corrected' as const,
      reason: 'Halbtax-Billett',
      total_before_centimes: 2480,
      total_after_centimes: 1240,
      by: 'Monika Frei',
      created_at: 1_789_500_000,
    };
    const withHistory: CoachExpenses = {
      ...data,
      items: [{ ...paidOut, corrections: [correction] }],
      deleted: [{ ...correction, id: 2, kind: 'deleted', reason: 'Doppelt erfasst', total_after_centimes: null, workshop }],
    };
    mockApi({ 'GET /api/expenses/coach/2': () => json(200, { data: withHistory }) });
    render(app(<OwnExpensesSection />));
    const notes = await screen.findByTestId('expense-corrections');
    expect(notes.textContent).toMatch(
      /Von der Buchhaltung korrigiert am \d\d\.\d\d\.2026 \(Monika Frei\): CHF 24\.80 → CHF 12\.40/,
    );
    expect(notes.textContent).toContain('Begründung: Halbtax-Billett');
    const deleted = screen.getByRole('region', { name: 'Von der Buchhaltung gelöschte Spesen' });
    expect(deleted.textContent).toContain('Kinderrechte');
    expect(deleted.textContent).toContain('Von der Buchhaltung gelöscht am');
    expect(deleted.textContent).toContain('Begründung: Doppelt erfasst');
  });

  it('asks for a receipt before uploading, keeps what was typed, and shows the server’s receipt_required too', async () => {
    signInCoach();
    const fetchMock = mockApi({
      'GET /api/expenses/coach/2': () => json(200, { data }),
      'POST /api/expenses/coach/2': () =>
        json(422, {
          error: {
            code: 'validation_failed',
            message: 'Bitte Beleg(e) hochladen',
            fields: [{ path: 'receipts', code: 'custom', message: 'receipt_required' }],
          },
        }),
    });
    render(app(<OwnExpensesSection />));
    fireEvent.click(await screen.findByRole('button', { name: 'Spesen erfassen' }));
    enterValue(screen.getByLabelText(/^Workshop/), '11');
    enterValue(screen.getByLabelText('Reisekosten (CHF)'), '12.40');
    enterValue(screen.getByLabelText('Beschreibung'), 'Zug');
    expect(screen.getByText('Total: CHF 12.40')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Spesen erfassen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte Beleg(e) hochladen');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'quittung.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Belege (Fotos oder PDF)'), { target: { files: [photo] } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Spesen erfassen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte Beleg(e) hochladen');

    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    const sent = init!.body as FormData;
    expect(sent.get('workshop_id')).toBe('11');
    expect(sent.get('journey_centimes')).toBe('1240');
    expect(sent.get('catering_centimes')).toBe('0');
    expect((sent.get('receipts') as File).name).toBe('quittung.jpg');
    expect(screen.getByLabelText<HTMLInputElement>('Reisekosten (CHF)').value).toBe('12.40');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Beschreibung').value).toBe('Zug');
  });
});
