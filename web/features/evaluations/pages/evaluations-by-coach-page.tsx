import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';

/** /manager/evaluations/by-coach (staff). TODO(issue 14): statistics helper. */
export default function EvaluationsByCoachPage(_props: { id?: number }) {
  const { t } = useLingui();
  return <PageHeader title={t`Evaluationen nach Coach`} />;
}
