import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ChevronRightIcon } from '@/components/ui/icons';
import type { ByAudience } from '@contract/evaluations/statistics.schemas';
import { formatAverage } from './statistics-format';
import { StatisticsQuestions } from './statistics-questions';

/**
 * Per offered workshop: workshops, responses and the average of all ratings, opening to the figures per rating
 * question (open at once when only one is shown).
 */
export function StatisticsOfferedWorkshops({ offered }: { offered: ByAudience['offered_workshops'] }) {
  const { i18n } = useLingui();
  return (
    <ul className="grid gap-3">
      {offered.map((entry) => {
        const workshops = entry.workshops;
        const responses = entry.responses;
        const average = formatAverage(entry.average, i18n.locale);
        return (
          <li key={entry.offered_workshop_id} data-offered-workshop-id={entry.offered_workshop_id}>
            <details className="group rounded-xl border bg-card" open={offered.length === 1}>
              <summary className="flex cursor-pointer list-none items-start gap-2 p-4 [&::-webkit-details-marker]:hidden">
                <ChevronRightIcon
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 transition-transform group-open:rotate-90"
                />
                <span className="grid gap-1">
                  <span className="font-semibold">{entry.title}</span>
                  <span className="text-sm text-muted-foreground" data-testid="offered-summary">
                    <Trans>
                      <Plural value={workshops} one="# Workshop" other="# Workshops" />,{' '}
                      <Plural value={responses} one="# Antwort" other="# Antworten" />, Durchschnitt aller Bewertungen {average}
                    </Trans>
                  </span>
                </span>
              </summary>
              <div className="px-4 pb-4">
                {responses > 0 ? (
                  <StatisticsQuestions questions={entry.questions} />
                ) : (
                  <p className="text-muted-foreground">
                    <Trans>Noch keine Antworten.</Trans>
                  </p>
                )}
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
