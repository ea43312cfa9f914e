import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DeferredRender } from '@/components/deferred-render';
import { isApiError } from '@/lib/api';
import type { PublicEvaluation } from '@/lib/contract';
import { useDocumentTitle } from '@/lib/use-document-title';
import { deviceRecord, saveDeviceRecord, useEvaluationInItsLanguage } from '../api/public-evaluation';
import { PublicEvaluationForm, type SubmitOutcome } from '../components/public-evaluation-form';
import {
  AlreadySubmittedNotice,
  ClosedNotice,
  InvalidLinkNotice,
  LoadError,
  Loading,
  PublicEvaluationIntro,
  ResponseLimitNotice,
  ThanksNotice,
} from '../components/public-evaluation-states';

const isUnknownLink = (error: unknown) => isApiError(error) && error.status === 404;

function Body({ token }: { token: string }) {
  const [record, setRecord] = useState(() => deviceRecord(token));
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(record.submitted ? 'already_submitted' : null);
  // A device that has answered needs nothing from the server (a slow connection waits for nothing).
  const [answeredBefore] = useState(record.submitted);
  const { data, error, mutate } = useEvaluationInItsLanguage(token, !answeredBefore);

  function finish(next: SubmitOutcome) {
    if (next !== 'response_limit_reached') {
      const submitted = { ...record, submitted: true };
      saveDeviceRecord(token, submitted);
      setRecord(submitted);
    }
    window.scrollTo?.({ top: 0 });
    setOutcome(next);
  }

  if (outcome === 'thanks') return <ThanksNotice kind={data?.kind ?? 'by_audience'} />;
  if (outcome === 'already_submitted') return <AlreadySubmittedNotice />;
  if (outcome === 'response_limit_reached') return <ResponseLimitNotice />;
  if (!data) {
    if (isUnknownLink(error)) return <InvalidLinkNotice />;
    if (error) return <LoadError error={error} onRetry={() => void mutate()} />;
    return <Loading />;
  }
  if (!data.open) return <ClosedNotice />;
  return <OpenEvaluation token={token} evaluation={data} deviceId={record.deviceId} onOutcome={finish} />;
}

function OpenEvaluation(props: {
  token: string;
  evaluation: PublicEvaluation;
  deviceId: string;
  onOutcome: (o: SubmitOutcome) => void;
}) {
  return (
    <div className="grid gap-6" lang={props.evaluation.questionnaire.language}>
      <PublicEvaluationIntro evaluation={props.evaluation} />
      {/* A task later: the first render draws the intro alone, as the prepared document has it (app/prerender.tsx). */}
      <DeferredRender>
        <PublicEvaluationForm {...props} />
      </DeferredRender>
    </div>
  );
}

/**
 * `/evaluations/:hash`: the public evaluation of a class or a teacher (public layout, no visible title).
 *
 * No layout shift (CLS 0): the page's frame is at least a screen high in every state (loading, the questions, a
 * notice), so the footer stays below the fold while the questions arrive and nothing painted above them moves.
 */
export default function EvaluationPage({ hash }: { hash: string }) {
  const { t } = useLingui();
  const title = t`Evaluation`;
  useDocumentTitle(title);
  return (
    <div className="mx-auto grid min-h-svh w-full max-w-2xl content-start gap-4">
      <h1 className="sr-only">{title}</h1>
      <Body key={hash} token={hash} />
    </div>
  );
}
