/**
 * Demo data of the cantonal school holidays (issue 18, decision 047): the school year 2026/27 of five cantons, close
 * to the dates the cantons (for ZH the city of Zurich) published, weekends included. Demo data: check a canton's own
 * page before relying on it.
 */
import * as s from '../../worker/db/schema';
import type { Canton } from '../../worker/contract/enums';
import { batch, type SeedBatch } from './sql';

type Holiday = [name: string, from: string, to: string];

const holidays: Record<Canton & ('ZH' | 'BE' | 'VD' | 'TI' | 'GE'), Holiday[]> = {
  ZH: [
    ['Herbstferien', '2026-10-03', '2026-10-18'],
    ['Weihnachtsferien', '2026-12-19', '2027-01-03'],
    ['Sportferien', '2027-02-06', '2027-02-21'],
    ['Frühlingsferien', '2027-04-24', '2027-05-09'],
    ['Sommerferien', '2027-07-17', '2027-08-22'],
  ],
  BE: [
    ['Herbstferien', '2026-09-19', '2026-10-11'],
    ['Winterferien', '2026-12-19', '2027-01-03'],
    ['Sportferien', '2027-02-27', '2027-03-07'],
    ['Frühlingsferien', '2027-04-03', '2027-04-18'],
    ['Sommerferien', '2027-07-03', '2027-08-08'],
  ],
  VD: [
    ['Vacances d’automne', '2026-10-17', '2026-11-01'],
    ['Vacances d’hiver', '2026-12-19', '2027-01-03'],
    ['Relâches', '2027-02-13', '2027-02-21'],
    ['Vacances de Pâques', '2027-03-26', '2027-04-11'],
    ['Vacances d’été', '2027-07-03', '2027-08-22'],
  ],
  TI: [
    ['Vacanze autunnali', '2026-10-31', '2026-11-08'],
    ['Vacanze di Natale', '2026-12-24', '2027-01-06'],
    ['Vacanze di Carnevale', '2027-02-06', '2027-02-14'],
    ['Vacanze di Pasqua', '2027-03-26', '2027-04-04'],
    ['Vacanze estive', '2027-06-12', '2027-08-29'],
  ],
  GE: [
    ['Vacances d’automne', '2026-10-17', '2026-10-25'],
    ['Vacances de Noël', '2026-12-19', '2027-01-03'],
    ['Vacances de février', '2027-02-13', '2027-02-21'],
    ['Vacances de Pâques', '2027-03-26', '2027-04-11'],
    ['Vacances d’été', '2027-06-26', '2027-08-22'],
  ],
};

export function schoolHolidaysDemo(): { batches: SeedBatch[] } {
  const rows = Object.entries(holidays).flatMap(([canton, list]) =>
    list.map(([name, fromDate, toDate]) => ({ canton: canton as Canton, schoolYear: '2026/27', name, fromDate, toDate })),
  );
  return { batches: [batch(s.schoolHolidays, rows)] };
}
