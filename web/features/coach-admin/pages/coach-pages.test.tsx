import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore, logout } from '@/features/auth';
import type { CoachProfile, Role, User } from '@/lib/contract';
import { toast } from '@/lib/toast';
import { json, mockApi, sentBodies, type Handler } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { basedata, coachingView, coachList, fullProfile, listItem } from '../test/fixtures';
import CoachDetailPage from './coach-detail-page';
import CoachListPage from './coach-list-page';

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

/** Lea Meier's account, as approving or sending back her profile answers it. */
const coachUser = (state: User['state']): User => ({ ...fullProfile(state).user, role: 'coach' });

const listUrl = (query: string) => `GET /api/coaches?page=1&per_page=25&${query}`;
const shared: Record<string, Handler> = {
  'GET /api/basedata/manager': () => json(200, { data: basedata }),
  'GET /api/coaches/7/unavailabilities': () => json(200, { data: { unavailabilities: [], holidays: [] } }),
  'GET /api/coaches/7/calendar-import': () =>
    json(200, {
      data: {
        linked: true,
        url_masked: 'https://calendar.example.org/…',
        last_synced_at: null,
        busy_count: 0,
        last_error: 'http_error',
        last_error_at: 1_790_000_000,
        busy_times: [],
      },
    }),
};

describe('coach list page', () => {
  afterEach(() => logout({ remote: false }));

  it('puts the state tab, the filters and the search into the URL and the API query', async () => {
    signIn('associate');
    window.history.replaceState(null, '', '/manager/coaches');
    const page = () => json(200, { data: coachList([listItem()]) });
    const fetchMock = mockApi({
      ...shared,
      [listUrl('sort=name&order=asc')]: page,
      [listUrl('sort=name&order=asc&state=active')]: page,
      [listUrl('sort=name&order=asc&state=active&language=1')]: page,
      [listUrl('sort=name&order=asc&state=active&language=1&skill=9')]: page,
      [listUrl('sort=name&order=asc&state=active&language=1&skill=9&min_rating=4')]: page,
      [listUrl('sort=name&order=asc&state=active&language=1&skill=9&min_rating=4&q=lea')]: page,
    });
    render(app(<CoachListPage />));

    const table = await screen.findByRole('table', { name: 'Coaches (1)' });
    expect(within(table).getByRole('link', { name: 'Lea Meier' }).getAttribute('href')).toBe('/manager/coaches/7');
    expect(screen.getByRole('button', { name: 'Alle 9' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Neuer Coach' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Aktiv 5' }));
    await waitFor(() => expect(window.location.search).toBe('?state=active'));
    await screen.findByRole('option', { name: 'Deutsch' });
    enterValue(screen.getByLabelText('Sprache'), '1');
    await waitFor(() => expect(window.location.search).toBe('?state=active&language=1'));
    expect(screen.getByLabelText<HTMLSelectElement>('Mindestbewertung').disabled).toBe(true);
    enterValue(screen.getByLabelText('Fähigkeit'), '9');
    enterValue(screen.getByLabelText('Mindestbewertung'), '4');
    await waitFor(() => expect(window.location.search).toBe('?state=active&language=1&skill=9&min_rating=4'));
    const search = screen.getByLabelText('Suche');
    enterValue(search, 'lea');
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(window.location.search).toBe('?state=active&language=1&skill=9&min_rating=4&q=lea'));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/coaches?page=1&per_page=25&sort=name&order=asc&state=active&language=1&skill=9&min_rating=4&q=lea',
        expect.anything(),
      ),
    );

    // Clearing the skill clears its minimum rating too.
    enterValue(screen.getByLabelText('Fähigkeit'), '');
    await waitFor(() => expect(window.location.search).toBe('?state=active&language=1&q=lea'));
  });

  it('finance starts with the approval queue and marks profiles awaiting approval; an explicit sort stays in the URL', async () => {
    signIn('finance');
    window.history.replaceState(null, '', '/manager/coaches');
    const items = [
      listItem({ id: 8, firstname: 'Max', lastname: 'Muster', state: 'processing', submitted_at: 1_780_000_000 }),
      listItem(),
    ];
    const fetchMock = mockApi({
      ...shared,
      [listUrl('sort=queue&order=asc')]: () => json(200, { data: coachList(items) }),
      [listUrl('sort=name&order=asc')]: () => json(200, { data: coachList([...items].reverse()) }),
    });
    render(app(<CoachListPage />));

    const table = await screen.findByRole('table', { name: 'Coaches (2)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Max Muster')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('awaiting-approval').textContent).toBe('Wartet auf Freigabe seit 28.05.2026');
    expect(within(rows[1]!).queryByTestId('awaiting-approval')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Neuer Coach' })).toBeNull();
    expect(screen.getByLabelText<HTMLSelectElement>('Sortieren nach').value).toBe('queue:asc');

    enterValue(screen.getByLabelText('Sortieren nach'), 'name:asc');
    await waitFor(() => expect(window.location.search).toBe('?sort=name'));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/coaches?page=1&per_page=25&sort=name&order=asc', expect.anything()),
    );
  });

  it('creates a coach: an address in use is shown at the email field and the input is kept; success refreshes', async () => {
    signIn('admin');
    window.history.replaceState(null, '', '/manager/coaches');
    const success = vi.spyOn(toast, 'success');
    let taken = true;
    const fetchMock = mockApi({
      ...shared,
      [listUrl('sort=name&order=asc')]: () => json(200, { data: coachList([listItem()]) }),
      'POST /api/coaches': () =>
        taken
          ? json(409, {
              error: {
                code: 'email_taken',
                message: 'This email address is already in use',
                fields: [{ path: 'email', code: 'email_taken', message: 'email_taken' }],
              },
            })
          : json(201, {
              data: {
                id: 9,
                role: 'coach',
                language: 'it',
                firstname: 'Nina',
                lastname: 'Rossi',
                email: 'nina.rossi@example.org',
                state: 'change-password',
              },
            }),
    });
    render(app(<CoachListPage />));
    fireEvent.click(await screen.findByRole('button', { name: 'Neuer Coach' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Coach' });
    enterValue(within(dialog).getByLabelText(/Vorname/), 'Nina');
    enterValue(within(dialog).getByLabelText(/Nachname/), 'Rossi');
    enterValue(within(dialog).getByLabelText(/^E-Mail/), 'Nina@Example.org');
    enterValue(within(dialog).getByLabelText('Sprache der E-Mails'), 'it');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Coach erstellen' })));

    const email = within(dialog).getByLabelText<HTMLInputElement>(/^E-Mail/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Coach konnte nicht erstellt werden: Diese E-Mail-Adresse wird bereits verwendet',
    );
    expect(email.value).toBe('Nina@Example.org');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Vorname/).value).toBe('Nina');
    expect(sentBodies(fetchMock, 'POST /api/coaches')).toEqual([
      { firstname: 'Nina', lastname: 'Rossi', email: 'nina@example.org', language: 'it' },
    ]);

    taken = false;
    enterValue(email, 'nina.rossi@example.org');
    const listCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/coaches?')).length;
    const before = listCalls();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Coach erstellen' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(success).toHaveBeenCalledWith('Coach-Konto erstellt');
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });
});

describe('coach detail page', () => {
  afterEach(() => logout({ remote: false }));

  const detailApi = (profile: () => CoachProfile, extra: Record<string, Handler> = {}) =>
    mockApi({ ...shared, 'GET /api/profiles/7': () => json(200, { data: profile() }), ...extra });

  it('associates see the coaching part only, a note instead of the HR part, and no review actions', async () => {
    signIn('associate');
    detailApi(() => coachingView(fullProfile('processing')), {
      'GET /api/coaches/7/unavailabilities': () =>
        json(200, {
          data: {
            unavailabilities: [
              { id: 1, kind: 'blocked_day', date: '2000-01-03', to_date: null, note: null },
              { id: 2, kind: 'time_of_day', time_of_day: 'evening', weekday: 1, note: null },
            ],
            holidays: [{ id: 3, from_date: '2099-07-06', to_date: '2099-07-24', note: 'Sommer' }],
          },
        }),
    });
    render(app(<CoachDetailPage id="7" />));

    expect(await screen.findByRole('heading', { level: 1, name: 'Lea Meier' })).toBeTruthy();
    const expertise = screen.getByTestId('coach-expertise');
    await within(expertise).findByText('Kinderrechte, Flucht und Asyl');
    expect(within(expertise).getByText('Deutsch')).toBeTruthy();
    expect(within(expertise).getByRole('img', { name: '4 von 5' })).toBeTruthy();
    expect(screen.getByTestId('coach-hr-hidden').textContent).toContain('nur für Personal und Finanzen sichtbar');
    for (const hrPart of ['coach-personal', 'coach-bank', 'coach-employment', 'coach-hr-numbers', 'coach-files']) {
      expect(screen.queryByTestId(hrPart)).toBeNull();
    }
    expect(screen.queryByText(/CH93/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Freigeben' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zurückweisen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deaktivieren' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Jahresbericht' }).getAttribute('href')).toBe('/manager/statistics/trainer/7');
    const absences = screen.getByTestId('coach-unavailabilities');
    const dated = await within(absences).findByRole('list', { name: 'Gesperrte Tage und Ferien' });
    // Past blocked days are left out.
    expect(
      within(dated)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mo., 06.07.2099 – Fr., 24.07.2099FerienSommer']);
    expect(within(absences).getByRole('list', { name: 'Wiederkehrend' }).textContent).toBe('Abend, jeden Montag');
    const calendar = screen.getByTestId('coach-calendar-import');
    expect(await within(calendar).findByText('https://calendar.example.org/…')).toBeTruthy();
    expect(within(calendar).getByText(/Der Kalender-Server hat die Anfrage abgelehnt/)).toBeTruthy();
  });

  it('an associate sets the workload: a maximum below the target is refused here, then the limits are saved', async () => {
    signIn('associate');
    const success = vi.spyOn(toast, 'success');
    const withWish = () => {
      const profile = coachingView(fullProfile('active'));
      return { ...profile, workload: { ...profile.workload, month_wish: 3 } };
    };
    const saved = { month_target: 4, month_max: 6, year_target: null, year_max: null, month_wish: 3, year_wish: null };
    const fetchMock = detailApi(withWish, { 'PUT /api/profiles/7/workload': () => json(200, { data: saved }) });
    render(app(<CoachDetailPage id="7" />));
    const section = await screen.findByTestId('coach-workload');
    expect(section.textContent).toContain('Wunsch des Coaches: 3');
    expect(section.textContent).toContain('Wunsch des Coaches: keiner');

    enterValue(within(section).getByLabelText('Ziel pro Monat'), '4');
    enterValue(within(section).getByLabelText('Maximum pro Monat'), '2');
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Auslastung speichern' })));
    expect(await within(section).findByText('Das Maximum darf nicht kleiner als das Ziel sein')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT /api/profiles/7/workload')).toEqual([]);

    enterValue(within(section).getByLabelText('Maximum pro Monat'), '6');
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Auslastung speichern' })));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT /api/profiles/7/workload')).toEqual([
        { month_target: 4, month_max: 6, year_target: null, year_max: null },
      ]),
    );
    expect(success).toHaveBeenCalledWith('Erfolgreich gespeichert');
  });

  it('finance sees the HR part and approves a submitted profile after confirming', async () => {
    signIn('finance');
    const success = vi.spyOn(toast, 'success');
    let state: CoachProfile['user']['state'] = 'processing';
    const fetchMock = detailApi(() => fullProfile(state), {
      'POST /api/profiles/7/reveal': (init) =>
        json(200, {
          data:
            (JSON.parse(String(init.body)) as { field: string }).field === 'iban'
              ? { field: 'iban', value: 'CH9300762011623852957' }
              : { field: 'gross_monthly_salary_centimes', value: 520000 },
        }),
      'POST /api/coaches/7/approve': () => {
        state = 'active';
        return json(200, { data: coachUser(state) });
      },
    });
    render(app(<CoachDetailPage id="7" />));

    expect(await screen.findByRole('heading', { level: 1, name: 'Lea Meier' })).toBeTruthy();
    // Masked until revealed; each reveal is one request (the server audits it).
    const bank = within(screen.getByTestId('coach-bank'));
    expect(bank.getByText('CH•• •••• •••• •••• •295 7')).toBeTruthy();
    expect(bank.queryByText('CH93 0076 2011 6238 5295 7')).toBeNull();
    await act(async () => fireEvent.click(bank.getByRole('button', { name: 'IBAN anzeigen' })));
    expect(await bank.findByText('CH93 0076 2011 6238 5295 7')).toBeTruthy();
    fireEvent.click(bank.getByRole('button', { name: 'IBAN verbergen' }));
    expect(bank.getByText('CH•• •••• •••• •••• •295 7')).toBeTruthy();
    const employment = within(screen.getByTestId('coach-employment'));
    expect(employment.queryByText(/CHF\s5.?200\.00/)).toBeNull();
    await act(async () => fireEvent.click(employment.getByRole('button', { name: 'Bruttolohn pro Monat anzeigen' })));
    expect(await employment.findByText(/CHF\s5.?200\.00/)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/profiles/7/reveal')).toHaveLength(2);
    expect(within(screen.getByTestId('coach-files')).getByRole('button', { name: 'Vertrag (PDF) herunterladen' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Personal-Nr.').value).toBe('P-17');
    expect(screen.queryByTestId('coach-hr-hidden')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deaktivieren' })).toBeNull();
    // Reports are for admin and associates (the API refuses finance).
    expect(screen.queryByRole('link', { name: 'Jahresbericht' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Freigeben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profil freigeben?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Freigeben' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/api/coaches/7/approve', expect.objectContaining({ method: 'POST' }));
    expect(success).toHaveBeenCalledWith('Profil freigegeben');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Freigeben' })).toBeNull());
    expect(screen.getAllByText('Aktiv').length).toBeGreaterThan(0);
  });

  it('admin sends a profile back only with a reason', async () => {
    signIn('admin');
    const fetchMock = detailApi(() => fullProfile('processing'), {
      'POST /api/coaches/7/send-back': () => json(200, { data: coachUser('incomplete') }),
    });
    render(app(<CoachDetailPage id="7" />));

    fireEvent.click(await screen.findByRole('button', { name: 'Zurückweisen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profil zurückweisen' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Zurückweisen' })));
    expect(await within(dialog).findByText('Pflichtfeld')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/coaches/7/send-back')).toEqual([]);

    enterValue(within(dialog).getByLabelText(/Grund/), 'Bitte die IBAN prüfen.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Zurückweisen' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'POST /api/coaches/7/send-back')).toEqual([{ reason: 'Bitte die IBAN prüfen.' }]);
  });

  it('no review actions once a profile is approved; admin may deactivate', async () => {
    signIn('admin');
    detailApi(() => ({
      ...fullProfile('active'),
      review: { submitted_at: null, approved_at: 1_780_000_000, rejection_reason: null, missing_fields: [] },
    }));
    render(app(<CoachDetailPage id="7" />));

    expect(await screen.findByRole('button', { name: 'Deaktivieren' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Freigeben' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zurückweisen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zugangsdaten erneut senden' })).toBeNull();
  });

  it('a rejected contract upload shows the translated reason', async () => {
    signIn('finance');
    detailApi(() => fullProfile('active'), {
      'POST /api/profiles/7/files/contract': () =>
        json(415, { error: { code: 'file_type_not_allowed', message: 'Only PDF files are allowed' } }),
    });
    render(app(<CoachDetailPage id="7" />));

    const input = await screen.findByLabelText<HTMLInputElement>('Vertrag ersetzen');
    const file = new File(['not a pdf'], 'vertrag.txt', { type: 'text/plain' });
    Object.defineProperty(input, 'files', { value: [file] });
    fireEvent.change(input);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Hochladen' })));
    expect(await screen.findByText('Dieser Dateityp ist nicht erlaubt (PDF, JPEG oder PNG)')).toBeTruthy();
  });
});
