import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore, handleUnauthorized, logout } from '@/features/auth';
import { configureApi } from '@/lib/api';
import type { User } from '@/lib/contract';
import { storageKeys } from '@/lib/storage';
import { json, mockApi, type Handler } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { App } from './app';

const coach: User = {
  id: 3,
  role: 'coach',
  language: 'de',
  firstname: 'Chris',
  lastname: 'Coach',
  email: 'chris@example.org',
  state: 'active',
};

const basedata: Handler = () =>
  json(200, { data: { languages: ['de', 'fr', 'it', 'en'], currency: 'CHF', turnstile_site_key: null } });

const organisation: Handler = () =>
  json(200, {
    data: {
      name: 'Verein Test',
      street: 'Testweg 1',
      postcode: '4051',
      city: 'Basel',
      country: 'CH',
      phone: '+41 61 222 33 44',
      email: 'test@example.org',
      website_url: 'https://www.example.org',
      instagram_url: 'https://www.instagram.com/test',
      facebook_url: null,
      linkedin_url: null,
    },
  });

function go(path: string) {
  window.history.replaceState(null, '', path);
}

describe('app shell', () => {
  beforeEach(() => {
    configureApi({ getToken: () => authStore.get().token, onUnauthorized: handleUnauthorized });
    logout({ remote: false });
  });

  afterEach(() => {
    logout({ remote: false });
  });

  it('shows the public inquiry form on / with the organisation’s details from the API', async () => {
    window.localStorage.removeItem(storageKeys.organisation);
    mockApi({
      'GET /api/basedata': basedata,
      'GET /api/organisation': organisation,
      'POST /api/inquiries/formdata': () =>
        json(200, { data: { workshops: [], grades: [], educational_systems: [], infrastructure: [], general_terms: null } }),
    });
    go('/');
    render(<App />);
    // The first render loads the lazy form page (and its module graph) cold.
    expect(await screen.findByRole('heading', { level: 1, name: 'Workshop anfragen' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Anfrage senden' })).toBeTruthy();
    expect((await screen.findAllByRole('link', { name: /Instagram/ })).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('link', { name: /Facebook/ })).toHaveLength(0);
    expect(screen.getByRole('link', { name: '+41 61 222 33 44' }).getAttribute('href')).toBe('tel:+41612223344');
    expect(screen.getByRole('link', { name: 'Verein Test' })).toBeTruthy();
  });

  it('keeps the public page usable when the organisation’s details cannot be loaded', async () => {
    window.localStorage.removeItem(storageKeys.organisation);
    const fetchMock = mockApi({
      'GET /api/basedata': basedata,
      'GET /api/organisation': () => json(503, { error: { code: 'misconfigured', message: 'x' } }),
      'POST /api/inquiries/formdata': () =>
        json(200, { data: { workshops: [], grades: [], educational_systems: [], infrastructure: [], general_terms: null } }),
    });
    go('/');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Anfrage senden' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Startseite' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/organisation', expect.anything());
  });

  it('sends a signed-out visitor of /manager to /login', async () => {
    mockApi({ 'GET /api/basedata': basedata });
    go('/manager/settings');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    expect(authStore.get().redirectPath).toBe('/manager/settings');
  });

  it('login: validation, wrong credentials (alert + snackbar), then success into the back office', async () => {
    let attempt = 0;
    const fetchMock = mockApi({
      'GET /api/basedata': basedata,
      'POST /api/login': () =>
        ++attempt === 1
          ? json(401, { error: { code: 'wrong_credentials', message: 'Wrong credentials' } })
          : json(200, { data: { token: 'tok', expires_at: Math.floor(Date.now() / 1000) + 3600, user: coach } }),
      'GET /api/basedata/manager': () =>
        json(200, {
          data: {
            languages: [],
            currency: 'CHF',
            pending_coach_requests: 2,
            coach_skills: [],
            coach_languages: [],
            coach_subjects: [],
            grades: [],
          },
        }),
    });
    go('/login');
    render(<App />);

    expect(await screen.findByText('Bot-Prüfung nicht konfiguriert')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Anmelden' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));

    // Client-side validation with the shared schema: errors are announced and tied to the fields.
    fireEvent.click(submit);
    const email = screen.getByLabelText('E-Mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const errorId = email.getAttribute('aria-describedby')!;
    expect(document.getElementById(errorId)?.textContent).toBe('Pflichtfeld');
    expect(document.getElementById(errorId)?.getAttribute('role')).toBe('alert');

    enterValue(email, 'not-an-email');
    enterValue(screen.getByLabelText('Passwort'), 'secret');
    fireEvent.click(submit);
    await waitFor(() =>
      expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('E-Mail-Adresse ungültig'),
    );

    enterValue(email, 'chris@example.org');
    fireEvent.click(submit);
    // The alert on the screen and the snackbar.
    await waitFor(() =>
      expect(screen.getAllByText('Wir konnten Ihre Anmeldedaten leider nicht finden').length).toBeGreaterThanOrEqual(2),
    );
    expect(screen.getAllByRole('alert').some((el) => el.textContent?.includes('Wir konnten Ihre Anmeldedaten'))).toBe(true);

    fireEvent.click(submit);
    // The snackbar first: it hides after 4 s, and the back office's chunk may take longer to load on a busy machine.
    expect(await screen.findByText('Erfolgreich angemeldet')).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Hauptmenü' }, { timeout: 10000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/manager');
    // The failed attempt's message (alert and snackbar) does not stay next to "signed in".
    expect(screen.queryByText('Wir konnten Ihre Anmeldedaten leider nicht finden')).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBe('tok');

    const nav = screen.getAllByRole('navigation', { name: 'Hauptmenü' })[0]!;
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.querySelector('span')?.textContent);
    expect(names).toEqual([
      'Dashboard',
      'Coach-Anfragen',
      'Offene Workshops',
      'Materialbestellung',
      'Evaluationen',
      'Abwesenheiten',
      'Spesen',
      'Mein Profil',
    ]);
    expect(await within(nav).findByText('2 offene Anfragen')).toBeTruthy();
    expect(screen.getByText('Chris Coach')).toBeTruthy();

    const loginCall = fetchMock.mock.calls.find(([url]) => url === '/api/login')!;
    expect(JSON.parse(loginCall[1]!.body as string)).toEqual({ email: 'chris@example.org', password: 'secret' });
  });

  it('shows the reports and Not found for unknown paths', async () => {
    mockApi({});
    act(() => {
      authStore.set({
        token: 't',
        user: { ...coach, role: 'admin' },
        userId: 3,
        role: 'admin',
        expiresAt: Date.now() + 3600_000,
      });
    });
    go('/manager/statistics');
    const { unmount } = render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Berichte' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Filter' })).toBeTruthy();
    unmount();

    go('/manager/does-not-exist');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
  });

  it('forces a user with a temporary password to the password change', async () => {
    mockApi({});
    act(() => {
      authStore.set({
        token: 't',
        user: { ...coach, state: 'change-password' },
        userId: 3,
        role: 'coach',
        expiresAt: Date.now() + 3600_000,
      });
    });
    go('/manager/evaluations');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeTruthy();
    expect(window.location.pathname).toBe('/manager/profile/password');
  });
});
