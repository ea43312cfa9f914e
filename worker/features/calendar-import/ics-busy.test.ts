import { describe, expect, it } from 'vitest';
import feed from './fixtures/coach-calendar.ics?raw';
import { busyTimesFromIcs } from './ics-busy';

const day = (date: string, startTime: string | null = null, endTime: string | null = null) => ({ date, startTime, endTime });

describe('busyTimesFromIcs', () => {
  it('expands recurrences with EXDATE and RECURRENCE-ID across both DST changes into Zurich days and times', () => {
    expect(busyTimesFromIcs(feed, { from: '2027-03-01', to: '2027-04-15' })).toEqual([
      // New York 12:00 is 18:00 in Zurich until the US changes to summer time (14 March) …
      day('2027-03-01', '18:00', '19:00'),
      // … the Zurich rehearsal keeps its wall time 18:00 before and after the European change (28 March)
      day('2027-03-02', '18:00', '20:00'),
      day('2027-03-08', '18:00', '19:00'),
      day('2027-03-09', '18:00', '20:00'),
      // a UTC trip over three days: split per Zurich day, the middle day whole
      day('2027-03-10', '17:00', '24:00'),
      day('2027-03-11'),
      day('2027-03-12', '00:00', '11:00'),
      // … 17:00 while New York has summer time and Zurich not yet
      day('2027-03-15', '17:00', '18:00'),
      // 16 March: EXDATE
      day('2027-03-22', '17:00', '18:00'),
      // 23 March moved to the 24th in the morning (RECURRENCE-ID)
      day('2027-03-24', '07:30', '09:00'),
      day('2027-03-29', '18:00', '19:00'),
      day('2027-03-30', '18:00', '20:00'),
      // all-day event of two days (DTEND exclusive)
      day('2027-04-01'),
      day('2027-04-02'),
      // a floating time counts as Zurich time
      day('2027-04-05', '09:00', '10:00'),
      day('2027-04-05', '18:00', '19:00'),
      day('2027-04-06', '18:00', '20:00'),
      // 7 April free (TRANSP:TRANSPARENT), 8 April cancelled; the rehearsal of 20 April lies after the window
      day('2027-04-13', '18:00', '20:00'),
    ]);
  });

  it('keeps only the days inside the window, clipping events that reach into it', () => {
    expect(busyTimesFromIcs(feed, { from: '2027-03-11', to: '2027-03-13' })).toEqual([
      day('2027-03-11'),
      day('2027-03-12', '00:00', '11:00'),
    ]);
  });

  it('merges overlapping times and lets a whole day swallow the times of that day', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//t//t//EN',
      ...[
        ['a', '20270601T080000Z', '20270601T100000Z'],
        ['b', '20270601T090000Z', '20270601T110000Z'],
        ['c', '20270601T140000Z', '20270601T150000Z'],
        ['d', '20270602T080000Z', '20270602T090000Z'],
        // A workshop of our own feed, copied into the coach's calendar: not a busy time of its own.
        ['workshop-7@workshop-admin', '20270603T080000Z', '20270603T090000Z'],
      ].flatMap(([uid, start, end]) => ['BEGIN:VEVENT', `UID:${uid}`, `DTSTART:${start}`, `DTEND:${end}`, 'END:VEVENT']),
      'BEGIN:VEVENT',
      'UID:e',
      'DTSTART;VALUE=DATE:20270602',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(busyTimesFromIcs(ics, { from: '2027-06-01', to: '2027-06-30' })).toEqual([
      day('2027-06-01', '10:00', '13:00'),
      day('2027-06-01', '16:00', '17:00'),
      day('2027-06-02'),
    ]);
  });

  it('stops an endless daily series at the window’s end', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//t//t//EN',
      'BEGIN:VEVENT',
      'UID:daily',
      'DTSTART;TZID=Europe/Zurich:20200101T070000',
      'DTEND;TZID=Europe/Zurich:20200101T080000',
      'RRULE:FREQ=DAILY',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const busy = busyTimesFromIcs(ics, { from: '2027-01-01', to: '2028-01-01' });
    expect(busy).toHaveLength(365);
    expect(busy[0]).toEqual(day('2027-01-01', '07:00', '08:00'));
    expect(busy.at(-1)).toEqual(day('2027-12-31', '07:00', '08:00'));
  });

  it('refuses text that is not a calendar', () => {
    expect(() => busyTimesFromIcs('<html></html>', { from: '2027-01-01', to: '2028-01-01' })).toThrow();
  });
});
