import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';

/** `/manager/statistics/trainer/:id`: one coach's school years (staff; a coach their own). */
export default function TrainerReportPage({ id }: { id: number }) {
  const { t } = useLingui();
  return <PageHeader title={t`Bericht`} description={String(id)} />;
}
