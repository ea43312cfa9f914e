import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import type { OwnCoachRequest } from '@/lib/contract';
import { formatIsoDateWith, formatShortDate, formatTimeRange, formatTimestamp, languageName } from '@/lib/format';
import { cn } from '@/lib/utils';
import { canAnswer, type Answer } from '../labels';
import { AnswerForm } from './answer-form';
import { RequestStateBadge } from './request-state-badge';

/** The DOM id of a request's card (the manager page moves the focus to it after an answer). */
export const requestCardId = (requestId: number) => `coach-request-${requestId}`;

interface RequestCardProps {
  request: OwnCoachRequest;
  /**
   * Saves an answer (for the whole series). Throws on failure: the card shows "Die Anfrage konnte nicht beantwortet
   * werden" with the reason. Without it the card only shows the request.
   */
  onAnswer?: (answer: Answer, comment: string | undefined) => Promise<void>;
  /** The level of the card's title: 3 in the manager list (under the section headings), 2 on the link page. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * One coach request as the coach sees it (phone-first): when, where, for whom, the series' other dates, the team's
 * message, the coach's answer, and the buttons "Verfügbar" / "Nicht verfügbar" with an optional comment.
 * Used by the manager page (`/manager/coach-requests`) and the public link page (`/coach-request/:token`).
 */
export function RequestCard({ request, onAnswer, headingLevel = 3, className }: RequestCardProps) {
  const { t, i18n } = useLingui();
  const language = i18n.locale;
  const titleId = useId();
  const whenId = useId();
  const { workshop } = request;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = formatIsoDateWith(workshop.date, language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = formatTimeRange(workshop.start_time, workshop.end_time);
  const answered = request.state !== 'new-request' && request.answered_at !== null;
  const answeredAt = answered && request.answered_at !== null ? formatTimestamp(request.answered_at, language) : null;

  return (
    <Card
      role="article"
      id={requestCardId(request.id)}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="coach-request"
      data-state={request.state}
      className={cn(
        'min-w-0 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <CardHeader className="gap-2 p-4 pb-2 sm:p-6 sm:pb-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Heading id={titleId} className="min-w-0 text-lg leading-tight font-semibold wrap-anywhere">
            {workshop.title}
          </Heading>
          <RequestStateBadge request={request} />
        </div>
        <p id={whenId} className="grid text-base font-medium">
          <span>{date}</span>
          <span className="text-muted-foreground">
            <span className="sr-only">{t`Zeit`}: </span>
            {time}
          </span>
        </p>
      </CardHeader>

      <CardContent className="grid gap-4 p-4 pt-2 sm:p-6 sm:pt-2">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
          <Fact label={t`Ort`}>
            <span className="block font-medium">{workshop.institute}</span>
            <span className="block">{workshop.location}</span>
          </Fact>
          {workshop.subject && <Fact label={t`Thema`}>{workshop.subject}</Fact>}
          <Fact label={t`Stufe`}>{workshop.grade}</Fact>
          <Fact label={t`Teilnehmende`}>{workshop.number_participants}</Fact>
          <Fact label={t`Sprache`}>{languageName(workshop.language, language)}</Fact>
          {workshop.series_dates.length > 0 && (
            <Fact label={t`Weitere Termine`}>
              <ul className="grid gap-0.5">
                {workshop.series_dates.map((other) => (
                  <li key={other}>{formatShortDate(other, language)}</li>
                ))}
              </ul>
              <span className="mt-1 block text-muted-foreground">
                <Trans>Ihre Antwort gilt für alle Termine der Serie.</Trans>
              </span>
            </Fact>
          )}
        </dl>

        {request.message && (
          <TextBlock title={t`Nachricht vom Team`} testId="request-message">
            {request.message}
          </TextBlock>
        )}
        {answered && request.answer_message && (
          <TextBlock title={t`Ihr Kommentar`} testId="answer-message">
            {request.answer_message}
          </TextBlock>
        )}
        {answeredAt && (
          <p className="text-sm text-muted-foreground">
            <Trans>Beantwortet am {answeredAt}</Trans>
          </p>
        )}

        <StateNote request={request} />

        {onAnswer && canAnswer(request) && (
          <AnswerForm
            // A new state starts a fresh form (e.g. after changing the answer).
            key={request.state}
            state={request.state}
            describedBy={`${titleId} ${whenId}`}
            onAnswer={onAnswer}
          />
        )}
      </CardContent>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 wrap-anywhere">{empty ? '–' : children}</dd>
    </>
  );
}

function TextBlock({ title, testId, children }: { title: string; testId: string; children: string }) {
  return (
    <div className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm" data-testid={testId}>
      <p className="font-medium">{title}</p>
      <p className="whitespace-pre-line wrap-anywhere">{children}</p>
    </div>
  );
}

/** Why there is nothing (more) to answer. */
function StateNote({ request }: { request: OwnCoachRequest }) {
  let note: ReactNode = null;
  // The workshop's cancellation comes first: it also ends a request (placed or not).
  if (request.workshop.state === 'cancelled') note = <Trans>Der Workshop wurde abgesagt.</Trans>;
  else if (request.state === 'placed') note = <Trans>Sie sind für diesen Workshop eingeteilt.</Trans>;
  else if (request.state === 'cancelled') note = <Trans>Diese Anfrage wurde zurückgezogen.</Trans>;
  if (!note) return null;
  return <p className="text-sm font-medium">{note}</p>;
}
