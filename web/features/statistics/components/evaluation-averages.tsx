import { useLingui } from '@lingui/react/macro';
import { evaluationKindLabels } from '@/features/workshops';
import { RATING_MAX, type StatisticsReport } from '@/lib/contract';
import { formatAverage } from '../format';
import { BarTable } from './bar-table';

type QuestionAverage = StatisticsReport['evaluations'][number];
type Kind = QuestionAverage['kind'];

/**
 * The average of each rating question, grouped by who answered (class, coach, teachers after three months): a bar on
 * the 1–5 scale under each question and the average with its number of answers in the table.
 */
export function EvaluationAverages({ questions, level = 3 }: { questions: QuestionAverage[]; level?: 3 | 4 }) {
  const { t, i18n } = useLingui();
  const Heading = level === 3 ? 'h3' : 'h4';
  const kinds = [...new Set(questions.map((question) => question.kind))] as Kind[];
  return (
    <div className="grid gap-4">
      {kinds.map((kind) => {
        const name = i18n._(evaluationKindLabels[kind]);
        const rows = questions.filter((question) => question.kind === kind);
        return (
          <div key={kind} className="grid gap-2" data-kind={kind}>
            <Heading className="font-medium">{name}</Heading>
            <BarTable
              caption={t`Durchschnitt pro Frage: ${name}`}
              labelHeader={t`Frage`}
              columns={[t`Durchschnitt`, t`Antworten`]}
              max={RATING_MAX}
              rows={rows.map((question) => ({
                key: question.key,
                label: question.text,
                bar: question.average,
                values: [formatAverage(question.average, i18n.locale), question.answers],
              }))}
            />
          </div>
        );
      })}
    </div>
  );
}
