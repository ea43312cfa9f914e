import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/features/auth';
import { cantonName, cantonsByName } from '@/features/statistics';
import { cantons, type Canton, type SchoolHoliday } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatShortDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { deleteSchoolHolidaysRequest, useSchoolHolidays } from '../api/school-holidays';
import { currentSchoolYear, schoolYearChoices } from '../school-years';
import { SchoolHolidaysImportDialog } from './school-holidays-import-dialog';

/**
 * Master data, school holidays: the cantons' holidays by school year (the inquiry form warns with them, the ranking
 * and the staffing plan show them). Admins import a file per canton and year and delete a canton's year.
 */
export function SchoolHolidaysSection() {
  const { t, i18n } = useLingui();
  const isAdmin = useAuth((state) => state.role === 'admin');
  const [canton, setCanton] = useState<Canton | ''>('');
  const [schoolYear, setSchoolYear] = useState(currentSchoolYear);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const list = useSchoolHolidays({ canton: canton || undefined, school_year: schoolYear || undefined });
  const headingId = useId();
  const cantonId = useId();
  const yearId = useId();
  const rows = list.data ?? [];
  const cantonLabel = canton ? cantonName(canton, i18n.locale) : '';

  const remove = async () => {
    if (!canton) return;
    try {
      await deleteSchoolHolidaysRequest(canton, schoolYear);
    } catch (error) {
      return i18n._(errorMessage(error));
    }
    toast.success(t`Schulferien gelöscht`);
    await list.mutate();
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="sr-only">
        <Trans>Schulferien</Trans>
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={cantonId}>
              <Trans>Kanton</Trans>
            </Label>
            <NativeSelect
              id={cantonId}
              value={canton}
              onChange={(event) => setCanton(event.target.value as Canton | '')}
              className="w-56"
            >
              <option value="">{t`Alle Kantone`}</option>
              {cantonsByName(cantons, i18n.locale).map((code) => (
                <option key={code} value={code}>
                  {cantonName(code, i18n.locale)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={yearId}>
              <Trans>Schuljahr</Trans>
            </Label>
            <NativeSelect id={yearId} value={schoolYear} onChange={(event) => setSchoolYear(event.target.value)} className="w-40">
              <option value="">{t`Alle Schuljahre`}</option>
              {schoolYearChoices().map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {isAdmin && (
          <div className="flex flex-wrap gap-2">
            {canton && schoolYear && rows.length > 0 && (
              <Button variant="outline" onClick={() => setDeleting(true)}>
                <Trans>Löschen</Trans>
              </Button>
            )}
            <Button onClick={() => setImporting(true)}>
              <Trans>Datei importieren</Trans>
            </Button>
          </div>
        )}
      </div>
      {list.error && !list.data ? (
        <FetchError error={list.error} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <ListLoading />
      ) : rows.length === 0 ? (
        <ListEmpty>
          <Trans>Für diese Auswahl sind keine Schulferien erfasst.</Trans>
        </ListEmpty>
      ) : (
        <HolidayTable rows={rows} busy={list.isValidating} />
      )}
      {isAdmin && (
        <SchoolHolidaysImportDialog
          open={importing}
          onOpenChange={setImporting}
          initial={{ canton: canton || 'ZH', school_year: schoolYear || currentSchoolYear() }}
          onImported={(imported) => {
            setCanton(imported.canton);
            setSchoolYear(imported.school_year);
            void list.mutate();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t`Schulferien löschen?`}
        description={t`Alle Schulferien des Kantons ${cantonLabel} im Schuljahr ${schoolYear} werden gelöscht.`}
        confirmLabel={t`Löschen`}
        confirmVariant="destructive"
        onConfirm={remove}
      />
    </section>
  );
}

function HolidayTable({ rows, busy }: { rows: SchoolHoliday[]; busy: boolean }) {
  const { t, i18n } = useLingui();
  const th = 'px-3 py-2 text-left font-medium';
  const count = rows.length;
  return (
    // Focusable so that keyboard users can scroll it sideways on a narrow screen.
    <div
      className="max-w-full min-w-0 overflow-x-auto rounded-xl border bg-card focus-visible:outline-2 focus-visible:outline-ring"
      role="group"
      aria-label={t`Schulferien (${count})`}
      tabIndex={0}
      aria-busy={busy || undefined}
    >
      <table className="w-full text-sm" data-testid="school-holidays-table">
        <caption className="sr-only">{t`Schulferien (${count})`}</caption>
        <thead className="border-b bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className={th}>
              <Trans>Kanton</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Schuljahr</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Bezeichnung</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Von</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Bis</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b last:border-b-0">
              <td className="px-3 py-2">{cantonName(row.canton, i18n.locale)}</td>
              <td className="px-3 py-2">{row.school_year}</td>
              <td className="px-3 py-2">{row.name}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatShortDate(row.from_date, i18n.locale)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatShortDate(row.to_date, i18n.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
