/**
 * Demo data of the staffing plan (docs/decisions/042-staffing-plan-api-and-screen.md): next month has workshops that
 * still need coaches, so `/manager/workshops/staffing-plan` opens with proposals: two single workshops (one needing
 * two coaches), a series of two dates, one in Spanish that nobody can give (the plan shows why: Marco, the only active
 * coach who speaks Spanish, has blocked that day), and an open offer.
 * Workshops of their own (ids 401–405) so that no other demo changes.
 */
import * as s from '../../worker/db/schema';
import { offer } from './masterdata';
import { U } from './people';
import { batch, type SeedBatch } from './sql';
import { addMinutes, type Calendar } from './swiss';

const SERIES_ID = 41;

/** A school day of next month, `day` days after its first (moved forward off weekends). */
function nextMonthDay(cal: Calendar, day: number) {
  let date = cal.addDays(`${cal.month(1)}-01`, day);
  while ([0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) date = cal.addDays(date, 1);
  return date;
}

export function staffingPlanDemo(cal: Calendar): { batches: SeedBatch[] } {
  const kr = offer('KR');
  const dr = offer('DR');
  const created = cal.ts(-5);
  const workshop = (
    id: number,
    o: typeof kr,
    date: string,
    start: string,
    school: { institute: string; postcode: string; location: string },
    extra: Partial<typeof s.workshops.$inferInsert> = {},
  ): typeof s.workshops.$inferInsert => ({
    id,
    offeredWorkshopId: o.id,
    type: 'single',
    language: 'de',
    state: 'initialized',
    coachesNeeded: 1,
    date,
    startTime: start,
    endTime: addMinutes(start, o.durationMinutes),
    durationMinutes: o.durationMinutes,
    ...school,
    priceCentimes: o.priceCentimes,
    recommendedPriceCentimes: o.recommendedPriceCentimes,
    stateChangedAt: created,
    createdById: U.associate,
    createdAt: created,
    updatedAt: created,
    ...extra,
  });
  const limmat = { institute: 'Schulhaus Limmat', postcode: '8005', location: 'Zürich' };
  const wankdorf = { institute: 'Schule Wankdorf', postcode: '3014', location: 'Bern' };
  const rows = [
    workshop(401, kr, nextMonthDay(cal, 2), '08:15', limmat),
    workshop(402, dr, nextMonthDay(cal, 6), '10:15', wankdorf, { coachesNeeded: 2 }),
    workshop(403, kr, nextMonthDay(cal, 9), '13:30', limmat, { seriesId: SERIES_ID, type: 'series' }),
    workshop(404, kr, nextMonthDay(cal, 16), '13:30', limmat, { seriesId: SERIES_ID, type: 'series' }),
    workshop(405, dr, nextMonthDay(cal, 12), '09:00', wankdorf, { language: 'es' }),
  ];
  return {
    batches: [
      batch(s.workshopSeries, [
        {
          id: SERIES_ID,
          notes: 'Zwei Doppellektionen Kinderrechte',
          createdById: U.associate,
          createdAt: created,
          updatedAt: created,
        },
      ]),
      batch(s.workshops, rows),
      batch(s.unavailabilities, [
        {
          coachId: U.marco,
          kind: 'blocked_day',
          date: nextMonthDay(cal, 12),
          note: 'Weiterbildung',
          createdAt: created,
          updatedAt: created,
        },
      ]),
      batch(s.coachOffers, [
        {
          workshopId: 401,
          coachId: U.claire,
          note: 'Ich kenne die Klasse vom letzten Jahr.',
          createdAt: cal.ts(-2),
          updatedAt: cal.ts(-2),
        },
      ]),
    ],
  };
}
