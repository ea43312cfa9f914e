import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { formatShortDate } from '@/lib/format';
import type { CoachSummary } from '@contract/evaluations/statistics.schemas';
import { formatAverage } from './statistics-format';

const heading = 'px-3 py-2 font-medium';

/** The coaches with validated evaluations in the period: workshops, average of all ratings, last workshop. */
export function StatisticsCoachTable({ coaches, hrefOf }: { coaches: CoachSummary[]; hrefOf: (coachId: number) => string }) {
  const { t, i18n } = useLingui();
  return (
    <div className="rounded-xl border bg-card">
      <table className="w-full text-sm" data-testid="coach-statistics">
        <caption className="sr-only">{t`Coaches mit validierten Evaluationen`}</caption>
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className={`${heading} text-left`}>
              <Trans>Coach</Trans>
            </th>
            <th scope="col" className={`${heading} text-right`}>
              <Trans>Workshops</Trans>
            </th>
            <th scope="col" className={`${heading} text-right`}>
              <Trans>Durchschnitt</Trans>
            </th>
            <th scope="col" className={`${heading} hidden text-right sm:table-cell`}>
              <Trans>Letzter Workshop</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {coaches.map((coach) => (
            <tr key={coach.id} className="border-b last:border-0 hover:bg-muted/40" data-coach-id={coach.id}>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                <Link href={hrefOf(coach.id)} className="font-medium underline underline-offset-4">
                  {coach.firstname} {coach.lastname}
                </Link>
              </th>
              <td className="px-3 py-2 text-right tabular-nums" data-testid="workshops">
                {coach.workshops}
              </td>
              <td className="px-3 py-2 text-right tabular-nums" data-testid="average">
                {formatAverage(coach.average, i18n.locale)}
              </td>
              <td className="hidden px-3 py-2 text-right whitespace-nowrap tabular-nums sm:table-cell">
                {coach.last_workshop_date ? formatShortDate(coach.last_workshop_date, i18n.locale) : '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
