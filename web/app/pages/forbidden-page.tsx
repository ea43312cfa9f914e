import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function ForbiddenPage() {
  const { t } = useLingui();
  return (
    <div>
      <PageHeader title={t`Kein Zugriff`} description={t`Mit Ihrer Rolle können Sie diese Seite nicht öffnen.`} />
      <Link href={paths.manager.dashboard.href()} className={buttonVariants({ variant: 'outline' })}>
        <Trans>Zum Dashboard</Trans>
      </Link>
    </div>
  );
}
