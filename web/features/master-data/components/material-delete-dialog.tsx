import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DeleteOrDeactivateDialog } from '@/components/delete-or-deactivate-dialog';
import type { Material } from '@/lib/contract';
import { toast } from '@/lib/toast';
import { deleteMaterialRequest, updateMaterialRequest } from '../api/materials';

interface MaterialDeleteDialogProps {
  material: Material | null;
  onClose: () => void;
  /** Reloads the list; resolves to the fresh catalogue (for the current number of orders). */
  onChanged: () => Promise<Material[] | undefined>;
}

/** Delete a material after confirmation; one that orders contain is deactivated instead. */
export function MaterialDeleteDialog({ material, onClose, onChanged }: MaterialDeleteDialogProps) {
  const { t } = useLingui();

  const remove = async () => {
    await deleteMaterialRequest(material!.id);
    toast.success(t`Material gelöscht`);
    await onChanged();
  };

  const explainInUse = async () => {
    const fresh = (await onChanged())?.find((entry) => entry.id === material!.id) ?? material!;
    const count = Math.max(fresh.order_count, 1);
    const refused = t`${plural(count, {
      one: 'Dieses Material ist in # Materialbestellung enthalten und kann deshalb nicht gelöscht werden.',
      other: 'Dieses Material ist in # Materialbestellungen enthalten und kann deshalb nicht gelöscht werden.',
    })}`;
    return {
      canDeactivate: fresh.active,
      message: fresh.active
        ? `${refused} ${t`Deaktivieren Sie es stattdessen: Dann kann es nicht mehr bestellt werden.`}`
        : refused,
    };
  };

  const deactivate = async () => {
    const { order_count: _count, id, ...fields } = material!;
    await updateMaterialRequest(id, { ...fields, active: false });
    toast.success(t`Material deaktiviert`);
    await onChanged();
  };

  return (
    <DeleteOrDeactivateDialog
      open={material !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t`Material löschen?`}
      description={material?.title}
      remove={remove}
      explainInUse={explainInUse}
      deactivate={deactivate}
    />
  );
}
