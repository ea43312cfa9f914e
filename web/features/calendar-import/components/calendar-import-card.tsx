import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { validationMessages } from '@/components/form/messages';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api';
import type { CalendarImportStatus, ImportedBusyTime, ValidationKey } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatIsoDate, formatTimeRange, formatTimestamp } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useCalendarImport } from '../api/get-calendar-import';
import { linkCalendarImportRequest } from '../api/link-calendar-import';
import { unlinkCalendarImportRequest } from '../api/unlink-calendar-import';
import { importErrorMessages } from '../labels';

/** The status line: what is linked, when it was last imported, and the last error in words. */
function ImportStatus({ status }: { status: CalendarImportStatus }) {
  const { i18n } = useLingui();
  if (!status.linked) {
    return (
      <p data-testid="calendar-import-status">
        <Trans>Es ist kein Kalender verknüpft.</Trans>
      </p>
    );
  }
  const address = status.url_masked ?? '';
  const synced = status.last_synced_at !== null ? formatTimestamp(status.last_synced_at, i18n.locale) : null;
  const count = status.busy_count;
  return (
    <div className="grid gap-2" data-testid="calendar-import-status">
      <p>
        <Trans>
          Verknüpft: <span className="font-mono">{address}</span>
        </Trans>
      </p>
      <p className="text-sm text-muted-foreground">
        {synced ? (
          <Plural
            value={count}
            one={`Zuletzt importiert am ${synced}: # belegte Zeit.`}
            other={`Zuletzt importiert am ${synced}: # belegte Zeiten.`}
          />
        ) : (
          <Trans>Noch nicht erfolgreich importiert.</Trans>
        )}
      </p>
      {status.last_error && (
        <Alert variant="destructive" role="status">
          <AlertDescription>
            <Trans>Der letzte Import ist fehlgeschlagen:</Trans> {i18n._(importErrorMessages[status.last_error])}
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}

/** The imported busy times, read-only: they change only in the coach's own calendar. */
function BusyTimes({ times, total }: { times: ImportedBusyTime[]; total: number }) {
  const { i18n } = useLingui();
  const titleId = useId();
  if (times.length === 0) return null;
  const shown = times.length;
  return (
    <section aria-labelledby={titleId} className="grid gap-2">
      <h3 id={titleId} className="font-medium">
        <Trans>Aus Ihrem Kalender</Trans>
      </h3>
      <p className="text-sm text-muted-foreground">
        <Trans>Diese Zeiten gelten als belegt. Ändern Sie sie in Ihrem eigenen Kalender.</Trans>
        {total > shown && (
          <>
            {' '}
            <Trans>Angezeigt werden die nächsten {shown}.</Trans>
          </>
        )}
      </p>
      <ul className="grid gap-1 text-sm" data-testid="imported-busy-times">
        {times.map((time) => (
          <li key={`${time.date}-${time.start_time ?? 'day'}`} className="flex flex-wrap gap-x-3">
            <span>{formatIsoDate(time.date, i18n.locale)}</span>
            <span className="text-muted-foreground">
              {time.start_time && time.end_time ? formatTimeRange(time.start_time, time.end_time) : <Trans>ganzer Tag</Trans>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Eigenen Kalender verknüpfen" (coach): an ICS address of the coach's own calendar (Google, Outlook…) whose busy
 * times block workshops like manual entries; imported at once and then hourly.
 */
export function CalendarImportCard() {
  const { t, i18n } = useLingui();
  const status = useCalendarImport();
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmingUnlink, setConfirmingUnlink] = useState(false);
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  const linked = status.data?.linked ?? false;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFieldError(null);
    try {
      const next = await linkCalendarImportRequest(url.trim());
      await status.mutate(next, { revalidate: false });
      setUrl('');
      if (next.last_error) toast.error(t`Kalender verknüpft, aber der Import ist fehlgeschlagen`);
      else toast.success(t`Kalender verknüpft und importiert`);
    } catch (error) {
      const issue = isApiError(error) ? error.fields.find((f) => f.path === 'url') : undefined;
      const message = issue ? validationMessages[issue.message as ValidationKey] : undefined;
      if (message) setFieldError(i18n._(message));
      else toast.error(i18n._(errorMessage(error)));
    } finally {
      setSaving(false);
    }
  };

  const unlink = async () => {
    try {
      await unlinkCalendarImportRequest();
      await status.mutate();
      toast.success(t`Kalender-Verknüpfung aufgehoben`);
    } catch (error) {
      return i18n._(errorMessage(error));
    }
  };

  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader>
        <CardTitle id={titleId}>
          <Trans>Eigenen Kalender verknüpfen</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Termine aus Ihrem Kalender (z. B. Google Kalender oder Outlook) gelten für die nächsten 12 Monate als belegt und
            werden stündlich aktualisiert. Gespeichert werden nur die Zeiten, keine Titel oder Inhalte.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.error && !status.data ? (
          <FetchError error={status.error} onRetry={() => void status.mutate()} />
        ) : !status.data ? (
          <ListLoading />
        ) : (
          <>
            <ImportStatus status={status.data} />
            <form className="grid gap-2" onSubmit={(event) => void save(event)} noValidate>
              <Label htmlFor={inputId}>
                {linked ? <Trans>Neue ICS-Adresse Ihres Kalenders</Trans> : <Trans>ICS-Adresse Ihres Kalenders</Trans>}
              </Label>
              <Input
                id={inputId}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://…/basic.ics"
                value={url}
                onChange={(event) => setUrl(event.target.value)}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? errorId : undefined}
                required
              />
              {fieldError && (
                <p id={errorId} className="text-sm text-destructive" role="alert">
                  {fieldError}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={saving || url.trim() === ''} aria-busy={saving || undefined}>
                  {linked ? <Trans>Adresse ersetzen</Trans> : <Trans>Kalender verknüpfen</Trans>}
                </Button>
                {linked && (
                  <Button type="button" variant="outline" onClick={() => setConfirmingUnlink(true)}>
                    <Trans>Verknüpfung aufheben</Trans>
                  </Button>
                )}
              </div>
            </form>
            <BusyTimes times={status.data.busy_times} total={status.data.busy_count} />
          </>
        )}
      </CardContent>

      <ConfirmDialog
        open={confirmingUnlink}
        onOpenChange={setConfirmingUnlink}
        title={t`Kalender-Verknüpfung aufheben?`}
        description={t`Die aus Ihrem Kalender übernommenen belegten Zeiten werden gelöscht und blockieren keine Workshops mehr.`}
        confirmLabel={t`Aufheben`}
        confirmVariant="destructive"
        onConfirm={unlink}
      />
    </Card>
  );
}
