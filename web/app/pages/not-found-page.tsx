import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';

export default function NotFoundPage({ homeHref }: { homeHref: string }) {
  const { t } = useLingui();
  return (
    <div>
      <PageHeader title={t`Seite nicht gefunden`} description={t`Die angeforderte Seite existiert nicht.`} />
      <Link href={homeHref} className={buttonVariants({ variant: 'outline' })}>
        <Trans>Zur Startseite</Trans>
      </Link>
    </div>
  );
}
