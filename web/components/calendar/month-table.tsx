import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { sameMonth } from '@/lib/calendar';
import { formatIsoDateWith } from '@/lib/format';
import { cn } from '@/lib/utils';

/** The weekday column headers (short name, long name on hover and for screen readers). */
function WeekdayHeaders({ days }: { days: readonly string[] }) {
  const { i18n } = useLingui();
  return (
    <>
      {days.map((day) => (
        <th key={day} scope="col" className="px-2 py-1 text-left text-xs font-medium text-muted-foreground">
          <abbr title={formatIsoDateWith(day, i18n.locale, { weekday: 'long' })} className="no-underline">
            {formatIsoDateWith(day, i18n.locale, { weekday: 'short' })}
          </abbr>
        </th>
      ))}
    </>
  );
}

interface MonthTableProps {
  /** Whole weeks, Monday to Sunday (`monthGrid`). */
  weeks: string[][];
  /** A day of the month shown: days of the neighbouring months are greyed. */
  anchor: string;
  today: string;
  caption: string;
  /** Height of a day cell, e.g. `h-24`. */
  cellHeight: string;
  /** What a day shows under its number. */
  renderDay: (day: string) => ReactNode;
}

/** A month as a table of days (workshops, unavailabilities): the day number, today marked, the content of each day. */
export function MonthTable({ weeks, anchor, today, caption, cellHeight, renderDay }: MonthTableProps) {
  const { i18n } = useLingui();
  return (
    <table className="w-full table-fixed border-collapse rounded-xl border bg-card text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b bg-muted/50">
        <tr>
          <WeekdayHeaders days={weeks[0]!} />
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]} className="border-b last:border-0">
            {week.map((day) => {
              const inMonth = sameMonth(day, anchor);
              return (
                <td
                  key={day}
                  className={cn('overflow-hidden border-r p-1 align-top last:border-r-0', cellHeight, !inMonth && 'bg-muted/40')}
                  aria-current={day === today ? 'date' : undefined}
                  data-date={day}
                >
                  <div
                    className={cn(
                      'mb-1 flex size-6 items-center justify-center rounded-full text-xs tabular-nums',
                      !inMonth && 'text-muted-foreground',
                      day === today && 'bg-primary font-semibold text-primary-foreground',
                    )}
                  >
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    <span className="sr-only">
                      {formatIsoDateWith(day, i18n.locale, { weekday: 'long', day: 'numeric', month: 'long' })}
                    </span>
                  </div>
                  {renderDay(day)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
