import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CalendarIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { CalendarFeed } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatTimestamp } from '@/lib/format';
import { toast } from '@/lib/toast';
import { createCalendarFeedRequest } from '../api/create-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { revokeCalendarFeedRequest } from '../api/revoke-calendar-feed';

/** The same feed for calendar apps: `webcal://` makes the browser hand it to the calendar app as a subscription. */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

/** The new URL, shown once (the server keeps only its hash), to copy or open in the calendar app. */
function NewFeedUrl({ url }: { url: string }) {
  const { t } = useLingui();
  const inputId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t`Link kopiert`);
    } catch {
      toast.error(t`Kopieren nicht möglich. Bitte markieren und kopieren Sie den Link selbst.`);
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>
        <Trans>Ihr Kalender-Link</Trans>
      </Label>
      <div className="flex flex-wrap gap-2">
        <Input id={inputId} readOnly value={url} className="flex-1 font-mono" onFocus={(event) => event.target.select()} />
        <Button variant="outline" onClick={() => void copy()}>
          <Trans>Kopieren</Trans>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        <Trans>Der Link wird nur jetzt angezeigt. Geben Sie ihn nicht weiter: Wer ihn kennt, sieht Ihre Workshops.</Trans>
      </p>
      <Button variant="link" asChild className="justify-self-start">
        <a href={webcalUrl(url)}>
          <CalendarIcon aria-hidden />
          <Trans>In der Kalender-App öffnen</Trans>
        </a>
      </Button>
    </div>
  );
}

/**
 * "Kalender-Abo" (coach): a private iCal URL with the coach's placed workshops, for their own calendar app.
 * Creating a new URL replaces the old one; revoking ends it.
 */
export function CalendarFeedCard() {
  const { t, i18n } = useLingui();
  const feed = useCalendarFeed();
  const [created, setCreated] = useState<CalendarFeed | null>(null);
  const [confirming, setConfirming] = useState<'rotate' | 'revoke' | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const active = feed.data?.active ?? false;
  const since = feed.data?.created_at != null ? formatTimestamp(feed.data.created_at, i18n.locale) : null;

  const create = async () => {
    const next = await createCalendarFeedRequest();
    setCreated(next);
    await feed.mutate({ active: true, created_at: next.created_at }, { revalidate: false });
    toast.success(t`Kalender-Link erstellt`);
  };

  const createFirst = async () => {
    setBusy(true);
    try {
      await create();
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async () => {
    await revokeCalendarFeedRequest();
    setCreated(null);
    await feed.mutate({ active: false, created_at: null }, { revalidate: false });
    toast.success(t`Kalender-Link widerrufen`);
  };

  /** Keeps the dialog open with the error when the request fails. */
  const confirmed = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      return i18n._(errorMessage(error));
    }
  };

  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader>
        <CardTitle id={titleId}>
          <Trans>Kalender-Abo</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Mit einem privaten Link abonnieren Sie Ihre zugeteilten Workshops in Ihrer eigenen Kalender-App (z. B. Google
            Kalender, Outlook oder Apple Kalender).
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {feed.error && !feed.data ? (
          <FetchError error={feed.error} onRetry={() => void feed.mutate()} />
        ) : !feed.data ? (
          <ListLoading />
        ) : (
          <>
            <p data-testid="calendar-feed-status">
              {active && since ? (
                <Trans>Ein Kalender-Link ist aktiv (erstellt am {since}).</Trans>
              ) : (
                <Trans>Es ist kein Kalender-Link aktiv.</Trans>
              )}
            </p>
            {created && <NewFeedUrl url={created.url} />}
            <div className="flex flex-wrap gap-2">
              {active ? (
                <>
                  <Button variant="outline" onClick={() => setConfirming('rotate')}>
                    <Trans>Neuen Link erstellen</Trans>
                  </Button>
                  <Button variant="outline" onClick={() => setConfirming('revoke')}>
                    <Trans>Link widerrufen</Trans>
                  </Button>
                </>
              ) : (
                <Button onClick={() => void createFirst()} disabled={busy} aria-busy={busy || undefined}>
                  <Trans>Kalender-Link erstellen</Trans>
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>

      <ConfirmDialog
        open={confirming === 'rotate'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t`Neuen Kalender-Link erstellen?`}
        description={t`Der bisherige Link funktioniert danach nicht mehr. Kalender, die ihn abonniert haben, brauchen den neuen Link.`}
        confirmLabel={t`Neuen Link erstellen`}
        onConfirm={() => confirmed(create)}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t`Kalender-Link widerrufen?`}
        description={t`Der Link funktioniert danach nicht mehr, und Ihre Kalender-App zeigt die Workshops nicht mehr an.`}
        confirmLabel={t`Widerrufen`}
        confirmVariant="destructive"
        onConfirm={() => confirmed(revoke)}
      />
    </Card>
  );
}
