import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/toaster';
import { authStore, logout } from '@/features/auth';
import { todayInZurich, type CoachUnavailabilities } from '@/lib/contract';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import UnavailabilitiesPage from './unavailabilities-page';

const COACH = 7;
const path = `/api/coaches/${COACH}/unavailabilities`;

/** A day of the current month: the calendar shows it first. */
const thisMonth = (day: number) => `${todayInZurich().slice(0, 8)}${String(day).padStart(2, '0')}`;

function renderPage() {
  act(() =>
    authStore.set({
      token: 't',
      userId: COACH,
      role: 'coach',
      expiresAt: Date.now() + 3_600_000,
      user: { id: COACH, role: 'coach', language: 'de', firstname: 'C', lastname: 'D', email: 'c@example.org', state: 'active' },
    }),
  );
  render(
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
        <UnavailabilitiesPage />
        <Toaster />
      </SWRConfig>
    </I18nProvider>,
  );
}

/** The dry-run checks before saving find nothing. */
const noConflicts = {
  [`POST ${path}/conflicts`]: () => json(200, { data: { conflicts: [] } }),
  [`POST /api/coaches/${COACH}/holidays/conflicts`]: () => json(200, { data: { conflicts: [] } }),
};

describe('unavailabilities page', () => {
  afterEach(() => logout({ remote: false }));

  it('marks the entries on the calendar, lists them by kind, adds one and shows server field errors', async () => {
    let data: CoachUnavailabilities = {
      unavailabilities: [
        { id: 1, kind: 'blocked_day', date: thisMonth(20), to_date: thisMonth(21), note: 'Kurs' },
        { id: 2, kind: 'time_of_day', time_of_day: 'evening', weekday: null, note: null },
      ],
      holidays: [],
    };
    const fetchMock = mockApi({
      [`GET ${path}`]: () => json(200, { data }),
      ...noConflicts,
      [`POST ${path}`]: (init) => {
        const body = JSON.parse(String(init.body)) as { weekday: number };
        if (body.weekday === 6) {
          return json(409, { error: { code: 'conflict', message: 'exists' } });
        }
        data = { ...data, unavailabilities: [...data.unavailabilities, { id: 3, kind: 'weekday', weekday: 2, note: null }] };
        return json(201, { data: data.unavailabilities[2] });
      },
      [`POST /api/coaches/${COACH}/holidays`]: () =>
        json(422, {
          error: {
            code: 'validation_failed',
            message: 'x',
            fields: [{ path: 'from_date', code: 'custom', message: 'date_in_past' }],
          },
        }),
    });
    renderPage();

    const table = await screen.findByRole('table');
    const day = (date: string) => within(table.querySelector<HTMLElement>(`[data-date="${date}"]`)!);
    expect(day(thisMonth(20)).getByText('Gesperrter Tag')).toBeTruthy();
    expect(day(thisMonth(21)).getByText('Gesperrter Tag')).toBeTruthy();
    expect(day(thisMonth(22)).queryByText('Gesperrter Tag')).toBeNull();
    expect(screen.getByTestId('every-day').textContent).toBe('Jeden Tag gesperrt: Abend');
    const times = screen.getByRole('region', { name: 'Tageszeiten' });
    expect(within(times).getByText('Abend, jeden Tag')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Abwesenheit erfassen' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Wochentag' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Hinzufügen' }));
    expect(await within(form).findByText('Pflichtfeld')).toBeTruthy();
    enterValue(within(form).getByRole('combobox', { name: 'Wochentag' }), '2');
    fireEvent.click(within(form).getByRole('button', { name: 'Hinzufügen' }));
    await waitFor(() => expect(sentBodies(fetchMock, `POST ${path}`)).toEqual([{ kind: 'weekday', weekday: 2, note: null }]));
    expect(await within(screen.getByRole('region', { name: 'Wochentage' })).findByText('Jeden Dienstag')).toBeTruthy();
    expect(await screen.findByText('Erfolgreich gespeichert')).toBeTruthy();
    // The same recurring entry twice: the server's 409 in a snackbar.
    enterValue(within(form).getByRole('combobox', { name: 'Wochentag' }), '6');
    fireEvent.click(within(form).getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByText('Der Eintrag wurde inzwischen geändert oder existiert bereits')).toBeTruthy();

    // Holidays refused by the server: the error is shown at the first-day field.
    fireEvent.click(within(form).getByRole('radio', { name: 'Ferien' }));
    enterValue(within(form).getByLabelText(/^Von/), '2099-01-01');
    enterValue(within(form).getByLabelText(/^Bis/), '2099-01-05');
    fireEvent.click(within(form).getByRole('button', { name: 'Hinzufügen' }));
    expect(await within(form).findByText('Das Datum liegt in der Vergangenheit')).toBeTruthy();
    expect(within(form).getByLabelText(/^Von/).getAttribute('aria-invalid')).toBe('true');
  });

  it('warns before saving an entry that blocks a workshop the coach is placed on', async () => {
    let data: CoachUnavailabilities = { unavailabilities: [], holidays: [] };
    const day = thisMonth(28);
    const fetchMock = mockApi({
      [`GET ${path}`]: () => json(200, { data }),
      [`POST ${path}/conflicts`]: () =>
        json(200, {
          data: {
            conflicts: [
              {
                workshop_id: 31,
                date: day,
                start_time: '08:00',
                end_time: '09:30',
                title: 'Kinderrechte',
                institute: 'Schule Musterhausen',
                location: 'Zürich',
              },
            ],
          },
        }),
      [`POST ${path}`]: () => {
        data = { ...data, unavailabilities: [{ id: 9, kind: 'blocked_day', date: day, to_date: null, note: null }] };
        return json(201, { data: data.unavailabilities[0] });
      },
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Abwesenheit erfassen' });
    enterValue(within(form).getByLabelText(/^Von/), day);
    fireEvent.click(within(form).getByRole('button', { name: 'Hinzufügen' }));

    const warning = await screen.findByRole('dialog', { name: 'Sie sind an diesem Termin eingeteilt' });
    expect(within(warning).getByTestId('placement-conflicts').textContent).toContain(
      '08:00–09:30: Kinderrechte (Schule Musterhausen, Zürich)',
    );
    expect(sentBodies(fetchMock, `POST ${path}/conflicts`)).toEqual([
      { kind: 'blocked_day', date: day, to_date: null, note: null },
    ]);
    // Not now: nothing is saved and the form keeps the date.
    fireEvent.click(within(warning).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, `POST ${path}`)).toEqual([]);
    expect((within(form).getByLabelText(/^Von/) as HTMLInputElement).value).toBe(day);

    // Save anyway.
    fireEvent.click(within(form).getByRole('button', { name: 'Hinzufügen' }));
    const again = await screen.findByRole('dialog', { name: 'Sie sind an diesem Termin eingeteilt' });
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Trotzdem speichern' })));
    await waitFor(() => expect(sentBodies(fetchMock, `POST ${path}`)).toHaveLength(1));
    expect((await screen.findAllByText('Erfolgreich gespeichert')).length).toBeGreaterThan(0);
  });

  it('deletes an entry after confirmation', async () => {
    let data: CoachUnavailabilities = {
      unavailabilities: [{ id: 4, kind: 'weekday', weekday: 1, note: 'PH' }],
      holidays: [],
    };
    const fetchMock = mockApi({
      [`GET ${path}`]: () => json(200, { data }),
      [`DELETE ${path}/4`]: () => {
        data = { ...data, unavailabilities: [] };
        return new Response(null, { status: 204 });
      },
    });
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Löschen: Jeden Montag' }));
    const dialog = screen.getByRole('dialog', { name: 'Eintrag löschen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Eintrag gelöscht')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url, init]) => url === `${path}/4` && init?.method === 'DELETE')).toBe(true);
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Wochentage' })).getByText('Keine Einträge.')).toBeTruthy(),
    );
  });
});
