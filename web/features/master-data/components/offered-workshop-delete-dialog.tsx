import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import type { OfferedWorkshop } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { getOfferedWorkshops } from '../api/offered-workshops';
import {
  deleteOfferedWorkshopRequest,
  offeredWorkshopBody,
  useRevalidateOfferedWorkshops,
  updateOfferedWorkshopRequest,
} from '../api/offered-workshops-write';
import { offerDeactivated, offerDeleted, offerTitle, usageText } from './offered-workshop-labels';

interface OfferedWorkshopDeleteDialogProps {
  /** The offer to delete; null: closed. */
  offer: OfferedWorkshop | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Delete?" — and when the server refuses because workshops or inquiries use the offer (409 `in_use`), says how many
 * and offers to deactivate it instead.
 */
export function OfferedWorkshopDeleteDialog({ offer, onOpenChange }: OfferedWorkshopDeleteDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={offer !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Schliessen`}>
        {offer && <DeleteSteps key={offer.id} offer={offer} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/** The offer as the server has it now (fresh usage counts), or the one shown. */
async function freshOffer(offer: OfferedWorkshop): Promise<OfferedWorkshop> {
  const found = await getOfferedWorkshops({ q: offer.code }).catch(() => []);
  return found.find((candidate) => candidate.id === offer.id) ?? offer;
}

function DeleteSteps({ offer, onClose }: { offer: OfferedWorkshop; onClose: () => void }) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const revalidateOfferedWorkshops = useRevalidateOfferedWorkshops();
  const [inUse, setInUse] = useState<OfferedWorkshop | null>(null);
  const title = offerTitle(offer, i18n.locale);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (thrown) {
      setError(i18n._(errorMessage(thrown)));
    } finally {
      setBusy(false);
    }
  };

  const remove = () =>
    run(async () => {
      try {
        await deleteOfferedWorkshopRequest(offer.id);
      } catch (thrown) {
        if (!isApiError(thrown) || thrown.code !== 'in_use') throw thrown;
        setInUse(await freshOffer(offer));
        return;
      }
      await revalidateOfferedWorkshops();
      toast.success(i18n._(offerDeleted));
      onClose();
    });

  const deactivate = (current: OfferedWorkshop) =>
    run(async () => {
      await updateOfferedWorkshopRequest(current.id, offeredWorkshopBody(current, { active: false }));
      await revalidateOfferedWorkshops();
      toast.success(i18n._(offerDeactivated));
      onClose();
    });

  const usage = inUse ? usageText(i18n, inUse.usage) : '';
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans>Angebot löschen?</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>«{title}» wird mit seinen Übersetzungen und Dateien endgültig gelöscht.</Trans>
        </DialogDescription>
      </DialogHeader>
      {inUse && (
        <Alert role="alert" data-testid="offer-in-use">
          <AlertDescription>
            {inUse.active ? (
              <Trans>
                Dieses Angebot wird von {usage} verwendet und kann nicht gelöscht werden. Sie können es stattdessen deaktivieren:
                Dann erscheint es nicht mehr im Anfrageformular.
              </Trans>
            ) : (
              <Trans>Dieses Angebot wird von {usage} verwendet und kann nicht gelöscht werden. Es ist bereits inaktiv.</Trans>
            )}
          </AlertDescription>
        </Alert>
      )}
      {error && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          <Trans>Abbrechen</Trans>
        </Button>
        {inUse ? (
          inUse.active && (
            <Button onClick={() => void deactivate(inUse)} disabled={busy} aria-busy={busy || undefined}>
              {busy && <Spinner className="size-4" />}
              <Trans>Deaktivieren</Trans>
            </Button>
          )
        ) : (
          <Button variant="destructive" onClick={() => void remove()} disabled={busy} aria-busy={busy || undefined}>
            {busy && <Spinner className="size-4" />}
            <Trans>Löschen</Trans>
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
