import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toApiError } from '@/lib/api';
import type { ActiveSession } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatMoment } from '@/lib/format';
import { toast } from '@/lib/toast';
import { endOtherSessions, endSession, useActiveSessions } from '../api/sessions';

/** "Firefox · Linux", or a neutral name when the browser did not say. */
function useDeviceName() {
  const { t } = useLingui();
  return (session: ActiveSession) => [session.browser, session.os].filter(Boolean).join(' · ') || t`Unbekanntes Gerät`;
}

/** My profile: the own signed-in devices; sign out one of them or all others (each asks first). */
export function ActiveSessions() {
  const { t, i18n } = useLingui();
  const { data: sessions, error, mutate } = useActiveSessions();
  const deviceName = useDeviceName();
  const [ending, setEnding] = useState<ActiveSession | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);
  const others = sessions?.filter((session) => !session.current) ?? [];

  const failed = (thrown: unknown) => i18n._(errorMessage(toApiError(thrown)));

  const confirmEnd = async () => {
    if (!ending) return;
    try {
      await endSession(ending.id);
    } catch (thrown) {
      return failed(thrown);
    }
    toast.success(t`Gerät abgemeldet`);
    void mutate();
  };

  const confirmEndOthers = async () => {
    let count: number;
    try {
      count = (await endOtherSessions()).signed_out;
    } catch (thrown) {
      return failed(thrown);
    }
    toast.success(t`${plural(count, { one: '# Gerät abgemeldet', other: '# Geräte abgemeldet' })}`);
    void mutate();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Angemeldete Geräte</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          <Trans>Nach zwei Stunden ohne Aktivität und spätestens nach zwölf Stunden werden Sie automatisch abgemeldet.</Trans>
        </p>
        {error && <p role="alert">{failed(error)}</p>}
        {!sessions && !error && <Spinner />}
        {sessions && (
          <ul className="grid gap-3" aria-label={t`Angemeldete Geräte`}>
            {sessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-start justify-between gap-3 rounded-md border p-3">
                <div className="grid gap-1 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {deviceName(session)}
                    {session.current && (
                      <Badge variant="secondary">
                        <Trans>Dieses Gerät</Trans>
                      </Badge>
                    )}
                  </p>
                  <p className="text-muted-foreground">
                    <Trans>
                      Angemeldet: {formatMoment(session.signed_in_at, i18n.locale)} · Zuletzt aktiv:{' '}
                      {formatMoment(session.last_used_at, i18n.locale)}
                    </Trans>
                  </p>
                  {session.ip && (
                    <p className="text-muted-foreground">
                      <Trans>IP-Adresse: {session.ip}</Trans>
                    </p>
                  )}
                </div>
                {!session.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEnding(session)}
                    aria-label={t`${deviceName(session)} abmelden`}
                  >
                    <Trans>Abmelden</Trans>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {others.length > 0 && (
          <div>
            <Button variant="outline" onClick={() => setEndingOthers(true)}>
              <Trans>Alle anderen Geräte abmelden</Trans>
            </Button>
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={t`Gerät abmelden?`}
        description={ending ? t`${deviceName(ending)} wird abgemeldet und muss sich neu anmelden.` : undefined}
        confirmLabel={t`Abmelden`}
        onConfirm={confirmEnd}
      />
      <ConfirmDialog
        open={endingOthers}
        onOpenChange={setEndingOthers}
        title={t`Alle anderen Geräte abmelden?`}
        description={t`Alle Geräte ausser diesem werden abgemeldet und müssen sich neu anmelden.`}
        confirmLabel={t`Alle anderen abmelden`}
        onConfirm={confirmEndOthers}
      />
    </Card>
  );
}
