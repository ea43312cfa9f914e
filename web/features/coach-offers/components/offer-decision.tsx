import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import type { Candidate } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatTimestampDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { acceptOffer, declineOffer } from '../api/offers';

interface OfferDecisionProps {
  offer: NonNullable<Candidate['offer']>;
  coachName: string;
  /** Called once the offer is accepted or declined (the caller revalidates the staffing). */
  onDecided: () => void;
}

/**
 * In the staffing ranking: "Hat sich angeboten" with the coach's note, "Annehmen" (one click: places the coach, who
 * gets the placement mail) and "Ablehnen" (with an optional note; the coach is told by mail).
 */
export function OfferDecision({ offer, coachName, onDecided }: OfferDecisionProps) {
  const { t, i18n } = useLingui();
  const noteId = useId();
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [declineNote, setDeclineNote] = useState('');
  const offeredOn = formatTimestampDate(offer.created_at, i18n.locale);

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      onDecided();
    } catch (error) {
      toast.error(`${failed}: ${i18n._(errorMessage(error))}`);
    } finally {
      setBusy(false);
    }
  };
  const accept = () =>
    run(() => acceptOffer(offer.id), t`${coachName} ist eingeteilt`, t`Das Angebot konnte nicht angenommen werden`);
  const decline = () =>
    run(
      () => declineOffer(offer.id, declineNote.trim() ? { note: declineNote.trim() } : {}),
      t`Das Angebot ist abgelehnt, ${coachName} wird per E-Mail informiert`,
      t`Das Angebot konnte nicht abgelehnt werden`,
    );

  return (
    <div
      className="grid gap-2 rounded-md border border-sky-300 bg-sky-50 p-2 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50"
      data-testid="coach-offer"
    >
      <p>
        <span className="font-medium">
          <Trans>Hat sich am {offeredOn} angeboten</Trans>
        </span>
        {offer.note && <span className="block wrap-anywhere">«{offer.note}»</span>}
      </p>
      {declining ? (
        <div className="grid gap-2">
          <label htmlFor={noteId} className="font-medium">
            <Trans>Bemerkung an {coachName} (optional)</Trans>
          </label>
          <Textarea
            id={noteId}
            rows={2}
            maxLength={1000}
            value={declineNote}
            onChange={(e) => setDeclineNote(e.currentTarget.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="destructive" disabled={busy} onClick={() => void decline()}>
              <Trans>Angebot ablehnen</Trans>
            </Button>
            <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => setDeclining(false)}>
              <Trans>Abbrechen</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            disabled={busy}
            onClick={() => void accept()}
            aria-label={t`Angebot von ${coachName} annehmen`}
          >
            <Trans>Annehmen</Trans>
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => setDeclining(true)}
            aria-label={t`Angebot von ${coachName} ablehnen`}
          >
            <Trans>Ablehnen</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
