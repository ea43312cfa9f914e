import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ByAudience } from '../../../../worker/features/evaluations/statistics.schemas';
import { formatAverage } from './statistics-format';
import { StatisticsQuestions } from './statistics-questions';

/** Per offered workshop: workshops, responses, the average of all ratings and the figures per rating question. */
export function StatisticsOfferedWorkshops({ offered }: { offered: ByAudience['offered_workshops'] }) {
  const { i18n } = useLingui();
  return (
    <ul className="grid gap-6">
      {offered.map((entry) => {
        const workshops = entry.workshops;
        const responses = entry.responses;
        const average = formatAverage(entry.average, i18n.locale);
        return (
          <li key={entry.offered_workshop_id} className="grid gap-3" data-offered-workshop-id={entry.offered_workshop_id}>
            <h3 className="text-base font-semibold">{entry.title}</h3>
            <p className="text-sm text-muted-foreground">
              <Trans>
                <Plural value={workshops} one="# Workshop" other="# Workshops" />,{' '}
                <Plural value={responses} one="# Antwort" other="# Antworten" />, Durchschnitt aller Bewertungen {average}
              </Trans>
            </p>
            {responses > 0 && <StatisticsQuestions questions={entry.questions} level={4} />}
          </li>
        );
      })}
    </ul>
  );
}
