import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';

/** /manager/evaluations/to-validate (staff). TODO(issue 14): coach evaluations helper. */
export default function EvaluationsToValidatePage(_props: { id?: number }) {
  const { t } = useLingui();
  return <PageHeader title={t`Evaluationen`} />;
}
