import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/toaster';
import type { CalendarImportStatus } from '@/lib/contract';
import { json, mockApi } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { CalendarImportCard } from './calendar-import-card';

const path = '/api/profiles/calendar-import';
const unlinked: CalendarImportStatus = {
  linked: false,
  url_masked: null,
  last_synced_at: null,
  busy_count: 0,
  last_error: null,
  last_error_at: null,
  busy_times: [],
};

function renderCard() {
  render(
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
        <CalendarImportCard />
        <Toaster />
      </SWRConfig>
    </I18nProvider>,
  );
  return screen.getByRole('region', { name: 'Eigenen Kalender verknüpfen' });
}

describe('calendar import card', () => {
  it('shows a refused address next to the field and the failed import in words', async () => {
    let status = unlinked;
    mockApi({
      [`GET ${path}`]: () => json(200, { data: status }),
      [`PUT ${path}`]: (init) => {
        const { url } = JSON.parse(String(init?.body)) as { url: string };
        if (!url.startsWith('https://')) {
          return json(422, {
            error: { code: 'validation_failed', message: 'x', fields: [{ path: 'url', code: 'custom', message: 'url_invalid' }] },
          });
        }
        status = {
          ...unlinked,
          linked: true,
          url_masked: 'https://cal.example.org/…',
          last_error: 'not_a_calendar',
          last_error_at: 1,
        };
        return json(200, { data: status });
      },
    });
    const card = renderCard();
    expect(await within(card).findByText('Es ist kein Kalender verknüpft.')).toBeTruthy();
    const field = within(card).getByLabelText('ICS-Adresse Ihres Kalenders');

    enterValue(field, 'http://cal.example.org/x.ics');
    fireEvent.click(within(card).getByRole('button', { name: 'Kalender verknüpfen' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('Bitte eine vollständige Adresse mit https:// eingeben');
    expect(field.getAttribute('aria-invalid')).toBe('true');

    enterValue(field, 'https://cal.example.org/x.ics');
    fireEvent.click(within(card).getByRole('button', { name: 'Kalender verknüpfen' }));
    expect(await within(card).findByText(/Unter dieser Adresse liegt kein Kalender im iCal-Format/)).toBeTruthy();
    expect(within(card).getByText('https://cal.example.org/…')).toBeTruthy();
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Adresse ersetzen' })).toBeTruthy();
  });

  it('lists the imported busy times read-only, whole days in words', async () => {
    mockApi({
      [`GET ${path}`]: () =>
        json(200, {
          data: {
            ...unlinked,
            linked: true,
            url_masked: 'https://cal.example.org/…',
            last_synced_at: 1_800_000_000,
            busy_count: 2,
            busy_times: [
              { date: '2099-03-02', start_time: null, end_time: null },
              { date: '2099-03-03', start_time: '18:00', end_time: '24:00' },
            ],
          },
        }),
    });
    const card = renderCard();
    const items = within(await within(card).findByTestId('imported-busy-times')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('ganzer Tag'),
      expect.stringContaining('18:00–24:00'),
    ]);
    expect(within(card).getByText(/2 belegte Zeiten\./)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /bearbeiten|löschen/i })).toBeNull();
  });
});
