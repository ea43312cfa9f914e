import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';

/** /manager/evaluations/:id: one by-coach evaluation. TODO(issue 14): coach evaluations helper. */
export default function EvaluationDetailPage(_props: { id?: number }) {
  const { t } = useLingui();
  return <PageHeader title={t`Evaluationen`} />;
}
