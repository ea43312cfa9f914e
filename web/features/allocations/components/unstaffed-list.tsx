import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { ListEmpty } from '@/components/list/list-status';
import { paths } from '@/config/paths';
import { WorkshopStateBadge } from '@/features/workshops';
import type { UnstaffedWorkshop } from '@/lib/contract';
import { formatShortDate, formatTimeRange } from '@/lib/format';

function Staffing({ workshop }: { workshop: UnstaffedWorkshop }) {
  const placed = workshop.placed;
  const needed = workshop.coaches_needed;
  return (
    <span className="text-muted-foreground tabular-nums">
      <Plural value={needed} one={`${placed} von # Coach eingeteilt`} other={`${placed} von # Coaches eingeteilt`} />
    </span>
  );
}

/** "Noch nicht besetzt": the period's workshops that still wait for (enough) coaches, each linking to its detail. */
export function UnstaffedList({ workshops }: { workshops: readonly UnstaffedWorkshop[] }) {
  const { i18n } = useLingui();
  if (workshops.length === 0) {
    return (
      <ListEmpty>
        <Trans>Alle Workshops in diesem Zeitraum sind besetzt.</Trans>
      </ListEmpty>
    );
  }
  return (
    <ul className="grid gap-2" data-testid="unstaffed">
      {workshops.map((workshop) => (
        <li
          key={workshop.id}
          className="grid gap-x-4 gap-y-1 rounded-xl border bg-card p-3 text-sm md:grid-cols-[10rem_1fr_auto] md:items-center"
          data-workshop-id={workshop.id}
        >
          <span className="tabular-nums">
            {formatShortDate(workshop.date, i18n.locale)}
            <span className="block text-muted-foreground">{formatTimeRange(workshop.start_time, workshop.end_time)}</span>
          </span>
          <span className="min-w-0">
            <Link href={paths.manager.workshop.href(workshop.id)} className="font-medium text-primary hover:underline">
              {workshop.title}
            </Link>
            <span className="block text-muted-foreground">
              {workshop.institute}, {workshop.location}
            </span>
          </span>
          <span className="flex flex-wrap items-center gap-2 md:justify-end">
            <WorkshopStateBadge state={workshop.state} />
            <Staffing workshop={workshop} />
          </span>
        </li>
      ))}
    </ul>
  );
}
