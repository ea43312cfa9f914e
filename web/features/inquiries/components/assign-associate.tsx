import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import type { InquiryDetail, InquiryManagerFormdata } from '@/lib/contract';
import { toast } from '@/lib/toast';
import { assignInquiryRequest } from '../api/assign-inquiry';

/** Spec section 8: "Error on allocating associate". */
export const assignFailed = msg`Fehler beim Zuweisen der zuständigen Person`;

interface AssignAssociateProps {
  inquiry: InquiryDetail;
  associates: InquiryManagerFormdata['associates'];
  /** The signed-in user (admin or associate). */
  me: { id: number } | null;
  onAssigned: (detail: InquiryDetail) => void;
}

/** "Assign to me" and a picker for any other active associate (POST inquiries/{id}/assign). */
export function AssignAssociate({ inquiry, associates, me, onAssigned }: AssignAssociateProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const current = inquiry.associate?.id;
  const [choice, setChoice] = useState<string>(current ? String(current) : '');
  const [busy, setBusy] = useState<'me' | 'pick' | null>(null);

  const assign = async (associateId: number, which: 'me' | 'pick') => {
    setBusy(which);
    try {
      const detail = await assignInquiryRequest(inquiry.id, associateId);
      setChoice(String(associateId));
      onAssigned(detail);
      const name = detail.associate?.name ?? '';
      toast.success(t`Zugewiesen an ${name}`);
    } catch {
      toast.error(i18n._(assignFailed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-wrap items-end gap-3">
      {me && current !== me.id && (
        <Button variant="outline" onClick={() => void assign(me.id, 'me')} disabled={busy !== null}>
          {busy === 'me' && <Spinner size="md" />}
          <Trans>Mir zuweisen</Trans>
        </Button>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (choice) void assign(Number(choice), 'pick');
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={id}>
            <Trans>Zuständige Person</Trans>
          </Label>
          <NativeSelect id={id} value={choice} onChange={(event) => setChoice(event.currentTarget.value)} className="w-56">
            <option value="" disabled>
              {t`Bitte wählen`}
            </option>
            {associates.map((associate) => (
              <option key={associate.id} value={associate.id}>
                {associate.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline" disabled={busy !== null || !choice || Number(choice) === current}>
          {busy === 'pick' && <Spinner size="md" />}
          <Trans>Zuweisen</Trans>
        </Button>
      </form>
    </div>
  );
}
