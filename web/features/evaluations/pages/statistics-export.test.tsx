import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { authStore, logout } from '@/features/auth';
import { json, mockApi } from '@/test/api-mock';
import EvaluationsByAudiencePage from './evaluations-by-audience-page';
import EvaluationsByCoachPage from './evaluations-by-coach-page';

/*
 * The evaluation statistics screens' downloads (docs/decisions/023, "Export"): each asks its export route for the
 * screen's filters, shows the progress and saves the file under the server's name.
 */

const app = (page: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
      {page}
      <Toaster />
    </SWRConfig>
  </I18nProvider>
);

const period = { from: '2025-08-01', to: '2026-07-31' };
const byCoach = {
  period,
  coaches: [
    { id: 7, firstname: 'Anna', lastname: 'Aebi', workshops: 2, ratings: 6, average: 3.8, last_workshop_date: '2026-05-20' },
  ],
  coach: null,
};
const byAudience = {
  period,
  kind: 'after_3_months',
  offered_workshops: [{ offered_workshop_id: 3, title: 'Kinderrechte', workshops: 1, responses: 1, average: 4.5, questions: [] }],
  workshops: { items: [], total: 0, page: 1, per_page: 25 },
  workshop: null,
};

let saved: { name: string; blob: Blob }[];

beforeEach(() => {
  act(() =>
    authStore.set({
      token: 't',
      userId: 2,
      role: 'associate',
      expiresAt: Date.now() + 3_600_000,
      user: { id: 2, role: 'associate', language: 'de', firstname: 'A', lastname: 'B', email: 'a@example.org', state: 'active' },
    }),
  );
  saved = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs: the download hands the file to one.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => (blobs.set('blob:export', blob), 'blob:export'),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
});
afterEach(() => {
  logout({ remote: false });
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  vi.restoreAllMocks();
});

/** A file of 1,000 bytes with its length, whose second half waits for `release`. */
function file(name: string, type: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new Uint8Array(250).fill(65));
      await released;
      controller.enqueue(new Uint8Array(750).fill(66));
      controller.close();
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: { 'Content-Type': type, 'Content-Length': '1000', 'Content-Disposition': `attachment; filename="${name}"` },
  });
  return { response, release };
}

describe('evaluation statistics downloads', () => {
  it('downloads the coaches of the screen’s period as Excel, with the share received, under the server’s name', async () => {
    window.history.replaceState(null, '', '/manager/evaluations/by-coach?from=2025-08-01&to=2026-07-31');
    const xlsx = file('evaluations-by-coach-2025-26.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const exportUrl = '/api/evaluations/by-coach/export?from=2025-08-01&to=2026-07-31&format=xlsx';
    const fetchMock = mockApi({
      'GET /api/evaluations/by-coach?from=2025-08-01&to=2026-07-31': () => json(200, { data: byCoach }),
      [`GET ${exportUrl}`]: () => xlsx.response,
    });
    render(app(<EvaluationsByCoachPage />));
    expect(await screen.findByRole('link', { name: 'Anna Aebi' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Export' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Coaches als Excel' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Coaches als Excel wird geladen: 25%'));
    expect(screen.getByRole('button', { name: 'Coaches als CSV' }).hasAttribute('disabled')).toBe(true);
    xlsx.release();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('evaluations-by-coach-2025-26.xlsx');
    expect(saved[0]!.blob.size).toBe(1000);
    expect(fetchMock).toHaveBeenCalledWith(exportUrl, expect.anything());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect(screen.getByRole('button', { name: 'Coaches als CSV' }).hasAttribute('disabled')).toBe(false);
  });

  it('offers no download on one coach’s detail, whose figures the file does not hold', async () => {
    window.history.replaceState(null, '', '/manager/evaluations/by-coach?coach=7');
    mockApi({
      'GET /api/evaluations/by-coach?coach_id=7': () =>
        json(200, {
          data: {
            period,
            coaches: [],
            coach: {
              summary: byCoach.coaches[0],
              questions: [],
              texts: { items: [], total: 0 },
              trend: { unit: 'month', points: [] },
            },
          },
        }),
    });
    render(app(<EvaluationsByCoachPage />));
    expect(await screen.findByRole('heading', { level: 2, name: 'Anna Aebi' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Export' })).toBeNull();
  });

  it('downloads the offered workshops with the screen’s kind and offered workshop as CSV', async () => {
    window.history.replaceState(null, '', '/manager/evaluations/by-audience?kind=after_3_months&offered=3');
    const csv = file('evaluations-after-3-months-2025-08-01_2026-07-31.csv', 'text/csv; charset=utf-8');
    const exportUrl = '/api/evaluations/by-audience/export?kind=after_3_months&offered_workshop_id=3&format=csv';
    const fetchMock = mockApi({
      'GET /api/evaluations/by-audience?kind=after_3_months&offered_workshop_id=3&page=1': () => json(200, { data: byAudience }),
      'GET /api/master-data/workshops': () => json(200, { data: [] }),
      [`GET ${exportUrl}`]: () => csv.response,
    });
    render(app(<EvaluationsByAudiencePage />));
    expect(await screen.findByText('Kinderrechte')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Workshop-Angebote als CSV' }));
    csv.release();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('evaluations-after-3-months-2025-08-01_2026-07-31.csv');
    expect(fetchMock).toHaveBeenCalledWith(exportUrl, expect.anything());
  });

  it('shows a refused download as a translated toast and saves nothing', async () => {
    window.history.replaceState(null, '', '/manager/evaluations/by-audience');
    mockApi({
      'GET /api/evaluations/by-audience?kind=by_audience&page=1': () =>
        json(200, { data: { ...byAudience, kind: 'by_audience' } }),
      'GET /api/master-data/workshops': () => json(200, { data: [] }),
      'GET /api/evaluations/by-audience/export?kind=by_audience&format=xlsx': () =>
        json(403, { error: { code: 'forbidden', message: 'no' } }),
    });
    render(app(<EvaluationsByAudiencePage />));
    fireEvent.click(await screen.findByRole('button', { name: 'Workshop-Angebote als Excel' }));
    expect(await screen.findByText('Sie haben keine Berechtigung für diese Aktion')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});
