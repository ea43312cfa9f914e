import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { ListEmpty } from '@/components/list/list-status';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/format';
import type { ByAudience } from '@contract/evaluations/statistics.schemas';
import { formatAverage } from './statistics-format';
import { StatisticsQuestions } from './statistics-questions';
import { StatisticsTexts } from './statistics-texts';

/** One workshop's answers of the chosen kind: every question with its numbers, choices and free texts. */
export function StatisticsWorkshopDetail({
  detail,
  backHref,
}: {
  detail: NonNullable<ByAudience['workshop']>;
  backHref: string;
}) {
  const { t, i18n } = useLingui();
  const { row } = detail;
  const date = formatShortDate(row.date, i18n.locale);
  const responses = row.responses;
  const average = formatAverage(row.average, i18n.locale);
  return (
    <section
      className="grid gap-4 rounded-xl border-2 border-primary/40 p-4"
      aria-labelledby="workshop-detail-title"
      data-testid="workshop-detail"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h2 id="workshop-detail-title" className="text-lg font-semibold">
            {date}, {row.institute}
          </h2>
          <p className="text-muted-foreground">{row.title}</p>
          <p className="text-sm" data-testid="workshop-summary">
            <Trans>
              <Plural value={responses} one="# Antwort" other="# Antworten" />, Durchschnitt aller Bewertungen {average}
            </Trans>
          </p>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link href={paths.manager.workshop.href(row.workshop_id)} className="underline underline-offset-4">
            <Trans>Zum Workshop</Trans>
          </Link>
          <Link href={backHref} className="underline underline-offset-4">
            <Trans>Detail schliessen</Trans>
          </Link>
        </div>
      </div>
      {responses === 0 ? (
        <ListEmpty>
          <Trans>Noch keine Antworten zu diesem Workshop.</Trans>
        </ListEmpty>
      ) : (
        <>
          <StatisticsQuestions questions={detail.questions} />
          <h3 className="font-semibold">{t`Textantworten`}</h3>
          <StatisticsTexts texts={detail.texts} showQuestion />
        </>
      )}
    </section>
  );
}
