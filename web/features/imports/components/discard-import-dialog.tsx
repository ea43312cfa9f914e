import { Trans, useLingui } from '@lingui/react/macro';
import type { Import } from '@contract/imports/imports.schemas';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-messages';

interface DiscardImportDialogProps {
  /** The import to drop; null: closed. */
  target: Import | null;
  onClose: () => void;
  onDiscard: (id: number) => Promise<void>;
}

/** "Import verwerfen?": drops an import that did not run, with its checked rows. */
export function DiscardImportDialog({ target, onClose, onDiscard }: DiscardImportDialogProps) {
  const { t, i18n } = useLingui();
  const discardName = target?.file_name ?? '';
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t`Import verwerfen?`}
      description={<Trans>Die geprüften Zeilen von «{discardName}» werden gelöscht. Es wird nichts importiert.</Trans>}
      confirmLabel={t`Verwerfen`}
      confirmVariant="destructive"
      onConfirm={async () => {
        try {
          if (target) await onDiscard(target.id);
        } catch (error) {
          return i18n._(errorMessage(error));
        }
      }}
    />
  );
}
