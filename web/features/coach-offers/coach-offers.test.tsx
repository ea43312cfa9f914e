import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { StaffingSection } from '@/features/staffing';
import type { AllocationForm, Candidate, CandidateList, OfferableWorkshop } from '@/lib/contract';
import { formatTimestampDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import CoachOffersPage from './pages/coach-offers-page';

const app = (children: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 0 }}>
      {children}
    </SWRConfig>
  </I18nProvider>
);

const workshop: AllocationForm['workshop'] = {
  id: 101,
  state: 'initialized',
  title: 'Kinderrechte',
  language: 'de',
  dates: [{ workshop_id: 101, date: '2030-03-12', start_time: '08:00', end_time: '10:00' }],
  coaches_needed: 1,
  auto_escalate: false,
  school_holidays: [],
};

const candidate = (id: number, firstname: string, patch: Partial<Candidate> = {}): Candidate => ({
  id,
  firstname,
  lastname: 'Coach',
  speaks_language: true,
  knows_subject: true,
  skill_average: 4,
  blockers: [],
  workshops_this_season: 0,
  request_state: null,
  placed: false,
  offer: null,
  score: 10 - id,
  workload: {
    month_key: '2030-03',
    year_key: '2029/30',
    month: 0,
    year: 0,
    month_target: null,
    month_max: null,
    year_target: null,
    year_max: null,
    month_wish: null,
    year_wish: null,
  },
  ...patch,
});

describe('offers in the staffing ranking', () => {
  it('shows who offered with the note; "Annehmen" places in one click and reloads the staffing', async () => {
    const success = vi.spyOn(toast, 'success');
    let accepted = false;
    const offer = { id: 77, note: 'Ich kenne die Schule', created_at: 1_900_000_000 };
    const candidates: CandidateList = { workshop, candidates: [candidate(1, 'Anna', { offer }), candidate(2, 'Ben')] };
    const fetchMock = mockApi({
      'GET /api/workshops/101/form-allocations': () =>
        json(200, {
          data: {
            workshop,
            placed: accepted
              ? [{ id: 1, firstname: 'Anna', lastname: 'Coach', email: 'anna@example.org', phone: null, unavailable: [] }]
              : [],
            requests: [],
          },
        }),
      'GET /api/workshops/form-coach-requests?workshop_id=101': () => json(200, { data: candidates }),
      'POST /api/workshops/offers/77/accept': () => {
        accepted = true;
        return json(200, {
          data: {
            id: 77,
            workshop_id: 101,
            coach: { id: 1, firstname: 'Anna', lastname: 'Coach' },
            state: 'accepted',
            note: offer.note,
            created_at: offer.created_at,
            decided_at: 1_900_000_100,
          },
        });
      },
    });
    render(app(<StaffingSection workshopId={101} />));
    const section = await screen.findByTestId('staffing');
    fireEvent.click(await within(section).findByRole('button', { name: 'Coaches anfragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coaches anfragen' });
    const offered = await within(dialog).findByTestId('coach-offer');
    expect(offered.textContent).toContain(`Hat sich am ${formatTimestampDate(offer.created_at, 'de')} angeboten`);
    expect(offered.textContent).toContain('Ich kenne die Schule');
    expect(within(dialog).getAllByTestId('coach-offer')).toHaveLength(1);

    await act(async () => fireEvent.click(within(offered).getByRole('button', { name: 'Angebot von Anna Coach annehmen' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      fetchMock.mock.calls.filter(([url, init]) => url === '/api/workshops/offers/77/accept' && init?.method === 'POST'),
    ).toHaveLength(1);
    expect(success).toHaveBeenCalledWith('Anna Coach ist eingeteilt');
    expect(await within(section).findByText('Anna Coach')).toBeTruthy();
  });
});

describe('the coach’s open workshops page', () => {
  it('offers a workshop with a note, then lists it under the own offers with a withdraw button', async () => {
    let offered = false;
    const item = (): OfferableWorkshop => ({
      workshop_id: 101,
      title: 'Kinderrechte',
      subject: 'Menschenrechte',
      language: 'de',
      institute: 'Primarschule Schönberg',
      location: 'Bern',
      dates: workshop.dates,
      coaches_missing: 2,
      fits: true,
      offer: offered ? { id: 5, state: 'open', note: 'Gerne', created_at: 1_900_000_000 } : null,
    });
    const fetchMock = mockApi({
      'GET /api/coach/offerable-workshops': () => json(200, { data: [item()] }),
      'POST /api/workshops/101/offers': () => {
        offered = true;
        return json(201, { data: item() });
      },
    });
    render(app(<CoachOffersPage />));
    const list = await screen.findByTestId('offerable-workshops');
    expect(within(list).getByText('2 Coaches')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Anbieten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Workshop anbieten' });
    enterValue(within(dialog).getByLabelText('Bemerkung an das Team (optional)'), ' Gerne ');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Anbieten' })));

    expect(sentBodies(fetchMock, 'POST /api/workshops/101/offers')).toEqual([{ note: 'Gerne' }]);
    const own = await screen.findByTestId('own-offers');
    expect(within(own).getByText('«Gerne»')).toBeTruthy();
    expect(await within(own).findByRole('button', { name: 'Angebot zurückziehen' })).toBeTruthy();
  });
});
