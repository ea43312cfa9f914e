import { Trans, useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { SeriesBadge, WorkshopStateBadge } from '@/features/workshops';
import type { InquiryDetail, InquiryFormdata } from '@/lib/contract';
import { formatShortDate, formatTimeRange } from '@/lib/format';
import { workshopTitle } from '../labels';

interface CreatedWorkshopsProps {
  workshops: InquiryDetail['workshops'];
  formdata: InquiryFormdata;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The workshops a validated inquiry became, with links; workshops of a series are marked and linked as a series. */
export function CreatedWorkshops({ workshops, formdata, headingRef }: CreatedWorkshopsProps) {
  const { i18n } = useLingui();
  const seriesIds = [...new Set(workshops.map((w) => w.series_id).filter((id): id is number => id !== null))];
  return (
    <section aria-labelledby="created-workshops-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="created-workshops-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        <Trans>Erstellte Workshops</Trans>
      </h2>
      {workshops.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Keine Workshops.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2" data-testid="created-workshops">
          {workshops.map((workshop) => (
            <li
              key={workshop.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border p-3 text-sm"
              data-workshop-id={workshop.id}
            >
              <Link href={paths.manager.workshop.href(workshop.id)} className="font-medium text-primary hover:underline">
                {workshopTitle(i18n, formdata, workshop.offered_workshop_id)}
              </Link>
              <span className="tabular-nums">
                {formatShortDate(workshop.date, i18n.locale)}, {formatTimeRange(workshop.start_time, workshop.end_time)}
              </span>
              <WorkshopStateBadge state={workshop.state} />
              {workshop.series_id !== null && <SeriesBadge />}
            </li>
          ))}
        </ul>
      )}
      {seriesIds.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {seriesIds.map((seriesId) => {
            const title = workshopTitle(
              i18n,
              formdata,
              workshops.find((w) => w.series_id === seriesId)?.offered_workshop_id ?? 0,
            );
            return (
              <li key={seriesId}>
                <Link
                  href={paths.manager.workshopSeries.href(seriesId)}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  <Trans>Serie «{title}» in der Workshop-Liste</Trans>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
