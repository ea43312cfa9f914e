import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { YearlyStatementYear } from '@/lib/contract';
import { json, mockApi } from '@/test/api-mock';
import { CoachYearlyStatementsSection, OwnYearlyStatementsSection } from './yearly-statements-section';

const app = (section: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>{section}</SWRConfig>
  </I18nProvider>
);

const years: YearlyStatementYear[] = [
  { year: 2099, total_centimes: 1_370_000 },
  { year: 2098, total_centimes: 23_995 },
];

let saved: string[] = [];
beforeEach(() => {
  saved = [];
  // jsdom has no object URLs: the download hands the file to one.
  Object.assign(URL, { createObjectURL: () => 'blob:statement', revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('yearly statements', () => {
  it('lists the coach’s own years, newest first, with the total and a PDF each', async () => {
    mockApi({ 'GET /api/payouts/yearly-statements': () => json(200, { data: years }) });
    render(app(<OwnYearlyStatementsSection />));
    expect(screen.getByRole('heading', { name: 'Jahresbescheinigung' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Jahresbescheinigungen' });
    const [latest, earlier] = within(list).getAllByRole('listitem');
    expect(latest!.textContent).toContain('2099');
    expect(latest!.textContent).toContain("CHF 13'700.00 ausbezahlt");
    expect(earlier!.textContent).toContain('CHF 239.95 ausbezahlt');
    expect(within(earlier!).getByRole('button', { name: 'PDF herunterladen: Jahresbescheinigung 2098' })).toBeTruthy();
  });

  it('says so when nothing was paid yet', async () => {
    mockApi({ 'GET /api/payouts/yearly-statements': () => json(200, { data: [] }) });
    render(app(<OwnYearlyStatementsSection />));
    expect(await screen.findByText(/^Noch keine Auszahlung: Eine Jahresbescheinigung gibt es/)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('gives finance the coach’s years and downloads the coach’s PDF', async () => {
    const fetchMock = mockApi({
      'GET /api/payouts/coaches/7/yearly-statements': () => json(200, { data: years.slice(1) }),
      'GET /api/payouts/coaches/7/yearly-statements/2098/pdf': () =>
        new Response('%PDF-1.3', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="yearly-statement-2098-7.pdf"',
          },
        }),
    });
    render(app(<CoachYearlyStatementsSection coachId={7} />));
    fireEvent.click(await screen.findByRole('button', { name: 'PDF herunterladen: Jahresbescheinigung 2098' }));
    await waitFor(() => expect(saved).toEqual(['yearly-statement-2098-7.pdf']));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/payouts/coaches/7/yearly-statements/2098/pdf');
  });
});
