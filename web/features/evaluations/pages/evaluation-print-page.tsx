import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/evaluations/:hash/print`: the audience link as a QR code, to print for the classroom. TODO(issue 14): public page helper. */
export default function EvaluationPrintPage({ hash }: { hash: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Evaluation`);
  return <div data-evaluation={hash} />;
}
