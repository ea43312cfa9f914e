/*
 * A small RFC 5545 (iCalendar) writer: one published calendar of events in Europe/Zurich local time.
 * Lines end with CRLF and are folded at 75 octets; TEXT values are escaped.
 */

export const ICS_TIMEZONE = 'Europe/Zurich';
/** Our workshops' event UIDs end with it (`workshop-<id>@workshop-admin`); the calendar import skips them. */
export const WORKSHOP_UID_SUFFIX = '@workshop-admin';
const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

export interface IcsEvent {
  uid: string;
  /** ISO `YYYY-MM-DD` and `HH:MM`, local time in Europe/Zurich. */
  date: string;
  startTime: string;
  endTime: string;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  /** Unix seconds of the last change. */
  lastModified?: number;
}

export interface IcsCalendar {
  prodId: string;
  name: string;
  events: IcsEvent[];
  /** When the file is generated (DTSTAMP). */
  now: Date;
}

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks; other control characters are dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      .replace(/[\\;,\n]/g, (ch) => (ch === '\n' ? '\\n' : `\\${ch}`))
      // eslint-disable-next-line no-control-regex -- control characters are not allowed in TEXT values
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

const utf8Octets = (char: string) => {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** Folds a content line into CRLF + space continued lines of at most 75 octets, never splitting a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      // The leading space of a continuation line counts towards its 75 octets.
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** `2027-03-10`, `08:00` -> `20270310T080000` (local time). */
export const localDateTime = (date: string, time: string) => `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;

/** UTC `YYYYMMDDTHHMMSSZ`. */
export const utcDateTime = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** Europe/Zurich since 1981: CEST from the last Sunday of March 02:00, CET from the last Sunday of October 03:00. */
const zurichTimezone = [
  'BEGIN:VTIMEZONE',
  `TZID:${ICS_TIMEZONE}`,
  `X-LIC-LOCATION:${ICS_TIMEZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19810329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19961027T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const optional = (name: string, value: string | undefined) => (value ? [`${name}:${escapeText(value)}`] : []);

function eventLines(event: IcsEvent, stamp: string): string[] {
  const zoned = `;TZID=${ICS_TIMEZONE}`;
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART${zoned}:${localDateTime(event.date, event.startTime)}`,
    `DTEND${zoned}:${localDateTime(event.date, event.endTime)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...optional('LOCATION', event.location),
    ...optional('DESCRIPTION', event.description),
    // A URI value is not TEXT: it is written as is.
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.lastModified ? [`LAST-MODIFIED:${utcDateTime(new Date(event.lastModified * 1000))}`] : []),
    'STATUS:CONFIRMED',
    'END:VEVENT',
  ];
}

/** The whole `.ics` file, CRLF after every line. */
export function renderCalendar(calendar: IcsCalendar): string {
  const stamp = utcDateTime(calendar.now);
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${calendar.prodId}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${ICS_TIMEZONE}`,
    ...zurichTimezone,
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map((line) => foldLine(line) + CRLF).join('');
}
