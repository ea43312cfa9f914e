import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Section } from '@/components/detail-section';
import { formatTimestamp } from '@/lib/format';
import { useCoachCalendarImport } from '../api/get-coach-calendar-import';
import { importErrorMessages } from '../labels';

/** Staff's read-only view of a coach's linked calendar: whether one is linked, the last import and its error. */
export function CoachCalendarImportSummary({ coachId }: { coachId: number }) {
  const { t, i18n } = useLingui();
  const { data, error } = useCoachCalendarImport(coachId);
  const synced = data?.last_synced_at != null ? formatTimestamp(data.last_synced_at, i18n.locale) : null;
  const count = data?.busy_count ?? 0;
  return (
    <Section title={t`Verknüpfter Kalender`} testId="coach-calendar-import">
      {error ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Der Kalender-Status konnte nicht geladen werden.</Trans>
        </p>
      ) : !data ? null : !data.linked ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Kein Kalender verknüpft.</Trans>
        </p>
      ) : (
        <div className="grid gap-1 text-sm">
          <p className="font-mono">{data.url_masked}</p>
          <p>
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
          {data.last_error && (
            <p className="text-destructive">
              <Trans>Der letzte Import ist fehlgeschlagen:</Trans> {i18n._(importErrorMessages[data.last_error])}
            </p>
          )}
        </div>
      )}
    </Section>
  );
}
