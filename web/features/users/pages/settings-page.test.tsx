import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SWRConfig } from 'swr';
import { authStore } from '@/features/auth';
import type { Role, User } from '@/lib/contract';
import { json, mockApi } from '@/test/api-mock';
import SettingsPage from './settings-page';

const settings = {
  language: 'de',
  color_scheme: 'system',
  notifications: { coachRequests: true, reminders: true, news: true, inquiries: true, profileChanges: true },
};

/** Each toggle's label and its description (what mails it stops), as a screen reader announces the checkbox. */
async function togglesOf(role: Role, withDescription = false) {
  const user: User = { id: 1, role, language: 'de', firstname: 'A', lastname: 'B', email: 'a@example.org', state: 'active' };
  act(() => authStore.set({ user, userId: user.id, role, token: 't' }));
  mockApi({ 'GET /api/users/settings': () => json(200, { data: settings }) });
  const view = render(
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <SettingsPage />
      </SWRConfig>
    </I18nProvider>,
  );
  await screen.findByText('Benachrichtigungen per E-Mail');
  const boxes = screen.getAllByRole<HTMLInputElement>('checkbox');
  const labels = boxes.map((box) =>
    withDescription
      ? [box.labels?.[0]?.textContent, document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent]
      : box.labels?.[0]?.textContent,
  );
  view.unmount();
  return labels;
}

describe('settings: notification toggles', () => {
  afterEach(() => act(() => authStore.set({ user: null, userId: null, role: null, token: null })));

  it('shows only the toggles that apply to the role', async () => {
    expect(await togglesOf('coach')).toEqual(['Neue Coach-Anfragen', 'Erinnerungen', 'News']);
    expect(await togglesOf('associate')).toEqual(['Neue Workshop-Anfragen', 'News']);
    expect(await togglesOf('admin')).toEqual(['Neue Workshop-Anfragen', 'News']);
    expect(await togglesOf('finance')).toEqual(['Profiländerungen', 'News']);
  });

  it('says which mails each toggle stops', async () => {
    expect(await togglesOf('coach', true)).toEqual([
      [
        'Neue Coach-Anfragen',
        'Wenn Sie für einen Workshop angefragt werden oder eine Anfrage zurückgezogen wird. Die Anfragen sehen Sie auch ohne E-Mail hier in der App.',
      ],
      ['Erinnerungen', 'An unbeantwortete Anfragen, offene Evaluationen und fällige Materialbestellungen.'],
      ['News', 'Wenn eine neue Mitteilung auf Ihrer Startseite erscheint.'],
    ]);
    expect(await togglesOf('finance', true)).toEqual([
      ['Profiländerungen', 'Wenn ein freigegebener Coach sein Profil ändert.'],
      ['News', 'Wenn eine neue Mitteilung auf Ihrer Startseite erscheint.'],
    ]);
  });
});
