import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { workshop } from '@/features/workshops/test/fixtures';
import { api } from '@/lib/api';
import type { AllocationForm, Candidate, CandidateList, CoachRequest, WorkshopList } from '@/lib/contract';
import { formatTimestampDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { StaffingSection } from './index';
import { groupBlockers, isSelectable, placementMails } from './staffing-rules';

/** Stands for the workshop detail page and the list: both must be reloaded after a change. */
function Probe() {
  const detail = useSWR('workshops/101', (key: string) => api.get<{ state: string }>(key));
  const list = useSWR('workshops?page=1', (key: string) => api.get<{ total: number }>(key));
  return (
    <p>
      <span data-testid="detail-state">{detail.data?.state}</span>
      <span data-testid="list-total">{list.data?.total}</span>
    </p>
  );
}

/** The workshop list as far as the probe shows it: the total. */
const listOf = (total: number): WorkshopList => ({
  items: [],
  total,
  page: 1,
  per_page: 25,
  counts: { initialized: total, coaches_requested: 0, 'to-realize': 0, done: 0, invoiceable: 0, invoiced: 0, cancelled: 0 },
});

const day = (seconds: number) => formatTimestampDate(seconds, 'de');

const app = (children: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 0 }}>
      {children}
      <Probe />
    </SWRConfig>
  </I18nProvider>
);

const staffingWorkshop = (state: AllocationForm['workshop']['state'] = 'initialized'): AllocationForm['workshop'] => ({
  id: 101,
  state,
  title: 'Kinderrechte',
  language: 'de',
  dates: [{ workshop_id: 101, date: '2030-03-12', start_time: '08:00', end_time: '10:00' }],
  coaches_needed: 2,
  auto_escalate: false,
  school_holidays: [],
});

const coach = (id: number, firstname: string, lastname: string) => ({
  id,
  firstname,
  lastname,
  email: `${firstname.toLowerCase()}@example.org`,
  phone: '079 123 45 67',
});

/** A placed coach; `unavailable` lists the dates the coach has since blocked (conflicts). */
const placedCoach = (
  id: number,
  firstname: string,
  lastname: string,
  unavailable: AllocationForm['placed'][number]['unavailable'] = [],
) => ({
  ...coach(id, firstname, lastname),
  unavailable,
});

const request = (id: number, state: CoachRequest['state'], person = coach(7, 'Lea', 'Meier')): CoachRequest => ({
  id,
  workshop_id: 101,
  coach: person,
  state,
  message: null,
  answer_message: state === 'approved' ? 'Gerne, am Vormittag passt es.' : null,
  requested_at: 1_900_000_000,
  answered_at: state === 'new-request' ? null : 1_900_086_400,
  updated_at:
    state === 'placed' || state === 'cancelled' ? 1_900_172_800 : state === 'new-request' ? 1_900_000_000 : 1_900_086_400,
});

const candidate = (id: number, firstname: string, patch: Partial<Candidate> = {}): Candidate => ({
  id,
  firstname,
  lastname: 'Coach',
  speaks_language: true,
  knows_subject: true,
  skill_average: 4.25,
  blockers: [],
  workshops_this_season: 3,
  request_state: null,
  placed: false,
  offer: null,
  score: 10 - id,
  workload: {
    month_key: '2026-05',
    year_key: '2025/26',
    month: 1,
    year: 6,
    month_target: null,
    month_max: null,
    year_target: null,
    year_max: null,
    month_wish: null,
    year_wish: null,
  },
  ...patch,
});

const candidates: CandidateList = {
  workshop: staffingWorkshop(),
  candidates: [
    candidate(1, 'Anna'),
    candidate(2, 'Ben', { knows_subject: false, workshops_this_season: 1 }),
    candidate(3, 'Carla', { request_state: 'new-request' }),
    candidate(4, 'Dario', {
      speaks_language: false,
      skill_average: null,
      blockers: [
        { kind: 'holiday', date: '2030-03-12', workshop_id: null },
        { kind: 'conflict', date: '2030-03-12', workshop_id: 555 },
      ],
    }),
  ],
};

describe('staffing section', () => {
  it('request dialog: refuses to send without anybody, then sends the selected ids and reloads', async () => {
    const success = vi.spyOn(toast, 'success');
    let sent = false;
    const form = (): AllocationForm => ({
      workshop: staffingWorkshop(sent ? 'coaches_requested' : 'initialized'),
      placed: [],
      requests: sent ? [request(50, 'new-request', coach(1, 'Anna', 'Coach'))] : [],
    });
    const fetchMock = mockApi({
      'GET /api/workshops/101/form-allocations': () => json(200, { data: form() }),
      'GET /api/workshops/form-coach-requests?workshop_id=101': () => json(200, { data: candidates }),
      'GET /api/workshops/101': () => json(200, { data: { ...workshop, state: sent ? 'coaches_requested' : 'initialized' } }),
      'GET /api/workshops?page=1': () => json(200, { data: listOf(sent ? 2 : 1) }),
      'POST /api/workshops/101/coach-requests': () => {
        sent = true;
        return json(201, { data: form().requests });
      },
    });
    render(app(<StaffingSection workshopId={101} />));
    const section = await screen.findByTestId('staffing');
    expect(await within(section).findByText('0 von 2 eingeteilt')).toBeTruthy();
    expect(within(section).getByText('Noch keine Coaches angefragt.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Coaches anfragen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Coaches anfragen' });
    const list = await within(dialog).findByTestId('candidates');
    // "Nur verfügbare" is on: Dario (holiday, other workshop) is hidden; Carla is asked already and cannot be chosen.
    expect(within(dialog).getByLabelText<HTMLInputElement>('Nur verfügbare').checked).toBe(true);
    expect(within(list).queryByLabelText('Dario Coach')).toBeNull();
    expect(within(list).getByLabelText<HTMLInputElement>('Carla Coach').disabled).toBe(true);
    expect(within(list).getByText('Bereits angefragt: Neue Anfrage')).toBeTruthy();
    const ben = within(list).getByLabelText('Ben Coach').closest('li')!;
    expect(within(ben).getByText('1 Workshop diese Saison')).toBeTruthy();
    expect(within(ben).getByText(/Thema/).textContent).toContain('✗');

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Anfragen senden' })));
    expect(await within(dialog).findByText('Bitte mindestens eine Person zuteilen/auswählen')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/workshops/101/coach-requests')).toEqual([]);

    // Without the filter Dario shows why he cannot come.
    fireEvent.click(within(dialog).getByLabelText('Nur verfügbare'));
    const dario = within(list).getByLabelText('Dario Coach').closest('li')!;
    expect(within(dario).getByText('Ferien 12.03.')).toBeTruthy();
    expect(within(dario).getByRole('link', { name: 'Anderer Workshop am 12.03.' }).getAttribute('href')).toBe(
      '/manager/workshops/555',
    );
    expect(within(dario).getByText('Keine Kompetenzen erfasst')).toBeTruthy();

    fireEvent.click(within(list).getByLabelText('Anna Coach'));
    fireEvent.click(within(list).getByLabelText('Dario Coach'));
    enterValue(within(dialog).getByLabelText('Nachricht an die Coaches (optional)'), 'Bitte bis Freitag antworten');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Anfragen senden' })));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'POST /api/workshops/101/coach-requests')).toEqual([
      { coach_ids: [1, 4], message: 'Bitte bis Freitag antworten' },
    ]);
    expect(success).toHaveBeenCalledWith('Anfragen gesendet');
    // The section, the detail (its state) and the lists are reloaded.
    expect(await within(section).findByText('Neue Anfrage')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('detail-state').textContent).toBe('coaches_requested'));
    await waitFor(() => expect(screen.getByTestId('list-total').textContent).toBe('2'));
  });

  it('request dialog: shows each coach’s workload in the month, and the maximum as a blocker', async () => {
    const full = candidate(5, 'Erik', {
      blockers: [{ kind: 'workload_max', date: '2030-03-12', workshop_id: null }],
      workload: { ...candidate(5, 'Erik').workload, month: 4, month_target: 3, month_max: 4, year: 20, year_max: 20 },
    });
    mockApi({
      'GET /api/workshops/101/form-allocations': () =>
        json(200, { data: { workshop: staffingWorkshop('initialized'), placed: [], requests: [] } }),
      'GET /api/workshops/form-coach-requests?workshop_id=101': () =>
        json(200, { data: { ...candidates, candidates: [candidate(1, 'Anna'), full] } }),
      'GET /api/workshops/101': () => json(200, { data: { ...workshop, state: 'initialized' } }),
      'GET /api/workshops?page=1': () => json(200, { data: listOf(1) }),
    });
    render(app(<StaffingSection workshopId={101} />));
    const section = await screen.findByTestId('staffing');
    fireEvent.click(await within(section).findByRole('button', { name: 'Coaches anfragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coaches anfragen' });
    const list = await within(dialog).findByTestId('candidates');

    const anna = within(list).getByLabelText('Anna Coach').closest('li')!;
    expect(within(anna).getByTestId('workload-month').textContent).toBe('1 Workshop im Mai 2026');
    expect(within(anna).queryByTestId('workload-year')).toBeNull();
    // At the maximum Erik is not available: hidden until the filter is off, then shown with the reason.
    expect(within(list).queryByLabelText('Erik Coach')).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('Nur verfügbare'));
    const erik = within(list).getByLabelText<HTMLInputElement>('Erik Coach');
    expect(erik.disabled).toBe(true);
    const row = erik.closest('li')!;
    expect(within(row).getByTestId('workload-month').textContent).toBe('Mai 2026: 4 von 3 (max. 4)');
    expect(within(row).getByTestId('workload-year').textContent).toBe('Schuljahr 2025/26: 20 (max. 20)');
    expect(within(row).getByText('Maximale Auslastung erreicht 12.03.')).toBeTruthy();
  });

  it('request dialog: the server’s 422 at_least_one_person is shown at the list and in the error toast', async () => {
    const error = vi.spyOn(toast, 'error');
    mockApi({
      'GET /api/workshops/101/form-allocations': () =>
        json(200, { data: { workshop: staffingWorkshop(), placed: [], requests: [] } }),
      'GET /api/workshops/form-coach-requests?workshop_id=101': () => json(200, { data: candidates }),
      'POST /api/workshops/101/coach-requests': () =>
        json(422, {
          error: {
            code: 'validation_failed',
            message: 'Invalid input',
            fields: [{ path: 'coach_ids', code: 'too_small', message: 'at_least_one_person' }],
          },
        }),
    });
    render(app(<StaffingSection workshopId={101} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Coaches anfragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coaches anfragen' });
    fireEvent.click(await within(dialog).findByLabelText('Anna Coach'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Anfragen senden' })));
    expect(await within(dialog).findByText('Bitte mindestens eine Person zuteilen/auswählen')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Anfrage konnte nicht gesendet werden: Bitte mindestens eine Person zuteilen/auswählen');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('assign: placing asks first and names the mails; then "Besetzung gespeichert", the detail and lists reload', async () => {
    const success = vi.spyOn(toast, 'success');
    let placed = false;
    const form = (): AllocationForm => ({
      workshop: staffingWorkshop(placed ? 'to-realize' : 'coaches_requested'),
      placed: placed ? [placedCoach(7, 'Lea', 'Meier')] : [],
      requests: [request(50, placed ? 'placed' : 'approved'), request(51, 'new-request', coach(8, 'Tim', 'Roth'))],
    });
    const fetchMock = mockApi({
      'GET /api/workshops/101/form-allocations': () => json(200, { data: form() }),
      'GET /api/workshops/101': () => json(200, { data: { ...workshop, state: placed ? 'to-realize' : 'coaches_requested' } }),
      'GET /api/workshops?page=1': () => json(200, { data: listOf(placed ? 5 : 4) }),
      'POST /api/workshops/101/assign-coach': () => {
        placed = true;
        return json(200, { data: form() });
      },
    });
    render(app(<StaffingSection workshopId={101} />));
    const section = await screen.findByTestId('staffing');
    expect(await within(section).findByText('Gerne, am Vormittag passt es.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('detail-state').textContent).toBe('coaches_requested'));

    fireEvent.click(within(section).getByRole('button', { name: 'Lea Meier einteilen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Lea Meier einteilen?' });
    // One of two coaches: only Lea is told; nothing is sent before the confirmation.
    const mails = within(confirm).getByTestId('placement-mails');
    expect(
      within(mails)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['an Lea Meier: die Einteilung mit Daten und Adresse']);
    expect(sentBodies(fetchMock, 'POST /api/workshops/101/assign-coach')).toEqual([]);
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Einteilen und E-Mails senden' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'POST /api/workshops/101/assign-coach')).toEqual([{ coach_id: 7 }]);
    expect(success).toHaveBeenCalledWith('Besetzung gespeichert');
    expect(await within(section).findByText('1 von 2 eingeteilt')).toBeTruthy();
    const placedList = await within(section).findByRole('list', { name: 'Eingeteilte Coaches' });
    expect(within(placedList).getByRole('link', { name: 'Lea Meier' }).getAttribute('href')).toBe('/manager/coaches/7');
    expect(within(placedList).getByRole('link', { name: '079 123 45 67' }).getAttribute('href')).toBe('tel:0791234567');
    await waitFor(() => expect(screen.getByTestId('detail-state').textContent).toBe('to-realize'));
    await waitFor(() => expect(screen.getByTestId('list-total').textContent).toBe('5'));
    // When Lea was asked, answered and placed: three times, none overwriting the other.
    const leaRequest = within(section.querySelector<HTMLElement>('[data-request-id="50"]')!);
    expect(leaRequest.getByText(`Angefragt am ${day(1_900_000_000)}, beantwortet am ${day(1_900_086_400)}`)).toBeTruthy();
    expect(leaRequest.getByTestId('request-closed-at').textContent).toBe(`Eingeteilt am ${day(1_900_172_800)}`);

    // An unanswered request is placed only after a confirmation.
    fireEvent.click(within(section).getByRole('button', { name: 'Tim Roth einteilen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tim Roth ohne Zusage einteilen?' });
    expect(sentBodies(fetchMock, 'POST /api/workshops/101/assign-coach')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('dismiss: the last coach’s button is disabled with the reason; nothing is sent', async () => {
    const fetchMock = mockApi({
      'GET /api/workshops/101/form-allocations': () =>
        json(200, {
          data: {
            workshop: staffingWorkshop('to-realize'),
            placed: [placedCoach(7, 'Lea', 'Meier')],
            requests: [request(50, 'placed')],
          },
        }),
    });
    render(app(<StaffingSection workshopId={101} />));
    const section = await screen.findByTestId('staffing');
    const remove = await within(section).findByRole('button', { name: 'Lea Meier entfernen' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    expect(remove.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Bitte zuerst eine neue Person zuteilen',
    );
    // As a browser does: a disabled button gets no click (fireEvent would dispatch one anyway).
    remove.click();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentBodies(fetchMock, 'POST /api/workshops/101/dismiss-coach')).toEqual([]);
  });

  it('dismiss: a 409 last_coach (someone removed the other coach meanwhile) stays in the dialog with its reason', async () => {
    const error = vi.spyOn(toast, 'error');
    const fetchMock = mockApi({
      'GET /api/workshops/101/form-allocations': () =>
        json(200, {
          data: {
            workshop: staffingWorkshop('to-realize'),
            placed: [placedCoach(7, 'Lea', 'Meier'), placedCoach(8, 'Tim', 'Roth')],
            requests: [request(50, 'placed'), request(51, 'placed', coach(8, 'Tim', 'Roth'))],
          },
        }),
      'POST /api/workshops/101/dismiss-coach': () =>
        json(409, { error: { code: 'last_coach', message: 'The last coach cannot be dismissed' } }),
    });
    render(app(<StaffingSection workshopId={101} />));
    const section = await screen.findByTestId('staffing');
    fireEvent.click(await within(section).findByRole('button', { name: 'Lea Meier entfernen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lea Meier entfernen?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Entfernen' })));

    expect(await within(dialog).findByText('Bitte zuerst eine neue Person zuteilen')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Besetzung konnte nicht gespeichert werden: Bitte zuerst eine neue Person zuteilen');
    expect(sentBodies(fetchMock, 'POST /api/workshops/101/dismiss-coach')).toEqual([{ coach_id: 7 }]);
  });

  it('auto-escalation: the switch saves at once for the series and reloads the form', async () => {
    let on = false;
    const success = vi.spyOn(toast, 'success');
    const fetchMock = mockApi({
      'GET /api/workshops/101/form-allocations': () =>
        json(200, {
          data: { workshop: { ...staffingWorkshop('coaches_requested'), auto_escalate: on }, placed: [], requests: [] },
        }),
      'PUT /api/workshops/101/auto-escalation': () => {
        on = true;
        return json(200, { data: { workshop_id: 101, auto_escalate: true } });
      },
    });
    render(app(<StaffingSection workshopId={101} />));
    const toggle = await screen.findByRole('switch', { name: 'Automatisch eskalieren' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await act(async () => fireEvent.click(toggle));
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Automatisch eskalieren' }) as HTMLInputElement).checked).toBe(true),
    );
    expect(sentBodies(fetchMock, 'PUT /api/workshops/101/auto-escalation')).toEqual([{ enabled: true }]);
    expect(success).toHaveBeenCalledWith('Automatische Eskalation eingeschaltet');
  });

  it('shows a conflict when a placed coach has since blocked a date of the workshop', async () => {
    mockApi({
      'GET /api/workshops/101/form-allocations': () =>
        json(200, {
          data: {
            workshop: staffingWorkshop('to-realize'),
            placed: [
              placedCoach(7, 'Lea', 'Meier', [
                { kind: 'blocked_day', date: '2030-03-04' },
                { kind: 'holiday', date: '2030-03-11' },
              ]),
              placedCoach(8, 'Tim', 'Roth'),
            ],
            requests: [request(50, 'placed')],
          },
        }),
    });
    render(app(<StaffingSection workshopId={101} />));
    const section = await screen.findByTestId('staffing');
    const conflicts = await within(section).findAllByTestId('placed-conflict');
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]!.closest('li')!.getAttribute('data-coach-id')).toBe('7');
    expect(conflicts[0]!.textContent).toMatch(/^Konflikt: als abwesend eingetragen \(Gesperrter Tag .+, Ferien .+\)$/);
  });

  it('withdraws an open request after a confirmation', async () => {
    let withdrawn = false;
    const fetchMock = mockApi({
      'GET /api/workshops/101/form-allocations': () =>
        json(200, {
          data: {
            workshop: staffingWorkshop('coaches_requested'),
            placed: [],
            requests: [request(51, withdrawn ? 'cancelled' : 'new-request')],
          },
        }),
      'DELETE /api/workshops/coach-requests/51': () => {
        withdrawn = true;
        return new Response(null, { status: 204 });
      },
    });
    render(app(<StaffingSection workshopId={101} />));
    const section = await screen.findByTestId('staffing');
    fireEvent.click(await within(section).findByRole('button', { name: 'Anfrage an Lea Meier zurückziehen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anfrage an Lea Meier zurückziehen?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Zurückziehen' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/api/workshops/coach-requests/51', expect.objectContaining({ method: 'DELETE' }));
    expect(await within(section).findByText('Storniert')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Zurückziehen' })).toBeNull();
  });

  it('once the workshop is done: placed coaches only, and a coach who gave it can be recorded after asking', async () => {
    const form = {
      workshop: staffingWorkshop('done'),
      placed: [placedCoach(7, 'Lea', 'Meier')],
      requests: [request(50, 'placed')],
    };
    const fetchMock = mockApi({
      'GET /api/workshops/101/form-allocations': () => json(200, { data: form }),
      'GET /api/workshops/form-coach-requests?workshop_id=101': () =>
        json(200, { data: { ...candidates, candidates: [candidate(7, 'Lea'), candidate(1, 'Anna')] } }),
      'POST /api/workshops/101/assign-coach': () =>
        json(200, { data: { ...form, placed: [...form.placed, placedCoach(1, 'Anna', 'Coach')] } }),
    });
    render(app(<StaffingSection workshopId={101} />));
    const section = await screen.findByTestId('staffing');
    expect(await within(section).findByRole('link', { name: 'Lea Meier' })).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Coach nachträglich eintragen']);

    fireEvent.click(within(section).getByRole('button', { name: 'Coach nachträglich eintragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coach nachträglich eintragen' });
    const select = within(dialog).getByLabelText<HTMLSelectElement>('Coach');
    // The coach placed already is not offered.
    await waitFor(() => expect([...select.options].map((o) => o.textContent)).toEqual(['Bitte wählen', 'Anna Coach']));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eintragen und E-Mail senden' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Bitte einen Coach wählen.');
    enterValue(select, '1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eintragen und E-Mail senden' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/workshops/101/assign-coach')).toEqual([{ coach_id: 1 }]));
    expect(await within(section).findByRole('link', { name: 'Anna Coach' })).toBeTruthy();
  });
});

describe('staffing rules', () => {
  it('groups the blockers by reason and keeps conflicts apart', () => {
    expect(
      groupBlockers([
        { kind: 'holiday', date: '2030-03-19', workshop_id: null },
        { kind: 'holiday', date: '2030-03-12', workshop_id: null },
        { kind: 'conflict', date: '2030-03-12', workshop_id: 5 },
        { kind: 'conflict', date: '2030-03-12', workshop_id: 5 },
        { kind: 'inactive', date: '2030-03-12', workshop_id: null },
      ]),
    ).toEqual({
      groups: [
        { kind: 'holiday', dates: ['2030-03-12', '2030-03-19'] },
        { kind: 'inactive', dates: [] },
      ],
      conflicts: [{ kind: 'conflict', date: '2030-03-12', workshop_id: 5 }],
    });
  });

  it('placing names the mails: the coach; when it completes the staffing, the open requests and the school', () => {
    const form = (placed: number, state: AllocationForm['workshop']['state'] = 'coaches_requested'): AllocationForm => ({
      workshop: staffingWorkshop(state),
      placed: placed ? [placedCoach(9, 'Ina', 'Graf')] : [],
      requests: [
        request(50, 'approved'),
        request(51, 'new-request', coach(8, 'Tim', 'Roth')),
        request(52, 'declined', coach(6, 'Eva', 'Wolf')),
      ],
    });
    expect(placementMails(form(0), 7)).toEqual({ coach: 'Lea Meier', withdrawn: [], school: false });
    expect(placementMails(form(1), 7)).toEqual({ coach: 'Lea Meier', withdrawn: ['Tim Roth'], school: true });
    // Staffed before (a coach was removed and is replaced): the school was told already.
    expect(placementMails(form(1, 'to-realize'), 7)).toEqual({ coach: 'Lea Meier', withdrawn: ['Tim Roth'], school: false });
  });

  it('placed coaches and open requests cannot be asked again', () => {
    expect(isSelectable(candidate(1, 'A'))).toBe(true);
    expect(isSelectable(candidate(1, 'A', { placed: true }))).toBe(false);
    expect(isSelectable(candidate(1, 'A', { request_state: 'approved' }))).toBe(false);
    expect(isSelectable(candidate(1, 'A', { request_state: 'declined' }))).toBe(true);
  });
});
