import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore, logout } from '@/features/auth';
import type { Role, WorkshopDetail, WorkshopList } from '@/lib/contract';
import { toast } from '@/lib/toast';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { summary, workshop } from '../test/fixtures';
import UpcomingWorkshopsPage from './upcoming-workshops-page';
import WorkshopDetailPage from './workshop-detail-page';
import WorkshopListPage from './workshop-list-page';

const app = (page: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>{page}</SWRConfig>
  </I18nProvider>
);

function signIn(role: Role) {
  act(() =>
    authStore.set({
      token: 't',
      userId: 2,
      role,
      expiresAt: Date.now() + 3_600_000,
      user: { id: 2, role, language: 'de', firstname: 'A', lastname: 'B', email: 'a@example.org', state: 'active' },
    }),
  );
}

describe('workshop pages', () => {
  afterEach(() => logout({ remote: false }));

  it('detail: cancelling one workshop of a series says it affects the whole series and sends the reason', async () => {
    signIn('associate');
    let current = workshop;
    const fetchMock = mockApi({
      'GET /api/workshops/101': () => json(200, { data: current }),
      'GET /api/orders?workshop_id=101&page=1&per_page=100': () =>
        json(200, { data: { items: [], total: 0, page: 1, per_page: 100 } }),
      'POST /api/workshops/101/set-state': () => {
        current = {
          ...workshop,
          state: 'cancelled',
          cancellation_reason: 'Schulhaus geschlossen',
          series: workshop.series.map((w) => ({ ...w, state: 'cancelled' as const })),
        };
        return json(200, { data: current.series });
      },
    });
    render(app(<WorkshopDetailPage id="101" />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kinderrechte' })).toBeTruthy();
    const series = screen.getByTestId('workshop-series');
    expect(
      within(series)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/manager/workshops/102', '/manager/workshops/103', '/manager/workshops?series=9']);
    // Staff see coaches and requests in "Besetzung", not twice.
    expect(screen.queryByRole('heading', { name: 'Coach-Anfragen' })).toBeNull();
    for (const empty of ['Materialbestellungen', 'Honorare']) {
      const card = screen.getByRole('heading', { name: empty }).closest('div')!.parentElement!;
      expect(await within(card).findByText('Noch keine.')).toBeTruthy();
    }
    expect(
      within(screen.getByTestId('workshop-evaluations')).getByText(
        'Noch keine. Sie entstehen, sobald der Workshop durchgeführt ist.',
      ),
    ).toBeTruthy();
    // Initialized: only cancel.
    expect(screen.queryByRole('button', { name: 'Zurück zu «Initialisiert»' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Absagen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ganze Serie absagen?' });
    expect(within(dialog).getByTestId('series-note').textContent).toBe('Die Änderung gilt für alle 3 Workshops der Serie.');
    enterValue(within(dialog).getByLabelText('Grund (optional)'), 'Schulhaus geschlossen');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Absagen' })));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'POST /api/workshops/101/set-state')).toEqual([
      { state: 'cancelled', reason: 'Schulhaus geschlossen' },
    ]);
    await waitFor(() => expect(within(screen.getByTestId('workshop-series')).getAllByText('Abgesagt')).toHaveLength(3));
    expect(screen.getByText('Schulhaus geschlossen')).toBeTruthy();
    // Cancelled: taking the cancellation back only, named so; no more editing.
    expect(await screen.findByRole('button', { name: 'Absage zurücknehmen' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Bearbeiten' })).toBeNull();
  });

  it('detail: cancelling only this date takes it out of the series first, then cancels it alone', async () => {
    signIn('associate');
    let current = workshop;
    const single = (state: WorkshopDetail['state']) =>
      ({ ...workshop, state, series: [], series_id: null, type: 'single' }) as WorkshopDetail;
    const fetchMock = mockApi({
      'GET /api/workshops/101': () => json(200, { data: current }),
      'POST /api/workshops/101/detach': () => {
        current = single('initialized');
        return json(200, { data: [summary(101, '2030-03-04'), summary(102, '2030-03-11'), summary(103, '2030-03-18')] });
      },
      'POST /api/workshops/101/set-state': () => {
        current = single('cancelled');
        return json(200, { data: [{ ...summary(101, '2030-03-04', 'cancelled'), series_id: null, type: 'single' }] });
      },
    });
    render(app(<WorkshopDetailPage id="101" />));
    fireEvent.click(await screen.findByRole('button', { name: 'Absagen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ganze Serie absagen?' });
    expect(within(dialog).getByRole('radio', { name: 'Die ganze Serie (3 Workshops)' })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Nur diesen Termin/ }));
    expect(await screen.findByRole('dialog', { name: 'Workshop absagen?' })).toBe(dialog);
    expect(within(dialog).getByTestId('series-note').textContent).toMatch(/aus der Serie genommen und allein abgesagt/);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Absagen' })));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const calls = fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url}`);
    const detachAt = calls.findIndex((call) => call.endsWith('/workshops/101/detach'));
    const cancelAt = calls.findIndex((call) => call.endsWith('/workshops/101/set-state'));
    expect(detachAt).toBeGreaterThanOrEqual(0);
    expect(cancelAt).toBeGreaterThan(detachAt);
    expect(sentBodies(fetchMock, 'POST /api/workshops/101/set-state')).toEqual([{ state: 'cancelled' }]);
    await waitFor(() => expect(screen.queryByTestId('workshop-series')).toBeNull());
  });

  it('detail: the reinitialize dialog says that the school is told too', async () => {
    signIn('associate');
    mockApi({ 'GET /api/workshops/101': () => json(200, { data: { ...workshop, state: 'coaches_requested' } }) });
    render(app(<WorkshopDetailPage id="101" />));
    fireEvent.click(await screen.findByRole('button', { name: 'Zurück zu «Initialisiert»' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/die Coaches und die Schule werden per E-Mail informiert/)).toBeTruthy();
  });

  it('detail: the server’s 409 is shown in the dialog', async () => {
    signIn('admin');
    mockApi({
      'GET /api/workshops/101': () => json(200, { data: { ...workshop, series: [], series_id: null, type: 'single' } }),
      'POST /api/workshops/101/set-state': () =>
        json(409, { error: { code: 'invalid_transition', message: 'A workshop in state done cannot become cancelled' } }),
    });
    render(app(<WorkshopDetailPage id="101" />));
    fireEvent.click(await screen.findByRole('button', { name: 'Absagen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Workshop absagen?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Absagen' })));
    expect(await within(dialog).findByText('Dieser Statuswechsel ist im aktuellen Zustand nicht möglich')).toBeTruthy();
  });

  it('detail for finance: read-only (no state, edit or duplicate actions; no link into the inquiry)', async () => {
    signIn('finance');
    mockApi({ 'GET /api/workshops/101': () => json(200, { data: workshop }) });
    render(app(<WorkshopDetailPage id="101" />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kinderrechte' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Absagen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Duplizieren' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bearbeiten' })).toBeNull();
    expect(screen.getByText('Anfrage Nr. 42')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anstehende Workshops' }).getAttribute('href')).toBe('/manager/workshops/upcoming');
  });

  const evaluated: WorkshopDetail = {
    ...workshop,
    state: 'done',
    evaluations: [
      {
        id: 7,
        kind: 'by_audience',
        state: 'open',
        coach: null,
        responses: 1,
        sent_at: Date.UTC(2030, 2, 5, 9) / 1000,
        expires_at: Date.UTC(2030, 4, 4, 9) / 1000,
      },
      {
        id: 8,
        kind: 'by_coach',
        state: 'pending',
        coach: { id: 5, name: 'Lea Brunner' },
        responses: 1,
        sent_at: null,
        expires_at: null,
      },
    ],
  };

  it('detail: the evaluations with responses, dates and state; staff follow them to the evaluation and the statistics', async () => {
    signIn('associate');
    mockApi({
      'GET /api/workshops/101': () => json(200, { data: evaluated }),
      'GET /api/orders?workshop_id=101&page=1&per_page=100': () =>
        json(200, { data: { items: [], total: 0, page: 1, per_page: 100 } }),
    });
    render(app(<WorkshopDetailPage id="101" />));
    const section = await screen.findByTestId('workshop-evaluations');
    const [audience, coach] = within(section).getAllByRole('listitem');
    expect(audience!.textContent).toBe(
      'Durch die KlasseOffen1 Antwortversandt am 05.03.2030Link gültig bis 04.05.2030Antworten auswertenLink erneut senden',
    );
    expect(coach!.textContent).toBe('Durch den CoachLea BrunnerWartet auf Validierung');
    expect(within(coach!).getByRole('link', { name: 'Lea Brunner' }).getAttribute('href')).toBe('/manager/evaluations/8');
    expect(within(audience!).getByRole('link', { name: 'Antworten auswerten' }).getAttribute('href')).toBe(
      '/manager/evaluations/by-audience?workshop=101&kind=by_audience',
    );
  });

  it('detail: staff send the class link again after confirming, and are told where it went', async () => {
    signIn('associate');
    const success = vi.spyOn(toast, 'success');
    const fetchMock = mockApi({
      'GET /api/workshops/101': () => json(200, { data: evaluated }),
      'GET /api/orders?workshop_id=101&page=1&per_page=100': () =>
        json(200, { data: { items: [], total: 0, page: 1, per_page: 100 } }),
      'POST /api/evaluations/7/resend-link': () =>
        json(200, { data: { id: 7, sent_at: 1_900_000_000, expires_at: 1_904_000_000, recipient: 'petra@schule.ch' } }),
    });
    const sent = () =>
      fetchMock.mock.calls.filter(([url, init]) => url === '/api/evaluations/7/resend-link' && init?.method === 'POST').length;
    render(app(<WorkshopDetailPage id="101" />));
    const section = await screen.findByTestId('workshop-evaluations');
    fireEvent.click(within(section).getByRole('button', { name: 'Link erneut senden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Evaluationslink erneut senden?' });
    expect(sent()).toBe(0);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Link erneut senden' })));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Der Evaluationslink ist erneut an petra@schule.ch gesendet.'));
    expect(sent()).toBe(1);
  });

  it('detail for finance: the evaluations without links', async () => {
    signIn('finance');
    mockApi({ 'GET /api/workshops/101': () => json(200, { data: evaluated }) });
    render(app(<WorkshopDetailPage id="101" />));
    const section = await screen.findByTestId('workshop-evaluations');
    expect(within(section).getByText('Lea Brunner')).toBeTruthy();
    expect(within(section).queryAllByRole('link')).toEqual([]);
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('list: the state tab and sort go into the URL and the API query; upcoming shows prices', async () => {
    signIn('associate');
    window.history.replaceState(null, '', '/manager/workshops?state=initialized');
    const list = (state?: string): WorkshopList => ({
      items: [{ ...workshop, state: (state ?? 'initialized') as WorkshopDetail['state'] }],
      total: 1,
      page: 1,
      per_page: 25,
      counts: {
        initialized: 1,
        coaches_requested: 0,
        'to-realize': 0,
        done: 0,
        invoiceable: 0,
        invoiced: 0,
        cancelled: 2,
      },
    });
    const fetchMock = mockApi({
      'GET /api/workshops?page=1&per_page=25&sort=upcoming&order=asc&state=initialized': () => json(200, { data: list() }),
      'GET /api/workshops?page=1&per_page=25&sort=upcoming&order=asc&state=cancelled': () =>
        json(200, { data: list('cancelled') }),
      'GET /api/workshops?page=1&per_page=25&sort=institute&order=asc&state=cancelled': () =>
        json(200, { data: list('cancelled') }),
      'GET /api/inquiries/formdata/manager?language=de': () =>
        json(200, {
          data: { workshops: [], grades: [], educational_systems: [], infrastructure: [], general_terms: null, associates: [] },
        }),
      'GET /api/workshops/upcoming?page=1&per_page=25&sort=upcoming&order=asc': () => json(200, { data: list() }),
    });
    const view = render(app(<WorkshopListPage />));
    const tab = await screen.findByRole('button', { name: 'Abgesagt 2' });
    expect(screen.getByRole('button', { name: 'Initialisiert 1' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(tab);
    await waitFor(() => expect(window.location.search).toBe('?state=cancelled'));
    const table = await screen.findByRole('table', { name: 'Workshops (1)' });
    fireEvent.click(within(table).getByRole('button', { name: /Schule \/ Ort/ }));
    await waitFor(() => expect(window.location.search).toBe('?sort=institute&state=cancelled'));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/workshops?page=1&per_page=25&sort=institute&order=asc&state=cancelled',
        expect.anything(),
      ),
    );
    view.unmount();

    window.history.replaceState(null, '', '/manager/workshops/upcoming');
    render(app(<UpcomingWorkshopsPage />));
    const upcoming = await screen.findByRole('table', { name: 'Anstehende Workshops (1)' });
    expect(within(upcoming).getByRole('columnheader', { name: 'Preis' })).toBeTruthy();
    expect(within(upcoming).getByText(/CHF\s250\.00/)).toBeTruthy();
    expect(within(upcoming).queryByRole('checkbox')).toBeNull();
  });
});
