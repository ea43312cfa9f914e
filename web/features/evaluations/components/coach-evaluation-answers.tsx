import { useLingui } from '@lingui/react/macro';
import type { EvaluationAnswer, EvaluationQuestion, EvaluationQuestionnaire } from '@/lib/contract';
import { RATING_MAX } from '@/lib/contract';

function AnswerText({ question, answer }: { question: EvaluationQuestion; answer: EvaluationAnswer | undefined }) {
  const { t } = useLingui();
  const chosen = (answer?.choices ?? []).map((index) => question.options[index] ?? '?');
  if (question.type === 'rating' && answer?.rating != null) {
    const rating = answer.rating;
    return <>{t`${rating} von ${RATING_MAX}`}</>;
  }
  if (question.type === 'text' && answer?.text) return <span className="whitespace-pre-wrap">{answer.text}</span>;
  if (chosen.length > 0) return <>{chosen.join(', ')}</>;
  return <span className="text-muted-foreground">{t`Keine Antwort`}</span>;
}

/** The answers of an evaluation, read-only, each under its question (in the reader's language). */
export function EvaluationAnswers({
  questionnaire,
  answers,
}: {
  questionnaire: EvaluationQuestionnaire;
  answers: EvaluationAnswer[];
}) {
  const { t } = useLingui();
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  return (
    <dl className="grid gap-4" aria-label={t`Antworten`}>
      {questionnaire.questions.map((question) => (
        <div key={question.id} className="grid gap-1 rounded-lg border bg-card p-4">
          <dt className="font-medium">{question.text}</dt>
          <dd>
            <AnswerText question={question} answer={byQuestion.get(question.id)} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
