import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore, logout } from '@/features/auth';
import type { Dashboard } from '@/lib/contract';
import { json, mockApi } from '@/test/api-mock';
import DashboardPage from './dashboard-page';

const app = (page: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>{page}</SWRConfig>
  </I18nProvider>
);

function signIn(role: 'associate' | 'coach', id: number) {
  act(() =>
    authStore.set({
      token: 't',
      userId: id,
      role,
      expiresAt: Date.now() + 3_600_000,
      user: { id, role, language: 'de', firstname: 'Lea', lastname: 'B', email: 'lea@example.org', state: 'active' },
    }),
  );
}

const workshop = {
  id: 41,
  title: 'Kinderrechte',
  date: '2026-12-03',
  start_time: '08:00',
  end_time: '10:00',
  institute: 'Schulhaus Dvořák',
  location: 'Bern',
};

const staff: Dashboard = {
  role: 'associate',
  today: '2026-11-24',
  news: [
    {
      id: 1,
      language: 'de',
      title: 'Retraite',
      text: 'Bitte **anmelden**',
      pinned: true,
      publish_from: '2026-11-20',
      publish_until: null,
    },
  ],
  items: [
    { key: 'new_inquiries', count: 1 },
    { key: 'my_inquiries', count: 3 },
    { key: 'understaffed_workshops', count: 0, from: '2026-11-24', to: '2026-12-24' },
    { key: 'unanswered_requests', count: 0, days: 1 },
    {
      key: 'coach_conflicts',
      count: 1,
      from: '2026-11-24',
      to: '2027-11-24',
      conflicts: [{ workshop, coach: { id: 9, name: 'Nina Baumann' }, reason: 'holiday' }],
    },
    { key: 'evaluations_to_validate', count: 0 },
    { key: 'orders_to_send', count: 2 },
  ],
};

const card = (key: string) => screen.getByTestId(`dashboard-item-${key}`);

describe('dashboard page', () => {
  afterEach(() => logout({ remote: false }));

  it('shows the staff items with counts in words, what is fine, links with filters, conflicts and the news', async () => {
    signIn('associate', 5);
    mockApi({
      'GET /api/dashboard/de': () => json(200, { data: staff }),
      'GET /api/staffing-escalations': () =>
        json(200, {
          data: [
            {
              id: 3,
              created_at: 1795000000,
              outcome: 'asked',
              workshop: { id: 41, title: 'Kinderrechte', date: '2026-12-03', start_time: '08:00', institute: 'Schulhaus Dvořák' },
              from_coach: { id: 9, name: 'Nina Baumann' },
              asked_coach: { id: 10, name: 'Tim Roth' },
            },
            {
              id: 2,
              created_at: 1794900000,
              outcome: 'no_coach',
              workshop: { id: 42, title: 'Kinderrechte', date: '2026-12-04', start_time: '08:00', institute: 'Schulhaus Aare' },
              from_coach: { id: 11, name: 'Eva Wolf' },
              asked_coach: null,
            },
          ],
        }),
    });
    render(app(<DashboardPage />));
    expect(await screen.findByText('1 neue Anfrage ohne Zuständige')).toBeTruthy();
    const escalations = await screen.findByTestId('dashboard-escalations');
    expect(await within(escalations).findByText(/Nina Baumann hat nicht geantwortet, angefragt wurde Tim Roth/)).toBeTruthy();
    expect(within(escalations).getByText(/Eva Wolf hat nicht geantwortet, niemand Passendes verfügbar/)).toBeTruthy();
    expect(within(escalations).getByRole('link', { name: 'Kinderrechte, Schulhaus Aare' }).getAttribute('href')).toBe(
      '/manager/workshops/42',
    );
    expect(card('my_inquiries').textContent).toContain('3 Anfragen bei Ihnen, noch nicht validiert');
    // The reminder days of master data, in words with their plural.
    expect(card('unanswered_requests').textContent).toContain('Keine Coach-Anfrage wartet länger als 1 Tag.');
    expect(card('understaffed_workshops').textContent).toContain('Alle Workshops der nächsten 30 Tage sind besetzt.');
    expect(card('evaluations_to_validate').textContent).toContain('Keine Evaluationen zu validieren.');

    const href = (key: string, name: string) => within(card(key)).getByRole('link', { name }).getAttribute('href');
    expect(href('new_inquiries', 'Neue Anfragen')).toBe('/manager/inquiries?state=requested&associate=none');
    expect(href('my_inquiries', 'Meine Anfragen')).toBe('/manager/inquiries?state=requested&associate=5');
    expect(href('understaffed_workshops', 'Zu wenige Coaches')).toBe(
      '/manager/workshops/allocations?from=2026-11-24&to=2026-12-24',
    );
    expect(href('coach_conflicts', 'Kinderrechte, Schulhaus Dvořák')).toBe('/manager/workshops/41');
    expect(card('coach_conflicts').textContent).toContain('Nina Baumann: Ferien');

    const news = screen.getByTestId('dashboard-news');
    expect(within(news).getByRole('heading', { level: 3, name: 'Retraite' })).toBeTruthy();
    expect(within(news).getByText('anmelden').tagName).toBe('STRONG');
    expect(within(news).getByText('Angeheftet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Mein Jahresbericht' })).toBeNull();
  });

  it('shows a coach the next workshops with the school contact and a link to their own report', async () => {
    signIn('coach', 7);
    const coach: Dashboard = {
      role: 'coach',
      today: '2026-11-24',
      news: [],
      items: [
        { key: 'open_requests', count: 0 },
        {
          key: 'next_workshops',
          count: 1,
          workshops: [
            {
              ...workshop,
              street_address: 'Schulweg 5',
              postcode: '3011',
              room: 'Aula',
              contact: { name: 'Rita Lehrer', phone: '031 111 11 11', email: 'rita@example.test' },
            },
          ],
        },
      ],
    };
    mockApi({ 'GET /api/dashboard/de': () => json(200, { data: coach }) });
    render(app(<DashboardPage />));
    const next = await screen.findByTestId('dashboard-next-workshop');
    expect(next.textContent).toContain('Schulweg 5, 3011 Bern, Raum Aula');
    expect(within(next).getByRole('link', { name: '031 111 11 11' }).getAttribute('href')).toBe('tel:0311111111');
    expect(within(next).getByRole('link', { name: 'rita@example.test' }).getAttribute('href')).toBe('mailto:rita@example.test');
    expect(card('open_requests').textContent).toContain('Keine offenen Anfragen.');
    expect(screen.getByRole('link', { name: 'Mein Jahresbericht' }).getAttribute('href')).toBe('/manager/statistics/trainer/7');
    expect(screen.getByText('Zurzeit gibt es keine Neuigkeiten.')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-escalations')).toBeNull();
  });
});
