import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { OwnCoachProfile } from '@/features/coaches';
import { ActiveSessions } from '../components/active-sessions';
import { roleLabels, userStateLabels } from '../labels';
import { EmailAddress } from '@/components/email-address';

/** /manager/profile: account summary, password and settings; coaches also keep their coach profile here. */
export default function ProfilePage() {
  const { t, i18n } = useLingui();
  const user = useUser();
  if (!user) return null;
  return (
    <>
      <PageHeader title={t`Mein Profil`} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              {user.firstname} {user.lastname}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">
                <Trans>E-Mail</Trans>
              </dt>
              <dd>
                <EmailAddress email={user.email} />
              </dd>
              <dt className="text-muted-foreground">
                <Trans>Rolle</Trans>
              </dt>
              <dd>{i18n._(roleLabels[user.role])}</dd>
              <dt className="text-muted-foreground">
                <Trans>Status</Trans>
              </dt>
              <dd>{i18n._(userStateLabels[user.state])}</dd>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Konto</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            <Link href={paths.manager.changePassword.href()} className={buttonVariants({ variant: 'outline' })}>
              <Trans>Passwort ändern</Trans>
            </Link>
            <Link href={paths.manager.settings.href()} className={buttonVariants({ variant: 'outline' })}>
              <Trans>Einstellungen</Trans>
            </Link>
            {user.role !== 'coach' && (
              <Link href={paths.manager.twoFactor.href()} className={buttonVariants({ variant: 'outline' })}>
                <Trans>Zwei-Faktor-Anmeldung</Trans>
              </Link>
            )}
          </CardContent>
        </Card>
      </div>
      <div className="mt-6">
        <ActiveSessions />
      </div>
      {user.role === 'coach' && (
        <div className="mt-6">
          <OwnCoachProfile />
        </div>
      )}
    </>
  );
}
