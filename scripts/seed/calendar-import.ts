/**
 * Demo data of the imported coach calendars (issue 18, decision 046): coach Claire has linked her calendar and the
 * last import left a few busy times (an evening rehearsal every week, a whole day, a morning); coach Marco's link
 * fails. The address is encrypted in seed.ts like the worker stores it.
 */
import * as s from '../../worker/db/schema';
import { U } from './people';
import { batch, type SeedBatch } from './sql';
import type { Calendar } from './swiss';

export const DEMO_CALENDAR_URL = 'https://calendar.example.org/ical/claire/private-demo/basic.ics';

export function calendarImportDemo(cal: Calendar): { batches: SeedBatch[] } {
  const busy: (typeof s.importedBusyTimes.$inferInsert)[] = [
    ...[2, 9, 16, 23, 30].map((offset) => ({ coachId: U.claire, date: cal.day(offset), startTime: '18:00', endTime: '20:00' })),
    { coachId: U.claire, date: cal.schoolDay(5), startTime: null, endTime: null },
    { coachId: U.claire, date: cal.schoolDay(12), startTime: '08:00', endTime: '11:30' },
  ];
  return {
    batches: [
      batch(s.calendarImports, [
        { coachId: U.claire, url: DEMO_CALENDAR_URL, lastSyncedAt: cal.ts(-0.02), busyCount: busy.length },
        {
          coachId: U.marco,
          url: 'https://outlook.example.org/owa/calendar/marco/reachcalendar.ics',
          lastError: 'http_error',
          lastErrorAt: cal.ts(-0.03),
        },
      ]),
      batch(s.importedBusyTimes, busy),
    ],
  };
}
