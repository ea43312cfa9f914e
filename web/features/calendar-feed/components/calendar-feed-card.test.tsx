import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import type { CalendarFeedStatus } from '@/lib/contract';
import { json, mockApi } from '@/test/api-mock';
import { CalendarFeedCard, webcalUrl } from './calendar-feed-card';

const path = '/api/coaches/calendar-feed';
const FIRST_URL = 'https://admin.example.org/api/calendar/first-token.ics';
const SECOND_URL = 'https://admin.example.org/api/calendar/second-token.ics';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

function renderCard() {
  render(
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
        <CalendarFeedCard />
        <Toaster />
      </SWRConfig>
    </I18nProvider>,
  );
  return screen.getByRole('region', { name: 'Kalender-Abo' });
}

/** A fake server: GET the status, POST a new URL (first, then second), DELETE. */
function mockFeed(initial: CalendarFeedStatus) {
  let status = initial;
  const urls = [FIRST_URL, SECOND_URL];
  return mockApi({
    [`GET ${path}`]: () => json(200, { data: status }),
    [`POST ${path}`]: () => {
      status = { active: true, created_at: 1_800_000_000 };
      return json(201, { data: { url: urls.shift(), created_at: status.created_at } });
    },
    [`DELETE ${path}`]: () => {
      status = { active: false, created_at: null };
      return new Response(null, { status: 204 });
    },
  });
}

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method).length;

describe('calendar feed card', () => {
  it('creates a first link, shows it once with copy and calendar-app buttons', async () => {
    const fetchMock = mockFeed({ active: false, created_at: null });
    const card = renderCard();

    expect(await within(card).findByText('Es ist kein Kalender-Link aktiv.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Link widerrufen' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Kalender-Link erstellen' }));

    const input = await within(card).findByRole<HTMLInputElement>('textbox', { name: 'Ihr Kalender-Link' });
    expect(input.value).toBe(FIRST_URL);
    expect(input.readOnly).toBe(true);
    expect(calls(fetchMock, 'POST')).toBe(1);
    expect(await screen.findByText('Kalender-Link erstellt')).toBeTruthy();
    expect(within(card).getByTestId('calendar-feed-status').textContent).toMatch(/^Ein Kalender-Link ist aktiv \(erstellt am /);
    expect(within(card).getByRole('link', { name: 'In der Kalender-App öffnen' }).getAttribute('href')).toBe(
      'webcal://admin.example.org/api/calendar/first-token.ics',
    );

    fireEvent.click(within(card).getByRole('button', { name: 'Kopieren' }));
    expect(await screen.findByText('Link kopiert')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(FIRST_URL);
  });

  it('asks before replacing an active link, then shows the new one', async () => {
    const fetchMock = mockFeed({ active: true, created_at: 1_790_000_000 });
    const card = renderCard();

    fireEvent.click(await within(card).findByRole('button', { name: 'Neuen Link erstellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuen Kalender-Link erstellen?' });
    expect(within(dialog).getByText(/Der bisherige Link funktioniert danach nicht mehr/)).toBeTruthy();
    expect(calls(fetchMock, 'POST')).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Neuen Link erstellen' }));

    const input = await within(card).findByRole<HTMLInputElement>('textbox', { name: 'Ihr Kalender-Link' });
    expect(input.value).toBe(FIRST_URL);
    expect(calls(fetchMock, 'POST')).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('revokes after confirmation and hides the link', async () => {
    const fetchMock = mockFeed({ active: false, created_at: null });
    const card = renderCard();
    fireEvent.click(await within(card).findByRole('button', { name: 'Kalender-Link erstellen' }));
    await within(card).findByRole('textbox', { name: 'Ihr Kalender-Link' });

    fireEvent.click(within(card).getByRole('button', { name: 'Link widerrufen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kalender-Link widerrufen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Widerrufen' }));

    expect(await screen.findByText('Kalender-Link widerrufen')).toBeTruthy();
    expect(within(card).getByText('Es ist kein Kalender-Link aktiv.')).toBeTruthy();
    expect(within(card).queryByRole('textbox')).toBeNull();
    expect(calls(fetchMock, 'DELETE')).toBe(1);
  });

  it('keeps the dialog open with the error when the server refuses', async () => {
    mockApi({
      [`GET ${path}`]: () => json(200, { data: { active: true, created_at: 1_790_000_000 } }),
      [`DELETE ${path}`]: () => json(403, { error: { code: 'forbidden', message: 'no' } }),
    });
    const card = renderCard();
    fireEvent.click(await within(card).findByRole('button', { name: 'Link widerrufen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kalender-Link widerrufen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Widerrufen' }));
    expect(await within(dialog).findByText('Sie haben keine Berechtigung für diese Aktion')).toBeTruthy();
  });

  it('turns an http(s) URL into a webcal one', () => {
    expect(webcalUrl('http://localhost:8787/api/calendar/x.ics')).toBe('webcal://localhost:8787/api/calendar/x.ics');
    expect(webcalUrl(FIRST_URL)).toBe('webcal://admin.example.org/api/calendar/first-token.ics');
  });
});
