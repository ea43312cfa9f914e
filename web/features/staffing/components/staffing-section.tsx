import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Link } from 'wouter';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Section } from '@/components/detail-section';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { Button } from '@/components/ui/button';
import { WarningIcon } from '@/components/ui/icons';
import { StatusPill } from '@/components/ui/status-pill';
import { paths } from '@/config/paths';
import type { AllocationForm, CoachRequest } from '@/lib/contract';
import { formatShortDate, formatTimestampDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { assignCoachRequest } from '../api/assign-coach';
import { dismissCoachRequest } from '../api/dismiss-coach';
import { useAllocationForm } from '../api/get-allocation-form';
import { revalidateStaffing } from '../api/revalidate';
import { withdrawCoachRequestRequest } from '../api/withdraw-coach-request';
import {
  allocationFailed,
  allocationSaved,
  blockerLabels,
  failureReason,
  labelOf,
  requestStateTones,
  requestStateLabels,
  requestWithdrawn,
  withdrawFailed,
} from '../labels';
import { byRequestOrder, canDismiss, isOpenRequest, isStaffable, placementMails, type PlacementMails } from '../staffing-rules';
import { AutoEscalationSwitch } from './auto-escalation-switch';
import { RecordCoachAfterDone } from './record-coach-after-done';
import { RequestCoachesDialog } from './request-coaches-dialog';
import { SchoolHolidayBadge } from './school-holiday-badge';
import { EmailAddress } from '@/components/email-address';

type Placed = AllocationForm['placed'][number];
type Person = { firstname: string; lastname: string };

/** What waits for confirmation: removing a placed coach, placing one (mails go out at once), withdrawing a request. */
type Pending =
  { kind: 'dismiss'; coach: Placed } | { kind: 'assign'; request: CoachRequest } | { kind: 'withdraw'; request: CoachRequest };

const fullName = (person: Person) => `${person.firstname} ${person.lastname}`;

/**
 * "Besetzung" on the workshop detail (admin, associate): coaches needed and placed, the placed coaches, the requests
 * with their answers; asking coaches, placing, removing and withdrawing while the workshop is initialized,
 * coaches_requested or to-realize. In any other state the placed coaches are listed read-only; on a done workshop a
 * coach who gave it without being placed can be recorded.
 * Every change applies to the whole series (the server's rule); afterwards the workshop and the lists are reloaded.
 */
export function StaffingSection({ workshopId }: { workshopId: number }) {
  const { t } = useLingui();
  const allocation = useAllocationForm(workshopId);
  const data = allocation.data;

  return (
    <Section title={t`Besetzung`} className="lg:col-span-2" testId="staffing">
      {data ? (
        <Staffing workshopId={workshopId} data={data} />
      ) : allocation.error ? (
        <FetchError error={allocation.error} onRetry={() => void allocation.mutate()} />
      ) : (
        <ListLoading>
          <Trans>Besetzung wird geladen …</Trans>
        </ListLoading>
      )}
    </Section>
  );
}

function Staffing({ workshopId, data }: { workshopId: number; data: AllocationForm }) {
  const { t, i18n } = useLingui();
  const { mutate } = useSWRConfig();
  const [requestOpen, setRequestOpen] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const { workshop, placed } = data;
  const staffable = isStaffable(workshop.state);
  const needed = workshop.coaches_needed;
  const placedCount = placed.length;
  const seriesCount = workshop.dates.length;
  const requests = [...data.requests].sort(byRequestOrder);

  const allocationError = (error: unknown) => {
    const reason = failureReason(i18n, error);
    toast.error(i18n._(allocationFailed(reason)));
    return reason;
  };

  const assign = async (coachId: number) => {
    const form = await assignCoachRequest(workshopId, { coach_id: coachId });
    toast.success(i18n._(allocationSaved));
    revalidateStaffing(mutate, workshopId, form);
  };

  /** The confirm dialog's action: resolves to close it, or returns the reason to show in it. */
  const confirm = async (): Promise<string | void> => {
    if (!pending) return;
    if (pending.kind === 'withdraw') {
      try {
        await withdrawCoachRequestRequest(pending.request.id);
        toast.success(i18n._(requestWithdrawn));
        revalidateStaffing(mutate, workshopId);
      } catch (error) {
        const reason = failureReason(i18n, error);
        toast.error(i18n._(withdrawFailed(reason)));
        return reason;
      }
      return;
    }
    try {
      if (pending.kind === 'assign') await assign(pending.request.coach.id);
      else {
        const form = await dismissCoachRequest(workshopId, { coach_id: pending.coach.id });
        toast.success(i18n._(allocationSaved));
        revalidateStaffing(mutate, workshopId, form);
      }
    } catch (error) {
      return allocationError(error);
    }
  };

  const dismissible = canDismiss(data);
  const pendingName = pending ? fullName(pending.kind === 'dismiss' ? pending.coach : pending.request.coach) : '';
  const dialog = pending
    ? {
        dismiss: { title: t`${pendingName} entfernen?`, confirm: t`Entfernen`, variant: 'destructive' as const },
        assign: {
          title:
            pending.kind === 'assign' && pending.request.state === 'approved'
              ? t`${pendingName} einteilen?`
              : t`${pendingName} ohne Zusage einteilen?`,
          confirm: t`Einteilen und E-Mails senden`,
          variant: 'default' as const,
        },
        withdraw: {
          title: t`Anfrage an ${pendingName} zurückziehen?`,
          confirm: t`Zurückziehen`,
          variant: 'destructive' as const,
        },
      }[pending.kind]
    : null;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm" data-testid="staffing-count">
          <span className={cn('font-medium', placedCount < needed ? 'text-foreground' : 'text-success')}>
            <Plural value={needed} one={`${placedCount} von # eingeteilt`} other={`${placedCount} von # eingeteilt`} />
          </span>
          {seriesCount > 1 && (
            <span className="text-muted-foreground">
              {' · '}
              <Trans>Gilt für alle {seriesCount} Workshops der Serie</Trans>
            </span>
          )}
        </p>
        <SchoolHolidayBadge holidays={workshop.school_holidays} />
        {staffable && (
          <Button onClick={() => setRequestOpen(true)}>
            <Trans>Coaches anfragen</Trans>
          </Button>
        )}
        {workshop.state === 'done' && <RecordCoachAfterDone workshopId={workshopId} placed={placed} />}
      </div>

      <div className="grid gap-2">
        <h3 className="text-sm font-medium text-muted-foreground">
          <Trans>Eingeteilte Coaches</Trans>
        </h3>
        {placed.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Noch keine Coaches eingeteilt.</Trans>
          </p>
        ) : (
          <ul className="grid gap-2 text-sm" aria-label={t`Eingeteilte Coaches`}>
            {placed.map((coach) => {
              const name = fullName(coach);
              return (
                <li
                  key={coach.id}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border p-3"
                  data-coach-id={coach.id}
                >
                  <div className="grid min-w-0 gap-0.5">
                    <Link href={paths.manager.coach.href(coach.id)} className="font-medium text-primary hover:underline">
                      {name}
                    </Link>
                    <span className="flex flex-wrap gap-x-3 text-muted-foreground">
                      {coach.phone && (
                        <a href={`tel:${coach.phone.replace(/\s+/g, '')}`} className="hover:text-foreground hover:underline">
                          {coach.phone}
                        </a>
                      )}
                      <a href={`mailto:${coach.email}`} className="hover:text-foreground hover:underline">
                        <EmailAddress email={coach.email} />
                      </a>
                    </span>
                    <PlacedConflict coach={coach} />
                  </div>
                  {staffable && (
                    <div className="flex flex-wrap items-center gap-2">
                      {!dismissible && (
                        <span id={`dismiss-reason-${coach.id}`} className="text-muted-foreground">
                          <Trans>Bitte zuerst eine neue Person zuteilen</Trans>
                        </span>
                      )}
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t`${name} entfernen`}
                        disabled={!dismissible}
                        aria-describedby={dismissible ? undefined : `dismiss-reason-${coach.id}`}
                        onClick={() => setPending({ kind: 'dismiss', coach })}
                      >
                        <Trans>Entfernen</Trans>
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>

      {staffable && (
        <div className="grid gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">
            <Trans>Anfragen</Trans>
          </h3>
          <AutoEscalationSwitch workshopId={workshopId} enabled={workshop.auto_escalate} />
          {requests.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>Noch keine Coaches angefragt.</Trans>
            </p>
          ) : (
            <ul className="grid gap-2 text-sm" aria-label={t`Anfragen`}>
              {requests.map((request) => {
                const name = fullName(request.coach);
                const requestedAt = formatTimestampDate(request.requested_at, i18n.locale);
                const answeredAt = request.answered_at === null ? null : formatTimestampDate(request.answered_at, i18n.locale);
                // Placed or withdrawn: when, besides when it was asked and answered.
                const closedAt =
                  request.state === 'placed' || request.state === 'cancelled'
                    ? formatTimestampDate(request.updated_at, i18n.locale)
                    : null;
                const open = isOpenRequest(request.state);
                return (
                  <li
                    key={request.id}
                    className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 rounded-lg border p-3"
                    data-request-id={request.id}
                  >
                    <div className="grid min-w-0 gap-1">
                      <span className="flex flex-wrap items-center gap-2">
                        <Link
                          href={paths.manager.coach.href(request.coach.id)}
                          className="font-medium text-primary hover:underline"
                        >
                          {name}
                        </Link>
                        <RequestStateBadge state={request.state} />
                      </span>
                      <span className="text-muted-foreground">
                        {answeredAt ? (
                          <Trans>
                            Angefragt am {requestedAt}, beantwortet am {answeredAt}
                          </Trans>
                        ) : (
                          <Trans>Angefragt am {requestedAt}</Trans>
                        )}
                      </span>
                      {closedAt && (
                        <span className="text-muted-foreground" data-testid="request-closed-at">
                          {request.state === 'placed' ? (
                            <Trans>Eingeteilt am {closedAt}</Trans>
                          ) : (
                            <Trans>Zurückgezogen am {closedAt}</Trans>
                          )}
                        </span>
                      )}
                      {request.answer_message && (
                        <blockquote className="border-l-2 pl-3 whitespace-pre-line">
                          <span className="sr-only">{t`Kommentar:`} </span>
                          {request.answer_message}
                        </blockquote>
                      )}
                    </div>
                    {open && (
                      <div className="flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          variant={request.state === 'approved' ? 'default' : 'outline'}
                          aria-label={t`${name} einteilen`}
                          onClick={() => setPending({ kind: 'assign', request })}
                        >
                          <Trans>Einteilen</Trans>
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t`Anfrage an ${name} zurückziehen`}
                          onClick={() => setPending({ kind: 'withdraw', request })}
                        >
                          <Trans>Zurückziehen</Trans>
                        </Button>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}

      {staffable && (
        <RequestCoachesDialog
          workshopId={workshopId}
          open={requestOpen}
          onOpenChange={setRequestOpen}
          onSent={() => revalidateStaffing(mutate, workshopId)}
        />
      )}

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={dialog?.title ?? ''}
        description={
          pending && (pending.kind !== 'dismiss' || seriesCount > 1) ? (
            <>
              {pending.kind === 'assign' && pending.request.state !== 'approved' && (
                <p>
                  <Trans>
                    {pendingName} hat die Anfrage noch nicht beantwortet. Trotzdem einteilen, z. B. nach einer Zusage am Telefon?
                  </Trans>
                </p>
              )}
              {pending.kind === 'assign' && <PlacementMailList mails={placementMails(data, pending.request.coach.id)} />}
              {pending.kind === 'withdraw' && (
                <p>
                  <Trans>Die Anfrage wird aufgehoben und {pendingName} wird informiert.</Trans>
                </p>
              )}
              {seriesCount > 1 && (
                <p className="font-medium text-foreground">
                  <Trans>Gilt für alle {seriesCount} Workshops der Serie.</Trans>
                </p>
              )}
            </>
          ) : undefined
        }
        confirmLabel={dialog?.confirm ?? ''}
        confirmVariant={dialog?.variant ?? 'default'}
        onConfirm={confirm}
      />
    </div>
  );
}

/** Before placing: the mails that go out at once, and to whom. */
function PlacementMailList({ mails }: { mails: PlacementMails }) {
  const { coach, withdrawn, school } = mails;
  const names = withdrawn.join(', ');
  return (
    <div className="grid gap-1" data-testid="placement-mails">
      <p>
        <Trans>Diese E-Mails werden sofort gesendet:</Trans>
      </p>
      <ul className="list-disc pl-5">
        <li>
          <Trans>an {coach}: die Einteilung mit Daten und Adresse</Trans>
        </li>
        {school && (
          <li>
            <Trans>an die Kontaktperson der Schule: die Kontakte der eingeteilten Coaches</Trans>
          </li>
        )}
        {withdrawn.length > 0 && (
          <li>
            <Trans>an {names}: die Anfrage wird zurückgezogen</Trans>
          </li>
        )}
      </ul>
    </div>
  );
}

function RequestStateBadge({ state }: { state: CoachRequest['state'] }) {
  const { i18n } = useLingui();
  return (
    <StatusPill tone={requestStateTones[state]} data-state={state}>
      {labelOf(i18n, requestStateLabels, state)}
    </StatusPill>
  );
}

/** A conflict: the placed coach has since blocked a date of the workshop (or its series), and by what. */
function PlacedConflict({ coach }: { coach: Placed }) {
  const { i18n } = useLingui();
  if (coach.unavailable.length === 0) return null;
  const reasons = coach.unavailable
    .map((reason) => `${labelOf(i18n, blockerLabels, reason.kind)} ${formatShortDate(reason.date, i18n.locale)}`)
    .join(', ');
  return (
    <p className="flex items-start gap-1.5 font-medium text-destructive" data-testid="placed-conflict">
      <WarningIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <Trans>Konflikt: als abwesend eingetragen ({reasons})</Trans>
      </span>
    </p>
  );
}
