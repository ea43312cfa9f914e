import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { SetStateTarget, WorkshopDetail, WorkshopSummary } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatShortDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { detachWorkshopRequest } from '../api/detach-workshop';
import { setWorkshopStateRequest } from '../api/set-workshop-state';
import { workshopStateLabels } from '../labels';
import { availableStateActions, isDetachable, stateActionLabel, type StateAction } from '../state-actions';

interface StateActionsProps {
  workshop: WorkshopDetail;
  today: string;
  onChanged: (changed: WorkshopSummary[]) => void;
}

const REASON_MAX = 1000;

/** What a cancel in a series applies to: the whole series, or only this date (taken out of the series first). */
type CancelScope = 'series' | 'date';

/**
 * The state changes allowed from the current state (worker's transition table); each asks for confirmation, cancel
 * also for an optional reason. In a series the change applies to every workshop of it, and the dialog says so;
 * cancelling offers to take only this date out of the series and cancel it alone.
 */
export function StateActions({ workshop, today, onChanged }: StateActionsProps) {
  const { t, i18n } = useLingui();
  const reasonId = useId();
  const [action, setAction] = useState<StateAction | null>(null);
  const [reason, setReason] = useState('');
  const [scope, setScope] = useState<CancelScope>('series');
  const actions = availableStateActions(workshop.state, workshop.date, today);
  const seriesCount = workshop.series.length;
  const inSeries = workshop.series_id !== null && seriesCount > 1;
  const label = (a: StateAction) => i18n._(stateActionLabel(a, workshop.state));
  const offersScope = inSeries && action?.target === 'cancelled' && isDetachable(workshop.state);
  const onlyThisDate = offersScope && scope === 'date';
  const seriesWide = inSeries && !onlyThisDate;
  const thisDate = formatShortDate(workshop.date, i18n.locale);

  if (actions.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>In diesem Status sind keine Änderungen möglich.</Trans>
      </p>
    );
  }

  const confirm = async () => {
    if (!action) return;
    const target: SetStateTarget = action.target;
    let detached = false;
    try {
      if (onlyThisDate) {
        await detachWorkshopRequest(workshop.id);
        detached = true;
      }
      const changed = await setWorkshopStateRequest(workshop.id, {
        state: target,
        ...(target === 'cancelled' && reason.trim() ? { reason: reason.trim() } : {}),
      });
      onChanged(changed);
      const stateLabel = i18n._(workshopStateLabels[target]);
      const count = changed.length;
      toast.success(count > 1 ? t`${count} Workshops: ${stateLabel}` : t`Status geändert: ${stateLabel}`);
      setReason('');
    } catch (error) {
      // Taken out of the series but not cancelled: the page must show it as a single workshop now.
      if (detached) onChanged([]);
      return i18n._(errorMessage(error));
    }
  };

  const open = (a: StateAction) => {
    setScope('series');
    setAction(a);
  };

  const actionLabel = action ? label(action) : '';
  const title = action
    ? action.target === 'cancelled'
      ? seriesWide
        ? t`Ganze Serie absagen?`
        : t`Workshop absagen?`
      : t`Status ändern: ${actionLabel}?`
    : '';

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {actions.map((a) => (
          <Button
            key={a.target}
            variant={a.target === 'cancelled' ? 'destructive' : a.target === 'initialized' || a.back ? 'outline' : 'default'}
            disabled={!!a.blocked}
            aria-describedby={a.blocked ? `${reasonId}-blocked` : undefined}
            onClick={() => open(a)}
          >
            {label(a)}
          </Button>
        ))}
      </div>
      {actions.some((a) => a.blocked) && (
        <p id={`${reasonId}-blocked`} className="text-sm text-muted-foreground">
          <Trans>«Durchgeführt» ist erst am oder nach dem Workshop-Tag möglich.</Trans>
        </p>
      )}
      {inSeries && (
        <p className="text-sm text-muted-foreground">
          <Trans>Statusänderungen gelten für die ganze Serie ({seriesCount} Workshops).</Trans>
        </p>
      )}

      <ConfirmDialog
        open={action !== null}
        onOpenChange={(open) => {
          if (!open) setAction(null);
        }}
        title={title}
        description={
          <>
            {seriesWide && (
              <p className="font-medium text-foreground" data-testid="series-note">
                <Trans>Die Änderung gilt für alle {seriesCount} Workshops der Serie.</Trans>
              </p>
            )}
            {onlyThisDate && (
              <p className="font-medium text-foreground" data-testid="series-note">
                <Trans>Der Workshop vom {thisDate} wird aus der Serie genommen und allein abgesagt.</Trans>
              </p>
            )}
            {action?.target === 'cancelled' && (
              <p>
                <Trans>Die angefragten und eingeteilten Coaches und die Schule werden per E-Mail informiert.</Trans>
              </p>
            )}
            {action?.target === 'initialized' && (
              <p>
                <Trans>
                  Coach-Anfragen und Einteilungen werden aufgehoben; die Coaches und die Schule werden per E-Mail informiert.
                </Trans>
              </p>
            )}
          </>
        }
        confirmLabel={actionLabel}
        confirmVariant={action?.target === 'cancelled' ? 'destructive' : 'default'}
        onConfirm={confirm}
      >
        {offersScope && (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">
              <Trans>Was absagen?</Trans>
            </legend>
            <ScopeOption name={`${reasonId}-scope`} value="series" scope={scope} onChange={setScope}>
              <Trans>Die ganze Serie ({seriesCount} Workshops)</Trans>
            </ScopeOption>
            <ScopeOption name={`${reasonId}-scope`} value="date" scope={scope} onChange={setScope}>
              <Trans>Nur diesen Termin ({thisDate})</Trans>
            </ScopeOption>
          </fieldset>
        )}
        {action?.target === 'cancelled' && (
          <div className="grid gap-1.5">
            <Label htmlFor={`${reasonId}-reason`}>
              <Trans>Grund (optional)</Trans>
            </Label>
            <Textarea
              id={`${reasonId}-reason`}
              value={reason}
              maxLength={REASON_MAX}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <p className="text-xs text-muted-foreground">
              <Trans>Der Grund steht in der E-Mail an die Coaches und die Schule.</Trans>
            </p>
          </div>
        )}
      </ConfirmDialog>
    </div>
  );
}

function ScopeOption({
  name,
  value,
  scope,
  onChange,
  children,
}: {
  name: string;
  value: CancelScope;
  scope: CancelScope;
  onChange: (scope: CancelScope) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="radio"
        name={name}
        value={value}
        checked={scope === value}
        onChange={() => onChange(value)}
        className="size-4 accent-primary"
      />
      {children}
    </label>
  );
}
