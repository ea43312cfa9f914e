import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useAuth } from '@/features/auth';
import { CalendarFeedCard } from '@/features/calendar-feed';
import { CalendarImportCard } from '@/features/calendar-import';
import { normalizeAnchor } from '@/lib/calendar';
import { todayInZurich, type PlacementConflict } from '@/lib/contract';
import { formatIsoDate, formatTimeRange } from '@/lib/format';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { checkConflictsRequest } from '../api/check-conflicts';
import { createHolidayRequest } from '../api/create-holiday';
import { createUnavailabilityRequest } from '../api/create-unavailability';
import { deleteHolidayRequest } from '../api/delete-holiday';
import { deleteUnavailabilityRequest } from '../api/delete-unavailability';
import { useUnavailabilities } from '../api/get-unavailabilities';
import { updateHolidayRequest } from '../api/update-holiday';
import { updateUnavailabilityRequest } from '../api/update-unavailability';
import { EntryForm } from '../components/entry-form';
import { EntryList } from '../components/entry-list';
import { UnavailabilityCalendar } from '../components/unavailability-calendar';
import { entryKinds, toEntries, type Entry, type EntryKind } from '../entries';
import { emptyEntryFields, entryToFields, type EntryRequest } from '../entry-values';
import { describeEntry } from '../labels';

const savedSuccessfully = msg`Erfolgreich gespeichert`;

/** Conflicts found before saving, and how to go on (save anyway or not). */
interface PendingConflicts {
  conflicts: PlacementConflict[];
  decide: (save: boolean) => void;
}
const unavailabilityKinds: readonly EntryKind[] = ['blocked_day', 'weekday', 'time_of_day'];

/** Creates, or with `id` replaces, an entry in the table its request is for. */
function sendEntry(coachId: number, request: EntryRequest, id?: number) {
  if (request.target === 'holiday') {
    return id ? updateHolidayRequest(coachId, id, request.body) : createHolidayRequest(coachId, request.body);
  }
  return id ? updateUnavailabilityRequest(coachId, id, request.body) : createUnavailabilityRequest(coachId, request.body);
}

const deleteEntry = (coachId: number, entry: Entry) =>
  entry.kind === 'holiday' ? deleteHolidayRequest(coachId, entry.id) : deleteUnavailabilityRequest(coachId, entry.id);

/** The first day of a dated entry, to show its month after saving. */
function firstDay(request: EntryRequest): string | null {
  if (request.target === 'holiday') return request.body.from_date;
  return request.body.kind === 'blocked_day' ? request.body.date : null;
}

/**
 * `/manager/unavailabilities` (coach): the coach's blocked days and ranges, holidays, weekday and time-of-day blocks
 * on a month calendar and in lists by kind, with add, edit and delete.
 */
export default function UnavailabilitiesPage() {
  const { t, i18n } = useLingui();
  const coachId = useAuth((state) => state.userId);
  const today = useMemo(() => todayInZurich(), []);
  const [anchor, setAnchor] = useState(() => normalizeAnchor('month', today));
  const [editing, setEditing] = useState<Entry | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const [conflicts, setConflicts] = useState<PendingConflicts | null>(null);
  const list = useUnavailabilities(coachId);
  const entries = useMemo(() => (list.data ? toEntries(list.data) : []), [list.data]);
  const addTitleId = useId();

  /** Asks whether to save although the entry blocks workshops the coach is placed on. */
  const confirmDespite = (conflicts: PlacementConflict[]) =>
    new Promise<boolean>((decide) => setConflicts({ conflicts, decide }));

  const save = async (request: EntryRequest, existing?: Entry) => {
    const found = await checkConflictsRequest(coachId!, request);
    if (found.length > 0 && !(await confirmDespite(found))) return false;
    await sendEntry(coachId!, request, existing?.id);
    await list.mutate();
    const day = firstDay(request);
    if (day) setAnchor(normalizeAnchor('month', day));
    setEditing(null);
    toast.success(i18n._(savedSuccessfully));
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteEntry(coachId!, deleting);
      toast.success(t`Eintrag gelöscht`);
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    }
    await list.mutate();
  };

  return (
    <>
      <PageHeader title={t`Abwesenheiten`} description={<Trans>Wann Sie keine Workshops übernehmen können.</Trans>} />
      {list.error && !list.data ? (
        <FetchError error={list.error} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <ListLoading>
          <Trans>Abwesenheiten werden geladen …</Trans>
        </ListLoading>
      ) : (
        <div className="grid gap-8">
          <UnavailabilityCalendar anchor={anchor} today={today} entries={entries} onAnchorChange={setAnchor} />
          <div className="grid items-start gap-6 xl:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle id={addTitleId}>
                  <Trans>Abwesenheit erfassen</Trans>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <EntryForm
                  aria-labelledby={addTitleId}
                  defaultValues={emptyEntryFields()}
                  kinds={entryKinds}
                  minDate={today}
                  submitLabel={t`Hinzufügen`}
                  onSave={(request) => save(request)}
                />
              </CardContent>
            </Card>
            <section aria-labelledby={`${addTitleId}-entries`} className="grid gap-4">
              <h2 id={`${addTitleId}-entries`} className="text-xl font-semibold">
                <Trans>Einträge</Trans>
              </h2>
              <EntryList entries={entries} today={today} onEdit={setEditing} onDelete={setDeleting} />
            </section>
          </div>
        </div>
      )}
      <div className="mt-8">
        <CalendarImportCard />
      </div>
      <div className="mt-8">
        <CalendarFeedCard />
      </div>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent closeLabel={t`Schliessen`} className="max-w-lg">
          <DialogHeader>
            <DialogTitle>
              <Trans>Eintrag bearbeiten</Trans>
            </DialogTitle>
            <DialogDescription>{editing && describeEntry(i18n, editing)}</DialogDescription>
          </DialogHeader>
          {editing && (
            <EntryForm
              defaultValues={entryToFields(editing)}
              kinds={editing.kind === 'holiday' ? ['holiday'] : unavailabilityKinds}
              submitLabel={t`Speichern`}
              onSave={(request) => save(request, editing)}
              actions={
                <Button variant="outline" onClick={() => setEditing(null)}>
                  <Trans>Abbrechen</Trans>
                </Button>
              }
            />
          )}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={conflicts !== null}
        onOpenChange={(open) => {
          if (open) return;
          conflicts?.decide(false);
          setConflicts(null);
        }}
        title={t`Sie sind an diesem Termin eingeteilt`}
        description={
          <>
            <Trans>Der Eintrag betrifft Workshops, für die Sie eingeteilt sind:</Trans>
            <ul className="mt-2 grid gap-1 text-foreground" data-testid="placement-conflicts">
              {conflicts?.conflicts.map((workshop) => (
                <li key={workshop.workshop_id}>
                  {formatIsoDate(workshop.date, i18n.locale)}, {formatTimeRange(workshop.start_time, workshop.end_time)}:{' '}
                  {workshop.title} ({workshop.institute}, {workshop.location})
                </li>
              ))}
            </ul>
            <p className="mt-2">
              <Trans>
                Wenn Sie trotzdem speichern, sieht das Team den Konflikt und sucht Ersatz; bitte sprechen Sie sich mit ihm ab.
              </Trans>
            </p>
          </>
        }
        confirmLabel={t`Trotzdem speichern`}
        onConfirm={async () => {
          conflicts?.decide(true);
          setConflicts(null);
        }}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Eintrag löschen?`}
        description={deleting ? describeEntry(i18n, deleting) : undefined}
        confirmLabel={t`Löschen`}
        confirmVariant="destructive"
        onConfirm={confirmDelete}
      />
    </>
  );
}
