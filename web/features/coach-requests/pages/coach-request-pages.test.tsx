import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore, logout } from '@/features/auth';
import { useManagerBasedata } from '@/features/basedata';
import type { OwnCoachRequest } from '@/lib/contract';
import { toast } from '@/lib/toast';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { ownRequest } from '../test/fixtures';
import CoachRequestLinkPage from './coach-request-link-page';
import CoachRequestsPage from './coach-requests-page';

const app = (page: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>{page}</SWRConfig>
  </I18nProvider>
);

/** Stands in for the menu: shows the badge count from GET basedata/manager. */
function MenuBadge() {
  const { data } = useManagerBasedata();
  return <output data-testid="badge">{data?.pending_coach_requests ?? '…'}</output>;
}

const basedata = (pending: number) => ({
  languages: [],
  currency: 'CHF',
  pending_coach_requests: pending,
  coach_skills: [],
  coach_languages: [],
  coach_subjects: [],
  grades: [],
});

function signInAsCoach() {
  act(() =>
    authStore.set({
      token: 't',
      userId: 7,
      role: 'coach',
      expiresAt: Date.now() + 3_600_000,
      user: {
        id: 7,
        role: 'coach',
        language: 'de',
        firstname: 'Lea',
        lastname: 'Meier',
        email: 'lea@example.org',
        state: 'active',
      },
    }),
  );
}

const cards = (container: HTMLElement) => within(container).queryAllByRole('article');
const calls = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key).length;

describe('coach requests page (manager)', () => {
  afterEach(() => logout({ remote: false }));

  it('answers "Verfügbar" with a comment: PUT, toast, the card moves to "Beantwortet" and the badge drops', async () => {
    signInAsCoach();
    const success = vi.spyOn(toast, 'success');
    let requests: OwnCoachRequest[] = [
      ownRequest({ workshop: { series_dates: ['2026-12-10', '2026-12-17'] } }),
      ownRequest({ id: 12, state: 'placed', answered_at: 1_779_000_000, workshop: { id: 6, title: 'Flucht und Asyl' } }),
    ];
    const fetchMock = mockApi({
      'GET /api/coaches/requests': () => json(200, { data: requests }),
      'GET /api/basedata/manager': () => json(200, { data: basedata(requests.filter((r) => r.state === 'new-request').length) }),
      'PUT /api/coaches/requests/11': (init) => {
        const body = JSON.parse(String(init.body)) as { comment?: string };
        const answered = ownRequest({
          state: 'approved',
          answer_message: body.comment ?? null,
          answered_at: 1_780_100_000,
          workshop: { series_dates: ['2026-12-10', '2026-12-17'] },
        });
        requests = [answered, requests[1]!];
        return json(200, { data: answered });
      },
    });
    render(
      app(
        <>
          <MenuBadge />
          <CoachRequestsPage />
        </>,
      ),
    );

    const open = await screen.findByRole('region', { name: 'Offene Anfragen (1)' });
    const [card] = cards(open);
    expect(within(card!).getByRole('heading', { level: 3, name: 'Kinderrechte' })).toBeTruthy();
    expect(card!.textContent).toContain('Donnerstag, 3. Dezember 2026');
    expect(card!.textContent).toContain('08:00–10:00');
    expect(card!.textContent).toContain('Schule Musterdorf');
    expect(card!.textContent).toContain('5. Klasse');
    expect(card!.textContent).toContain('Deutsch');
    expect(card!.textContent).toContain('Do., 10.12.2026');
    expect(within(card!).getByTestId('request-message').textContent).toContain('Die Klasse freut sich sehr.');
    const answered = screen.getByRole('region', { name: 'Beantwortet (1)' });
    expect(within(answered).getByTestId('request-state').textContent).toBe('Eingeteilt');
    expect(within(answered).queryByRole('button')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('1'));
    const basedataCalls = calls(fetchMock, 'GET /api/basedata/manager');

    enterValue(within(card!).getByLabelText('Kommentar (optional)'), '  Gerne, ab 7:30 vor Ort. ');
    await act(async () => fireEvent.click(within(card!).getByRole('button', { name: 'Verfügbar' })));

    await waitFor(() => expect(sentBodies(fetchMock, 'PUT /api/coaches/requests/11')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'PUT /api/coaches/requests/11')).toEqual([
      { answer: 'approved', comment: 'Gerne, ab 7:30 vor Ort.' },
    ]);
    expect(success).toHaveBeenCalledWith('Antwort gespeichert');
    await waitFor(() => expect(calls(fetchMock, 'GET /api/basedata/manager')).toBeGreaterThan(basedataCalls));
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('0'));

    const answeredNow = await screen.findByRole('region', { name: 'Beantwortet (2)' });
    const moved = cards(answeredNow).find((item) => item.getAttribute('data-state') === 'approved')!;
    expect(within(moved).getByTestId('request-state').textContent).toBe('Verfügbar');
    expect(within(moved).getByTestId('answer-message').textContent).toContain('Gerne, ab 7:30 vor Ort.');
    await waitFor(() => expect(document.activeElement).toBe(moved));
    expect(screen.getByText('Keine offenen Anfragen. Vielen Dank für Ihre Antworten!')).toBeTruthy();
  });

  it('changes an answer while not placed, and shows the coach request error with the reason on 409', async () => {
    signInAsCoach();
    const error = vi.spyOn(toast, 'error');
    const fetchMock = mockApi({
      'GET /api/coaches/requests': () =>
        json(200, { data: [ownRequest({ state: 'approved', answer_message: 'Gerne', answered_at: 1_780_100_000 })] }),
      'GET /api/basedata/manager': () => json(200, { data: basedata(0) }),
      'PUT /api/coaches/requests/11': () =>
        json(409, { error: { code: 'invalid_transition', message: 'The request can no longer be answered' } }),
    });
    render(app(<CoachRequestsPage />));

    const answered = await screen.findByRole('region', { name: 'Beantwortet (1)' });
    expect(within(answered).queryByRole('button', { name: 'Verfügbar' })).toBeNull();
    fireEvent.click(within(answered).getByRole('button', { name: 'Antwort ändern' }));
    const comment = within(answered).getByLabelText('Kommentar (optional)');
    await waitFor(() => expect(document.activeElement).toBe(comment));
    // Only the other answer is offered.
    expect(within(answered).queryByRole('button', { name: 'Verfügbar' })).toBeNull();
    await act(async () => fireEvent.click(within(answered).getByRole('button', { name: 'Nicht verfügbar' })));

    const text = 'Die Anfrage konnte nicht beantwortet werden: Dieser Statuswechsel ist im aktuellen Zustand nicht möglich';
    expect((await within(answered).findByTestId('answer-error')).textContent).toBe(text);
    expect(error).toHaveBeenCalledWith(text);
    expect(sentBodies(fetchMock, 'PUT /api/coaches/requests/11')).toEqual([{ answer: 'declined' }]);
  });

  it('says "Abgesagt" when the workshop was cancelled and "Zurückgezogen" when only the request was withdrawn', async () => {
    signInAsCoach();
    const cancelledWorkshop = ownRequest({
      id: 21,
      state: 'cancelled',
      workshop: { id: 8, state: 'cancelled', title: 'Abgesagt A' },
    });
    const withdrawn = ownRequest({ id: 22, state: 'cancelled', workshop: { id: 9, state: 'to-realize', title: 'Vergeben B' } });
    mockApi({
      'GET /api/coaches/requests': () => json(200, { data: [cancelledWorkshop, withdrawn] }),
      'GET /api/basedata/manager': () => json(200, { data: basedata(0) }),
    });
    render(app(<CoachRequestsPage />));
    const answered = await screen.findByRole('region', { name: 'Beantwortet (2)' });
    const [first, second] = cards(answered);
    expect(within(first!).getByTestId('request-state').textContent).toBe('Abgesagt');
    expect(first!.textContent).toContain('Der Workshop wurde abgesagt.');
    expect(first!.textContent).not.toContain('zurückgezogen');
    expect(within(second!).getByTestId('request-state').textContent).toBe('Zurückgezogen');
    expect(second!.textContent).toContain('Diese Anfrage wurde zurückgezogen.');
  });

  it('shows an empty state', async () => {
    signInAsCoach();
    mockApi({ 'GET /api/coaches/requests': () => json(200, { data: [] }) });
    render(app(<CoachRequestsPage />));
    expect(await screen.findByText(/Zurzeit liegen keine Anfragen für Sie vor/)).toBeTruthy();
  });
});

describe('coach request link page (public)', () => {
  const token = 'eyJhbGciOiJIUzI1NiJ9.abc-def_123';
  const linkPath = `/api/coaches/requests/link/${token}`;

  it('answers with POST without signing in and shows the confirmation with a link to the login', async () => {
    const fetchMock = mockApi({
      [`GET ${linkPath}`]: () => json(200, { data: ownRequest() }),
      [`POST ${linkPath}`]: () =>
        json(200, { data: ownRequest({ state: 'declined', answer_message: 'Leider krank', answered_at: 1_780_100_000 }) }),
    });
    render(app(<CoachRequestLinkPage token={token} />));

    const card = await screen.findByRole('article', { name: 'Kinderrechte' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Kinderrechte' })).toBeTruthy();
    enterValue(within(card).getByLabelText('Kommentar (optional)'), 'Leider krank');
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Nicht verfügbar' })));

    const heading = await screen.findByRole('heading', { name: 'Danke, Ihre Antwort ist gespeichert' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId('answer-confirmation').textContent).toContain('Ihre Antwort für «Kinderrechte»: Nicht verfügbar');
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('article')).toBeNull();
    expect(sentBodies(fetchMock, `POST ${linkPath}`)).toEqual([{ answer: 'declined', comment: 'Leider krank' }]);
    // No sign-in: no bearer token is sent.
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect((post?.[1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('an expired or tampered link shows a clear error with a link to the login', async () => {
    mockApi({
      [`GET ${linkPath}`]: () => json(400, { error: { code: 'token_invalid', message: 'Invalid token' } }),
    });
    render(app(<CoachRequestLinkPage token={token} />));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Dieser Link ist ungültig oder abgelaufen');
    expect(within(alert).getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Verfügbar' })).toBeNull();
  });

  it('a malformed link (the server rejects the token itself with 422) shows the same "link invalid" page', async () => {
    mockApi({
      'GET /api/coaches/requests/link/abc': () =>
        json(422, {
          error: {
            code: 'validation_failed',
            message: 'The request did not validate',
            fields: [{ path: 'token', code: 'too_small', message: 'Too small' }],
          },
        }),
    });
    render(app(<CoachRequestLinkPage token="abc" />));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Dieser Link ist ungültig oder abgelaufen');
    expect(within(alert).getByRole('link', { name: 'Zur Anmeldung' })).toBeTruthy();
  });
});
