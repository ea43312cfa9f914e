import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { useUser } from '@/features/auth';

/** `/manager`: the dashboard comes with a later issue. */
export default function DashboardPage() {
  const { t } = useLingui();
  const user = useUser();
  const firstname = user?.firstname ?? '';
  return (
    <>
      <PageHeader title={t`Dashboard`} description={t`Willkommen, ${firstname}`} />
      <Alert variant="info">
        <AlertDescription>
          <p className="font-medium">
            <Trans>Dieser Bereich wird gerade aufgebaut.</Trans>
          </p>
          <p className="text-muted-foreground">
            <Trans>Die Funktionen folgen in einer der nächsten Versionen.</Trans>
          </p>
        </AlertDescription>
      </Alert>
    </>
  );
}
