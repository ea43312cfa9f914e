import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore, logout } from '@/features/auth';
import { todayInZurich, type AllocatedWorkshop, type AllocationOverview, type CoachLoad } from '@/lib/contract';
import { json, mockApi } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { quickPeriod } from '../period';
import AllocationsPage from './allocations-page';

const page = () => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
      <AllocationsPage />
    </SWRConfig>
  </I18nProvider>
);

function signIn() {
  act(() =>
    authStore.set({
      token: 't',
      userId: 2,
      role: 'associate',
      expiresAt: Date.now() + 3_600_000,
      user: { id: 2, role: 'associate', language: 'de', firstname: 'A', lastname: 'B', email: 'a@example.org', state: 'active' },
    }),
  );
}

const workshop = (id: number, date: string, title = 'Kinderrechte', unavailable: AllocatedWorkshop['unavailable'] = []) => ({
  id,
  date,
  start_time: '08:00',
  end_time: '09:30',
  title,
  institute: 'Schule Musterhausen',
  location: 'Zürich',
  state: 'to-realize' as const,
  language: 'de' as const,
  unavailable,
});

const coach = (id: number, lastname: string, workshops: CoachLoad['workshops'], state: CoachLoad['state'] = 'active') => ({
  id,
  firstname: 'Lea',
  lastname,
  state,
  workshop_count: workshops.length,
  minutes: workshops.length * 90,
  workshops,
  workload: { month_target: null, month_max: null, months: [{ month: '2030-03', count: workshops.length }] },
});

const overview: AllocationOverview = {
  from: '2030-03-01',
  to: '2030-04-26',
  workshop_count: 7,
  coaches: [
    coach(7, 'Zeller', [
      workshop(101, '2030-03-04'),
      workshop(102, '2030-03-11', 'Diskriminierung und Rassismus'),
      workshop(103, '2030-03-18'),
      workshop(104, '2030-03-25'),
    ]),
    // Half the workshops, but longer ones: three quarters of the hours.
    { ...coach(8, 'Bauer', [workshop(105, '2030-03-05'), workshop(106, '2030-03-06')], 'inactive'), minutes: 270 },
    coach(9, 'Aebi', []),
  ],
  unstaffed: [
    {
      ...workshop(201, '2030-03-12'),
      state: 'to-realize',
      institute: 'Primarschule Altdorf',
      location: 'Altdorf',
      coaches_needed: 2,
      placed: 1,
    },
  ],
};

describe('allocations page', () => {
  afterEach(() => logout({ remote: false }));

  it('marks a placement the coach has since blocked as a conflict', async () => {
    signIn();
    window.history.replaceState(null, '', '/manager/workshops/allocations');
    const blocked = workshop(102, '2030-03-11', 'Diskriminierung und Rassismus', ['blocked_day', 'time_of_day']);
    const data = { ...overview, coaches: [coach(7, 'Zeller', [workshop(101, '2030-03-04'), blocked])] };
    mockApi({ 'GET /api/workshops/allocations': () => json(200, { data }) });
    render(page());
    const table = await screen.findByRole('table', { name: 'Einsätze pro Coach (1)' });
    const markers = within(table).getAllByTestId('allocation-conflict');
    expect(markers.map((marker) => marker.textContent)).toEqual(['Konflikt: abwesend (Gesperrter Tag, Tageszeit)']);
    expect(markers[0]!.closest('li')!.querySelector('a')!.getAttribute('href')).toBe('/manager/workshops/102');
  });

  it('shows each month’s workload against the coach’s target and maximum, marked at the maximum', async () => {
    signIn();
    window.history.replaceState(null, '', '/manager/workshops/allocations');
    const months = [
      { month: '2030-03', count: 4 },
      { month: '2030-04', count: 1 },
    ];
    const limited = { ...coach(7, 'Zeller', []), workload: { month_target: 3, month_max: 4, months } };
    const data = { ...overview, coaches: [limited, coach(9, 'Aebi', [])] };
    mockApi({ 'GET /api/workshops/allocations': () => json(200, { data }) });
    render(page());
    const table = await screen.findByRole('table', { name: 'Einsätze pro Coach (2)' });
    const [zeller, aebi] = within(table).getAllByRole('row').slice(1);

    const chips = within(within(zeller!).getByRole('list', { name: 'Auslastung pro Monat' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['März 2030: 4 von 3 (max. 4)', 'April 2030: 1 von 3 (max. 4)']);
    expect(chips[0]!.className).toContain('text-destructive');
    expect(chips[1]!.className).not.toContain('text-destructive');
    // Without a target or maximum the workshop count says it all.
    expect(within(aebi!).queryByTestId('monthly-workload')).toBeNull();
  });

  it('lists the coaches busiest first with hours, bars and their workshops, and the unstaffed workshops', async () => {
    signIn();
    window.history.replaceState(null, '', '/manager/workshops/allocations');
    mockApi({ 'GET /api/workshops/allocations': () => json(200, { data: overview }) });
    render(page());

    expect(screen.getByRole('heading', { level: 1, name: 'Einsatzübersicht' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Einsätze pro Coach (3)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Lea Zeller',
      'Lea Bauerinaktiv',
      'Lea Aebi',
    ]);
    expect(within(rows[0]!).getAllByRole('cell')[0]!.textContent).toBe('4');
    expect(within(rows[0]!).getAllByRole('cell')[1]!.textContent).toMatch(/^6\s?Std\.$/);
    expect(within(rows[1]!).getAllByRole('cell')[1]!.textContent).toMatch(/^4[.,]5\s?Std\.$/);
    // The bars measure the hours shown beside them, on a scale from 0 to the busiest coach's hours.
    expect(
      within(table)
        .getAllByTestId('load-bar')
        .map((bar) => bar.style.width),
    ).toEqual(['100%', '75%', '0%']);
    expect(within(table).getByTestId('load-scale').textContent).toMatch(/^06\s?Std\.$/);
    expect(screen.getByTestId('load-legend').textContent).toMatch(/ein voller Balken sind 6\s?Std\./);
    expect(within(rows[0]!).getByRole('link', { name: 'Lea Zeller' }).getAttribute('href')).toBe('/manager/coaches/7');
    expect(
      within(rows[0]!)
        .getAllByRole('link')
        .slice(1)
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Kinderrechte', '/manager/workshops/101'],
      ['Diskriminierung und Rassismus', '/manager/workshops/102'],
      ['Kinderrechte', '/manager/workshops/103'],
      ['Kinderrechte', '/manager/workshops/104'],
    ]);
    expect(within(rows[2]!).getByText('Keine Einsätze')).toBeTruthy();

    // Phones: the same coaches as cards.
    const cards = screen.getByRole('list', { name: 'Einsätze pro Coach (3)' });
    expect(within(cards).getByText('4 Workshops · 6 Std.', { normalizer: (text) => text.replace(/\s+/g, ' ') })).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Coaches vom Fr., 01.03.2030 bis Fr., 26.04.2030' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Noch nicht besetzt (1)' })).toBeTruthy();
    const unstaffed = screen.getByTestId('unstaffed');
    expect(within(unstaffed).getByRole('link', { name: 'Kinderrechte' }).getAttribute('href')).toBe('/manager/workshops/201');
    expect(within(unstaffed).getByText('1 von 2 Coaches eingeteilt')).toBeTruthy();
    expect(within(unstaffed).getByText('Zu realisieren')).toBeTruthy();
    // The period the server chose fills the date fields.
    expect((screen.getByLabelText('Ab') as HTMLInputElement).value).toBe('01.03.2030');
    expect((screen.getByLabelText('Bis') as HTMLInputElement).value).toBe('26.04.2030');
  });

  it('puts the quick periods, language and coach into the URL and the API query', async () => {
    signIn();
    window.history.replaceState(null, '', '/manager/workshops/allocations');
    const weeks = quickPeriod('four_weeks', todayInZurich());
    const base = `/api/workshops/allocations?from=${weeks.from}&to=${weeks.to}`;
    const fetchMock = mockApi({
      'GET /api/workshops/allocations': () => json(200, { data: overview }),
      [`GET ${base}`]: () => json(200, { data: { ...overview, ...weeks } }),
      [`GET ${base}&language=fr`]: () => json(200, { data: { ...overview, ...weeks } }),
      [`GET ${base}&coach=8&language=fr`]: () =>
        json(200, { data: { ...overview, ...weeks, coaches: [overview.coaches[1]], unstaffed: [] } }),
    });
    render(page());
    await screen.findByRole('table');

    fireEvent.click(screen.getByRole('button', { name: 'Nächste 4 Wochen' }));
    await waitFor(() => expect(window.location.search).toBe(`?from=${weeks.from}&to=${weeks.to}`));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Nächste 4 Wochen' }).getAttribute('aria-pressed')).toBe('true'),
    );

    enterValue(screen.getByLabelText('Sprache'), 'fr');
    await waitFor(() => expect(window.location.search).toBe(`?from=${weeks.from}&to=${weeks.to}&language=fr`));
    await screen.findByRole('option', { name: 'Bauer Lea' });
    enterValue(screen.getByLabelText('Coach'), '8');
    await waitFor(() => expect(window.location.search).toBe(`?from=${weeks.from}&to=${weeks.to}&coach=8&language=fr`));
    await screen.findByRole('table', { name: 'Einsätze pro Coach (1)' });
    expect(fetchMock).toHaveBeenCalledWith(`${base}&coach=8&language=fr`, expect.anything());
    // The coach filter still offers everyone.
    expect(
      within(screen.getByLabelText('Coach'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alle Coaches', 'Aebi Lea', 'Bauer Lea', 'Zeller Lea']);
    expect(screen.getByText('Alle Workshops in diesem Zeitraum sind besetzt.')).toBeTruthy();
  });

  it('says there are no workshops in a period without any, instead of "all are staffed"', async () => {
    signIn();
    window.history.replaceState(null, '', '/manager/workshops/allocations');
    const empty = { ...overview, workshop_count: 0, coaches: [coach(9, 'Aebi', [])], unstaffed: [] };
    mockApi({ 'GET /api/workshops/allocations': () => json(200, { data: empty }) });
    render(page());
    expect(await screen.findByText('Keine Workshops vom Fr., 01.03.2030 bis Fr., 26.04.2030.')).toBeTruthy();
    expect(screen.queryByText('Alle Workshops in diesem Zeitraum sind besetzt.')).toBeNull();
    expect(screen.queryByTestId('load-bar')).toBeNull();
  });

  it('explains a period the server refuses', async () => {
    signIn();
    window.history.replaceState(null, '', '/manager/workshops/allocations?from=2030-05-01&to=2030-04-01');
    mockApi({
      'GET /api/workshops/allocations?from=2030-05-01&to=2030-04-01': () =>
        json(422, {
          error: {
            code: 'validation_failed',
            message: 'The request did not validate',
            fields: [{ path: 'to', code: 'custom', message: 'end_date_before_start' }],
          },
        }),
    });
    render(page());
    expect((await screen.findByRole('alert')).textContent).toContain('«Bis» darf nicht vor «Ab» liegen');
  });
});
