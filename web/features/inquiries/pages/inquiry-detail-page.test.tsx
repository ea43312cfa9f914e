import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore, logout } from '@/features/auth';
import type { InquiryDetail, InquiryManagerFormdata } from '@/lib/contract';
import { useToasts } from '@/lib/toast';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { formdata, futureDate } from '../test/fixtures';
import InquiryDetailPage from './inquiry-detail-page';

const managerFormdata: InquiryManagerFormdata = {
  ...formdata,
  workshops: formdata.workshops.map((w) => ({ ...w, active: true, recommended_price_centimes: null })),
  associates: [
    { id: 2, name: 'Lukas Brunner' },
    { id: 5, name: 'Claire Dubois' },
  ],
};

const date = futureDate();
const detail: InquiryDetail = {
  id: 42,
  state: 'requested',
  created_at: 1_795_336_847,
  slots: [
    { uid: 'a', workshopId: 11, date, startTime: '08:00', endTime: '10:00', altDate: '', altStartTime: '', altEndTime: '' },
    { uid: 'b', workshopId: 11, date, startTime: '13:00', endTime: '15:00', altDate: '', altStartTime: '', altEndTime: '' },
  ],
  contact: {
    gender: 1,
    firstname: 'Anna',
    lastname: 'Muster',
    phone: '044 123 45 67',
    email: 'anna@schule.ch',
    institute: 'Schule Musterhausen',
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
    infrastructure: [],
  },
  topics: '',
  sourceOfDiscovery: '',
  newsletter: false,
  termsAccepted: true,
  language: 'de',
  associate: null,
  validated_at: null,
  accepted_terms: { id: 1, language: 'de', version: '2026-01', valid_from: '2026-01-01' },
  workshops: [],
};

function Toasts() {
  const toasts = useToasts();
  return (
    <ul data-testid="toasts">
      {toasts.map((item) => (
        <li key={item.id} data-severity={item.severity}>
          {item.message}
        </li>
      ))}
    </ul>
  );
}

const app = (page: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
      {page}
      <Toasts />
    </SWRConfig>
  </I18nProvider>
);

const toasts = () => within(screen.getByTestId('toasts'));

describe('inquiry detail (staff)', () => {
  beforeEach(() => {
    act(() =>
      authStore.set({
        token: 't',
        userId: 2,
        role: 'associate',
        expiresAt: Date.now() + 3_600_000,
        user: {
          id: 2,
          role: 'associate',
          language: 'de',
          firstname: 'Lukas',
          lastname: 'Brunner',
          email: 'associate@example.org',
          state: 'active',
        },
      }),
    );
  });
  afterEach(() => logout({ remote: false }));

  it('assigns to me, validates after confirming and lists the workshops created (a series)', async () => {
    const validated: InquiryDetail = {
      ...detail,
      state: 'validated',
      associate: { id: 2, name: 'Lukas Brunner' },
      validated_at: 1_795_400_000,
      workshops: [
        { id: 101, state: 'initialized', date, start_time: '08:00', end_time: '10:00', series_id: 9, offered_workshop_id: 11 },
        { id: 102, state: 'initialized', date, start_time: '13:00', end_time: '15:00', series_id: 9, offered_workshop_id: 11 },
      ],
    };
    const fetchMock = mockApi({
      'GET /api/inquiries/42': () => json(200, { data: detail }),
      'GET /api/inquiries/formdata/manager?language=de': () => json(200, { data: managerFormdata }),
      'POST /api/inquiries/42/assign': () => json(200, { data: { ...detail, associate: { id: 2, name: 'Lukas Brunner' } } }),
      'POST /api/inquiries/42/validate': () => json(200, { data: validated }),
    });
    render(app(<InquiryDetailPage id="42" />));

    expect(await screen.findByRole('heading', { level: 1, name: 'Schule Musterhausen' })).toBeTruthy();
    expect(screen.getByTestId('inquiry-associate').textContent).toBe('Nicht zugewiesen');
    expect(screen.getByTestId('inquiry-accepted-terms').textContent).toBe('Version 2026-01 (Deutsch), gültig ab 1. Januar 2026');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mir zuweisen' })));
    await waitFor(() => expect(screen.getByTestId('inquiry-associate').textContent).toBe('Lukas Brunner'));
    expect(sentBodies(fetchMock, 'POST /api/inquiries/42/assign')).toEqual([{ associate_id: 2 }]);
    expect(toasts().getByText('Zugewiesen an Lukas Brunner')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mir zuweisen' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Validieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anfrage validieren?' });
    expect(within(dialog).getByText(/Aus dieser Anfrage werden 2 Workshops erstellt/)).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Validieren' })));

    const created = await screen.findByTestId('created-workshops');
    expect(
      within(created)
        .getAllByRole('link', { name: 'Kinderrechte' })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/manager/workshops/101', '/manager/workshops/102']);
    expect(within(created).getAllByText('Serie')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Serie «Kinderrechte» in der Workshop-Liste' }).getAttribute('href')).toBe(
      '/manager/workshops?series=9',
    );
    expect(toasts().getByText('Erfolgreich validiert')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Erstellte Workshops'));
    // Validated: read-only, no edit or validate any more.
    expect(screen.queryByRole('button', { name: 'Bearbeiten' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Validieren' })).toBeNull();
  });

  it('edits in the shared form (update mode) and saves with PUT; a failed assignment says so', async () => {
    const fetchMock = mockApi({
      'GET /api/inquiries/42': () => json(200, { data: detail }),
      'GET /api/inquiries/formdata/manager?language=de': () => json(200, { data: managerFormdata }),
      'PUT /api/inquiries/42': (init) => {
        const body = JSON.parse(String(init.body)) as { contact: InquiryDetail['contact'] };
        return json(200, { data: { ...detail, contact: body.contact } });
      },
      'POST /api/inquiries/42/assign': () =>
        json(422, { error: { code: 'validation_failed', message: 'Error on allocating associate', fields: [] } }),
    });
    render(app(<InquiryDetailPage id="42" />));
    const firstname = () => document.getElementById('inquiry-contact-firstname') as HTMLInputElement;
    await waitFor(() => expect(firstname().value).toBe('Anna'));
    expect(firstname().closest('fieldset')!.disabled).toBe(true);

    enterValue(screen.getByLabelText('Zuständige Person'), '5');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zuweisen' })));
    expect(await toasts().findByText('Fehler beim Zuweisen der zuständigen Person')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    await waitFor(() => expect(firstname().closest('fieldset')!.disabled).toBe(false));
    expect(document.activeElement?.textContent).toBe('Anfrage bearbeiten');
    // Staff do not accept the terms again.
    expect(document.getElementById('inquiry-termsAccepted')).toBeNull();
    enterValue(firstname(), 'Anne');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));

    await waitFor(() => expect(sentBodies(fetchMock, 'PUT /api/inquiries/42')).toHaveLength(1));
    const [body] = sentBodies(fetchMock, 'PUT /api/inquiries/42') as Record<string, unknown>[];
    expect(body).toMatchObject({ contact: { firstname: 'Anne' }, language: 'de' });
    expect(body).not.toHaveProperty('termsAccepted');
    expect(await toasts().findByText('Erfolgreich gespeichert')).toBeTruthy();
    await waitFor(() => expect(firstname().closest('fieldset')!.disabled).toBe(true));
    expect(firstname().value).toBe('Anne');
  });

  it('a fetch error shows "Fetching error"', async () => {
    mockApi({
      'GET /api/inquiries/42': () => json(503, { error: { code: 'misconfigured', message: 'boom' } }),
      'GET /api/inquiries/formdata/manager?language=de': () => json(200, { data: managerFormdata }),
    });
    render(app(<InquiryDetailPage id="42" />));
    expect(await screen.findByText('Fehler beim Laden der Daten')).toBeTruthy();
  });
});
