import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { setAutoEscalationRequest } from '../api/set-auto-escalation';
import { revalidateStaffing } from '../api/revalidate';

const turnedOn = msg`Automatische Eskalation eingeschaltet`;
const turnedOff = msg`Automatische Eskalation ausgeschaltet`;

/**
 * The workshop's (series') automatic escalation: unanswered requests ask the next best coach by themselves some days
 * after the reminder (the days are master data). A switch that saves at once.
 */
export function AutoEscalationSwitch({ workshopId, enabled }: { workshopId: number; enabled: boolean }) {
  const { i18n } = useLingui();
  const { mutate } = useSWRConfig();
  const id = useId();
  const [saving, setSaving] = useState(false);

  const toggle = async (next: boolean) => {
    setSaving(true);
    try {
      await setAutoEscalationRequest(workshopId, next);
      toast.success(i18n._(next ? turnedOn : turnedOff));
      revalidateStaffing(mutate, workshopId);
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex items-start gap-3 rounded-lg border p-3 text-sm" data-testid="auto-escalation">
      <input
        id={`${id}-switch`}
        type="checkbox"
        role="switch"
        checked={enabled}
        disabled={saving}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void toggle(event.currentTarget.checked)}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <div className="grid gap-0.5">
        <label htmlFor={`${id}-switch`} className="flex cursor-pointer items-center gap-2 font-medium">
          <Trans>Automatisch eskalieren</Trans>
          {saving && <Spinner size="sm" />}
        </label>
        <span id={`${id}-hint`} className="text-muted-foreground">
          <Trans>
            Bleibt eine Anfrage auch nach der Erinnerung unbeantwortet, wird der nächste passende Coach angefragt und Sie werden
            informiert.
          </Trans>
        </span>
      </div>
    </div>
  );
}
