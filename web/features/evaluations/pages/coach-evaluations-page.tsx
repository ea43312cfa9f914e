import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';

/** /manager/evaluations (coach): own evaluations. TODO(issue 14): coach evaluations helper. */
export default function CoachEvaluationsPage(_props: { id?: number }) {
  const { t } = useLingui();
  return <PageHeader title={t`Evaluationen`} />;
}
