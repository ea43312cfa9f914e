import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Helpers for the back-office browser tests of inquiries and workshops: each test creates its own inquiry through
 * the public API, so it owns its data (tests run in parallel against one stack, and demo data stays as it is).
 */

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** `count` different weekdays (Mon–Fri) from `fromDays` days ahead on, as ISO dates. */
export function futureWeekdays(count: number, fromDays = 40): string[] {
  const dates: string[] = [];
  const day = new Date(`${iso(new Date())}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + fromDays);
  while (dates.length < count) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) dates.push(iso(day));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return dates;
}

/** A label no other test or earlier run uses (institute names, emails). */
export const uniqueLabel = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Formdata {
  workshops: { id: number; title: string }[];
  grades: { id: number; name: string }[];
}

export interface CreatedInquiry {
  id: number;
  institute: string;
  email: string;
  /** The workshop with two slots (they become a series) and the one with a single slot. */
  seriesWorkshop: { id: number; title: string };
  singleWorkshop: { id: number; title: string };
  dates: string[];
}

/**
 * Sends an inquiry like a school does (POST /api/inquiries, public): two slots of one workshop and one of another,
 * with a unique institute and email (`knowledge` overrides the grade or sets the educational system). A 429 from the per-address limit (other tests send inquiries too) is waited out.
 */
export async function createInquiry(
  request: APIRequestContext,
  label = 'E2E Schule',
  knowledge: { grade?: number; educationalSystem?: number } = {},
): Promise<CreatedInquiry> {
  const formdataResponse = await request.post('/api/inquiries/formdata', {
    data: { client_url: 'http://localhost', language: 'de' },
  });
  expect(formdataResponse.ok()).toBe(true);
  const formdata = ((await formdataResponse.json()) as { data: Formdata }).data;
  const [seriesWorkshop, singleWorkshop] = formdata.workshops;
  expect(seriesWorkshop && singleWorkshop, 'the demo catalogue offers at least two workshops').toBeTruthy();

  const institute = uniqueLabel(label);
  const email = `${institute.toLowerCase().replace(/[^a-z0-9]+/g, '-')}@schule.example.ch`;
  const dates = futureWeekdays(3);
  const slot = (uid: string, workshopId: number, date: string, startTime: string, endTime: string) => ({
    uid,
    workshopId,
    date,
    startTime,
    endTime,
    altDate: '',
    altStartTime: '',
    altEndTime: '',
  });
  const body = {
    slots: [
      slot('s1', seriesWorkshop!.id, dates[0]!, '08:00', '10:00'),
      slot('s2', seriesWorkshop!.id, dates[1]!, '08:00', '10:00'),
      slot('s3', singleWorkshop!.id, dates[2]!, '13:30', '15:00'),
    ],
    contact: {
      gender: 1,
      firstname: 'Erika',
      lastname: 'Testerin',
      phone: '044 123 45 67',
      email,
      institute,
      streetAddress: 'Testweg 1',
      postcode: '8000',
      location: 'Zürich',
    },
    knowledge: { grade: formdata.grades[0]!.id, numberParticipantsTotal: 20, ...knowledge },
    termsAccepted: true,
    language: 'de',
    website: '',
  };

  const response = await request.post('/api/inquiries', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = ((await response.json()) as { data: { id: number } }).data;
  return { id, institute, email, seriesWorkshop: seriesWorkshop!, singleWorkshop: singleWorkshop!, dates };
}
