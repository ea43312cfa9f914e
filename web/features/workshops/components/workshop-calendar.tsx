import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { MonthTable } from '@/components/calendar/month-table';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { WorkshopListItem, WorkshopState } from '@/lib/contract';
import { formatIsoDateWith, formatTimeRange } from '@/lib/format';
import { cn } from '@/lib/utils';
import { calendarModes, groupByDate, monthGrid, sameMonth, shiftAnchor, weekDays, type CalendarMode } from '@/lib/calendar';
import { statusToneClasses } from '@/components/ui/status-pill';
import { labelOf, workshopStateLabels, workshopStateTones } from '../labels';
import { WorkshopStateBadge } from './workshop-state-badge';

interface WorkshopCalendarProps {
  mode: CalendarMode;
  anchor: string;
  today: string;
  items: readonly WorkshopListItem[];
  /** More workshops match than were loaded. */
  truncated: boolean;
  loading: boolean;
  onChange: (mode: CalendarMode, anchor: string) => void;
}

/**
 * The workshops on their days: a month grid (Monday first) or a week, coloured by state, every entry a link to the
 * detail. On phones both become an agenda (the days with workshops, in order).
 */
export function WorkshopCalendar({ mode, anchor, today, items, truncated, loading, onChange }: WorkshopCalendarProps) {
  const { t, i18n } = useLingui();
  const language = i18n.locale;
  const byDate = groupByDate(items);
  const days = mode === 'month' ? monthGrid(anchor).flat() : weekDays(anchor);
  const title =
    mode === 'month'
      ? formatIsoDateWith(anchor, language, { month: 'long', year: 'numeric' })
      : `${formatIsoDateWith(days[0]!, language, { day: 'numeric', month: 'short' })} – ${formatIsoDateWith(days[6]!, language, { day: 'numeric', month: 'short', year: 'numeric' })}`;
  const modeLabels: Record<CalendarMode, string> = { month: t`Monat`, week: t`Woche` };
  const agendaDays = days.filter((day) => byDate.has(day) && (mode === 'week' || sameMonth(day, anchor)));

  return (
    <section aria-labelledby="calendar-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={mode === 'month' ? t`Vorheriger Monat` : t`Vorherige Woche`}
            onClick={() => onChange(mode, shiftAnchor(mode, anchor, -1))}
          >
            <ChevronLeftIcon />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={mode === 'month' ? t`Nächster Monat` : t`Nächste Woche`}
            onClick={() => onChange(mode, shiftAnchor(mode, anchor, 1))}
          >
            <ChevronRightIcon />
          </Button>
          <Button variant="ghost" onClick={() => onChange(mode, today)}>
            <Trans>Heute</Trans>
          </Button>
          <h2 id="calendar-title" aria-live="polite" className="ml-2 text-lg font-semibold capitalize">
            {title}
          </h2>
          {loading && <Spinner size="md" className="ml-2 text-muted-foreground" />}
        </div>
        <div role="group" aria-label={t`Kalenderansicht`} className="inline-flex rounded-md border p-0.5">
          {calendarModes.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={option === mode ? 'secondary' : 'ghost'}
              aria-pressed={option === mode}
              onClick={() => onChange(option, anchor)}
            >
              {modeLabels[option]}
            </Button>
          ))}
        </div>
      </div>

      {truncated && (
        <p role="status" className="text-sm text-muted-foreground">
          <Trans>Es werden nicht alle Workshops dieses Zeitraums gezeigt. Bitte grenzen Sie die Filter ein.</Trans>
        </p>
      )}

      <div className="hidden md:block">
        {mode === 'month' ? (
          <MonthGrid anchor={anchor} today={today} byDate={byDate} caption={title} />
        ) : (
          <WeekColumns days={days} today={today} byDate={byDate} caption={title} />
        )}
      </div>

      <div className="md:hidden">
        {agendaDays.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
            {mode === 'month' ? <Trans>Keine Workshops in diesem Monat.</Trans> : <Trans>Keine Workshops in dieser Woche.</Trans>}
          </p>
        ) : (
          <ol className="grid gap-4" aria-label={title}>
            {agendaDays.map((day) => (
              <li key={day} className="grid gap-2">
                <h3 className={cn('text-sm font-semibold', day === today && 'text-primary')}>
                  {formatIsoDateWith(day, language, { weekday: 'long', day: 'numeric', month: 'long' })}
                </h3>
                <ul className="grid gap-2">
                  {byDate.get(day)!.map((item) => (
                    <li key={item.id}>
                      <Entry item={item} detailed />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </div>

      <Legend />
    </section>
  );
}

function Entry({ item, detailed = false, range = detailed }: { item: WorkshopListItem; detailed?: boolean; range?: boolean }) {
  const { i18n } = useLingui();
  const state = labelOf(i18n, workshopStateLabels, item.state);
  return (
    <Link
      href={paths.manager.workshop.href(item.id)}
      className={cn(
        'block min-w-0 overflow-hidden rounded-md border px-1.5 py-1 text-xs leading-snug wrap-anywhere hover:brightness-95 focus-visible:outline-2 focus-visible:outline-ring',
        statusToneClasses[workshopStateTones[item.state]],
        detailed && 'p-3 text-sm',
      )}
      data-workshop-id={item.id}
      data-state={item.state}
    >
      <span className="font-semibold tabular-nums">
        {range ? formatTimeRange(item.start_time, item.end_time) : item.start_time}
      </span>{' '}
      <span className={cn(item.state === 'cancelled' && 'line-through')}>{item.title}</span>
      <span className="block truncate opacity-80">{item.institute}</span>
      {detailed ? (
        <span className="mt-1 block">
          <WorkshopStateBadge state={item.state} className="bg-background/70" />
        </span>
      ) : (
        <span className="sr-only">, {state}</span>
      )}
    </Link>
  );
}

function MonthGrid({
  anchor,
  today,
  byDate,
  caption,
}: {
  anchor: string;
  today: string;
  byDate: Map<string, WorkshopListItem[]>;
  caption: string;
}) {
  return (
    <MonthTable
      weeks={monthGrid(anchor)}
      anchor={anchor}
      today={today}
      caption={caption}
      cellHeight="h-28"
      renderDay={(day) => {
        const entries = byDate.get(day) ?? [];
        return (
          entries.length > 0 && (
            <ul className="grid gap-1">
              {entries.map((item) => (
                <li key={item.id} className="min-w-0">
                  <Entry item={item} />
                </li>
              ))}
            </ul>
          )
        );
      }}
    />
  );
}

function WeekColumns({
  days,
  today,
  byDate,
  caption,
}: {
  days: readonly string[];
  today: string;
  byDate: Map<string, WorkshopListItem[]>;
  caption: string;
}) {
  const { i18n } = useLingui();
  return (
    <table className="w-full table-fixed border-collapse rounded-xl border bg-card text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b bg-muted/50">
        <tr>
          {days.map((day) => (
            <th
              key={day}
              scope="col"
              className={cn('px-2 py-1 text-left text-xs font-medium', day === today ? 'text-primary' : 'text-muted-foreground')}
            >
              {formatIsoDateWith(day, i18n.locale, { weekday: 'short', day: 'numeric', month: 'numeric' })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {days.map((day) => (
            <td
              key={day}
              className="h-72 overflow-hidden border-r p-1 align-top last:border-r-0"
              aria-current={day === today ? 'date' : undefined}
              data-date={day}
            >
              <ul className="grid gap-1">
                {(byDate.get(day) ?? []).map((item) => (
                  <li key={item.id} className="min-w-0">
                    <Entry item={item} range />
                  </li>
                ))}
              </ul>
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

function Legend() {
  const { i18n, t } = useLingui();
  return (
    <ul aria-label={t`Farben der Status`} className="flex flex-wrap gap-2 text-xs">
      {(Object.keys(workshopStateLabels) as WorkshopState[]).map((state) => (
        <li key={state} className={cn('rounded-full border px-2 leading-5', statusToneClasses[workshopStateTones[state]])}>
          {i18n._(workshopStateLabels[state])}
        </li>
      ))}
    </ul>
  );
}
