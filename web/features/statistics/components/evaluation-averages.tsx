import { useLingui } from '@lingui/react/macro';
import { evaluationKindLabels } from '@/features/workshops';
import { RATING_MAX, type StatisticsReport } from '@/lib/contract';
import { formatAverage } from '../format';
import { compareRows, pairFigure } from '../year-on-year';
import { BarTable } from './bar-table';

type QuestionAverage = StatisticsReport['evaluations'][number];
type Kind = QuestionAverage['kind'];

/**
 * The average of each rating question, grouped by who answered (class, coach, teachers after three months): a bar on
 * the 1–5 scale under each question and the average with its number of answers in the table. With `previous` (the
 * previous school year's), each question's average and answers stand against last year's (a question only last year
 * asked is a row without this year's average).
 */
export function EvaluationAverages({
  questions,
  previous,
  level = 3,
}: {
  questions: QuestionAverage[];
  previous?: QuestionAverage[] | undefined;
  level?: 3 | 4;
}) {
  const { t, i18n } = useLingui();
  const Heading = level === 3 ? 'h3' : 'h4';
  const kinds = [...new Set([...questions, ...(previous ?? [])].map((question) => question.kind))] as Kind[];
  const keyed = (rows: QuestionAverage[], kind: Kind) =>
    rows.filter((question) => question.kind === kind).map((question) => ({ ...question, key: question.key }));
  return (
    <div className="grid gap-4">
      {kinds.map((kind) => {
        const name = i18n._(evaluationKindLabels[kind]);
        const pairs = compareRows(keyed(questions, kind), previous && keyed(previous, kind));
        return (
          <div key={kind} className="grid gap-2" data-kind={kind}>
            <Heading className="font-medium">{name}</Heading>
            <BarTable
              caption={t`Durchschnitt pro Frage: ${name}`}
              labelHeader={t`Frage`}
              columns={[t`Durchschnitt`, t`Antworten`]}
              max={RATING_MAX}
              rows={pairs.map((pair) => {
                const average = pairFigure(pair, (row) => row.average, {
                  kind: 'decimal',
                  digits: 1,
                  missing: null,
                  format: (value) => formatAverage(value, i18n.locale),
                });
                return {
                  key: pair.key as string,
                  label: (pair.current ?? pair.previous)!.text,
                  bar: average.value,
                  previousBar: average.previous,
                  values: [average, pairFigure(pair, (row) => row.answers)],
                };
              })}
            />
          </div>
        );
      })}
    </div>
  );
}
