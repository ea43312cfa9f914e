import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TimeOfDay, Weekday } from '@/lib/contract';
import { formatIsoDateWith, formatShortDate } from '@/lib/format';
import type { Entry, EntryKind } from './entries';

export const kindLabels: Record<EntryKind, MessageDescriptor> = {
  blocked_day: msg`Gesperrter Tag`,
  holiday: msg`Ferien`,
  weekday: msg`Wochentag`,
  time_of_day: msg`Tageszeit`,
};

export const groupTitles: Record<EntryKind, MessageDescriptor> = {
  blocked_day: msg`Gesperrte Tage`,
  holiday: msg`Ferien`,
  weekday: msg`Wochentage`,
  time_of_day: msg`Tageszeiten`,
};

export const timeOfDayLabels: Record<TimeOfDay, MessageDescriptor> = {
  before_noon: msg`Vormittag`,
  afternoon: msg`Nachmittag`,
  evening: msg`Abend`,
};

/** Calendar colours per kind (the kind is always written out too: colour is never the only cue). */
export const kindColours: Record<EntryKind, string> = {
  blocked_day: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  holiday: 'border-sky-300 bg-sky-100 text-sky-950 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100',
  weekday: 'border-amber-300 bg-amber-100 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  time_of_day: 'border-violet-300 bg-violet-100 text-violet-950 dark:border-violet-700 dark:bg-violet-950 dark:text-violet-100',
};

/** 1 = Monday … 7 = Sunday named by Intl in the interface language (1 January 2024 was a Monday). */
export const weekdayName = (weekday: Weekday, language: string) =>
  formatIsoDateWith(`2024-01-0${weekday}`, language, { weekday: 'long' });

/** A line that says what the entry blocks: "Mo., 04.01.2027 – Fr., 08.01.2027", "Jeden Montag", "Abend, jeden Tag". */
export function describeEntry(i18n: I18n, entry: Entry): string {
  const language = i18n.locale;
  const day = (iso: string) => formatShortDate(iso, language);
  switch (entry.kind) {
    case 'blocked_day':
      return entry.to_date ? `${day(entry.date)} – ${day(entry.to_date)}` : day(entry.date);
    case 'holiday':
      return `${day(entry.from_date)} – ${day(entry.to_date)}`;
    case 'weekday': {
      const name = weekdayName(entry.weekday, language);
      return i18n._(msg`Jeden ${name}`);
    }
    case 'time_of_day': {
      const time = i18n._(timeOfDayLabels[entry.time_of_day]);
      if (entry.weekday === null) return i18n._(msg`${time}, jeden Tag`);
      const name = weekdayName(entry.weekday, language);
      return i18n._(msg`${time}, jeden ${name}`);
    }
  }
}
