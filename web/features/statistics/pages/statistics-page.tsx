import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';

/** `/manager/statistics`: the report with its filters (admin, associate). */
export default function StatisticsPage() {
  const { t } = useLingui();
  return <PageHeader title={t`Berichte`} />;
}
