import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { todayInZurich, type CoachUnavailabilities, type Unavailability, type Weekday } from '@/lib/contract';
import { formatIsoDateWith, formatShortDate } from '@/lib/format';
import { useCoachUnavailabilities } from '../api/get-coach-unavailabilities';
import { labelOf, timeOfDayLabels } from '../labels';
import { Section } from '@/components/detail-section';

/** How many upcoming dated entries the summary lists. */
const SHOWN_DATED = 8;

const holidayLabel = msg`Ferien`;

interface Dated {
  key: string;
  from: string;
  to: string;
  holiday: boolean;
  note: string | null;
}

type Recurring = Exclude<Unavailability, { kind: 'blocked_day' }>;

/** Blocked days and holidays that are not over yet, by first day. */
function upcomingDated(data: CoachUnavailabilities, today: string): Dated[] {
  const blocked = data.unavailabilities.flatMap((entry) =>
    entry.kind === 'blocked_day'
      ? [{ key: `u${entry.id}`, from: entry.date, to: entry.to_date ?? entry.date, holiday: false, note: entry.note }]
      : [],
  );
  const holidays = data.holidays.map((entry) => ({
    key: `h${entry.id}`,
    from: entry.from_date,
    to: entry.to_date,
    holiday: true,
    note: entry.note,
  }));
  return [...blocked, ...holidays].filter((entry) => entry.to >= today).sort((a, b) => a.from.localeCompare(b.from));
}

/** 1 = Monday … 7 = Sunday named by Intl (1 January 2024 was a Monday). */
const weekdayName = (weekday: Weekday, language: string) =>
  formatIsoDateWith(`2024-01-0${weekday}`, language, { weekday: 'long' });

/** The coach's unavailabilities, read-only and compact: upcoming blocked days and holidays, then recurring blocks. */
export function UnavailabilitySummary({ coachId }: { coachId: number }) {
  const { t, i18n } = useLingui();
  const { data, error } = useCoachUnavailabilities(coachId);
  const today = useMemo(() => todayInZurich(), []);
  const dated = data ? upcomingDated(data, today) : [];
  const recurring = (data?.unavailabilities ?? []).filter((entry): entry is Recurring => entry.kind !== 'blocked_day');
  const more = dated.length - SHOWN_DATED;

  return (
    <Section title={t`Abwesenheiten`} testId="coach-unavailabilities">
      {error ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Die Abwesenheiten konnten nicht geladen werden.</Trans>
        </p>
      ) : !data ? (
        <p className="text-sm text-muted-foreground" role="status">
          <Trans>Wird geladen …</Trans>
        </p>
      ) : dated.length === 0 && recurring.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Keine Abwesenheiten eingetragen.</Trans>
        </p>
      ) : (
        <div className="grid gap-4 text-sm">
          {dated.length > 0 && (
            <ul className="grid gap-1" aria-label={t`Gesperrte Tage und Ferien`}>
              {dated.slice(0, SHOWN_DATED).map((entry) => (
                <li key={entry.key} className="flex flex-wrap gap-x-2">
                  <span className="tabular-nums">
                    {formatShortDate(entry.from, i18n.locale)}
                    {entry.to !== entry.from && ` – ${formatShortDate(entry.to, i18n.locale)}`}
                  </span>
                  {entry.holiday && <span className="font-medium">{i18n._(holidayLabel)}</span>}
                  {entry.note && <span className="text-muted-foreground">{entry.note}</span>}
                </li>
              ))}
              {more > 0 && (
                <li className="text-muted-foreground">
                  <Plural value={more} one="und # weitere" other="und # weitere" />
                </li>
              )}
            </ul>
          )}
          {recurring.length > 0 && (
            <ul className="grid gap-1" aria-label={t`Wiederkehrend`}>
              {recurring.map((entry) => (
                <li key={entry.id} className="flex flex-wrap gap-x-2">
                  <RecurringText entry={entry} />
                  {entry.note && <span className="text-muted-foreground">{entry.note}</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Section>
  );
}

/** "Jeden Montag", "Abend, jeden Tag", "Vormittag, jeden Freitag". */
function RecurringText({ entry }: { entry: Recurring }) {
  const { t, i18n } = useLingui();
  // Same wording as the coach's own page, so the catalogue has each sentence once.
  const name = entry.weekday === null ? null : weekdayName(entry.weekday, i18n.locale);
  if (entry.kind === 'weekday') return <span>{t`Jeden ${name}`}</span>;
  const time = labelOf(i18n, timeOfDayLabels, entry.time_of_day);
  return <span>{name ? t`${time}, jeden ${name}` : t`${time}, jeden Tag`}</span>;
}
