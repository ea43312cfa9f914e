import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';

/** Issue 13 stub (the lead's skeleton): replaced by the helper that builds this screen. */
export default function CoachFeesPage() {
  const { t } = useLingui();
  return <PageHeader title={t`Honorare`} />;
}
