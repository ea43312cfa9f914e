import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MonthTable } from '@/components/calendar/month-table';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { monthGrid, normalizeAnchor, sameMonth, shiftAnchor } from '@/lib/calendar';
import { formatIsoDateWith } from '@/lib/format';
import { cn } from '@/lib/utils';
import { entriesByDay, entryKinds, isEveryDay, type Entry } from '../entries';
import { kindColours, kindLabels, timeOfDayLabels } from '../labels';

interface UnavailabilityCalendarProps {
  /** The first day of the month shown. */
  anchor: string;
  today: string;
  entries: readonly Entry[];
  onAnchorChange: (anchor: string) => void;
}

/**
 * The month with the days the coach is not available: blocked days, holidays, weekday and time-of-day blocks.
 * A month grid from 960 px, an agenda of the marked days on phones.
 */
export function UnavailabilityCalendar({ anchor, today, entries, onAnchorChange }: UnavailabilityCalendarProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const weeks = monthGrid(anchor);
  const byDay = entriesByDay(weeks.flat(), entries);
  const everyDay = entries.filter(isEveryDay);
  const title = formatIsoDateWith(anchor, i18n.locale, { month: 'long', year: 'numeric' });
  const agendaDays = weeks.flat().filter((day) => sameMonth(day, anchor) && byDay.has(day));

  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <div className="flex flex-wrap items-center gap-1">
        <Button
          variant="outline"
          size="icon"
          aria-label={t`Vorheriger Monat`}
          onClick={() => onAnchorChange(shiftAnchor('month', anchor, -1))}
        >
          <ChevronLeftIcon />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={t`Nächster Monat`}
          onClick={() => onAnchorChange(shiftAnchor('month', anchor, 1))}
        >
          <ChevronRightIcon />
        </Button>
        <Button variant="ghost" onClick={() => onAnchorChange(normalizeAnchor('month', today))}>
          <Trans>Heute</Trans>
        </Button>
        <h2 id={titleId} aria-live="polite" className="ml-2 text-lg font-semibold capitalize">
          {title}
        </h2>
      </div>

      {everyDay.length > 0 && (
        <p className="text-sm" data-testid="every-day">
          <Trans>Jeden Tag gesperrt:</Trans> {everyDay.map((entry) => i18n._(timeOfDayLabels[entry.time_of_day])).join(', ')}
        </p>
      )}

      <div className="hidden md:block">
        <MonthTable
          weeks={weeks}
          anchor={anchor}
          today={today}
          caption={title}
          cellHeight="h-24"
          renderDay={(day) => {
            const marks = byDay.get(day);
            return marks && <Marks entries={marks} />;
          }}
        />
      </div>

      <div className="md:hidden">
        {agendaDays.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
            <Trans>Keine gesperrten Tage in diesem Monat.</Trans>
          </p>
        ) : (
          <ol className="grid gap-3" aria-label={title}>
            {agendaDays.map((day) => (
              <li key={day} className="grid gap-1" data-date={day}>
                <h3 className={cn('text-sm font-semibold', day === today && 'text-primary')}>
                  {formatIsoDateWith(day, i18n.locale, { weekday: 'long', day: 'numeric', month: 'long' })}
                </h3>
                <Marks entries={byDay.get(day)!} />
              </li>
            ))}
          </ol>
        )}
      </div>

      <ul aria-label={t`Farben der Einträge`} className="flex flex-wrap gap-2 text-xs">
        {entryKinds.map((kind) => (
          <li key={kind} className={cn('rounded-full border px-2 leading-5', kindColours[kind])}>
            {i18n._(kindLabels[kind])}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Marks({ entries }: { entries: readonly Entry[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="grid gap-1">
      {entries.map((entry) => (
        <li
          key={`${entry.kind}-${entry.id}`}
          className={cn('min-w-0 truncate rounded-md border px-1.5 py-0.5 text-xs', kindColours[entry.kind])}
          data-kind={entry.kind}
          title={entry.note ?? undefined}
        >
          {i18n._(entry.kind === 'time_of_day' ? timeOfDayLabels[entry.time_of_day] : kindLabels[entry.kind])}
        </li>
      ))}
    </ul>
  );
}
