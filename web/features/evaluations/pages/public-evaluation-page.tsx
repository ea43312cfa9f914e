import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/evaluations/:hash`: the public evaluation (no visible title); the questionnaire comes with a later issue. */
export default function EvaluationPage({ hash }: { hash: string }) {
  const { t } = useLingui();
  const title = t`Evaluation`;
  useDocumentTitle(title);
  return (
    <div className="grid max-w-2xl gap-4" data-evaluation={hash}>
      <h1 className="sr-only">{title}</h1>
      <Alert variant="info">
        <AlertDescription>
          <Trans>Der Evaluationsbogen ist bald verfügbar. Vielen Dank für Ihre Geduld.</Trans>
        </AlertDescription>
      </Alert>
    </div>
  );
}
