import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { formatDateText } from '@/components/date-field/parse';
import { json, mockApi, type Handler } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { clearPublicData } from '@/lib/public-data';
import { DRAFT_KEY } from '../draft';
import { formdata, futureDate } from '../test/fixtures';
import { InquiryIntro } from '../components/inquiry-intro';
import InquiryCreatePage from './inquiry-create-page';
import InquiryViewPage from './inquiry-view-page';

/** The app's providers, without the answers of an earlier render (as after a reload). */
function app(page: ReactNode) {
  clearPublicData();
  return <I18nProvider i18n={i18n}>{page}</I18nProvider>;
}

/** `/` as app/pages/home-page.tsx composes it: the intro, then the form's page. */
const HomeOfTheForm = () => (
  <>
    <InquiryIntro />
    <InquiryCreatePage />
  </>
);

const publicApi = (extra: Record<string, Handler> = {}) =>
  mockApi({
    'GET /api/basedata': () => json(200, { data: { languages: ['de'], currency: 'CHF', turnstile_site_key: null } }),
    'POST /api/inquiries/formdata': () => json(200, { data: formdata }),
    ...extra,
  });

const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => enterValue(byId(id), value);

describe('public inquiry pages', () => {
  it('/ keeps a draft while typing, restores it after a reload, sends, confirms and clears the draft', async () => {
    const fetchMock = publicApi({ 'POST /api/inquiries': () => json(201, { data: { id: 7, state: 'requested' } }) });
    const first = render(app(<HomeOfTheForm />));
    const plus = await screen.findAllByRole('button', { name: 'Anzahl erhöhen' });
    // The first touch loads the schema chunk (with the slot defaults): the slot appears once it is there.
    fireEvent.pointerDown(plus[1] as HTMLElement);
    fireEvent.click(plus[1] as HTMLElement);
    expect(await screen.findByTestId('inquiry-slot')).toBeTruthy();
    // Typed the Swiss way; the draft keeps the ISO date.
    const iso = futureDate();
    const date = formatDateText(iso);
    type('inquiry-slots-0-date', date);
    type('inquiry-contact-firstname', 'Anna');
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toContain('Anna'), { timeout: 2000 });
    expect(window.localStorage.getItem(DRAFT_KEY)).toContain(`"date":"${iso}"`);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/inquiries/formdata',
      expect.objectContaining({ body: JSON.stringify({ client_url: window.location.origin, language: 'de' }) }),
    );
    first.unmount();

    render(app(<HomeOfTheForm />));
    expect(await screen.findByText('Ihre letzten Eingaben wurden wiederhergestellt.')).toBeTruthy();
    await waitFor(() => expect(byId('inquiry-contact-firstname').value).toBe('Anna'));
    expect(byId('inquiry-slots-0-date').value).toBe(date);
    const card = screen.getByRole('article', { name: 'Flucht und Asyl' });
    expect(within(card).getByRole('spinbutton', { name: 'Anzahl' })).toHaveProperty('value', '1');

    type('inquiry-contact-lastname', 'Muster');
    type('inquiry-contact-phone', '044 123 45 67');
    type('inquiry-contact-email', 'anna@schule.ch');
    type('inquiry-contact-institute', 'Schule Musterhausen');
    type('inquiry-contact-streetAddress', 'Schulweg 1');
    type('inquiry-contact-postcode', '8000');
    type('inquiry-contact-location', 'Zürich');
    type('inquiry-knowledge-grade', '1');
    type('inquiry-knowledge-numberParticipantsTotal', '20');
    fireEvent.click(byId('inquiry-termsAccepted'));
    expect(screen.getByTestId('bot-check-not-configured')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Anfrage senden' })));

    expect(await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Anfrage' })).toBeTruthy();
    // The intro steps aside: one main heading.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Wir melden uns innerhalb von 10 Tagen bei Ihnen.')).toBeTruthy();
    expect(screen.getByText('Flucht und Asyl')).toBeTruthy();
    expect(screen.getByText(/Schule Musterhausen/)).toBeTruthy();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();

    const call = fetchMock.mock.calls.find(([url, init]) => url === '/api/inquiries' && init?.method === 'POST');
    const body = JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ language: 'de', website: '', termsAccepted: true });
    expect(body).not.toHaveProperty('turnstile_token');

    fireEvent.click(screen.getByRole('button', { name: 'Neue Anfrage starten' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Workshop anfragen' })).toBeTruthy();
    await waitFor(() => expect(byId('inquiry-contact-firstname').value).toBe(''));
  });

  it('/ shows a clear message when the network is gone, and keeps the draft', async () => {
    publicApi({
      'POST /api/inquiries': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        version: 1,
        savedAt: Date.now(),
        values: {
          slots: [{ uid: 'u', workshopId: 11, date: futureDate(), startTime: '08:00', endTime: '10:00', altDate: '' }],
          contact: {
            gender: 1,
            firstname: 'Anna',
            lastname: 'Muster',
            phone: '044 123 45 67',
            email: 'anna@schule.ch',
            institute: 'Schule',
            streetAddress: 'Weg 1',
            postcode: '8000',
            location: 'Zürich',
          },
          knowledge: { grade: 1, numberParticipantsTotal: '20' },
          termsAccepted: true,
        },
      }),
    );
    render(app(<HomeOfTheForm />));
    await waitFor(() => expect(byId('inquiry-contact-firstname')?.value).toBe('Anna'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Anfrage senden' })));
    const alert = await screen.findByText(/Keine Verbindung zum Server/);
    expect(alert.closest('[role="alert"]')?.textContent).toMatch(/bleiben in diesem Browser gespeichert/);
    expect(window.localStorage.getItem(DRAFT_KEY)).toContain('Anna');
  });

  it('/ "Eingaben verwerfen" asks first: cancelling keeps the draft, confirming empties the form and the draft', async () => {
    publicApi();
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ version: 1, savedAt: Date.now(), values: { contact: { firstname: 'Anna' }, topics: 'Rechte' } }),
    );
    render(app(<HomeOfTheForm />));
    await waitFor(() => expect(byId('inquiry-contact-firstname')?.value).toBe('Anna'));

    fireEvent.click(screen.getByRole('button', { name: 'Eingaben verwerfen' }));
    let dialog = await screen.findByRole('dialog', { name: 'Eingaben verwerfen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(byId('inquiry-contact-firstname').value).toBe('Anna');
    expect(window.localStorage.getItem(DRAFT_KEY)).toContain('Anna');

    fireEvent.click(screen.getByRole('button', { name: 'Eingaben verwerfen' }));
    dialog = await screen.findByRole('dialog', { name: 'Eingaben verwerfen?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Verwerfen' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(byId('inquiry-contact-firstname').value).toBe(''));
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.queryByText('Ihre letzten Eingaben wurden wiederhergestellt.')).toBeNull();
  });

  it('/inquiry/:token shows the inquiry’s and each workshop’s state, what comes next and a summary; an unknown token gets a clear message', async () => {
    publicApi({
      'GET /api/inquiries/view/good': () =>
        json(200, {
          data: {
            id: 7,
            state: 'validated',
            created_at: 1_893_456_000,
            slots: [
              {
                uid: 'u',
                workshopId: 11,
                date: '2030-01-08',
                startTime: '08:00',
                endTime: '10:00',
                altDate: '',
                altStartTime: '',
                altEndTime: '',
              },
            ],
            contact: {
              gender: 1,
              firstname: 'Anna',
              lastname: 'Muster',
              phone: '044',
              email: 'anna@schule.ch',
              institute: 'Schule',
              streetAddress: 'Weg 1',
              addressAddition: '',
              postcode: '8000',
              location: 'Zürich',
              institutePhone: '',
              useInvoiceAddress: false,
              invoiceInstitute: '',
              invoiceFirstname: '',
              invoiceLastname: '',
              invoiceStreetAddress: '',
              invoiceAddressAddition: '',
              invoicePostcode: '',
              invoiceLocation: '',
            },
            knowledge: {
              grade: 1,
              educationalSystem: null,
              class: '4b',
              numberParticipantsTotal: 20,
              preknowledge: '',
              infrastructure: [5],
            },
            topics: '',
            sourceOfDiscovery: 'web_search',
            newsletter: false,
            termsAccepted: true,
            language: 'de',
            workshops: [
              {
                date: '2030-01-08',
                start_time: '08:00',
                end_time: '10:00',
                title: 'Medienkompetenz',
                status: 'confirmed',
                trainers: [{ firstname: 'Lea', lastname: 'Meier' }],
                invoice: null,
              },
              {
                date: '2030-01-15',
                start_time: '08:00',
                end_time: '10:00',
                title: 'Medienkompetenz',
                status: 'planned',
                trainers: [],
                invoice: null,
              },
              {
                date: '2029-11-20',
                start_time: '08:00',
                end_time: '10:00',
                title: 'Medienkompetenz',
                status: 'done',
                trainers: [{ firstname: 'Lea', lastname: 'Meier' }],
                invoice: 'paid',
              },
            ],
          },
        }),
      'GET /api/inquiries/view/bad': () => json(404, { error: { code: 'token_invalid', message: 'Invalid' } }),
    });
    const view = render(app(<InquiryViewPage token="good" />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihre Anfrage' })).toBeTruthy();
    expect((await screen.findByTestId('inquiry-state')).textContent).toBe('Bestätigt');
    const workshops = screen.getAllByTestId('inquiry-workshop');
    expect(workshops.map((w) => w.dataset.status)).toEqual(['confirmed', 'planned', 'done']);
    expect(workshops.map((w) => w.querySelector('[data-testid="inquiry-invoice"]')?.textContent ?? null)).toEqual([
      null,
      null,
      'Rechnung bezahlt – vielen Dank',
    ]);
    expect(workshops[0]!.textContent).toContain('Lea Meier');
    expect(workshops[1]!.querySelector('[data-testid="inquiry-trainers"]')).toBeNull();
    expect(screen.getByTestId('inquiry-next-step').textContent).toContain('Wir suchen die Trainerinnen und Trainer');
    const summary = screen.getByTestId('inquiry-summary');
    expect(summary.textContent).toContain('Anna Muster, anna@schule.ch, 044');
    expect(summary.textContent).toContain('4b');
    expect(summary.querySelector('input, select, textarea')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Anfrage senden' })).toBeNull();
    view.unmount();

    render(app(<InquiryViewPage token="bad" />));
    expect(await screen.findByText('Dieser Link ist ungültig oder abgelaufen')).toBeTruthy();
  });
});
