import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { WarningIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import type { AllocatedWorkshop, CoachLoad } from '@/lib/contract';
import { formatIsoDateWith, formatTimeRange } from '@/lib/format';
import { cn } from '@/lib/utils';
import { atMax, monthName, workloadText } from '@/features/workload/workload-text';
import { formatHours, loadPercent } from '../period';

/** How many workshops a coach's entry shows before the rest folds away. */
const VISIBLE_WORKSHOPS = 5;

interface CoachLoadListProps {
  coaches: readonly CoachLoad[];
  caption: string;
  stale?: boolean;
}

const fullName = (coach: CoachLoad) => `${coach.firstname} ${coach.lastname}`;

function CoachName({ coach }: { coach: CoachLoad }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Link href={paths.manager.coach.href(coach.id)} className="font-medium text-primary hover:underline">
        {fullName(coach)}
      </Link>
      {coach.state !== 'active' && (
        <span className="rounded-full border px-2 text-xs leading-5 text-muted-foreground">
          <Trans>inaktiv</Trans>
        </span>
      )}
    </span>
  );
}

/** Per month of the period: placed and asked workshops against the coach's monthly target and maximum. */
function MonthlyWorkload({ coach }: { coach: CoachLoad }) {
  const { t, i18n } = useLingui();
  const { month_target: target, month_max: max, months } = coach.workload;
  if (target === null && max === null) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1 text-xs" aria-label={t`Auslastung pro Monat`} data-testid="monthly-workload">
      {months.map(({ month, count }) => (
        <li
          key={month}
          className={cn(
            'rounded-full border px-2 leading-5',
            atMax(count, max) ? 'border-destructive/50 text-destructive' : 'text-muted-foreground',
          )}
        >
          {monthName(month, i18n.locale)}: {workloadText(i18n, count, target, max)}
        </li>
      ))}
    </ul>
  );
}

/** The coach's hours as a share of the busiest coach's hours; the hours beside it carry the meaning. */
function LoadBar({ minutes, maxMinutes }: { minutes: number; maxMinutes: number }) {
  return (
    <div className="h-2 w-full min-w-16 rounded-full bg-muted" aria-hidden="true">
      <div
        className="h-2 rounded-full bg-primary"
        style={{ width: `${loadPercent(minutes, maxMinutes)}%` }}
        data-testid="load-bar"
      />
    </div>
  );
}

/** The bars' scale, from no hours to the busiest coach's hours. */
function LoadScale({ maxHours }: { maxHours: string }) {
  return (
    <span className="flex justify-between text-xs font-normal tabular-nums" aria-hidden="true" data-testid="load-scale">
      <span>0</span>
      <span>{maxHours}</span>
    </span>
  );
}

function WorkshopLine({ workshop }: { workshop: AllocatedWorkshop }) {
  const { i18n } = useLingui();
  const date = formatIsoDateWith(workshop.date, i18n.locale, { weekday: 'short', day: '2-digit', month: '2-digit' });
  return (
    <li className="grid gap-x-2 sm:grid-cols-[auto_1fr]">
      <span className="whitespace-nowrap text-muted-foreground tabular-nums">
        {date} {formatTimeRange(workshop.start_time, workshop.end_time)}
      </span>
      <span className="min-w-0">
        <Link
          href={paths.manager.workshop.href(workshop.id)}
          className="text-primary underline underline-offset-2 hover:no-underline"
        >
          {workshop.title}
        </Link>
        <span className="text-muted-foreground"> · {workshop.institute}</span>
        <UnavailableMarker workshop={workshop} />
      </span>
    </li>
  );
}

/** What the coach blocked on a workshop she is placed on (the words of the staffing section). */
const unavailableLabels: Record<AllocatedWorkshop['unavailable'][number], MessageDescriptor> = {
  blocked_day: msg`Gesperrter Tag`,
  holiday: msg`Ferien`,
  weekday: msg`Wochentag`,
  time_of_day: msg`Tageszeit`,
  calendar: msg`Eigener Kalender`,
};

/** A conflict: the coach has since blocked this date or time. */
function UnavailableMarker({ workshop }: { workshop: AllocatedWorkshop }) {
  const { i18n } = useLingui();
  if (workshop.unavailable.length === 0) return null;
  const reasons = workshop.unavailable.map((kind) => i18n._(unavailableLabels[kind])).join(', ');
  return (
    <span className="ml-1 inline-flex items-center gap-1 font-medium text-destructive" data-testid="allocation-conflict">
      <WarningIcon className="size-3.5 shrink-0" aria-hidden="true" />
      <Trans>Konflikt: abwesend ({reasons})</Trans>
    </span>
  );
}

/** The coach's workshops in date order; beyond a few, the rest opens on demand. */
function Workshops({ workshops }: { workshops: readonly AllocatedWorkshop[] }) {
  if (workshops.length === 0) {
    return (
      <span className="text-muted-foreground italic">
        <Trans>Keine Einsätze</Trans>
      </span>
    );
  }
  const shown = workshops.slice(0, VISIBLE_WORKSHOPS);
  const more = workshops.slice(VISIBLE_WORKSHOPS);
  const moreCount = more.length;
  return (
    <div className="grid gap-1">
      <ul className="grid gap-1">
        {shown.map((workshop) => (
          <WorkshopLine key={workshop.id} workshop={workshop} />
        ))}
      </ul>
      {moreCount > 0 && (
        <details>
          <summary className="cursor-pointer text-primary">
            <Plural value={moreCount} one="# weitere" other="# weitere" />
          </summary>
          <ul className="mt-1 grid gap-1">
            {more.map((workshop) => (
              <WorkshopLine key={workshop.id} workshop={workshop} />
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/**
 * The load per coach: a table from 768 px (name, number of workshops, hours, a bar relative to the busiest coach,
 * the workshops), cards on phones. Each workshop links to its detail.
 */
export function CoachLoadList({ coaches, caption, stale }: CoachLoadListProps) {
  const { t, i18n } = useLingui();
  const maxMinutes = Math.max(0, ...coaches.map((coach) => coach.minutes));
  const maxHours = formatHours(maxMinutes, i18n.locale);
  const hours = (coach: CoachLoad) => formatHours(coach.minutes, i18n.locale);
  const heading = (label: string, className = '') => (
    <th scope="col" className={`px-3 py-2 text-left font-medium ${className}`}>
      {label}
    </th>
  );
  return (
    <div aria-busy={stale || undefined} className={cn('grid gap-2', stale && 'opacity-60 transition-opacity')}>
      <p className="text-sm text-muted-foreground" data-testid="load-legend">
        <Trans>Auslastung: die Stunden im Zeitraum; ein voller Balken sind {maxHours}, die meisten Stunden eines Coaches.</Trans>
      </p>
      <div className="hidden overflow-x-auto rounded-xl border bg-card md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b bg-muted/50 text-muted-foreground">
            <tr>
              {heading(t`Coach`)}
              {heading(t`Workshops`, 'text-right')}
              {heading(t`Stunden`, 'text-right')}
              <th scope="col" className="w-40 px-3 py-2 text-left font-medium">
                {t`Auslastung`}
                <LoadScale maxHours={maxHours} />
              </th>
              {heading(t`Einsätze`)}
            </tr>
          </thead>
          <tbody>
            {coaches.map((coach) => (
              <tr key={coach.id} className="border-b align-top last:border-0 hover:bg-muted/40" data-coach-id={coach.id}>
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  <CoachName coach={coach} />
                  <MonthlyWorkload coach={coach} />
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{coach.workshop_count}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{hours(coach)}</td>
                <td className="px-3 py-3">
                  <LoadBar minutes={coach.minutes} maxMinutes={maxMinutes} />
                </td>
                <td className="px-3 py-2">
                  <Workshops workshops={coach.workshops} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {coaches.map((coach) => {
          const count = coach.workshop_count;
          const total = hours(coach);
          return (
            <li key={coach.id} className="grid gap-2 rounded-xl border bg-card p-4 text-sm" data-coach-id={coach.id}>
              <div className="flex items-start justify-between gap-2">
                <CoachName coach={coach} />
                <span className="shrink-0 tabular-nums">
                  <Plural value={count} one="# Workshop" other="# Workshops" /> · {total}
                </span>
              </div>
              <MonthlyWorkload coach={coach} />
              <LoadBar minutes={coach.minutes} maxMinutes={maxMinutes} />
              <Workshops workshops={coach.workshops} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
