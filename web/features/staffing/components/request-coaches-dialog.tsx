import { zodResolver } from '@hookform/resolvers/zod';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { TextareaField, useFieldWiring, FieldErrorMessage } from '@/components/form/field';
import { Form } from '@/components/form/form';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { FormDialogFooter } from '@/components/form/form-dialog-footer';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { OfferDecision } from '@/features/coach-offers';
import { isApiError } from '@/lib/api';
import type { Candidate, CandidateList, SendRequestsBody } from '@/lib/contract';
import { formatIsoDateWith, formatShortDate, formatTimeRange, swissLocale } from '@/lib/format';
import { SendRequestsBodySchema } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useCandidates } from '../api/get-candidates';
import { sendCoachRequestsRequest } from '../api/send-coach-requests';
import { WorkloadChips } from '@/features/workload/workload-chips';
import { blockerLabels, failureReason, labelOf, requestFailed, requestsSent, requestStateLabels } from '../labels';
import { groupBlockers, isAvailable, isSelectable } from '../staffing-rules';
import { SchoolHolidayBadge } from './school-holiday-badge';

type SendRequestsValues = z.output<typeof SendRequestsBodySchema>;

const MESSAGE_MAX = 2000;

interface RequestCoachesDialogProps {
  workshopId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the requests were sent (the caller revalidates). */
  onSent: () => void;
}

/**
 * "Coaches anfragen": the active coaches ranked for the workshop (or its series), why they fit and what keeps them
 * from a date; the chosen ones are asked (POST workshops/{id}/coach-requests). Wide, full screen on phones.
 */
export function RequestCoachesDialog({ workshopId, open, onOpenChange, onSent }: RequestCoachesDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t`Schliessen`}
        className="flex max-w-3xl flex-col overflow-hidden max-sm:top-0 max-sm:left-0 max-sm:h-svh max-sm:max-h-svh max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0 max-sm:p-4"
      >
        {open && <RequestForm workshopId={workshopId} onClose={() => onOpenChange(false)} onSent={onSent} />}
      </DialogContent>
    </Dialog>
  );
}

function RequestForm({ workshopId, onClose, onSent }: { workshopId: number; onClose: () => void; onSent: () => void }) {
  const { t, i18n } = useLingui();
  const candidates = useCandidates(workshopId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SendRequestsBody, unknown, SendRequestsValues>({
    resolver: zodResolver(SendRequestsBodySchema),
    defaultValues: { coach_ids: [], message: '' },
  });

  const submit = async (values: SendRequestsValues) => {
    setFormError(null);
    try {
      await sendCoachRequestsRequest(workshopId, {
        coach_ids: values.coach_ids,
        ...(values.message ? { message: values.message } : {}),
      });
      toast.success(i18n._(requestsSent));
      onClose();
      onSent();
    } catch (error) {
      const onField = applyRequestFieldErrors(form, error);
      const reason = failureReason(i18n, error);
      if (!onField) setFormError(reason);
      toast.error(i18n._(requestFailed(reason)));
    }
  };

  const data = candidates.data;
  const submitting = form.formState.isSubmitting;
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans>Coaches anfragen</Trans>
        </DialogTitle>
        <DialogDescription asChild>
          <div className="grid gap-1">
            {data && <WorkshopDates workshop={data.workshop} />}
            <p>
              <Trans>
                Die ausgewählten Coaches erhalten eine Anfrage per E-Mail und antworten, ob sie verfügbar sind. Die Liste ist nach
                Eignung sortiert.
              </Trans>
            </p>
          </div>
        </DialogDescription>
      </DialogHeader>
      {!data ? (
        candidates.error ? (
          <FetchError error={candidates.error} onRetry={() => void candidates.mutate()} />
        ) : (
          <ListLoading>
            <Trans>Coaches werden geladen …</Trans>
          </ListLoading>
        )
      ) : (
        <Form form={form} onSubmit={submit} className="flex min-h-0 flex-1 flex-col gap-4">
          <CandidatePicker
            form={form}
            candidates={data.candidates}
            onNavigate={onClose}
            onOfferDecided={() => {
              onClose();
              onSent();
            }}
          />
          <TextareaField<SendRequestsBody>
            name="message"
            label={t`Nachricht an die Coaches (optional)`}
            description={t`Steht in der Anfrage und in der E-Mail.`}
            maxLength={MESSAGE_MAX}
            rows={3}
            className="shrink-0"
          />
          {formError && (
            <Alert variant="destructive" role="alert" className="shrink-0">
              <AlertDescription>{formError}</AlertDescription>
            </Alert>
          )}
          <FormDialogFooter
            submitting={submitting}
            onCancel={onClose}
            submitLabel={<Trans>Anfragen senden</Trans>}
            className="shrink-0"
          />
        </Form>
      )}
    </>
  );
}

/** Puts a 422's issues on `coach_ids` (also `coach_ids.3`) and `message` onto those fields; true when any matched. */
function applyRequestFieldErrors(form: UseFormReturn<SendRequestsBody, unknown, SendRequestsValues>, error: unknown): boolean {
  if (!isApiError(error) || error.code !== 'validation_failed') return false;
  let applied = false;
  for (const issue of error.fields) {
    const root = issue.path.split('.')[0];
    if (root !== 'coach_ids' && root !== 'message') continue;
    form.setError(root, { type: 'server', message: issue.message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

function WorkshopDates({ workshop }: { workshop: CandidateList['workshop'] }) {
  const { i18n } = useLingui();
  const count = workshop.dates.length;
  return (
    <>
      <p className="font-medium text-foreground">{workshop.title}</p>
      <p>
        {workshop.dates
          .map((date) => `${formatShortDate(date.date, i18n.locale)}, ${formatTimeRange(date.start_time, date.end_time)}`)
          .join(' · ')}
      </p>
      <SchoolHolidayBadge holidays={workshop.school_holidays} />
      {count > 1 && (
        <p>
          <Trans>Die Anfrage gilt für alle {count} Workshops der Serie.</Trans>
        </p>
      )}
    </>
  );
}

function CandidatePicker({
  form,
  candidates,
  onNavigate,
  onOfferDecided,
}: {
  form: UseFormReturn<SendRequestsBody, unknown, SendRequestsValues>;
  candidates: readonly Candidate[];
  onNavigate: () => void;
  /** An offer in the list was accepted or declined. */
  onOfferDecided: () => void;
}) {
  const { t } = useLingui();
  const filterId = useId();
  const legendId = useId();
  const [onlyAvailable, setOnlyAvailable] = useState(true);
  const wiring = useFieldWiring<SendRequestsBody>('coach_ids', {});
  const shown = onlyAvailable ? candidates.filter(isAvailable) : candidates;
  const total = candidates.length;
  const shownCount = shown.length;

  return (
    <Controller
      control={form.control}
      name="coach_ids"
      render={({ field }) => {
        const selected: number[] = field.value ?? [];
        const selectedCount = selected.length;
        const toggle = (id: number, checked: boolean) => {
          field.onChange(checked ? [...selected, id] : selected.filter((value) => value !== id));
          if (checked) form.clearErrors('coach_ids');
        };
        return (
          // A group, not a fieldset: a fieldset's anonymous content box does not shrink, so the list would not scroll.
          <div
            ref={field.ref}
            role="group"
            aria-labelledby={legendId}
            tabIndex={-1}
            aria-describedby={wiring.describedBy}
            aria-invalid={wiring.invalid}
            className="flex min-h-0 flex-1 flex-col gap-3 focus-visible:outline-none"
          >
            <span id={legendId} className="sr-only">{t`Coaches`}</span>
            <div className="flex shrink-0 flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
              <label htmlFor={filterId} className="flex cursor-pointer items-center gap-2 font-medium">
                <input
                  id={filterId}
                  type="checkbox"
                  checked={onlyAvailable}
                  onChange={(event) => setOnlyAvailable(event.currentTarget.checked)}
                  className="size-4 accent-primary"
                />
                <Trans>Nur verfügbare</Trans>
              </label>
              <p className="text-muted-foreground" role="status">
                <Plural value={total} one={`${shownCount} von # Coach`} other={`${shownCount} von # Coaches`} />
                {' · '}
                <Plural value={selectedCount} one="# ausgewählt" other="# ausgewählt" />
              </p>
            </div>
            <FieldErrorMessage id={wiring.errorId}>{wiring.errorText}</FieldErrorMessage>
            {shown.length === 0 ? (
              <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
                {onlyAvailable ? (
                  <Trans>Keine Coaches ohne Hinderungsgrund. «Nur verfügbare» ausschalten, um alle zu sehen.</Trans>
                ) : (
                  <Trans>Keine aktiven Coaches gefunden.</Trans>
                )}
              </p>
            ) : (
              <ol className="grid min-h-0 flex-1 content-start gap-2 overflow-y-auto pr-1" data-testid="candidates">
                {shown.map((candidate) => (
                  <CandidateRow
                    key={candidate.id}
                    candidate={candidate}
                    checked={selected.includes(candidate.id)}
                    onChange={(checked) => toggle(candidate.id, checked)}
                    onNavigate={onNavigate}
                    onOfferDecided={onOfferDecided}
                  />
                ))}
              </ol>
            )}
          </div>
        );
      }}
    />
  );
}

function CandidateRow({
  candidate,
  checked,
  onChange,
  onNavigate,
  onOfferDecided,
}: {
  candidate: Candidate;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onNavigate: () => void;
  onOfferDecided: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const selectable = isSelectable(candidate);
  const name = `${candidate.firstname} ${candidate.lastname}`;
  const average =
    candidate.skill_average === null
      ? null
      : new Intl.NumberFormat(swissLocale(i18n.locale), { maximumFractionDigits: 1 }).format(candidate.skill_average);
  const seasonCount = candidate.workshops_this_season;
  const requestState = candidate.request_state;
  const stateLabel = requestState ? labelOf(i18n, requestStateLabels, requestState) : '';
  const { groups, conflicts } = groupBlockers(candidate.blockers);
  const day = (iso: string) => formatIsoDateWith(iso, i18n.locale, { day: '2-digit', month: '2-digit' });

  return (
    <li
      className={cn(
        'flex gap-3 rounded-lg border p-3 has-checked:border-primary has-checked:bg-accent',
        !selectable && 'bg-muted/40',
      )}
      data-coach-id={candidate.id}
    >
      <input
        id={`${id}-check`}
        type="checkbox"
        checked={checked}
        disabled={!selectable}
        onChange={(event) => onChange(event.currentTarget.checked)}
        aria-describedby={`${id}-details`}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <label htmlFor={`${id}-check`} className={cn('font-medium', selectable && 'cursor-pointer')}>
            {name}
          </label>
          {candidate.placed ? (
            <span className="text-sm font-medium text-muted-foreground">
              <Trans>Bereits eingeteilt</Trans>
            </span>
          ) : (
            requestState && (
              <span className="text-sm font-medium text-muted-foreground">
                {selectable ? t`Früher angefragt: ${stateLabel}` : t`Bereits angefragt: ${stateLabel}`}
              </span>
            )
          )}
        </div>
        {candidate.offer && !candidate.placed && (
          <OfferDecision offer={candidate.offer} coachName={name} onDecided={onOfferDecided} />
        )}
        <div id={`${id}-details`} className="grid gap-2">
          <ul className="flex flex-wrap gap-1.5 text-xs" aria-label={t`Eignung`}>
            <FitChip ok={candidate.speaks_language} label={t`Sprache`} />
            <FitChip ok={candidate.knows_subject} label={t`Thema`} />
            <li className="rounded-full border px-2 leading-5">
              {average === null ? <Trans>Keine Kompetenzen erfasst</Trans> : <Trans>Kompetenzen {average} von 5</Trans>}
            </li>
            <li className="rounded-full border px-2 leading-5">
              <Plural value={seasonCount} one="# Workshop diese Saison" other="# Workshops diese Saison" />
            </li>
            <WorkloadChips workload={candidate.workload} />
          </ul>
          {(groups.length > 0 || conflicts.length > 0) && (
            <ul className="grid gap-0.5 text-sm text-destructive" aria-label={t`Hinderungsgründe`}>
              {groups.map((group) => (
                <li key={group.kind}>
                  {labelOf(i18n, blockerLabels, group.kind)}
                  {group.dates.length > 0 && ` ${group.dates.map(day).join(', ')}`}
                </li>
              ))}
              {conflicts.map((conflict) => {
                const date = day(conflict.date);
                const text = t`Anderer Workshop am ${date}`;
                return (
                  <li key={`${conflict.workshop_id ?? ''}@${conflict.date}`}>
                    {conflict.workshop_id !== null ? (
                      <Link
                        href={paths.manager.workshop.href(conflict.workshop_id)}
                        onClick={onNavigate}
                        className="underline underline-offset-4 hover:no-underline"
                      >
                        {text}
                      </Link>
                    ) : (
                      text
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
    </li>
  );
}

/** "Sprache ✓" / "Thema ✗": the mark is decorative, the words say it for screen readers. */
function FitChip({ ok, label }: { ok: boolean; label: string }) {
  const { t } = useLingui();
  return (
    <li
      className={cn(
        'rounded-full border px-2 leading-5',
        ok
          ? 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100'
          : 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
      )}
    >
      {label} <span aria-hidden="true">{ok ? '✓' : '✗'}</span>
      <span className="sr-only">{ok ? t`passt` : t`passt nicht`}</span>
    </li>
  );
}
