import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ListEntry, ListKind, ListUsagePlace } from '@/lib/contract';

/** The lists in the order of the kind picker. */
export const listKindLabels: Record<ListKind, MessageDescriptor> = {
  grades: msg`Stufen`,
  'educational-systems': msg`Schulsysteme/Bildungsstufen`,
  infrastructure: msg`Infrastruktur`,
  skills: msg`Coach-Fähigkeiten`,
  languages: msg`Coach-Sprachen`,
  subjects: msg`Coach-Themen`,
};

const placeCount: Record<ListUsagePlace, (i18n: I18n, count: number) => string> = {
  inquiries: (i18n, count) => i18n._(msg`${plural(count, { one: '# Anfrage', other: '# Anfragen' })}`),
  workshops: (i18n, count) => i18n._(msg`${plural(count, { one: '# Workshop', other: '# Workshops' })}`),
  coaches: (i18n, count) => i18n._(msg`${plural(count, { one: '# Coach', other: '# Coaches' })}`),
  offered_workshops: (i18n, count) => i18n._(msg`${plural(count, { one: '# Angebot', other: '# Angebote' })}`),
};

/** "2 Anfragen, 1 Workshop", or null when the entry is not used anywhere. */
export function usageSummary(i18n: I18n, usage: ListEntry['usage']): string | null {
  if (usage.length === 0) return null;
  return usage.map(({ where, count }) => placeCount[where](i18n, count)).join(', ');
}

/** The translations besides German, each shown with its language code. */
export const otherLanguages = ['fr', 'it', 'en'] as const;
