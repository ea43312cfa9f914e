import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { formatShortDate } from '@/lib/format';
import type { WorkshopStatsRow } from '@contract/evaluations/statistics.schemas';
import { formatAverage } from './statistics-format';

const heading = 'px-3 py-2 font-medium';

/** Workshops with an evaluation of the kind: date, school, offered workshop, responses, average; each opens its detail. */
export function StatisticsWorkshopTable({ rows, hrefOf }: { rows: WorkshopStatsRow[]; hrefOf: (workshopId: number) => string }) {
  const { t, i18n } = useLingui();
  return (
    <div className="rounded-xl border bg-card">
      <table className="w-full text-sm" data-testid="workshop-statistics">
        <caption className="sr-only">{t`Workshops mit Evaluation`}</caption>
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className={`${heading} text-left`}>
              <Trans>Workshop</Trans>
            </th>
            <th scope="col" className={`${heading} text-right`}>
              <Trans>Antworten</Trans>
            </th>
            <th scope="col" className={`${heading} text-right`}>
              <Trans>Durchschnitt</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.workshop_id}
              className="border-b align-top last:border-0 hover:bg-muted/40"
              data-workshop-id={row.workshop_id}
            >
              <th scope="row" className="grid gap-0.5 px-3 py-2 text-left font-normal">
                <Link href={hrefOf(row.workshop_id)} className="font-medium underline underline-offset-4">
                  {formatShortDate(row.date, i18n.locale)}, {row.institute}
                </Link>
                <span className="text-muted-foreground">{row.title}</span>
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{row.responses}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatAverage(row.average, i18n.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
