import { render, screen } from '@testing-library/react';
import { twMerge } from 'tailwind-merge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authStore, handleUnauthorized, logout } from '@/features/auth';
import { formdata } from '@/features/inquiries/test/fixtures';
import { configureApi } from '@/lib/api';
import { setClassMerger } from '@/lib/utils';
import { json, mockApi } from '@/test/api-mock';
import { App } from './app';

// The public pages join class names without tailwind-merge (web/lib/utils.ts: it loads with the back office). That is
// only right while no element of theirs carries two utilities of one kind (`h-10 h-8`), which tailwind-merge would
// have resolved: this renders them and checks every element.

const basedata = () => json(200, { data: { languages: ['de', 'fr', 'it', 'en'], currency: 'CHF', turnstile_site_key: null } });
const organisation = () =>
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
      instagram_url: null,
      facebook_url: null,
      linkedin_url: null,
    },
  });
const evaluation = () =>
  json(200, {
    data: {
      kind: 'by_audience',
      open: true,
      language: 'de',
      workshop: { title: 'Kinderrechte', date: '2026-11-20' },
      questionnaire: {
        id: 1,
        kind: 'by_audience',
        version: 1,
        language: 'de',
        questions: [
          { id: 1, key: 'q1', type: 'rating', required: true, text: 'Wie fandest du den Workshop?', options: [] },
          { id: 2, key: 'q2', type: 'single_choice', required: false, text: 'Wieder?', options: ['Ja', 'Nein'] },
          { id: 3, key: 'q3', type: 'multiple_choice', required: false, text: 'Was?', options: ['A', 'B'] },
          { id: 4, key: 'q4', type: 'text', required: false, text: 'Noch etwas?', options: [] },
        ],
      },
    },
  });

/** Elements whose class list tailwind-merge would shorten: two utilities of one kind, the later meant to win. */
function conflictingClassLists(root: HTMLElement): string[] {
  return [...root.querySelectorAll<HTMLElement>('[class]')]
    .map((element) => element.getAttribute('class')!.trim().replace(/\s+/g, ' '))
    .filter((classes) => twMerge(classes).split(' ').length !== classes.split(' ').length);
}

describe('public pages without tailwind-merge', () => {
  beforeAll(() => {
    setClassMerger((classes) => classes);
    configureApi({ getToken: () => authStore.get().token, onUnauthorized: handleUnauthorized });
    logout({ remote: false });
  });
  afterAll(() => setClassMerger(twMerge));

  it.each([
    ['/', 'Anfrage senden'],
    ['/login', 'Anmelden'],
    ['/evaluations/abcdefghijklmnopqrstuvwxyz0123456789', 'Wie fandest du den Workshop?'],
    ['/password-reset/abcdefghijklmnopqrstuvwxyz0123456789', 'Neues Passwort speichern'],
    ['/does-not-exist', 'Seite nicht gefunden'],
  ])('%s has no conflicting classes', async (path, visibleText) => {
    mockApi({
      'GET /api/basedata': basedata,
      'GET /api/organisation': organisation,
      'POST /api/inquiries/formdata': () => json(200, { data: formdata }),
      'GET /api/evaluations/public/abcdefghijklmnopqrstuvwxyz0123456789': evaluation,
      'GET /api/password/find/abcdefghijklmnopqrstuvwxyz0123456789': () =>
        json(200, { data: { email: 'chris@example.org', token: 'abcdefghijklmnopqrstuvwxyz0123456789' } }),
    });
    window.history.replaceState(null, '', path);
    const { container, unmount } = render(<App />);
    expect((await screen.findAllByText(visibleText, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(conflictingClassLists(container)).toEqual([]);
    unmount();
  });
});
