import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BarRow } from '@/components/charts/bar-row';
import { DistributionChart } from '@/components/charts/distribution-chart';
import { RATING_MAX, RATING_MIN } from '@/lib/contract';
import type { QuestionStats } from '@contract/evaluations/statistics.schemas';
import { formatAverage } from './statistics-format';

const steps = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
const cell = 'px-2 py-1 text-right tabular-nums';

/**
 * The figures per question: ratings with their average (bar) and distribution 1–5 (columns), choices with a bar per
 * option. Each chart is aria-hidden; the table beside it holds every number.
 */
export function StatisticsQuestions({ questions, level = 3 }: { questions: QuestionStats[]; level?: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {questions.map((question) => (
        <li key={question.key} className="grid content-start gap-3 rounded-xl border bg-card p-4" data-question={question.key}>
          <Heading className="font-medium">{question.text}</Heading>
          {question.type === 'rating' ? <RatingFigures question={question} /> : <ChoiceFigures question={question} />}
        </li>
      ))}
    </ul>
  );
}

function RatingFigures({ question }: { question: QuestionStats }) {
  const { t, i18n } = useLingui();
  const average = formatAverage(question.average, i18n.locale);
  const text = question.text;
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,12rem)_1fr] sm:items-center">
      <div className="grid gap-2">
        <BarRow value={question.average} max={RATING_MAX} />
        <DistributionChart counts={question.distribution} />
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">{t`Zahlen zu: ${text}`}</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className={cell}>
              <span aria-hidden="true">Ø</span>
              <span className="sr-only">{t`Durchschnitt`}</span>
            </th>
            {steps.map((step) => (
              <th key={step} scope="col" className={cell}>
                <span aria-hidden="true">{step}</span>
                <span className="sr-only">{t`Bewertung ${step}`}</span>
              </th>
            ))}
            <th scope="col" className={cell}>
              <span aria-hidden="true">n</span>
              <span className="sr-only">{t`Antworten`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className={`${cell} font-semibold`} data-testid="average">
              {average}
            </td>
            {question.distribution.map((count, index) => (
              <td key={index} className={cell}>
                {count}
              </td>
            ))}
            <td className={cell}>{question.answers}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function ChoiceFigures({ question }: { question: QuestionStats }) {
  const { t } = useLingui();
  const highest = Math.max(1, ...question.choices);
  const answers = question.answers;
  return (
    <table className="w-full text-sm">
      <caption className="text-left text-muted-foreground">
        {question.type === 'multiple_choice' ? (
          <Trans>
            <Plural value={answers} one="# Antwort" other="# Antworten" />, mehrere Optionen möglich
          </Trans>
        ) : (
          <Plural value={answers} one="# Antwort" other="# Antworten" />
        )}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t`Option`}</th>
          <th scope="col">{t`Anzahl`}</th>
        </tr>
      </thead>
      <tbody>
        {question.options.map((option, index) => (
          <tr key={index} className="border-b last:border-0">
            <th scope="row" className="py-1 pr-2 text-left font-normal">
              {option}
              <BarRow value={question.choices[index] ?? 0} max={highest} className="mt-1" />
            </th>
            <td className="py-1 pl-2 text-right align-top tabular-nums">{question.choices[index] ?? 0}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
