import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, localDateTime, renderCalendar, utcDateTime } from './ics';

const octets = (text: string) => new TextEncoder().encode(text).length;
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('C:\\new;')).toBe('C:\\\\new\\;');
  });

  it('keeps colons, quotes, tabs and umlauts; drops other control characters', () => {
    expect(escapeText('Zeit: 8 Uhr "Aula"\tZürich')).toBe('Zeit: 8 Uhr "Aula"\tZürich');
    expect(escapeText('a\u0000b\u0007c\u007f')).toBe('abc');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds a longer one with CRLF and a space', () => {
    const exact = 'X'.repeat(75);
    expect(foldLine(exact)).toBe(exact);
    const folded = foldLine('Y'.repeat(200));
    const lines = folded.split('\r\n');
    expect(lines.map(octets)).toEqual([75, 75, 52]);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe('Y'.repeat(200));
  });

  it('counts octets, not characters, and never splits a character', () => {
    const text = `SUMMARY:${'ä'.repeat(50)}😀${'€'.repeat(30)}`;
    const lines = foldLine(text).split('\r\n');
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    expect(lines.every((line) => !line.includes('\uFFFD'))).toBe(true);
    expect(unfold(lines.join('\r\n'))).toBe(text);
    // 'ä' takes two octets: 8 + 33 * 2 = 74, one more would make 76.
    expect(lines[0]).toBe(`SUMMARY:${'ä'.repeat(33)}`);
  });
});

describe('renderCalendar', () => {
  const text = renderCalendar({
    prodId: '-//Test//EN',
    name: 'Workshops A, B',
    now: new Date('2027-03-01T09:05:07Z'),
    events: [
      {
        uid: 'workshop-1@workshop-admin',
        date: '2027-03-10',
        startTime: '08:00',
        endTime: '09:30',
        summary: 'Kinderrechte – Schule; Nord',
        location: `Hauptstrasse 1, 3000 Bern, ${'Zimmer '.repeat(15)}`,
        description: 'Kontakt: Noa\nTelefon: 031',
        url: 'https://example.org/manager/coach-requests',
        lastModified: 1_800_000_000,
      },
    ],
  });

  it('writes CRLF lines of at most 75 octets with the calendar and event properties', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
    const lines = unfold(text).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'X-WR-CALNAME:Workshops A\\, B',
        'DTSTAMP:20270301T090507Z',
        'DTSTART;TZID=Europe/Zurich:20270310T080000',
        'DTEND;TZID=Europe/Zurich:20270310T093000',
        'SUMMARY:Kinderrechte – Schule\\; Nord',
        'DESCRIPTION:Kontakt: Noa\\nTelefon: 031',
        'URL:https://example.org/manager/coach-requests',
        'LAST-MODIFIED:20270115T080000Z',
        'STATUS:CONFIRMED',
      ]),
    );
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'PRODID:-//Test//EN',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
  });

  it('formats local and UTC date-times', () => {
    expect(localDateTime('2027-12-31', '23:59')).toBe('20271231T235900');
    expect(utcDateTime(new Date('2027-01-02T03:04:05.678Z'))).toBe('20270102T030405Z');
  });
});
