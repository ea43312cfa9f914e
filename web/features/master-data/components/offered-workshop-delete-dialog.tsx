import { Trans, useLingui } from '@lingui/react/macro';
import { DeleteOrDeactivateDialog } from '@/components/delete-or-deactivate-dialog';
import type { OfferedWorkshop } from '@/lib/contract';
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

/** The offer as the server has it now (fresh usage counts), or the one shown. */
async function freshOffer(offer: OfferedWorkshop): Promise<OfferedWorkshop> {
  const found = await getOfferedWorkshops({ q: offer.code }).catch(() => []);
  return found.find((candidate) => candidate.id === offer.id) ?? offer;
}

/** Delete an offer after confirmation; one that workshops or inquiries use is deactivated instead. */
export function OfferedWorkshopDeleteDialog({ offer, onOpenChange }: OfferedWorkshopDeleteDialogProps) {
  const { t, i18n } = useLingui();
  const revalidateOfferedWorkshops = useRevalidateOfferedWorkshops();
  const title = offer ? offerTitle(offer, i18n.locale) : '';

  const remove = async () => {
    await deleteOfferedWorkshopRequest(offer!.id);
    await revalidateOfferedWorkshops();
    toast.success(i18n._(offerDeleted));
  };

  const explainInUse = async () => {
    const fresh = await freshOffer(offer!);
    const usage = usageText(i18n, fresh.usage);
    return {
      canDeactivate: fresh.active,
      message: fresh.active ? (
        <Trans>
          Dieses Angebot wird von {usage} verwendet und kann nicht gelöscht werden. Sie können es stattdessen deaktivieren: Dann
          erscheint es nicht mehr im Anfrageformular.
        </Trans>
      ) : (
        <Trans>Dieses Angebot wird von {usage} verwendet und kann nicht gelöscht werden. Es ist bereits inaktiv.</Trans>
      ),
    };
  };

  const deactivate = async () => {
    const current = await freshOffer(offer!);
    await updateOfferedWorkshopRequest(current.id, offeredWorkshopBody(current, { active: false }));
    await revalidateOfferedWorkshops();
    toast.success(i18n._(offerDeactivated));
  };

  return (
    <DeleteOrDeactivateDialog
      open={offer !== null}
      onOpenChange={onOpenChange}
      title={t`Angebot löschen?`}
      description={<Trans>«{title}» wird mit seinen Übersetzungen und Dateien endgültig gelöscht.</Trans>}
      remove={remove}
      explainInUse={explainInUse}
      deactivate={deactivate}
    />
  );
}
