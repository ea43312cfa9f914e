import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore, logout } from '@/features/auth';
import type { Role } from '@/lib/contract';
import { json, mockApi } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { formData, previousReach, previousReport, previousResponse, reach, report, response, trainer } from '../test/fixtures';
import StatisticsPage from './statistics-page';
import TrainerReportPage from './trainer-report-page';

const app = (page: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>{page}</SWRConfig>
  </I18nProvider>
);

function signIn(role: Role, id = 2) {
  act(() =>
    authStore.set({
      token: 't',
      userId: id,
      role,
      expiresAt: Date.now() + 3_600_000,
      user: { id, role, language: 'de', firstname: 'A', lastname: 'B', email: 'a@example.org', state: 'active' },
    }),
  );
}

const formDataApi = { 'GET /api/statistics/form-data': () => json(200, { data: formData }) };
/** The report, its reach and its response (same query) for each query. */
const reportApi = (...queries: string[]) =>
  Object.fromEntries(
    queries.flatMap((query) => [
      [`GET /api/statistics${query ? `?${query}` : ''}`, () => json(200, { data: report })],
      [`GET /api/statistics/reach${query ? `?${query}` : ''}`, () => json(200, { data: reach })],
      [`GET /api/statistics/response${query ? `?${query}` : ''}`, () => json(200, { data: response })],
    ]),
  );

/** The same for the previous school year (2025/26). */
const previousYearApi = (query: string) => ({
  [`GET /api/statistics?${query}`]: () => json(200, { data: previousReport }),
  [`GET /api/statistics/reach?${query}`]: () => json(200, { data: previousReach }),
  [`GET /api/statistics/response?${query}`]: () => json(200, { data: previousResponse }),
});

describe('report page', () => {
  afterEach(() => logout({ remote: false }));

  it('reads the filters from the URL, writes every change back and asks the API for exactly that report', async () => {
    signIn('associate');
    window.history.replaceState(null, '', '/manager/statistics?canton=BE');
    const fetchMock = mockApi({
      ...formDataApi,
      ...reportApi('canton=BE', 'school_year=2025&canton=BE', 'from=2026-08-01&to=2027-07-31&canton=BE', ''),
    });
    render(app(<StatisticsPage />));

    expect(await screen.findByText('Schuljahr 2026/27: 01.08.2026 – 31.07.2027')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/statistics?canton=BE', expect.anything());
    // The reach below the report: the same query on its own route.
    expect(await screen.findByRole('heading', { level: 2, name: 'Reichweite' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/statistics/reach?canton=BE', expect.anything());
    expect(await screen.findByRole('table', { name: 'Workshops und Teilnehmende nach Kanton und Sprache' })).toBeTruthy();
    await screen.findByRole('option', { name: 'Schuljahr 2025/26' });
    expect(screen.getByLabelText<HTMLSelectElement>('Zeitraum').value).toBe('2026');
    expect(screen.getByLabelText<HTMLSelectElement>('Kanton').value).toBe('BE');

    // Each chart's numbers are in a table: the cantons by their German names, the unknown one as such.
    const cantons = screen.getByRole('table', { name: 'Nach Kanton' });
    const bern = within(cantons).getByRole('row', { name: /^Bern/ });
    expect(
      within(bern)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['22', '250']);
    expect(within(cantons).getByRole('rowheader', { name: 'Ohne Angabe' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Workshops nach Status' })).getByText('Zu realisieren')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Nach Sprache' })).getByText('Französisch')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Workshops pro Monat' })).getByText('November 2026')).toBeTruthy();
    expect(screen.getByTestId('lead-time-median').textContent).toBe('35');
    expect(screen.getByText('612 Personen in durchgeführten Workshops')).toBeTruthy();
    const workload = screen.getByRole('table', { name: 'Einsätze pro Coach' });
    expect(within(workload).getByRole('link', { name: 'Jonas Meier' }).getAttribute('href')).toBe(
      '/manager/statistics/trainer/6',
    );
    expect(within(workload).getByText('22.5 Std.')).toBeTruthy();

    enterValue(screen.getByLabelText('Zeitraum'), '2025');
    await waitFor(() => expect(window.location.search).toBe('?school_year=2025&canton=BE'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/statistics?school_year=2025&canton=BE', expect.anything()));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/statistics/reach?school_year=2025&canton=BE', expect.anything()),
    );

    // An own period starts from the dates shown and replaces the school year.
    enterValue(screen.getByLabelText('Zeitraum'), 'custom');
    await waitFor(() => expect(window.location.search).toBe('?from=2026-08-01&to=2027-07-31&canton=BE'));
    expect(screen.getByLabelText<HTMLInputElement>('Von').value).toBe('01.08.2026');

    fireEvent.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/statistics', expect.anything()));
    expect(screen.queryByRole('button', { name: 'Filter zurücksetzen' })).toBeNull();
  });

  it('fetches the previous school year with the same filters and stands every figure against it; switching to it reuses it', async () => {
    signIn('associate');
    window.history.replaceState(null, '', '/manager/statistics?school_year=2026&canton=BE');
    const fetchMock = mockApi({
      ...formDataApi,
      ...reportApi('school_year=2026&canton=BE'),
      ...previousYearApi('school_year=2025&canton=BE'),
    });
    // SWR's deduplication window held open, so "reused" does not depend on how fast the machine is.
    render(
      app(
        <SWRConfig value={{ dedupingInterval: 600_000 }}>
          <StatisticsPage />
        </SWRConfig>,
      ),
    );

    expect((await screen.findByTestId('comparison-line')).textContent).toBe(
      'Jede Zahl steht neben der des Schuljahres 2025/26 mit denselben Filtern (Δ: Veränderung).',
    );
    for (const route of ['statistics', 'statistics/reach', 'statistics/response']) {
      expect(fetchMock).toHaveBeenCalledWith(`/api/${route}?school_year=2025&canton=BE`, expect.anything());
    }
    await waitFor(() => expect(screen.getByRole('table', { name: 'Nach Kanton' }).getAttribute('data-compared')).toBe('true'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Rücklauf' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Rücklauf nach Kanton' }).getAttribute('data-compared')).toBe('true'),
    );
    expect(screen.getAllByTestId('change-line').length).toBeGreaterThan(4);

    // 2025/26 itself: the report, reach and response already fetched are reused, not asked for again.
    const calls = (url: string) => fetchMock.mock.calls.filter(([called]) => called === url).length;
    enterValue(screen.getByLabelText('Zeitraum'), '2025');
    await waitFor(() =>
      expect(screen.getByTestId('report-period').textContent).toBe('Schuljahr 2025/26: 01.08.2025 – 31.07.2026'),
    );
    expect(calls('/api/statistics?school_year=2025&canton=BE')).toBe(1);
    expect(calls('/api/statistics/response?school_year=2025&canton=BE')).toBe(1);
  });

  it('compares nothing for a period of other dates and says why', async () => {
    signIn('associate');
    window.history.replaceState(null, '', '/manager/statistics?from=2026-09-01&to=2027-06-30');
    const fetchMock = mockApi({
      ...formDataApi,
      'GET /api/statistics?from=2026-09-01&to=2027-06-30': () =>
        json(200, { data: { ...report, period: { from: '2026-09-01', to: '2027-06-30' } } }),
      'GET /api/statistics/reach?from=2026-09-01&to=2027-06-30': () => json(200, { data: reach }),
      'GET /api/statistics/response?from=2026-09-01&to=2027-06-30': () => json(200, { data: response }),
    });
    render(app(<StatisticsPage />));
    expect((await screen.findByTestId('no-comparison-note')).textContent).toBe(
      'Kein Vergleich mit dem Vorjahr: Der gewählte Zeitraum ist kein ganzes Schuljahr.',
    );
    expect(await screen.findByRole('table', { name: 'Rücklauf nach Kanton' })).toBeTruthy();
    expect(document.querySelectorAll('table[data-compared]')).toHaveLength(0);
    expect(screen.queryAllByTestId('change-line')).toHaveLength(0);
    expect(fetchMock.mock.calls.every(([url]) => !String(url).includes('school_year'))).toBe(true);
  });

  it('says when nothing matches and offers the reset; a bad period is explained', async () => {
    signIn('admin');
    window.history.replaceState(null, '', '/manager/statistics?school_year=2024&language=it');
    const empty = {
      ...report,
      inquiries: { total: 0, by_state: [] },
      workshops: { total: 0, by_state: [] },
    };
    mockApi({
      ...formDataApi,
      'GET /api/statistics?school_year=2024&language=it': () => json(200, { data: empty }),
    });
    const { unmount } = render(app(<StatisticsPage />));
    expect(await screen.findByText('Keine Workshops im gewählten Zeitraum.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Filter zurücksetzen' }).length).toBeGreaterThan(0);
    unmount();

    window.history.replaceState(null, '', '/manager/statistics?from=2027-01-01&to=2026-01-01');
    mockApi({
      ...formDataApi,
      'GET /api/statistics?from=2027-01-01&to=2026-01-01': () =>
        json(422, { error: { code: 'validation_failed', message: 'bad', fields: [] } }),
    });
    render(app(<StatisticsPage />));
    expect((await screen.findByRole('alert')).textContent).toContain('«Bis» darf nicht vor «Von» liegen');
  });
});

describe('per-coach report page', () => {
  afterEach(() => logout({ remote: false }));

  it('shows the school years newest first with hours, fees and the evaluation averages', async () => {
    signIn('associate');
    mockApi({ 'GET /api/statistics/trainer/3': () => json(200, { data: trainer }) });
    render(app(<TrainerReportPage id={3} />));

    expect(await screen.findByRole('heading', { level: 1, name: 'Jahresbericht: Lena Brunner' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Übersicht der Schuljahre',
      'Schuljahr 2026/27',
      'Schuljahr 2025/26',
    ]);
    const year = screen.getByTestId('trainer-year-2026');
    expect(within(year).getByText("CHF 1'080.00")).toBeTruthy();
    expect(within(year).getByText('15 Std.')).toBeTruthy();
    const classRatings = within(year).getByRole('table', { name: 'Durchschnitt pro Frage: Durch die Klasse' });
    expect(
      within(classRatings)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4.5', '80']);
    expect(within(screen.getByTestId('trainer-year-2025')).getByText('Keine Bewertungen in diesem Schuljahr.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profil von Lena Brunner' }).getAttribute('href')).toBe('/manager/coaches/3');
  });

  it('a coach asking for someone else’s report gets the not-found state', async () => {
    signIn('coach', 9);
    mockApi({ 'GET /api/statistics/trainer/3': () => json(404, { error: { code: 'not_found', message: 'Not found' } }) });
    render(app(<TrainerReportPage id={3} />));

    expect(await screen.findByRole('heading', { level: 1, name: 'Bericht nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Der Eintrag wurde nicht gefunden');
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Berichte' })).toBeNull();
  });
});
