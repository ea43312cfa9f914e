import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { isApiError } from '@/lib/api';
import type { Material } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { deleteMaterialRequest, updateMaterialRequest } from '../api/materials';

interface MaterialDeleteDialogProps {
  material: Material | null;
  onClose: () => void;
  /** Reloads the list; resolves to the fresh catalogue (for the current number of orders). */
  onChanged: () => Promise<Material[] | undefined>;
}

/**
 * Delete a material after confirmation. While orders contain it the server refuses (409 `in_use`): the dialog says
 * how many and offers to deactivate it instead.
 */
export function MaterialDeleteDialog({ material, onClose, onChanged }: MaterialDeleteDialogProps) {
  const { t, i18n } = useLingui();
  const [inUse, setInUse] = useState<number | null>(null);

  const close = () => {
    setInUse(null);
    onClose();
  };

  const remove = async (target: Material) => {
    try {
      await deleteMaterialRequest(target.id);
      toast.success(t`Material gelöscht`);
      close();
      await onChanged();
    } catch (error) {
      if (!isApiError(error) || error.code !== 'in_use') return i18n._(errorMessage(error));
      const fresh = (await onChanged())?.find((entry) => entry.id === target.id);
      const count = Math.max(fresh?.order_count ?? target.order_count, 1);
      setInUse(count);
      const refused = t`${plural(count, {
        one: 'Dieses Material ist in # Materialbestellung enthalten und kann deshalb nicht gelöscht werden.',
        other: 'Dieses Material ist in # Materialbestellungen enthalten und kann deshalb nicht gelöscht werden.',
      })}`;
      return `${refused} ${t`Deaktivieren Sie es stattdessen: Dann kann es nicht mehr bestellt werden.`}`;
    }
  };

  const deactivate = async (target: Material) => {
    try {
      const { order_count: _count, id, ...fields } = target;
      await updateMaterialRequest(id, { ...fields, active: false });
      toast.success(t`Material deaktiviert`);
      close();
      await onChanged();
    } catch (error) {
      return i18n._(errorMessage(error));
    }
  };

  return (
    <ConfirmDialog
      open={material !== null}
      onOpenChange={(open) => !open && close()}
      title={inUse === null ? t`Material löschen?` : t`Material deaktivieren?`}
      description={material?.title}
      confirmLabel={inUse === null ? t`Löschen` : t`Stattdessen deaktivieren`}
      confirmVariant={inUse === null ? 'destructive' : 'default'}
      onConfirm={async () => {
        if (!material) return;
        return inUse === null ? remove(material) : deactivate(material);
      }}
    />
  );
}
