import ICAL from 'ical.js';
import { addDays, ZURICH } from '../../contract/lib/dates';
import { WORKSHOP_UID_SUFFIX } from '../calendar-feed/ics';

/** A busy time on one Zurich day; no times = the whole day. `end_time` may be `24:00` (until midnight). */
export interface BusyTime {
  date: string;
  startTime: string | null;
  endTime: string | null;
}

/** The days to import: `from` inclusive, `to` exclusive (ISO dates, Zurich). */
export interface ImportWindow {
  from: string;
  to: string;
}

/** Bounds that keep a hostile or huge feed from eating the CPU budget (a daily event for a year is 366 steps). */
export const IMPORT_LIMITS = {
  /** Recurrence steps per event, counted from its first occurrence (a daily series begun 10 years ago fits). */
  stepsPerEvent: 5000,
  /**
   * Recurrence steps over the whole feed: ical.js takes ~30 µs a step in workerd, so a feed costs at most ~0.6 s of
   * CPU for its recurrences (decision 046).
   */
  stepsPerFeed: 20_000,
  /** Busy rows kept per coach; the earliest are kept. */
  rows: 3000,
};

/** Zurich date and `HH:MM` of an instant. */
function inZurich(ms: number): { date: string; time: string } {
  const local = new Date(ms + offsetAt(ms, zoneFormat(ZURICH)!)).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

const zoneFormats = new Map<string, Intl.DateTimeFormat | null>();

/** A formatter for an IANA zone name, or null when the name is unknown (e.g. a Windows zone without VTIMEZONE). */
function zoneFormat(zone: string): Intl.DateTimeFormat | null {
  if (!zoneFormats.has(zone)) {
    let format: Intl.DateTimeFormat | null;
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        hourCycle: 'h23',
      });
    } catch {
      format = null;
    }
    // Bounded: a hostile feed could name thousands of zones.
    if (zoneFormats.size < 200) zoneFormats.set(zone, format);
    else return format;
  }
  return zoneFormats.get(zone)!;
}

/** Offsets per zone and quarter hour: zones change their offset only on quarter hours, and Intl is slow. */
const offsets = new Map<Intl.DateTimeFormat, Map<number, number>>();
const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(ms: number, format: Intl.DateTimeFormat): number {
  let byQuarter = offsets.get(format);
  if (!byQuarter || byQuarter.size > 100_000) offsets.set(format, (byQuarter = new Map()));
  const quarter = Math.floor(ms / QUARTER_HOUR_MS);
  let offset = byQuarter.get(quarter);
  if (offset === undefined) {
    const at = quarter * QUARTER_HOUR_MS;
    const p = Object.fromEntries(format.formatToParts(new Date(at)).map((part) => [part.type, Number(part.value)]));
    offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - at;
    byQuarter.set(quarter, offset);
  }
  return offset;
}

/** The instant of a wall-clock time in an IANA zone (a time skipped by a DST change moves forward, as in RFC 5545). */
function wallTimeToInstant(time: ICAL.Time, zone: string): number {
  const format = zoneFormat(zone) ?? zoneFormat(ZURICH)!;
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const first = offsetAt(wall, format);
  const second = offsetAt(wall - first, format);
  return wall - (second === first ? first : second);
}

const isFloating = (time: ICAL.Time) => time.zone === ICAL.Timezone.localTimezone || time.zone?.tzid === 'floating';

/**
 * The instant of a date-time: UTC and zones defined by a VTIMEZONE in the feed through ical.js; a TZID without
 * VTIMEZONE (common for IANA names) through Intl; a floating time as Zurich time.
 */
function instantOf(time: ICAL.Time, tzid: string | null): number {
  if (!isFloating(time)) return time.toUnixTime() * 1000;
  return wallTimeToInstant(time, tzid ?? ZURICH);
}

const tzidOf = (component: ICAL.Component, name: 'dtstart' | 'dtend') => {
  const value = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : null;
};

const dateOf = (time: ICAL.Time) =>
  `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;

/** Free time and cancelled events do not block the coach. */
function blocks(component: ICAL.Component): boolean {
  const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency !== 'TRANSPARENT' && status !== 'CANCELLED';
}

/** One occurrence cut into Zurich days, clipped to the window. */
function daysOf(start: ICAL.Time, end: ICAL.Time, item: ICAL.Event, window: ImportWindow): BusyTime[] {
  const out: BusyTime[] = [];
  if (start.isDate) {
    const first = dateOf(start);
    const endDate = end.isDate ? dateOf(end) : addDays(first, 1);
    const last = endDate > first ? endDate : addDays(first, 1);
    for (let date = first < window.from ? window.from : first; date < last && date < window.to; date = addDays(date, 1)) {
      out.push({ date, startTime: null, endTime: null });
    }
    return out;
  }
  const startMs = instantOf(start, tzidOf(item.component, 'dtstart'));
  const endMs = instantOf(end, tzidOf(item.component, 'dtend') ?? tzidOf(item.component, 'dtstart'));
  if (endMs <= startMs) return out;
  const from = inZurich(startMs);
  const to = inZurich(endMs);
  for (
    let date = from.date < window.from ? window.from : from.date;
    date <= to.date && date < window.to;
    date = addDays(date, 1)
  ) {
    const startTime = date === from.date ? from.time : '00:00';
    const endTime = date === to.date ? to.time : '24:00';
    if (startTime >= endTime) continue;
    const wholeDay = startTime === '00:00' && endTime === '24:00';
    out.push({ date, startTime: wholeDay ? null : startTime, endTime: wholeDay ? null : endTime });
  }
  return out;
}

/**
 * Events by UID: the series (or single event) with its overrides (RECURRENCE-ID) related to it. Our own workshops
 * (a coach who subscribed to her feed and copied its events) are left out: they would block their own placement.
 */
function eventsOf(calendar: ICAL.Component): ICAL.Event[] {
  const vevents = calendar
    .getAllSubcomponents('vevent')
    .filter((v) => !String(v.getFirstPropertyValue('uid') ?? '').endsWith(WORKSHOP_UID_SUFFIX));
  const masters = new Map<string, ICAL.Event>();
  const loose: ICAL.Event[] = [];
  for (const vevent of vevents.filter((v) => !v.hasProperty('recurrence-id'))) {
    const event = new ICAL.Event(vevent);
    if (event.uid && !masters.has(event.uid)) masters.set(event.uid, event);
    else loose.push(event);
  }
  for (const vevent of vevents.filter((v) => v.hasProperty('recurrence-id'))) {
    const override = new ICAL.Event(vevent);
    const master = masters.get(override.uid);
    // An override without its series (an invitation to one instance) is an event of its own.
    if (master?.isRecurring()) master.relateException(override);
    else loose.push(override);
  }
  return [...masters.values(), ...loose];
}

/**
 * The window as instants with a day to spare on each side, for cheap checks on `toUnixTime()` (which reads a
 * floating time as UTC): no time zone is a day away from Zurich.
 */
const roughBounds = (window: ImportWindow) => ({
  from: Date.parse(`${addDays(window.from, -1)}T00:00:00Z`) / 1000,
  to: Date.parse(`${addDays(window.to, 1)}T00:00:00Z`) / 1000,
});

interface Budget {
  steps: number;
}

function occurrencesOf(event: ICAL.Event, window: ImportWindow, budget: Budget): BusyTime[] {
  if (!event.startDate) return [];
  const end = event.endDate ?? event.startDate;
  if (!event.isRecurring()) return blocks(event.component) ? daysOf(event.startDate, end, event, window) : [];
  const out: BusyTime[] = [];
  const bounds = roughBounds(window);
  const iterator = event.iterator();
  for (let steps = 0; steps < IMPORT_LIMITS.stepsPerEvent && budget.steps > 0; steps++, budget.steps--) {
    const next = iterator.next();
    if (!next || next.toUnixTime() > bounds.to) break;
    const details = event.getOccurrenceDetails(next);
    if (details.endDate.toUnixTime() < bounds.from || !blocks(details.item.component)) continue;
    out.push(...daysOf(details.startDate, details.endDate, details.item, window));
  }
  return out;
}

/** Per day: a whole-day entry swallows the day's times; overlapping or touching times are merged. */
function normalise(busy: BusyTime[]): BusyTime[] {
  const byDate = new Map<string, BusyTime[]>();
  for (const entry of busy) byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry]);
  const out: BusyTime[] = [];
  for (const date of [...byDate.keys()].sort()) {
    const entries = byDate.get(date)!;
    if (entries.some((e) => e.startTime === null)) {
      out.push({ date, startTime: null, endTime: null });
      continue;
    }
    const spans = entries.sort((a, b) => a.startTime!.localeCompare(b.startTime!) || a.endTime!.localeCompare(b.endTime!));
    let current = { ...spans[0]! };
    for (const span of spans.slice(1)) {
      if (span.startTime! <= current.endTime!) {
        if (span.endTime! > current.endTime!) current.endTime = span.endTime;
      } else {
        out.push(current);
        current = { ...span };
      }
    }
    out.push(current);
  }
  return out.slice(0, IMPORT_LIMITS.rows);
}

/**
 * The busy times of an iCalendar feed in the window, per Zurich day: recurrences expanded (EXDATE removed,
 * RECURRENCE-ID overrides applied), all-day events as whole days, events over several days split per day, free
 * (TRANSP:TRANSPARENT) and cancelled events left out. Keeps no summary or other content. Throws on a feed that
 * does not parse.
 */
export function busyTimesFromIcs(text: string, window: ImportWindow): BusyTime[] {
  const parsed = ICAL.parse(text);
  const calendar = new ICAL.Component((Array.isArray(parsed[0]) ? parsed[0] : parsed) as unknown[]);
  if (calendar.name !== 'vcalendar') throw new Error('Not a VCALENDAR');
  const budget: Budget = { steps: IMPORT_LIMITS.stepsPerFeed };
  const busy = eventsOf(calendar).flatMap((event) => occurrencesOf(event, window, budget));
  return normalise(busy.filter((b) => b.date >= window.from && b.date < window.to));
}
