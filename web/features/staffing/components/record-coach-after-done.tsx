import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/lib/toast';
import type { AllocationForm } from '@/lib/contract';
import { assignCoachRequest } from '../api/assign-coach';
import { useCandidates } from '../api/get-candidates';
import { revalidateStaffing } from '../api/revalidate';
import { allocationSaved, failureReason } from '../labels';

/**
 * On a workshop that is done: record a coach who gave it but was not placed (a stand-in). The server creates their
 * fee and their evaluation and mails them the evaluation request; nobody else is told (decision 003).
 */
export function RecordCoachAfterDone({ workshopId, placed }: { workshopId: number; placed: AllocationForm['placed'] }) {
  const { t, i18n } = useLingui();
  const { mutate } = useSWRConfig();
  const selectId = useId();
  const [open, setOpen] = useState(false);
  const [coachId, setCoachId] = useState('');
  const candidates = useCandidates(open ? workshopId : null);
  const choices = (candidates.data?.candidates ?? []).filter((c) => !placed.some((p) => p.id === c.id));

  const record = async () => {
    if (!coachId) return t`Bitte einen Coach wählen.`;
    try {
      const form = await assignCoachRequest(workshopId, { coach_id: Number(coachId) });
      revalidateStaffing(mutate, workshopId, form);
    } catch (error) {
      return failureReason(i18n, error);
    }
    setCoachId('');
    toast.success(i18n._(allocationSaved));
  };

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Trans>Coach nachträglich eintragen</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Coach nachträglich eintragen`}
        description={
          <p>
            <Trans>
              Für einen Coach, der den Workshop gegeben hat, aber nicht eingeteilt war. Das Honorar wird erfasst, und der Coach
              erhält per E-Mail die Bitte um seine Auswertung.
            </Trans>
          </p>
        }
        confirmLabel={t`Eintragen und E-Mail senden`}
        onConfirm={record}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={selectId}>
            <Trans>Coach</Trans>
          </Label>
          <NativeSelect id={selectId} value={coachId} onChange={(event) => setCoachId(event.target.value)}>
            <option value="">{candidates.data ? t`Bitte wählen` : t`Coaches werden geladen …`}</option>
            {choices.map((coach) => (
              <option key={coach.id} value={coach.id}>
                {coach.firstname} {coach.lastname}
              </option>
            ))}
          </NativeSelect>
        </div>
      </ConfirmDialog>
    </>
  );
}
