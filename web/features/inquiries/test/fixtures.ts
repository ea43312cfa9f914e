import type { InquiryFormdata } from '@/lib/contract';
import { isWeekend, todayInZurich } from '@/lib/contract';

export const formdata: InquiryFormdata = {
  workshops: [
    {
      id: 11,
      title: 'Kinderrechte',
      description: 'Was Kinderrechte sind und wo sie gelten.',
      duration_minutes: 90,
      languages: ['de', 'fr'],
      price_centimes: 35000,
      type: 'single',
    },
    {
      id: 12,
      title: 'Flucht und Asyl',
      description: 'Warum Menschen fliehen.',
      duration_minutes: 120,
      languages: ['de'],
      price_centimes: 42000,
      type: 'series',
    },
  ],
  grades: [
    { id: 1, name: 'Primarstufe' },
    { id: 2, name: 'Sekundarstufe I' },
  ],
  educational_systems: [{ id: 7, name: 'Volksschule' }],
  infrastructure: [
    { id: 5, name: 'Beamer' },
    { id: 6, name: 'Whiteboard' },
  ],
  general_terms: { id: 1, language: 'de', version: '2026-01', text: 'Die AGB im Wortlaut.', valid_from: '2026-01-01' },
};

const addDays = (iso: string, days: number) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** A date in the future on a weekday (or on a weekend with `weekend`). */
export function futureDate({ weekend = false } = {}): string {
  let date = addDays(todayInZurich(), 14);
  while (isWeekend(date) !== weekend) date = addDays(date, 1);
  return date;
}
