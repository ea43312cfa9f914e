import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { SetStateTarget, WorkshopDetail, WorkshopSummary } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { setWorkshopStateRequest } from '../api/set-workshop-state';
import { backToDoneLabel, stateActionLabels, workshopStateLabels } from '../labels';
import { availableStateActions, type StateAction } from '../state-actions';

interface StateActionsProps {
  workshop: WorkshopDetail;
  today: string;
  onChanged: (changed: WorkshopSummary[]) => void;
}

const REASON_MAX = 1000;

/**
 * The state changes allowed from the current state (worker's transition table); each asks for confirmation, cancel
 * also for an optional reason. In a series the change applies to every workshop of it, and the dialog says so.
 */
export function StateActions({ workshop, today, onChanged }: StateActionsProps) {
  const { t, i18n } = useLingui();
  const reasonId = useId();
  const [action, setAction] = useState<StateAction | null>(null);
  const [reason, setReason] = useState('');
  const actions = availableStateActions(workshop.state, workshop.date, today);
  const seriesCount = workshop.series.length;
  const inSeries = workshop.series_id !== null && seriesCount > 1;
  const label = (a: StateAction) => i18n._(a.back ? backToDoneLabel : stateActionLabels[a.target]);

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
    try {
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
      return i18n._(errorMessage(error));
    }
  };

  const actionLabel = action ? label(action) : '';
  const title = action
    ? action.target === 'cancelled'
      ? inSeries
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
            onClick={() => setAction(a)}
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
            {inSeries && (
              <p className="font-medium text-foreground" data-testid="series-note">
                <Trans>Die Änderung gilt für alle {seriesCount} Workshops der Serie.</Trans>
              </p>
            )}
            {action?.target === 'cancelled' && (
              <p>
                <Trans>Die angefragten und eingeteilten Coaches und die Schule werden per E-Mail informiert.</Trans>
              </p>
            )}
            {action?.target === 'initialized' && (
              <p>
                <Trans>Coach-Anfragen und Einteilungen werden aufgehoben; die Coaches werden per E-Mail informiert.</Trans>
              </p>
            )}
          </>
        }
        confirmLabel={actionLabel}
        confirmVariant={action?.target === 'cancelled' ? 'destructive' : 'default'}
        onConfirm={confirm}
      >
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
