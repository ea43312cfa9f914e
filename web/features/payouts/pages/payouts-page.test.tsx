import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '@/features/auth';
import type { PayoutPreview, PayoutRunDetail } from '@/lib/contract';
import { signInAs } from '@/test/sign-in';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { monthFromNow } from '../labels';
import PayoutsPage from './payouts-page';

const app = (page: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>{page}</SWRConfig>
  </I18nProvider>
);

const month = monthFromNow(0);
const item = (id: number, amount: number) => ({
  kind: 'fee' as const,
  id,
  workshop_id: 3,
  date: '2026-10-14',
  title: 'Kinderrechte',
  description: null,
  payout_month: month,
  amount_centimes: amount,
});
const preview: PayoutPreview = {
  month,
  default_execution_date: '2099-01-05',
  coaches: [
    {
      coach: { id: 7, name: 'Anna Dvořák', language: 'fr' },
      items: [item(1, 15_000), item(2, 2_550)],
      total_centimes: 17_550,
      payable: true,
      blocked_reasons: [],
    },
    {
      coach: { id: 8, name: 'Ben Berg', language: 'de' },
      items: [item(3, 10_000)],
      total_centimes: 10_000,
      payable: true,
      blocked_reasons: [],
    },
    {
      coach: { id: 9, name: 'Fabian Gerber', language: 'de' },
      items: [item(4, 3_260)],
      total_centimes: 3_260,
      payable: false,
      blocked_reasons: ['no_iban', 'profile_not_approved'],
    },
  ],
  payable_centimes: 27_550,
  payable_coach_count: 2,
  blocked_centimes: 3_260,
  blocked_coach_count: 1,
  debtor_account_ready: true,
};
const run: PayoutRunDetail = {
  id: 12,
  month,
  message_id: 'P1',
  execution_date: '2099-01-05',
  total_centimes: 27_550,
  coach_count: 2,
  item_count: 3,
  created_at: 1,
  created_by: 'Monika Frei',
  coaches: preview.coaches.slice(0, 2).map(({ coach, items, total_centimes }) => ({ coach, items, total_centimes })),
};

describe('payouts page', () => {
  afterEach(() => logout({ remote: false }));

  it('lists blocked coaches with the reasons, asks with the count and total, then offers the run’s files', async () => {
    signInAs('finance');
    const fetchMock = mockApi({
      [`GET /api/payouts/preview?month=${month}`]: () => json(200, { data: preview }),
      'GET /api/payouts': () => json(200, { data: [] }),
      'POST /api/payouts': () => json(201, { data: run }),
      'GET /api/payouts/12': () => json(200, { data: run }),
    });
    render(app(<PayoutsPage />));
    const blocked = (await screen.findAllByTestId('preview-coach'))[2]!;
    expect(blocked.textContent).toContain('Keine IBAN im Profil, Profil nicht freigegeben');
    expect(within(blocked).getByRole('link', { name: 'Profil von Fabian Gerber öffnen' }).getAttribute('href')).toBe(
      '/manager/coaches/9',
    );
    expect(screen.getByTestId('preview-totals').textContent).toContain('CHF 275.50');
    expect(await screen.findByText('Noch keine Auszahlung ausgeführt.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Auszahlung ausführen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('2 Coaches erhalten zusammen CHF 275.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Auszahlung ausführen' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/payouts')).toEqual([{ month }]));
    const files = await screen.findByTestId('last-run');
    expect(within(files).getByTestId('payment-file').textContent).toBe('Zahlungsdatei (pain.001)');
    expect(await within(files).findAllByRole('button', { name: /^Abrechnung \(PDF\) von / })).toHaveLength(2);
  });
});
