import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { FeeItem, OwnFees } from '@/lib/contract';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { OwnFeesSection } from './own-fees-section';

const app = () => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
      <OwnFeesSection />
    </SWRConfig>
  </I18nProvider>
);

const workshop = { id: 12, date: '2099-01-14', title: 'Kinderrechte', institute: 'Schule Au' };
const fee: FeeItem = {
  kind: 'fee',
  id: 3,
  coach: { id: 2, name: 'Anna Berg' },
  workshop,
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
const own = (items: FeeItem[]): { data: OwnFees } => ({ data: { items, workshops: [{ ...workshop, deadline: workshop.date }] } });

describe('the coach’s fees', () => {
  it('shows each fee with its amount, state and payout month, or an empty state', async () => {
    mockApi({ 'GET /api/coach-fees/coach': () => json(200, own([fee, { ...fee, id: 4, state: 'paid-out' }])) });
    render(app());
    const list = await screen.findByRole('list', { name: 'Meine Honorare' });
    const [pending, paid] = within(list).getAllByRole('listitem');
    expect(pending!.textContent).toContain('CHF 320.50');
    expect(pending!.textContent).toContain('Auszahlungsmonat: Februar 2099');
    expect(pending!.textContent).toContain('Offen');
    expect(paid!.textContent).toContain('Ausbezahlt');
  });

  it('suggests the guide’s amount, sends the extra fee and, refused after the deadline, names the date and keeps the input', async () => {
    const fetchMock = mockApi({
      'GET /api/coach-fees/coach': () => json(200, own([])),
      'POST /api/coach-fees/extra-fees': () =>
        json(422, { error: { code: 'extra_fee_deadline_passed', message: 'until 2099-01-14' } }),
    });
    render(app());
    expect(await screen.findByText(/Noch keine Honorare/)).toBeTruthy();
    enterValue(screen.getByLabelText('Workshop'), '12');
    enterValue(screen.getByLabelText('Stunden'), '4');
    expect((screen.getByLabelText('Betrag (CHF)') as HTMLInputElement).value).toBe('50.00');
    enterValue(screen.getByLabelText('Grund'), 'Pause');
    fireEvent.click(screen.getByRole('button', { name: 'Zusatzhonorar erfassen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zusatzhonorare für diesen Workshop konnten bis am Mi., 14. Januar 2099 erfasst werden.',
    );
    expect(sentBodies(fetchMock, 'POST /api/coach-fees/extra-fees')).toEqual([
      { workshop_id: 12, hours: 4, amount_centimes: 5_000, reason: 'Pause' },
    ]);
    expect((screen.getByLabelText('Grund') as HTMLTextAreaElement).value).toBe('Pause');
    expect((screen.getByLabelText('Betrag (CHF)') as HTMLInputElement).value).toBe('50.00');
  });
});
